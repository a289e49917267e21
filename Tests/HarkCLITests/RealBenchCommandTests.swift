import Foundation
import Testing

/// `hark bench --real`: one line and success when the recordings are absent; its options only with it.
@Suite struct RealBenchCommandTests {
    @Test func absentRecordingsAreSkippedInOneLine() throws {
        let result = try HarkBinary.run(["bench", "--real", "/nonexistent/realspeech"])
        #expect(result.status == 0)
        #expect(result.stdout == "Real speech: skipped, /nonexistent/realspeech/coffee is not there (the coffee recordings are not in this checkout).\n"
                + "Real speech: wake part skipped, /nonexistent/realspeech/wake is not there (the wake recordings are not in this checkout).\n")
        let wakeOnly = try HarkBinary.run(["bench", "--real", "--wake-only", "/nonexistent/realspeech"])
        #expect(wakeOnly.status == 0)
        #expect(wakeOnly.stdout == "Real speech: coffee part skipped (--wake-only).\n"
                + "Real speech: wake part skipped, /nonexistent/realspeech/wake is not there (the wake recordings are not in this checkout).\n")
    }

    @Test func realOptionsNeedReal() throws {
        let result = try HarkBinary.run(["bench", "--real-limit", "3"])
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("Error: A real-speech directory, --real-limit, --wake-only and --babble go with --real.\n"))
        let wakeOnly = try HarkBinary.run(["bench", "--wake-only"])
        #expect(wakeOnly.status != 0)
        #expect(wakeOnly.stderr.hasPrefix("Error: A real-speech directory, --real-limit, --wake-only and --babble go with --real.\n"))
        let babble = try HarkBinary.run(["bench", "--babble"])
        #expect(babble.stderr.hasPrefix("Error: A real-speech directory, --real-limit, --wake-only and --babble go with --real.\n"))
        let both = try HarkBinary.run(["bench", "--real", "--babble", "--wake-only"])
        #expect(both.status != 0)
        #expect(both.stderr.hasPrefix("Error: --babble plays the coffee orders under babble; it does not go with --wake-only.\n"))
        let zero = try HarkBinary.run(["bench", "--real", "--real-limit", "0"])
        #expect(zero.stderr.hasPrefix("Error: --real-limit must be at least 1, not 0.\n"))
    }
}
