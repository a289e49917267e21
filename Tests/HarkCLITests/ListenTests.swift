import Foundation
import HarkAudio
import Testing

/// `hark listen` on the real ALSA code path: ALSA's `file` plugin plays a recorded
/// conversation in as the microphone and records the replies; SIGTERM stops it.
@Suite struct ListenTests {
    @Test func listenHearsACommandThroughALSAAndStopsCleanlyOnSIGTERM() throws {
        let directory = try HarkBinary.temporaryDirectory("listen")
        defer { try? FileManager.default.removeItem(at: directory) }
        // The "microphone": wake phrase then a command, as raw 16 kHz samples.
        let fixtures = HarkBinary.packageRoot.appendingPathComponent("audio-fixtures")
        let wake = try WAVFile.read(path: fixtures.appendingPathComponent("slt-hey-computer.wav").path).samples16k
        let wakeSamples = wake.count
        let samples = try wake
            + WAVFile.read(path: fixtures.appendingPathComponent("slt-start-feeding.wav").path).samples16k
        let input = directory.appendingPathComponent("mic.raw")
        try Data(samples.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }).write(to: input)
        let replies = directory.appendingPathComponent("speaker.raw")
        let config = directory.appendingPathComponent("asound.conf")
        try """
        </usr/share/alsa/alsa.conf>
        pcm.mic { type file  slave.pcm null  file "\(directory.path)/mic-copy.raw"  infile "\(input.path)"  format "raw" }
        pcm.speaker { type file  slave.pcm null  file "\(replies.path)"  format "raw" }
        """.write(to: config, atomically: true, encoding: .utf8)
        let data = directory.appendingPathComponent("data").path

        let process = Process()
        process.executableURL = HarkBinary.url
        process.arguments = ["listen", "--capture", "mic", "--playback", "speaker", "--data-dir", data, "--json"]
        process.environment = ProcessInfo.processInfo.environment.merging(["ALSA_CONFIG_PATH": config.path]) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()

        // Read events until Hark has answered (the capture then goes on with silence, like a live microphone).
        let text = Self.read(out.fileHandleForReading, until: { $0.contains("\"event\":\"say\"") })
        let lines = text.split(separator: "\n").map(String.init)
        process.terminate() // SIGTERM: the sentence being spoken is finished first
        process.waitUntilExit()

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(lines.contains { $0.contains("\"event\":\"wake\"") && $0.contains("hey computer") })
        #expect(lines.contains { $0.contains("\"intent\":\"StartFeeding\"") })
        #expect(lines.contains { $0.contains("OK, I started the feeding timer.") })
        // The plugin's copy of what Hark captured starts with exactly the input.
        let captured = try Data(contentsOf: directory.appendingPathComponent("mic-copy.raw"))
        let sent = try Data(contentsOf: input)
        // (Hark answers once the command's speech has ended, maybe before the file's trailing silence.)
        let compared = min(captured.count, sent.count)
        #expect(compared > wakeSamples * 2)
        #expect(captured.prefix(compared) == sent.prefix(compared))
        // The speaker got the whole reply: exactly as long as `hark say` makes that
        // sentence through the same plugin. (The plugin rewrites its file each time the
        // device is opened, and Hark opens it per sound, so the file holds the last one.)
        let said = directory.appendingPathComponent("say.raw")
        try """
        </usr/share/alsa/alsa.conf>
        pcm.speaker { type file  slave.pcm null  file "\(said.path)"  format "raw" }
        """.write(to: config, atomically: true, encoding: .utf8)
        let say = try HarkBinary.run(["say", "OK, I started the feeding timer.", "--device", "speaker"],
                                     environment: ["ALSA_CONFIG_PATH": config.path])
        #expect(say.status == 0)
        let played = try Data(contentsOf: replies)
        let sayBytes = try Data(contentsOf: said).count
        #expect(sayBytes > 16_000)
        #expect(played.count == sayBytes)
        // The record survived the shutdown.
        let feedings = try HarkBinary.run(["feedings", "--data-dir", data, "--json"])
        #expect(feedings.status == 0)
        #expect(feedings.stdout.contains("\"startedAt\""))
    }

    /// Reads text from `handle` until `done` holds for what was read, the output
    /// ends, or a generous bound passes (so a broken build fails instead of hanging).
    static func read(_ handle: FileHandle, until done: (String) -> Bool, bound: Duration = .seconds(120)) -> String {
        var buffer = Data()
        let deadline = ContinuousClock.now + bound
        while !done(String(decoding: buffer, as: UTF8.self)) {
            guard ContinuousClock.now < deadline else {
                Issue.record("no matching output within \(bound); got: \(String(decoding: buffer, as: UTF8.self))")
                break
            }
            var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer += chunk
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    @Test func missingCaptureDeviceIsReportedNotACrashLoop() throws {
        let directory = try HarkBinary.temporaryDirectory("nodevice")
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = HarkBinary.url
        process.arguments = ["listen", "--capture", "no_such_device", "--data-dir", directory.path, "--json"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let text = Self.read(out.fileHandleForReading, until: { $0.contains("device_error") })
        // It keeps running (retrying with backoff) until told to stop.
        #expect(process.isRunning)
        process.terminate()
        process.waitUntilExit()
        #expect(text.contains("no_such_device"))
        #expect(process.terminationStatus == 0)
    }
}
