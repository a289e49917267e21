import Foundation
import HarkAudio
import HarkAssistant

extension BenchCorpusBuilder {
    /// The long stretch without the wake phrase: the recorded LibriVox sentences,
    /// then synthesized paragraphs until it is long enough, with short pauses between.
    func ordinaryStretch(_ paragraphs: [[Int16]], recordings: [[Int16]]) throws -> (BenchClip, BenchStream) {
        let rate = Double(AudioFrame.sampleRate)
        let gap = [Int16](repeating: 0, count: Int(Self.ordinaryGapSeconds * rate))
        var samples: [Int16] = []
        for piece in recordings.map({ BenchNoise.level($0, toRMS: BenchSpeaker.speechRMS) }) + paragraphs {
            if Double(samples.count) / rate >= plan.ordinarySeconds { break }
            samples += gap + piece
        }
        samples += gap
        let clip = BenchClip(
            id: "ordinary", kind: .ordinary, voice: "mixed", condition: BenchCondition(snr: nil), noise: nil,
            words: "", intent: nil, parameters: [:], phrase: nil, file: "corpus/ordinary.wav",
            duration: Double(samples.count) / rate, measuredSNR: nil)
        try WAVFile.write(samples: samples, to: (directory as NSString).appendingPathComponent(clip.file))
        var stream = try BenchStreamWriter(name: "ordinary", directory: directory, wakeMode: true)
        try stream.append(clip, samples)
        return (clip, try stream.finish())
    }

    /// How the corpus was made, for the report.
    func notes(recordingNames: [String], ordinarySeconds: Double) -> [String] {
        let snrs = plan.snrs.map { String(format: "%g", $0) }.joined(separator: ", ")
        return [
            "Voices: flite \(plan.voices.filter { $0 != BenchSpeaker.espeakVoice }.joined(separator: ", ")) (the flite program), "
                + (plan.voices.contains(BenchSpeaker.espeakVoice) ? "and eSpeak NG en-us through Hark's ESpeakSynthesizer (voice `espeak`)." : "no eSpeak."),
            "Every utterance is levelled to RMS \(Int(BenchSpeaker.speechRMS)) (\(String(format: "%.1f", 20 * log10(BenchSpeaker.speechRMS / 32768))) dBFS), "
                + "padded with \(Self.leadSeconds) s of silence before and \(Self.trailSeconds) s after; wake clips are the wake phrase, "
                + "\(Self.wakeGapSeconds) s of silence, then the command.",
            "Noise at \(snrs) dB SNR (speech RMS over the RMS of the noise segment mixed in), over the whole clip; "
                + "every voice says every item clean; under noise each item is said by \(plan.noisyVoices) of the voices, rotating so each voice "
                + "gets its share of every SNR; pink and babble noise take turns within each voice and SNR, each clip from a seeded offset of a "
                + "\(Int(Self.noiseSeconds)) s track.",
            "Pink noise: Voss-McCartney (equal power per octave over the whole 8 kHz band) from seeded random numbers. Babble: \(Self.babbleTalkers) synthesized paragraphs "
                + "(the first paragraphs of the long stretch, several voices) reversed, looped from seeded offsets and summed.",
            "Long stretch without the wake phrase: \(String(format: "%.0f", ordinarySeconds)) s, clean: "
                + (recordingNames.isEmpty ? "no LibriVox recordings found, " : "the LibriVox recordings \(recordingNames.joined(separator: ", ")), then ")
                + "synthesized paragraphs read in turn by each voice, \(Self.ordinaryGapSeconds) s apart.",
            "Out-of-grammar sentences are ordinary requests and near misses no registered phrase accepts as typed text.",
            "Files: corpus/clips/*.wav (one per clip), corpus/ordinary.wav, corpus/streams/*.raw (clips joined, for the reference decoder), corpus/corpus.json (every clip with its expected intent and parameters).",
        ]
    }
}

/// Appends clips to one raw stream file (16-bit little-endian) and records where each sits.
struct BenchStreamWriter {
    private let handle: FileHandle
    private var stream: BenchStream
    private var samples = 0

    /// Creates `corpus/streams/NAME.raw` under `directory`.
    init(name: String, directory: String, wakeMode: Bool) throws {
        let file = "corpus/streams/\(name).raw"
        let path = (directory as NSString).appendingPathComponent(file)
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw BenchError(.corpus, "Cannot write \(path); check the --out-dir permissions.")
        }
        self.handle = handle
        stream = BenchStream(name: name, file: file, wakeMode: wakeMode, spans: [])
    }

    /// Appends one clip.
    mutating func append(_ clip: BenchClip, _ clipSamples: [Int16]) throws {
        let rate = Double(AudioFrame.sampleRate)
        stream.spans.append(BenchStream.Span(
            id: clip.id, start: Double(samples) / rate, end: Double(samples + clipSamples.count) / rate))
        samples += clipSamples.count
        // Little-endian on every platform Hark runs on (x86-64, ARM).
        let data = clipSamples.withUnsafeBytes { Data($0) }
        try handle.write(contentsOf: data)
    }

    /// Closes the file and returns the stream's description (empty streams included).
    func finish() throws -> BenchStream {
        try handle.close()
        return stream
    }
}
