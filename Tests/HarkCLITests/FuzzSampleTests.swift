import Foundation
import Testing

/// A seeded sample of the fuzz cases run through the real `hark` binary, each with its
/// own time limit: the process must exit by itself (no crash signal, no hang) with a
/// clear one-line error, or a spoken reply, and the bulk of the cases runs in process
/// (WAVFuzzTests, ConfigFuzzTests, OddTextFuzzTests).
@Suite struct FuzzSampleTests {
    /// How a run ended.
    struct Outcome {
        let status: Int32
        let signalled: Bool
        let timedOut: Bool
        let stdout: String
        let stderr: String
    }

    /// Seconds one case may take before it counts as a hang.
    static let limit = 30.0

    /// Runs `hark` with output in files (no pipe can fill up), stopping it at the limit.
    func run(_ arguments: [String], input: String = "") throws -> Outcome {
        let directory = try HarkBinary.temporaryDirectory("fuzz-run")
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = ["in", "out", "err"].map { directory.appendingPathComponent($0) }
        try Data(input.utf8).write(to: paths[0])
        for path in paths.dropFirst() { _ = FileManager.default.createFile(atPath: path.path, contents: nil) }
        let process = Process()
        process.executableURL = HarkBinary.url
        process.arguments = arguments
        process.currentDirectoryURL = HarkBinary.packageRoot
        process.standardInput = try FileHandle(forReadingFrom: paths[0])
        process.standardOutput = try FileHandle(forWritingTo: paths[1])
        process.standardError = try FileHandle(forWritingTo: paths[2])
        try process.run()
        let deadline = Date().addingTimeInterval(Self.limit)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let timedOut = process.isRunning
        if timedOut {
            process.terminate()
            Thread.sleep(forTimeInterval: 1)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                       timedOut: timedOut, stdout: try String(contentsOf: paths[1], encoding: .utf8),
                       stderr: String(decoding: try Data(contentsOf: paths[2]), as: UTF8.self))
    }

    /// Exited by itself; an error is one line starting "Error: " or naming the file.
    func expectClean(_ outcome: Outcome, _ label: String) {
        #expect(!outcome.timedOut, "\(label): still running after \(Self.limit) s")
        #expect(!outcome.signalled, "\(label): killed by signal \(outcome.status)")
        if outcome.status != 0 && !outcome.stderr.isEmpty {
            #expect(outcome.stderr.split(separator: "\n").count == 1, "\(label): \(outcome.stderr)")
        }
    }

    func scratch() throws -> URL { try HarkBinary.temporaryDirectory("fuzz") }

    @Test func mutatedWAVsThroughTranscribeAndRun() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = Array(try Data(contentsOf: HarkBinary.packageRoot.appendingPathComponent("audio-fixtures/rms-set-timer.wav")))
        func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        var cases: [(String, [UInt8])] = [
            ("cut in the header", Array(original.prefix(30))),
            ("cut in the data", Array(original.prefix(original.count / 3))),
            ("sample rate 1", Array(original.prefix(24)) + le32(1) + Array(original.dropFirst(28))),
            ("sample rate 4 GHz", Array(original.prefix(24)) + le32(0xFFFF_FFFF) + Array(original.dropFirst(28))),
            ("data size 4 GB", Array(original.prefix(40)) + le32(0xFFFF_FFFF) + Array(original.dropFirst(44))),
        ]
        var flipped = original
        for index in stride(from: 7, to: flipped.count, by: 997) { flipped[index] ^= 0x5A }
        cases.append(("bit flips every 997 bytes", flipped))
        for (number, (what, bytes)) in cases.enumerated() {
            let path = directory.appendingPathComponent("case\(number).wav").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            expectClean(try run(["transcribe", path, "--keyphrase", "hey computer"]), "transcribe \(what)")
            if number.isMultiple(of: 2) {
                expectClean(try run(["run", "--no-wake", "--data-dir", directory.appendingPathComponent("data").path, "--wav", path]), "run \(what)")
            }
        }
    }

    @Test func malformedConfigsAndSkillsFilesThroughConfigCheck() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let configs = ["voice: {rate: 1e999}", "[", "wake:\n\t- x", "skills: {feeding: {interval_hours: .nan}}", "\u{0}\u{202E}"]
        let skills = ["skills: [{name: A, intents: [{name: B, phrases: [\"\(String(repeating: "(", count: 2_000))a\"]}]}]",
                      "skills: [{name: A, intents: [{name: B, phrases: [\"a {x}\"], slots: {x: {type: integer, min: .nan}}}]}]",
                      String(repeating: "- ", count: 3_000)]
        for (number, text) in configs.enumerated() {
            let path = directory.appendingPathComponent("config\(number).yaml")
            try text.write(to: path, atomically: true, encoding: .utf8)
            let outcome = try run(["config", "check", "--config", path.path, "--data-dir", directory.path])
            expectClean(outcome, "config \(number)")
        }
        for (number, text) in skills.enumerated() {
            let path = directory.appendingPathComponent("skills\(number).yaml")
            try text.write(to: path, atomically: true, encoding: .utf8)
            let outcome = try run(["config", "check", "--skills", path.path, "--data-dir", directory.path])
            expectClean(outcome, "skills \(number)")
            #expect(outcome.status != 0, "skills \(number) was accepted")
        }
    }

    @Test func oddTextsThroughAsk() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = directory.appendingPathComponent("data").path
        let seeded = try run(["ask", "wake me up at six thirty", "--data-dir", data])
        #expect(seeded.status == 0, "\(seeded.stderr)")
        let texts = ["set a \u{202E}timer for ten minutes", "😀😀 put milk in the fridge 👩‍👩‍👧", "log 1e309 milliliters",
                     "\u{1B}[31mstart feeding\u{7}", String(repeating: "put milk ", count: 11_200)]
        for text in texts {
            let outcome = try run(["ask", text, "--data-dir", data])
            expectClean(outcome, "ask \(String(reflecting: String(text.prefix(40))))")
            #expect(!outcome.stdout.isEmpty)
        }
        let answered = try run(["ask", "set a timer", "--data-dir", data], input: "\u{0}ten\u{0} minutes\n")
        expectClean(answered, "ask with a NUL in the answer")
        // The alarm set before the odd texts is still there, and every record still reads.
        let alarms = try run(["alarms", "--data-dir", data])
        expectClean(alarms, "alarms")
        #expect(alarms.status == 0)
        #expect(alarms.stdout.contains("06:30  Wake up"), "\(alarms.stdout)")
    }
}
