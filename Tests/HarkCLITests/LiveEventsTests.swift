import Foundation
import Testing

/// `/events?since=`: a page carries the records' fingerprint as it rendered them, so a change made
/// while it loaded, or between two of its streams, still makes it load again (before, the stream
/// took the changed records as its start and the page stayed stale under load).
@Suite struct LiveEventsTests {
    /// What `/events` sends within `seconds` (the stream is cut there).
    static func events(_ server: WebServer, since: String, seconds: Int) throws -> String {
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        curl.arguments = ["curl", "-sS", "-N", "--max-time", "\(seconds)", "-H", "Cookie: hark_session=\(server.token ?? "")",
                          URL(string: "/events?since=\(since)", relativeTo: server.base)!.absoluteString]
        let output = Pipe()
        curl.standardOutput = output
        curl.standardError = Pipe()
        try curl.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        curl.waitUntilExit()
        return text
    }

    static func since(in page: String) -> String? {
        guard let range = page.range(of: "new EventSource(\"/events?since=") else { return nil }
        return String(page[range.upperBound...].prefix { $0 != "\"" })
    }

    @Test func aChangeMadeBeforeTheStreamOpensIsStillTold() throws {
        let server = try WebServer()
        try server.pair()
        for page in ["/", "/alarms", "/fridge", "/calls"] {
            let shown = try #require(Self.since(in: try server.request("GET", page).body), "\(page) carries no fingerprint")
            // Nothing changed since the page was made: the stream stays quiet.
            #expect(!(try Self.events(server, since: shown, seconds: 2)).contains("event: change"), "\(page)")
        }
        let stale = try #require(Self.since(in: try server.request("GET", "/calls").body))
        #expect(try server.hark(["ask", "fake call from mom in five minutes"]).contains("Mom will call you"))
        // The page's stream opens only now, after the change: it is told at once.
        #expect(try Self.events(server, since: stale, seconds: 3).contains("event: change"))
        let fresh = try #require(Self.since(in: try server.request("GET", "/calls").body))
        #expect(fresh != stale)
        #expect(!(try Self.events(server, since: fresh, seconds: 2)).contains("event: change"))
    }
}
