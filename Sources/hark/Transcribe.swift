import ArgumentParser
import Foundation
import HarkAudio
import HarkSpeech

extension Hark {
    /// `hark transcribe FILE.wav (--grammar FILE | --keyphrase PHRASE)`: decodes a WAV file.
    struct Transcribe: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Decode a WAV file with a JSGF grammar or spot a keyphrase in it.",
            discussion: "Prints one line per utterance or keyphrase. Exits 0 when something was recognised, 2 (printing \"(no speech recognised)\" to standard error) when nothing was, 1 on an error.")

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

        @Flag(help: "Print read, model-load and decode times, the real-time factor and peak memory to standard error.")
        var stats = false

        @OptionGroup var model: ModelOptions

        func validate() throws {
            if (grammar == nil) == (keyphrase == nil) {
                throw ValidationError("Give exactly one of --grammar FILE or --keyphrase PHRASE.")
            }
        }

        func run() async throws {
            let clock = ContinuousClock()
            let readStarted = clock.now
            let source = try WAVSource(path: file)
            let loadStarted = clock.now
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
            let decodeStarted = clock.now
            var recognised = 0
            for try await frame in source {
                for event in try recognizer.process(frame) { recognised += try report(event, recognizer: recognizer) }
            }
            for event in try recognizer.finish() { recognised += try report(event, recognizer: recognizer) }
            if stats {
                let timing = TranscribeTiming(
                    audioSeconds: Double(source.audio.samples16k.count) / Double(AudioFrame.sampleRate),
                    read: readStarted.duration(to: loadStarted), load: loadStarted.duration(to: decodeStarted),
                    decode: decodeStarted.duration(to: clock.now))
                var line = timing.summary
                if grammar != nil, let size = recognizer.graphSize(ofGrammar: "command") {
                    line += "; grammar \(size.builtStates) states built, \(size.searchedStates) searched"
                }
                FileHandle.standardError.write(Data((line + "\n").utf8))
            }
            if recognised == 0 {
                FileHandle.standardError.write(Data("(no speech recognised)\n".utf8))
                throw ExitCode(Self.nothingRecognisedExitCode)
            }
        }

        /// Exit status when the file decodes but nothing matches the grammar or keyphrase.
        static let nothingRecognisedExitCode: Int32 = 2

        /// Prints one result; returns how many were printed (0 or 1).
        private func report(_ event: RecognitionEvent, recognizer: Recognizer) throws -> Int {
            switch event {
            case .hypothesis(let hypothesis) where hypothesis.hasWords:
                if json {
                    let fit = try recognizer.confidence(of: recognizer.lastUtteranceAudio, sentence: hypothesis.text)
                    print(JSONLine.encode(TranscribedUtterance(hypothesis: hypothesis, fit: fit)))
                } else {
                    print(hypothesis.text)
                }
                return 1
            case .keyword(let detection):
                print(json ? JSONLine.encode(detection) : detection.phrase)
                return 1
            default:
                return 0
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
