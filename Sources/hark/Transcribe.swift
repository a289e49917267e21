import ArgumentParser
import Foundation
import HarkAudio
import HarkSpeech

extension Hark {
    /// `hark transcribe FILE.wav (--grammar FILE | --keyphrase PHRASE)`: decodes a WAV file.
    struct Transcribe: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Decode a WAV file with a JSGF grammar or spot a keyphrase in it.")

        @Argument(help: "WAV file (any PCM/float format and rate; converted to 16 kHz mono).")
        var file: String

        @Option(help: "JSGF grammar file to decode with.")
        var grammar: String?

        @Option(help: "Keyphrase to spot instead of a grammar, e.g. \"hey computer\".")
        var keyphrase: String?

        @Option(help: "Keyphrase detection threshold (smaller detects more).")
        var threshold: Double = 1e-20

        @Flag(help: "Print one JSON object per result, with score and word timings.")
        var json = false

        @Flag(help: "Print the decoding real-time factor and peak memory to standard error.")
        var stats = false

        @OptionGroup var model: ModelOptions

        func validate() throws {
            if (grammar == nil) == (keyphrase == nil) {
                throw ValidationError("Give exactly one of --grammar FILE or --keyphrase PHRASE.")
            }
        }

        func run() async throws {
            let clock = ContinuousClock()
            let source = try WAVSource(path: file)
            let recognizer = try Recognizer(configuration: model.configuration())
            if let grammar {
                guard let text = try? String(contentsOfFile: grammar, encoding: .utf8) else {
                    throw CLIError("Cannot read grammar file \(grammar); check the path.")
                }
                try recognizer.setGrammar(text, name: "command")
                try recognizer.listen(for: .grammar("command"))
            } else if let keyphrase {
                try recognizer.setWakePhrases([Keyphrase(keyphrase, threshold: threshold)])
                try recognizer.listen(for: .wake)
            }
            var audioSeconds = 0.0
            let started = clock.now
            for try await frame in source {
                audioSeconds = frame.endTime
                for event in try recognizer.process(frame) { try report(event, recognizer: recognizer) }
            }
            for event in try recognizer.finish() { try report(event, recognizer: recognizer) }
            let elapsed = started.duration(to: clock.now)
            if stats {
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                let rtf = audioSeconds > 0 ? seconds / audioSeconds : 0
                FileHandle.standardError.write(Data(String(
                    format: "audio %.2f s, decoded in %.3f s, real-time factor %.3f, peak memory %.1f MB\n",
                    audioSeconds, seconds, rtf, ResourceUsage.peakMemoryMegabytes()).utf8))
            }
        }

        private func report(_ event: RecognitionEvent, recognizer: Recognizer) throws {
            switch event {
            case .hypothesis(let hypothesis) where !hypothesis.text.isEmpty:
                if json {
                    let fit = try recognizer.confidence(of: recognizer.lastUtteranceAudio, sentence: hypothesis.text)
                    print(JSONLine.encode(TranscribedUtterance(hypothesis: hypothesis, fit: fit)))
                } else {
                    print(hypothesis.text)
                }
            case .keyword(let detection):
                print(json ? JSONLine.encode(detection) : detection.phrase)
            default:
                break
            }
        }
    }
}

/// A hypothesis with how well the grammar fits the audio (`--json` output).
struct TranscribedUtterance: Encodable {
    let hypothesis: Hypothesis
    /// How well the grammar explains the audio against a free phone loop.
    let fit: GrammarFit

    func encode(to encoder: any Encoder) throws {
        try hypothesis.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode((fit.acousticRatio * 100).rounded() / 100, forKey: .fit)
        try container.encode((fit.coverage * 100).rounded() / 100, forKey: .coverage)
    }

    enum Key: String, CodingKey { case fit, coverage }
}
