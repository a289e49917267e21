import HarkIntents
import Testing

/// An out-of-range number is refused with the range at resolution, before any skill sees it.
@Suite struct LimitSpeechTests {
    @Test func numbersPastAMillionAreRefusedWithTheRange() async throws {
        guard case .unsupported(let reason) = try await Int.resolve(words: ["2000000"]) else {
            Issue.record("two million resolved as an integer")
            return
        }
        #expect(reason.full == "A number must be from -1000000 to 1000000.")
        guard case .unsupported(let decimal) = try await Double.resolve(words: ["3000000.5"]) else {
            Issue.record("3000000.5 resolved as a number")
            return
        }
        #expect(decimal.full == "A number must be from -1000000 to 1000000.")
        guard case .success(let value) = try await Int.resolve(words: ["minus", "five"]) else {
            Issue.record("minus five did not resolve")
            return
        }
        #expect(value == -5)
    }
}
