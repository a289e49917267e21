import Foundation
import Testing

/// `hark run --wav silence:SECONDS`: any length of silence moves the clock, and a malformed
/// one is told apart from a missing file.
@Suite struct RunSilenceTests {
    /// A two-hour timer set with `hark ask` fires in two hours of `hark run` silence; before,
    /// silence was cut to one hour and the timer never fired.
    @Test func aTwoHourTimerFiresInTwoHoursOfSilence() throws {
        let directory = try HarkBinary.temporaryDirectory("run-silence")
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = directory.appendingPathComponent("data").path
        let ask = try HarkBinary.run(["ask", "set a timer for two hours", "--data-dir", data])
        #expect(ask.stdout == "Timer set for 2 hours.\n", "\(ask.stderr)")
        let result = try HarkBinary.run(["run", "--json", "--data-dir", data, "--wav", "silence:7300"])
        #expect(result.status == 0, "\(result.stderr)")
        let fired = result.stdout.split(separator: "\n").filter { $0.contains("\"event\":\"fired\"") }
        #expect(fired.contains { $0.contains("\"title\":\"2 hour timer\"") && $0.contains("\"missed\":false") })
    }

    @Test(arguments: ["silence:-5", "silence:abc", "silence:", "silence:nan"])
    func aMalformedSilenceSaysSoNotThatAFileIsMissing(_ argument: String) throws {
        let directory = try HarkBinary.temporaryDirectory("run-silence-bad")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try HarkBinary.run(["run", "--data-dir", directory.path, "--wav", argument])
        #expect(result.status != 0)
        #expect(result.stderr == "Error: '\(argument)' is not a length of silence; write silence:SECONDS with seconds from 0 to 31622400, like silence:30.\n")
    }
}
