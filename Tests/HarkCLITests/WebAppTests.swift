import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `hark serve` over real HTTP: the page shows what the voice did, and what the page does is
/// what the voice and the command line see next.
@Suite struct WebAppTests {
    /// A running `hark serve` on a free port.
    final class Server {
        let process = Process()
        let data: URL
        let base: URL

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

        deinit {
            if process.isRunning { process.terminate() }
            try? FileManager.default.removeItem(at: data)
        }

        /// The status and body of a request (redirects followed, as a browser does).
        func request(_ path: String, form: String? = nil) async throws -> (Int, String) {
            var request = URLRequest(url: URL(string: path, relativeTo: base)!)
            if let form {
                request.httpMethod = "POST"
                request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
                request.httpBody = Data(form.utf8)
            }
            let (body, response) = try await URLSession.shared.data(for: request)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: body, as: UTF8.self))
        }

        func hark(_ arguments: [String]) throws -> String {
            try HarkBinary.run(arguments + ["--data-dir", data.path]).stdout
        }
    }

    @Test func thePageAndTheVoiceShareTheRecords() async throws {
        let server = try Server()
        var (status, page) = try await server.request("/")
        #expect(status == 200)
        #expect(page.contains("Start feeding") && page.contains("None logged"), "\(page)")

        // A feeding started by voice (the same intent as `hark listen` runs) shows on the page.
        _ = try server.hark(["ask", "start feeding"])
        (status, page) = try await server.request("/")
        #expect(page.contains("Finish feeding") && page.contains("Since "), "\(page)")
        #expect(page.contains("id=\"elapsed\""))

        // Finished on the page: the log and the reminder are what the command line reads next.
        (status, page) = try await server.request("/feedings/finish", form: "")
        #expect(status == 200)
        #expect(page.contains("Reminder at"), "\(page)")
        let log = try server.hark(["feedings", "--json"])
        #expect(log.contains("\"endedAt\""), "\(log)")
        #expect(try server.hark(["alarms"]).lowercased().contains("feed"))

        // The stepper: +10 ml twice, -10 once.
        for delta in ["10", "10", "-10"] {
            (status, _) = try await server.request("/feedings/1/amount", form: "delta=\(delta)")
            #expect(status == 200)
        }
        #expect(try server.hark(["feedings"]).contains("10 ml"))
        (status, page) = try await server.request("/")
        #expect(page.contains("10 ml"), "\(page)")

        // The reminder deleted on the page is gone for the voice too.
        (status, page) = try await server.request("/alarm/delete", form: "")
        #expect(page.contains("No reminder set"))
        #expect(!(try server.hark(["alarms"]).lowercased().contains("feed")))

        // Another day, and bad requests: a clear status and message, never a crash.
        (status, page) = try await server.request("/?day=2020-01-01")
        #expect(status == 200 && page.contains("None logged") && page.contains("January"), "\(page)")
        (status, page) = try await server.request("/?day=not-a-day")
        #expect(status == 200 && page.contains("<h1>Today</h1>"))
        (status, page) = try await server.request("/feedings/1/amount", form: "delta=lots")
        #expect(status == 400 && page.contains("whole number"), "\(status) \(page)")
        (status, page) = try await server.request("/feedings/999/amount", form: "delta=10")
        #expect(status == 404 && page.contains("no longer in the log"), "\(status) \(page)")
        (status, _) = try await server.request("/nothing-here")
        #expect(status == 404)

        server.process.terminate()
        server.process.waitUntilExit()
        #expect(server.process.terminationReason == .exit && server.process.terminationStatus == 0)
    }

    @Test func anOpenPageHearsOfAChangeMadeByVoice() async throws {
        let server = try Server()
        let (_, page) = try await server.request("/")
        #expect(page.contains("new EventSource(\"/events\")"), "the page listens for changes")
        // A live page's stream, read by curl while the voice starts a feeding in another process.
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        curl.arguments = ["curl", "-sN", server.base.appendingPathComponent("events").absoluteString]
        let out = Pipe()
        curl.standardOutput = out
        curl.standardError = Pipe()
        try curl.run()
        defer { if curl.isRunning { curl.terminate() } }
        let opened = ListenTests.read(out.fileHandleForReading, until: { $0.contains("Hark's records") }, bound: .seconds(30))
        #expect(opened.contains("Hark's records"), "\(opened)")
        #expect(try server.hark(["ask", "start feeding"]).contains("started"))
        let changed = ListenTests.read(out.fileHandleForReading, until: { $0.contains("event: change") }, bound: .seconds(30))
        #expect(changed.contains("event: change"), "the change reached the open stream: \(changed)")
        server.process.terminate()
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 0)
    }
}
