import Foundation
@testable import HarkAudio

/// A private ALSA configuration for this test process: named PCMs backed by
/// ALSA's `file` plugin over the `null` device, so the real capture and
/// playback code runs without a sound card.
///
/// ALSA caches its configuration and only reloads it when the file list in
/// `ALSA_CONFIG_PATH` changes, so the variable is set once per process: every
/// test that touches ALSA goes through ``shared`` first.
final class ALSAFixture: Sendable {
    /// The one fixture of this process.
    static let shared = ALSAFixture()

    /// Temporary directory holding the config and the audio files.
    let directory: String
    /// What the capture PCMs "record": a fixture recording of speech ("stop"),
    /// cut to whole 320-sample frames.
    let captureSamples: [Int16]

    /// Capture PCM reading `captureSamples`, then silence forever (the plugin's copy goes to /dev/null).
    let capturePCM = "hark_capture"
    /// A second capture PCM, for the stop and cancellation tests.
    let endlessCapturePCM = "hark_capture_endless"
    /// Playback PCMs; each writes what it plays to `output(of:)`.
    let playbackPCMs = ["hark_playback", "hark_playback_stop", "hark_playback_cancel", "hark_playback_thread", "hark_playback_thread_cancel", "hark_playback_start"]

    private init() {
        directory = NSTemporaryDirectory() + "hark-alsa-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("audio-fixtures/slt-stop.wav").path
        let speech = (try? WAVFile.read(path: recording).samples16k) ?? []
        precondition(speech.count >= 16_000, "cannot read \(recording)")
        captureSamples = Array(speech.prefix(speech.count / 320 * 320))
        let input = directory + "/capture.raw"
        _ = FileManager.default.createFile(atPath: input, contents: Self.rawBytes(captureSamples))
        var config = "</usr/share/alsa/alsa.conf>\n"
        for pcm in [capturePCM, endlessCapturePCM] {
            config += "pcm.\(pcm) { type file slave.pcm null file \"/dev/null\" infile \"\(input)\" format \"raw\" }\n"
        }
        for pcm in playbackPCMs {
            config += "pcm.\(pcm) { type file slave.pcm null file \"\(output(of: pcm))\" format \"raw\" }\n"
        }
        let path = directory + "/asound.conf"
        _ = FileManager.default.createFile(atPath: path, contents: Data(config.utf8))
        setenv("ALSA_CONFIG_PATH", path, 1)
        atexit { try? FileManager.default.removeItem(atPath: ALSAFixture.shared.directory) }
    }

    /// The file a playback PCM writes to.
    func output(of pcm: String) -> String { directory + "/\(pcm).out" }

    /// Samples written to a playback PCM's file so far.
    func played(on pcm: String) -> [Int16] {
        guard let data = FileManager.default.contents(atPath: output(of: pcm)) else { return [] }
        return data.withUnsafeBytes { raw in
            (0..<raw.count / 2).map { Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self)) }
        }
    }

    /// Little-endian bytes of samples.
    static func rawBytes(_ samples: [Int16]) -> Data {
        var data = Data(capacity: samples.count * 2)
        for sample in samples {
            withUnsafeBytes(of: sample.littleEndian) { data.append(contentsOf: $0) }
        }
        return data
    }
}
