import Foundation
import HarkSpeech
import GRDB
import HarkSkills
import HarkStore
import HarkWeb

extension Hark.Bench {
    /// The pages and API paths timed, with what each shows.
    static let webPaths: [(path: String, what: String)] = [
        ("/", "Today (8 feedings)"), ("/?day=OLD", "a day 300 days back"), ("/alarms", "Alarms"), ("/fridge", "Fridge (40 items)"),
        ("/calls", "Calls"), ("/api/today", "GET /api/today"), ("/api/pantry", "GET /api/pantry"),
    ]

    /// `hark bench --web`: how fast the web app's pages answer over a year of records (about
    /// 3,000 feedings), and the peak memory of `hark serve` and of `hark listen` with the web app on.
    func runWeb() async throws {
        let directory = (NSTemporaryDirectory() as NSString).appendingPathComponent("hark-bench-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let data = (directory as NSString).appendingPathComponent("data")
        let (token, feedings, oldDay) = try Self.yearOfRecords(in: data)
        let rounds = 200
        print("Web app pages over a year of records (\(feedings) feedings, 40 foods, 5 alarms, 3 timers, 3 callers),")
        print("\(rounds) requests each, one at a time, from this machine; milliseconds from request to the whole answer")

        let serve = try WebProcess(arguments: ["serve", "--port", "0", "--data-dir", data], announcedOn: .standardOutput)
        defer { serve.stop() }
        for (path, what) in Self.webPaths {
            let url = serve.base.appendingPathComponent("").absoluteString.dropLast() + path.replacingOccurrences(of: "OLD", with: oldDay)
            let times = try await Self.time(String(url), token: token, rounds: rounds)
            print("  " + what.padding(toLength: 22, withPad: " ", startingAt: 0)
                + String(format: " p50 / p95 / max %6.1f / %6.1f / %6.1f ms", Self.percentile(times, 50), Self.percentile(times, 95), times.max() ?? .nan))
        }
        print(String(format: "  peak memory of hark serve after the load: %.1f MB", serve.peakMemoryMegabytes()))
        serve.stop()

        // hark listen on ALSA's null devices, without and with the web app (the same records, copied).
        let quiet = try WebProcess(arguments: ["listen", "--capture", "null", "--playback", "null", "--data-dir", data],
                                   announcedOn: .standardError, markers: ["listening"])
        try await Task.sleep(for: .seconds(2))
        let alone = quiet.peakMemoryMegabytes()
        quiet.stop()
        let config = (directory as NSString).appendingPathComponent("web.yaml")
        try "web:\n  enabled: true\n  listen: \"127.0.0.1:0\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let listen = try WebProcess(arguments: ["listen", "--capture", "null", "--playback", "null", "--config", config, "--data-dir", data],
                                    announcedOn: .standardError, markers: ["serving on ", "listening"])
        defer { listen.stop() }
        var all: [Double] = []
        for (path, _) in Self.webPaths {
            let url = listen.base.appendingPathComponent("").absoluteString.dropLast() + path.replacingOccurrences(of: "OLD", with: oldDay)
            all += try await Self.time(String(url), token: token, rounds: 50)
        }
        print(String(format: "  hark listen with the web app: every page p50 / p95 %.1f / %.1f ms; peak memory %.1f MB (hark listen alone: %.1f MB)",
                     Self.percentile(all, 50), Self.percentile(all, 95), listen.peakMemoryMegabytes(), alone))
    }

    /// A year of feedings (8 a day, with amounts), food, alarms, timers and callers in `data`,
    /// and a paired session's token. Returns the token, the feedings stored and a past day (YYYY-MM-DD).
    static func yearOfRecords(in data: String) throws -> (token: String, feedings: Int, oldDay: String) {
        let suite = try SkillSuite(directory: data)
        let calendar = suite.feeding.calendar
        let today = calendar.startOfDay(for: Date())
        let count = try suite.store.write { db -> Int in
            var stored = 0
            for day in 0..<365 {
                guard let start = calendar.date(byAdding: .day, value: -day, to: today) else { continue }
                for feed in 0..<8 {
                    let begun = start.addingTimeInterval(Double(feed) * 3 * 3600 + 600)
                    guard begun < Date().addingTimeInterval(-1200) else { continue }
                    try db.execute(sql: "INSERT INTO feeding (startedAt, endedAt, amountMl) VALUES (?, ?, ?)",
                                   arguments: [begun, begun.addingTimeInterval(1200), 60 + (day * 7 + feed * 13) % 120])
                    stored += 1
                }
            }
            return stored
        }
        let foods = ShelfLife.foodsByCategory.flatMap(\.1)
        for food in foods.prefix(40) { _ = try suite.pantry.add(food) }
        for hour in [6, 7, 12, 18, 21] {
            _ = try suite.alarms.setAlarm(at: Date().addingTimeInterval(Double(hour) * 3600), title: "Alarm")
        }
        for minutes in [5, 10, 45] { _ = try suite.alarms.setTimer(seconds: minutes * 60) }
        for caller in ["Boss", "Aunt Mary", "Dad"] { _ = try suite.calls.addCaller(caller) }
        let access = WebAccess(store: suite.store, clock: suite.feeding.clock)
        let code = try access.newPairingCode()
        guard case .paired(let token) = try access.pair(code: code.code, label: "bench") else {
            throw CLIError("The benchmark could not pair with its own code.")
        }
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "yyyy-MM-dd"
        return (token, count, formatter.string(from: calendar.date(byAdding: .day, value: -300, to: today) ?? today))
    }

    /// Milliseconds of `rounds` requests to `url` one after another (after 5 not counted).
    static func time(_ url: String, token: String, rounds: Int) async throws -> [Double] {
        guard let address = URL(string: url), let server = PlainHTTPGet(address) else { throw CLIError("Bad URL \(url).") }
        let path = address.path.isEmpty ? "/" : address.path + (address.query.map { "?" + $0 } ?? "")
        var times: [Double] = []
        for round in 0..<(rounds + 5) {
            let started = ContinuousClock.now
            let (status, _) = try server.get(path, headers: ["Authorization": "Bearer \(token)"])
            let elapsed = started.duration(to: .now)
            guard status == 200 else { throw CLIError("\(url) answered \(status).") }
            if round >= 5 { times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000) }
        }
        return times
    }
}

/// A `hark` child process serving the web app, found from its "serving on" line.
final class WebProcess {
    enum Stream { case standardOutput, standardError }

    let process = Process()
    private(set) var base = URL(fileURLWithPath: "/")

    /// Starts `hark ARGUMENTS` and waits (up to 60 s) until `stream` has shown every one of
    /// `markers`; the address after "serving on " becomes ``base``.
    init(arguments: [String], announcedOn stream: Stream, markers: [String] = ["serving on "]) throws {
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let handle = (stream == .standardOutput ? out : err).fileHandleForReading
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while !markers.allSatisfy({ text.contains($0) }), Date() < deadline {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard markers.allSatisfy({ text.contains($0) }) else {
            stop()
            throw CLIError("hark \(arguments.first ?? "") did not start (\(markers.joined(separator: ", "))): \(text.suffix(300))")
        }
        if let range = text.range(of: "serving on "), let url = URL(string: String(text[range.upperBound...].prefix { !$0.isNewline })) {
            base = url
        }
    }

    /// Peak resident memory (VmHWM) in megabytes, from /proc.
    func peakMemoryMegabytes() -> Double {
        ProcessMemory.peak(of: process.processIdentifier) ?? .nan
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}
