import Foundation

/// A running `hark serve` on a free port with its own data directory, and requests to it made
/// by curl: real HTTP, every header seen, no redirect followed unless asked.
final class WebServer {
    let process = Process()
    let data: URL
    let base: URL
    /// The browser's session token (its cookie), once paired.
    private(set) var token: String?
    /// The page's anti-forgery token, once paired.
    private(set) var csrf: String?

    struct Reply {
        let status: Int
        /// Header names in lower case; `set-cookie` lines joined by newlines.
        let headers: [String: String]
        let body: String
    }

    init() throws {
        data = try HarkBinary.temporaryDirectory("serve")
        process.executableURL = HarkBinary.url
        process.arguments = ["serve", "--port", "0", "--data-dir", data.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let text = ListenTests.read(out.fileHandleForReading, until: { $0.contains("\n") })
        guard let range = text.range(of: "serving on "), let url = URL(string: String(text[range.upperBound...].prefix { !$0.isNewline })) else {
            process.terminate()
            throw WyomingProcess.Failure(description: "hark serve did not start: \(text)")
        }
        base = url
    }

    /// Waits out the last minutes of a local day, so a test that reads "today" back does not run
    /// across midnight: a feeding started at 23:59 is yesterday's by the time the page is read
    /// (red in a fresh-clone run that crossed midnight).
    static func awayFromMidnight(margin seconds: Double = 600) async throws {
        let now = Date()
        guard let midnight = Calendar.current.nextDate(after: now, matching: DateComponents(hour: 0, minute: 0, second: 0),
                                                       matchingPolicy: .nextTime) else { return }
        let left = midnight.timeIntervalSince(now)
        if left < seconds { try await Task.sleep(for: .seconds(left + 2)) }
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: data)
    }

    /// One request. `form` posts a urlencoded form (with the anti-forgery token added when
    /// `csrf` is set and the server is paired), `json` a JSON body; `cookie` sends the session
    /// cookie, `bearer` a token as `Authorization: Bearer`.
    func request(_ method: String = "GET", _ path: String, form: String? = nil, json: String? = nil, body: Data? = nil,
                 cookie: Bool = true, withCSRF: Bool = true, bearer: String? = nil, headers: [String] = []) throws -> Reply {
        var arguments = ["-sS", "-i", "-X", method, "--max-time", "30"]
        var payload: Data?
        if var form {
            if withCSRF, let csrf { form += (form.isEmpty ? "" : "&") + "csrf=\(csrf)" }
            arguments += ["-H", "Content-Type: application/x-www-form-urlencoded"]
            payload = Data(form.utf8)
        } else if let json {
            arguments += ["-H", "Content-Type: application/json"]
            payload = Data(json.utf8)
        } else if let body {
            payload = body
        }
        if payload != nil { arguments += ["--data-binary", "@-"] }
        if cookie, let token { arguments += ["-H", "Cookie: hark_session=\(token)"] }
        if let bearer { arguments += ["-H", "Authorization: Bearer \(bearer)"] }
        for header in headers { arguments += ["-H", header] }
        arguments.append(URL(string: path, relativeTo: base)!.absoluteString)
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        curl.arguments = ["curl"] + arguments
        let input = Pipe()
        let output = Pipe()
        curl.standardInput = input
        curl.standardOutput = output
        curl.standardError = Pipe()
        try curl.run()
        if let payload { input.fileHandleForWriting.write(payload) }
        try input.fileHandleForWriting.close()
        let raw = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        curl.waitUntilExit()
        return Self.parse(raw)
    }

    static func parse(_ raw: String) -> Reply {
        guard let split = raw.range(of: "\r\n\r\n") else { return Reply(status: 0, headers: [:], body: raw) }
        let lines = raw[..<split.lowerBound].components(separatedBy: "\r\n")
        let status = lines.first.flatMap { $0.split(separator: " ").dropFirst().first }.flatMap { Int($0) } ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { $0 + "\n" + value } ?? value
        }
        return Reply(status: status, headers: headers, body: String(raw[split.upperBound...]))
    }

    /// A new pairing code from `hark web pair`.
    func pairingCode() throws -> String {
        let printed = try hark(["web", "pair", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [String: Any]
        guard let code = object?["code"] as? String else { throw WyomingProcess.Failure(description: "no code in \(printed)") }
        return code
    }

    /// Pairs as a browser does: the printed code posted on the pairing page, the cookie kept,
    /// the anti-forgery token read off the page.
    @discardableResult
    func pair() throws -> Reply {
        let reply = try request("POST", "/pair", form: "code=\(try pairingCode())", cookie: false, withCSRF: false)
        let cookie = reply.headers["set-cookie"] ?? ""
        guard reply.status == 303, let value = cookie.split(separator: ";").first?.split(separator: "=", maxSplits: 1).last else {
            throw WyomingProcess.Failure(description: "pairing failed: \(reply.status) \(reply.headers) \(reply.body)")
        }
        token = String(value)
        let page = try request("GET", "/")
        csrf = Self.csrf(in: page.body)
        return reply
    }

    /// The anti-forgery token a page's forms carry.
    static func csrf(in page: String) -> String? {
        guard let range = page.range(of: "name=\"csrf\" value=\"") else { return nil }
        return String(page[range.upperBound...].prefix { $0 != "\"" })
    }

    func hark(_ arguments: [String]) throws -> String {
        try HarkBinary.run(arguments + ["--data-dir", data.path]).stdout
    }

    /// Stops the server as the service manager does; true when it exited cleanly.
    func stop() -> Bool {
        process.terminate()
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }
}
