import HarkLimits
import Testing

/// The one check every text door calls before reading a command.
@Suite struct CommandLimitTests {
    @Test func aCommandUpToTheLimitPasses() throws {
        try Limits.checkCommand("")
        try Limits.checkCommand("set a timer for ten minutes")
        try Limits.checkCommand(String(repeating: "a", count: Limits.commandCharacters.range.upperBound))
    }

    @Test func aLongerCommandIsRefusedInOneSentenceGivingBothLengths() {
        let limit = Limits.commandCharacters.range.upperBound
        #expect(throws: LimitError(name: "a command", message: "A command must be at most \(limit) characters; this one has \(limit + 1).")) {
            try Limits.checkCommand(String(repeating: "a", count: limit + 1))
        }
        #expect(throws: LimitError.self) { try Limits.checkCommand(String(repeating: "put milk ", count: 11_000)) }
    }

    /// Marks stacked onto one letter make one Character but are counted each, so they cannot smuggle in a long text.
    @Test func combiningMarksAndBidiControlsCountOneEach() {
        let stacked = "a" + String(repeating: "\u{0301}", count: 600)
        #expect(stacked.count == 1)
        #expect(throws: LimitError.self) { try Limits.checkCommand(stacked) }
        #expect(throws: LimitError.self) { try Limits.checkCommand(String(repeating: "\u{202E}", count: 501)) }
    }
}
