import Foundation
import Testing

/// `hark ask` with more text than a command may hold: one sentence, exit status 2, and
/// the `refused` outcome for scripts, whatever the length.
@Suite struct AskLimitTests {
    @Test(arguments: [501, 100_000])
    func textOverTheLimitIsRefusedInOneSentence(_ length: Int) throws {
        let data = try HarkBinary.temporaryDirectory("ask-limit")
        defer { try? FileManager.default.removeItem(at: data) }
        let text = String(String(repeating: "put milk ", count: length / 9 + 1).prefix(length))
        let plain = try HarkBinary.run(["ask", text, "--data-dir", data.path])
        #expect(plain.status == 2)
        #expect(plain.stdout == "A command must be at most 500 characters; this one has \(length).\n")
        let json = try HarkBinary.run(["ask", text, "--json", "--data-dir", data.path])
        #expect(json.status == 2)
        #expect(json.stdout == """
            {"event":"say","text":"A command must be at most 500 characters; this one has \(length)."}
            {"event":"outcome","outcome":"refused"}

            """)
    }

    @Test func textAtTheLimitIsRead() throws {
        let data = try HarkBinary.temporaryDirectory("ask-limit")
        defer { try? FileManager.default.removeItem(at: data) }
        let text = "set a timer for ten minutes" + String(repeating: " ", count: 500 - 27)
        let result = try HarkBinary.run(["ask", text, "--data-dir", data.path])
        #expect(result.status == 0)
        #expect(result.stdout == "Timer set for 10 minutes.\n")
    }
}
