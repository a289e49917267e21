public import Foundation
public import HarkIntents
public import HarkSpeech
public import HarkAssistant
import Yams

/// The wrong-action bench (`hark bench --wrong-actions`): sentences that must make Hark
/// do nothing (`bench/out-of-grammar.yaml`) and a sample of the sentence corpus, said by
/// flite and eSpeak NG voices in several noises and played through the `hark run --no-wake`
/// pipeline with the built-in skills. It counts what ran an intent that changes something,
/// what was refused, and what Hark would have asked about first, and tunes the sure
/// threshold on every voice but one, which is held out to judge it.
public struct WrongActionBench: Sendable {
    /// What to play and how.
    public struct Options: Sendable {
        /// The out-of-grammar sentences.
        public var sentencesFile: String
        /// The sentence corpus directory (every `*.yaml` there is read).
        public var corpusDirectory: String
        /// Voices: flite names, and ``espeakVoice`` for eSpeak NG.
        public var voices: [String]
        /// The voice left out of tuning, to judge the tuned threshold.
        public var heldOutVoice: String
        /// Corpus sentences sampled (seeded) and said by every voice.
        public var corpusSample: Int
        /// Commands sampled from the registered phrases (as the main bench does) and said by every voice:
        /// what a confirmation costs people who said a command right.
        public var phraseSample: Int
        /// Seed of every random choice.
        public var seed: UInt64
        /// Pipelines side by side.
        public var jobs: Int
        /// Settings of the pipeline (its sure threshold is the one in force, reported beside the tuned one).
        public var settings: AssistantSettings
        /// The recognizer's model.
        public var configuration: RecognizerConfiguration
        /// Whether to decode the same audio with the stock `pocketsphinx_continuous`.
        public var reference: Bool
        /// Skills besides the built-in ones (skills files): loaded, any of their intents that runs
        /// on these sentences is something nobody meant, since none of them was written for it.
        public var extraSkills: [any Skill] = []
        /// Whether the out-of-grammar sentences are said (false: only the corpus, as `--spoken-sentences` does).
        public var outOfGrammar = true
        /// Whether each sentence is said by one voice, the voices taking turns, instead of by every voice.
        public var oneVoicePerSentence = false

        /// Options with the defaults `hark bench --wrong-actions` uses.
        public init(sentencesFile: String = "bench/out-of-grammar.yaml", corpusDirectory: String = "corpus",
                    voices: [String] = ["slt", "rms", "awb", "kal16", WrongActionBench.espeakVoice], heldOutVoice: String = "kal16",
                    corpusSample: Int = 150, phraseSample: Int = 60, seed: UInt64 = 1, jobs: Int = min(2, ProcessInfo.processInfo.activeProcessorCount),
                    settings: AssistantSettings = AssistantSettings(), configuration: RecognizerConfiguration = RecognizerConfiguration(),
                    reference: Bool = true) {
            self.sentencesFile = sentencesFile
            self.corpusDirectory = corpusDirectory
            self.voices = voices
            self.heldOutVoice = heldOutVoice
            self.corpusSample = corpusSample
            self.phraseSample = phraseSample
            self.seed = seed
            self.jobs = max(1, jobs)
            self.settings = settings
            self.configuration = configuration
            self.reference = reference
        }
    }

    /// The name standing for eSpeak NG among the voices.
    public static let espeakVoice = BenchSpeaker.espeakVoice

    /// The backgrounds, in turn: each sentence meets a different one with each voice.
    static let noises: [(name: String, kind: BenchNoise.Kind?, snr: Double)] = [
        ("clean", nil, 0), ("pink 20 dB", .pink, 20), ("babble 15 dB", .babble, 15), ("pink 10 dB", .pink, 10),
    ]

    /// What to play and how.
    public let options: Options

    /// A bench on these options.
    public init(options: Options) { self.options = options }

    /// The out-of-grammar sentences by section, in file order.
    static func outOfGrammar(path: String) throws -> [(category: String, sentence: String)] {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw BenchError(.corpus, "Cannot read \(path) (\(error.localizedDescription)); run the bench from the repository's top folder.")
        }
        return try parseOutOfGrammar(text, name: path)
    }

    /// Parses the out-of-grammar file: a mapping of section name to a list of sentences.
    static func parseOutOfGrammar(_ text: String, name: String) throws -> [(category: String, sentence: String)] {
        let node: Node?
        do { node = try Yams.compose(yaml: text) } catch { throw BenchError(.corpus, "\(name) is not YAML (\(error)).") }
        guard let mapping = node?.mapping else { throw BenchError(.corpus, "\(name): the top level must map section names to lists of sentences.") }
        var result: [(category: String, sentence: String)] = []
        for (key, value) in mapping {
            guard let category = key.string, let list = value.sequence else {
                throw BenchError(.corpus, "\(name): section \(key.string ?? "?") must be a list of sentences.")
            }
            for item in list {
                guard let sentence = item.string, !sentence.isEmpty else { throw BenchError(.corpus, "\(name): \(category) holds something that is not a sentence.") }
                result.append((category, sentence))
            }
        }
        return result
    }

    /// Every corpus case sentence that is spoken (not `typed`) with what it must give, sampled to `count` (seeded), in corpus order.
    static func corpusSample(_ corpus: SentenceCorpus, count: Int, seed: UInt64) -> [WrongActionClip] {
        var all: [WrongActionClip] = []
        for file in corpus.files {
            for entry in file.cases where !entry.typed {
                for sentence in entry.sentences {
                    var clip = WrongActionClip(source: .corpus, category: file.name, sentence: sentence, voice: "", noise: "",
                                               expectedIntent: entry.intent, expectedSlots: entry.slots)
                    if !entry.checksValues { clip.checksValues = false }
                    all.append(clip)
                }
            }
        }
        guard all.count > count else { return all }
        var random = BenchRandom(seed: seed, stream: 0x5752_4F4E)
        var indices = Array(all.indices)
        for index in indices.indices.reversed() where index > 0 {
            indices.swapAt(index, random.index(below: index + 1))
        }
        return indices.prefix(count).sorted().map { all[$0] }
    }
}
