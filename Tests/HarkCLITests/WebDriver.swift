import Foundation

/// A real headless Chromium driven through Debian's chromedriver over the W3C WebDriver
/// protocol (plain JSON over HTTP): the browser tests of the web app.
final class WebDriver {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let driver = Process()
    private let base: URL
    private var session = ""
    private let profile: URL

    /// Starts chromedriver and a headless Chromium the size of a phone (390 × 844 CSS pixels).
    init(width: Int = 390, height: Int = 844) async throws {
        for path in ["/usr/bin/chromedriver", "/usr/bin/chromium"] where !FileManager.default.isExecutableFile(atPath: path) {
            throw Failure(description: "\(path) is missing: run make test-deps (it installs chromium and chromium-driver)")
        }
        profile = try HarkBinary.temporaryDirectory("chromium")
        let port = Int.random(in: 20_000...45_000)
        base = URL(string: "http://127.0.0.1:\(port)/")!
        driver.executableURL = URL(fileURLWithPath: "/usr/bin/chromedriver")
        driver.arguments = ["--port=\(port)"]
        driver.standardOutput = Pipe()
        driver.standardError = Pipe()
        try driver.run()
        // Ready once its status answers.
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            if let status = try? await call("GET", "status"), (status["value"] as? [String: Any])?["ready"] as? Bool == true { break }
            try await Task.sleep(for: .milliseconds(200))
        }
        let options: [String: Any] = [
            "binary": "/usr/bin/chromium",
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                     "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)", "--force-device-scale-factor=1"],
            "mobileEmulation": ["deviceMetrics": ["width": width, "height": height, "pixelRatio": 2]],
        ]
        let created = try await call("POST", "session", ["capabilities": ["alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": options]]])
        guard let id = (created["value"] as? [String: Any])?["sessionId"] as? String else {
            throw Failure(description: "chromedriver made no session: \(created)")
        }
        session = id
    }

    /// Ends the browser and the driver.
    func quit() async {
        if !session.isEmpty { _ = try? await call("DELETE", "session/\(session)") }
        // SIGKILL: the test process may block SIGTERM (a service under test), and its children inherit the mask.
        if driver.isRunning { kill(driver.processIdentifier, SIGKILL) }
        while driver.isRunning { try? await Task.sleep(for: .milliseconds(50)) }
        try? FileManager.default.removeItem(at: profile)
    }

    func open(_ url: URL) async throws {
        _ = try await command("POST", "url", ["url": url.absoluteString])
    }

    /// The page's title.
    func title() async throws -> String {
        try await command("GET", "title") as? String ?? ""
    }

    /// The page's visible text.
    func text() async throws -> String {
        try await script("return document.body ? document.body.innerText : ''") as? String ?? ""
    }

    /// The element `css` selects, waiting up to `bound` for it to appear.
    func element(_ css: String, bound: Duration = .seconds(20)) async throws -> String {
        let deadline = ContinuousClock.now + bound
        while true {
            if let found = try? await command("POST", "element", ["using": "css selector", "value": css]) as? [String: Any],
               let id = found.values.first as? String {
                return id
            }
            guard ContinuousClock.now < deadline else { throw Failure(description: "no element \(css) on \(try await text())") }
            try await Task.sleep(for: .milliseconds(200))
        }
    }

    /// Clicks the element `css` selects, as a person taps it.
    func click(_ css: String) async throws {
        let id = try await element(css)
        _ = try await command("POST", "element/\(id)/click", [:])
    }

    /// Types into the element `css` selects.
    func type(_ text: String, into css: String) async throws {
        let id = try await element(css)
        _ = try await command("POST", "element/\(id)/value", ["text": text])
    }

    /// Runs JavaScript in the page and returns its result.
    @discardableResult
    func script(_ source: String, _ arguments: [Any] = []) async throws -> Any? {
        try await command("POST", "execute/sync", ["script": source, "args": arguments])
    }

    /// Waits up to `bound` for the page's text to satisfy `done`; returns the last text read.
    func waitForText(bound: Duration = .seconds(60), _ done: (String) -> Bool) async throws -> String {
        let deadline = ContinuousClock.now + bound
        var last = ""
        while ContinuousClock.now < deadline {
            last = (try? await text()) ?? ""
            if done(last) { return last }
            try await Task.sleep(for: .milliseconds(200))
        }
        return last
    }

    /// A PNG of the viewport, or of the element `css` selects.
    func screenshot(of css: String? = nil) async throws -> Data {
        let path = if let css { "element/\(try await element(css))/screenshot" } else { "screenshot" }
        guard let encoded = try await command("GET", path) as? String, let png = Data(base64Encoded: encoded) else {
            throw Failure(description: "no screenshot")
        }
        return png
    }

    private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any? {
        let reply = try await call(method, "session/\(session)/\(path)", body)
        if let value = reply["value"] as? [String: Any], let error = value["error"] as? String {
            throw Failure(description: "\(path): \(error): \(value["message"] ?? "")")
        }
        return reply["value"]
    }

    /// One WebDriver request, made with curl: chromedriver writes headers without a space after
    /// the colon, which FoundationNetworking's client refuses ("Failed writing header").
    private func call(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> [String: Any] {
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments = ["curl", "-sS", "--max-time", "60", "-X", method]
        if let body {
            arguments += ["-H", "Content-Type: application/json", "--data-binary", "@-"]
        }
        curl.arguments = arguments + [URL(string: path, relativeTo: base)!.absoluteString]
        let input = Pipe()
        let output = Pipe()
        curl.standardInput = input
        curl.standardOutput = output
        curl.standardError = Pipe()
        try curl.run()
        if let body { input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: body)) }
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        curl.waitUntilExit()
        guard curl.terminationStatus == 0 else { throw Failure(description: "chromedriver did not answer \(method) \(path)") }
        return (try JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }
}
