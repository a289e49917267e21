import Foundation
import Testing

/// "Pair a phone": Hark says the web app's pairing code aloud, and the code it said pairs a browser
/// with a running `hark serve` (once; a code said later replaces it).
@Suite struct VoicePairingTests {
    @Test func theCodeHarkSaysPairsABrowserOnce() throws {
        let server = try WebServer()
        let said = try server.hark(["ask", "pair a phone"])
        let digits = said.prefix(while: { $0 != "." }).filter(\.isNumber)
        #expect(digits.count == 6 && said.contains("within 10 minutes"), "\(said)")
        // The code is said digit by digit, twice, so it can be typed while listening.
        let spaced = digits.map(String.init).joined(separator: " ")
        #expect(said.components(separatedBy: spaced).count == 3, "\(said)")

        var reply = try server.request("POST", "/pair", form: "code=\(digits)", cookie: false, withCSRF: false)
        #expect(reply.status == 303 && (reply.headers["set-cookie"] ?? "").contains("hark_session="), "\(reply.status) \(reply.body)")
        reply = try server.request("POST", "/pair", form: "code=\(digits)", cookie: false, withCSRF: false)
        #expect(reply.status != 303, "a code pairs once")

        // Asked again, a new code; the earlier one no longer works.
        let first = String(try server.hark(["ask", "what's the pairing code"]).prefix(while: { $0 != "." }).filter(\.isNumber))
        let second = String(try server.hark(["ask", "what's the pairing code"]).prefix(while: { $0 != "." }).filter(\.isNumber))
        if first != second {
            reply = try server.request("POST", "/pair", form: "code=\(first)", cookie: false, withCSRF: false)
            #expect(reply.status != 303)
        }
        reply = try server.request("POST", "/pair", form: "code=\(second)", cookie: false, withCSRF: false)
        #expect(reply.status == 303)
    }
}
