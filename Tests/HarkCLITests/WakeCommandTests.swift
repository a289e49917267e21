import Foundation
import Testing

/// `hark wake enroll|status|check|forget`, and the enrolled sayings used by `hark run`.
@Suite struct WakeCommandTests {
    func fixture(_ name: String) -> String { "audio-fixtures/" + name }

    @Test func enrolledSayingsWakeHarkUntilTheyAreForgotten() throws {
        let directory = try HarkBinary.temporaryDirectory("wake")
        defer { try? FileManager.default.removeItem(at: directory) }
        // "computer", with a judge that refuses every candidate: only the enrollment can wake Hark.
        let config = directory.appendingPathComponent("config.yaml").path
        try "wake:\n  phrases: [computer]\n  min_score: 1000\n".write(toFile: config, atomically: true, encoding: .utf8)
        let options = ["--config", config, "--data-dir", directory.appendingPathComponent("data").path]
        func wakes() throws -> Int {
            let run = try HarkBinary.run(["run", "--wav", fixture("rms-computer-4.wav"), "--json"] + options)
            return run.stdout.split(separator: "\n").filter { $0.contains("\"event\":\"wake\"") }.count
        }
        #expect(try wakes() == 0)

        // Refusals name what to do and keep nothing.
        var result = try HarkBinary.run(["wake", "enroll", fixture("rms-computer-1.wav"), fixture("rms-computer-2.wav")] + options)
        #expect(result.status != 0 && result.stderr.contains("at least 3"), "\(result.stderr)")
        result = try HarkBinary.run(["wake", "enroll", fixture("rms-computer-1.wav"), fixture("rms-computer-2.wav"), fixture("rms-stop.wav")] + options)
        #expect(result.status != 0 && result.stderr.contains("rms-stop.wav does not sound like"), "\(result.stderr)")
        result = try HarkBinary.run(["wake", "enroll", "--phrase", "hey jarvis"] + (1...3).map { fixture("rms-computer-\($0).wav") } + options)
        #expect(result.status != 0 && result.stderr.contains("not a configured wake phrase"), "\(result.stderr)")
        result = try HarkBinary.run(["wake", "enroll", "/nonexistent.wav", fixture("rms-computer-1.wav"), fixture("rms-computer-2.wav")] + options)
        #expect(result.status != 0 && result.stderr.contains("/nonexistent.wav"), "\(result.stderr)")
        #expect(try HarkBinary.run(["wake", "status", "--json"] + options).stdout.contains("\"samples\":{}"))

        result = try HarkBinary.run(["wake", "enroll"] + (1...3).map { fixture("rms-computer-\($0).wav") } + options)
        #expect(result.status == 0 && result.stdout.contains("Enrolled 3 sayings of \"computer\""), "\(result.stdout) \(result.stderr)")
        #expect(try HarkBinary.run(["wake", "status", "--json"] + options).stdout.contains("\"computer\":3"))
        #expect(try HarkBinary.run(["wake", "check", fixture("rms-computer-4.wav")] + options).stdout.contains("close to an enrolled saying"))
        #expect(try HarkBinary.run(["wake", "check", fixture("rms-pass-the-salt.wav")] + options).stdout.contains("not close"))
        #expect(try wakes() == 1)

        result = try HarkBinary.run(["wake", "forget"] + options)
        #expect(result.stdout.contains("Forgot 3"))
        #expect(try wakes() == 0)
    }
}
