import Foundation
import HarkAudio
import HarkSpeech
import HarkAssistant

/// Says the corpus sentences: flite voices through the `flite` program, and
/// eSpeak NG through Hark's own synthesizer. Every rendering is levelled to
/// the same RMS so one SNR means one noise level for every voice.
struct BenchSpeaker: Sendable {
    /// The voice name standing for eSpeak NG.
    static let espeakVoice = "espeak"
    /// RMS every utterance is levelled to (about −21 dBFS).
    static let speechRMS = 3000.0

    let flite: BenchTool?
    let scratch: String

    /// A speaker for `voices`; finds flite when a flite voice is among them.
    init(voices: [String], scratch: String) throws(BenchError) {
        self.scratch = scratch
        flite = voices.contains { $0 != Self.espeakVoice } ? try BenchTool("flite", package: "flite") : nil
    }

    /// Checks that flite has every voice asked for.
    func checkVoices(_ voices: [String]) async throws {
        guard let flite else { return }
        let listed = try await flite.run(["-lv"], scratch: scratch).standardOutput
        let available = Set(listed.replacingOccurrences(of: "Voices available:", with: "").split(separator: " ").map(String.init)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
        for voice in voices where voice != Self.espeakVoice && !available.contains(voice) {
            throw BenchError(.toolMissing, "flite has no voice '\(voice)' (it has \(available.sorted().joined(separator: ", "))); install the Debian flite package.")
        }
    }

    /// One sentence in one voice: 16 kHz mono, levelled.
    func say(_ text: String, voice: String) async throws -> [Int16] {
        let samples: [Int16]
        if voice == Self.espeakVoice {
            samples = try await ESpeakSynthesizer().synthesize(text, settings: VoiceSettings())
        } else {
            guard let flite else { throw BenchError(.toolMissing, "flite is needed for voice \(voice).") }
            let file = (scratch as NSString).appendingPathComponent("flite-\(UUID().uuidString).wav")
            defer { try? FileManager.default.removeItem(atPath: file) }
            let output = try await flite.run(["-voice", voice, "-t", text, "-o", file], scratch: scratch)
            guard output.status == 0 else {
                throw BenchError(.toolFailed, "flite failed for voice \(voice) (\(output.standardError.prefix(200))); run it by hand to see why.")
            }
            samples = try WAVFile.read(path: file).samples16k
        }
        guard !samples.isEmpty else {
            throw BenchError(.corpus, "The \(voice) voice produced no audio for \"\(text)\".")
        }
        return BenchNoise.level(samples, toRMS: Self.speechRMS)
    }

    /// Every (voice, text) pair said, `jobs` at a time; keyed by voice then text.
    func sayAll(_ requests: [(voice: String, text: String)], jobs: Int,
                progress: @escaping @Sendable (Int) -> Void) async throws -> [String: [String: [Int16]]] {
        var results: [String: [String: [Int16]]] = [:]
        var pending = requests[...]
        var done = 0
        try await withThrowingTaskGroup(of: (String, String, [Int16]).self) { group in
            func startNext() {
                guard let next = pending.popFirst() else { return }
                group.addTask { (next.voice, next.text, try await say(next.text, voice: next.voice)) }
            }
            for _ in 0..<max(1, jobs) { startNext() }
            while let (voice, text, samples) = try await group.next() {
                results[voice, default: [:]][text] = samples
                done += 1
                progress(done)
                startNext()
            }
        }
        return results
    }
}
