import Foundation
import Testing

/// Commands that only write audio to a file never reach a sound server: eSpeak NG's
/// audio probe used to connect to PulseAudio and leave its runtime files behind.
@Suite struct SoundServerTests {
    /// Runs `hark` with every place PulseAudio keeps files pointed into a fresh directory,
    /// and returns what the run left there.
    func leftovers(_ arguments: (URL) -> [String]) throws -> (status: Int32, stderr: String, files: [String]) {
        let root = try HarkBinary.temporaryDirectory("sound-server")
        defer { try? FileManager.default.removeItem(at: root) }
        var environment: [String: String] = [:]
        for (name, folder) in [("HOME", "home"), ("XDG_CONFIG_HOME", "config"), ("XDG_RUNTIME_DIR", "runtime"), ("TMPDIR", "tmp")] {
            let url = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            environment[name] = url.path
        }
        let result = try HarkBinary.run(arguments(root), environment: environment)
        let files = FileManager.default.subpaths(atPath: root.path) ?? []
        return (result.status, result.stderr, files.filter { $0.lowercased().contains("pulse") })
    }

    @Test func sayToAFileLeavesNoSoundServerFiles() throws {
        let run = try leftovers { root in ["say", "hello there", "--out", root.appendingPathComponent("hello.wav").path] }
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.files == [])
    }

    @Test func runWithSpokenRepliesToAFileLeavesNoSoundServerFiles() throws {
        let run = try leftovers { root in
            ["run", "--data-dir", root.appendingPathComponent("data").path, "--out", root.appendingPathComponent("replies.wav").path,
             "--wav", "audio-fixtures/rms-hey-computer.wav", "--wav", "audio-fixtures/rms-set-timer.wav"]
        }
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.files == [])
    }

    @Test func transcribeAndAskLeaveNoSoundServerFiles() throws {
        let transcribe = try leftovers { _ in ["transcribe", "audio-fixtures/rms-stop.wav", "--keyphrase", "hey computer"] }
        #expect(transcribe.files == [])
        let ask = try leftovers { root in ["ask", "set a timer for ten minutes", "--data-dir", root.appendingPathComponent("data").path] }
        #expect(ask.status == 0, "\(ask.stderr)")
        #expect(ask.files == [])
    }
}
