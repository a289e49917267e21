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
        let samples = try WAVFile.read(path: fixtures.appendingPathComponent("slt-hey-computer.wav").path).samples16k
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
        var lines: [String] = []
        var buffer = Data()
        let handle = out.fileHandleForReading
        while !lines.contains(where: { $0.contains("\"event\":\"say\"") }) {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer += chunk
            lines = String(decoding: buffer, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        process.terminate() // SIGTERM
        process.waitUntilExit()

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(lines.contains { $0.contains("\"event\":\"wake\"") && $0.contains("hey computer") })
        #expect(lines.contains { $0.contains("\"intent\":\"StartFeeding\"") })
        #expect(lines.contains { $0.contains("OK, I started the feeding timer.") })
        // The reply was played to the speaker device: at least a second of audio.
        let played = try Data(contentsOf: replies)
        #expect(played.count > 2 * 16_000)
        // The record survived the shutdown.
        let feedings = try HarkBinary.run(["feedings", "--data-dir", data, "--json"])
        #expect(feedings.status == 0)
        #expect(feedings.stdout.contains("\"startedAt\""))
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
        var text = ""
        while !text.contains("device_error") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        // It keeps running (retrying with backoff) until told to stop.
        #expect(process.isRunning)
        process.terminate()
        process.waitUntilExit()
        #expect(text.contains("no_such_device"))
        #expect(process.terminationStatus == 0)
    }
}
