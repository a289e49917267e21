import Foundation
public import HarkIntents
import HarkAssistant

/// How large a benchmark run is: the full one, or `--quick`.
public struct BenchPlan: Codable, Equatable, Sendable {
    /// In-grammar commands sampled from the skills' phrases.
    public var commands: Int
    /// Out-of-grammar sentences.
    public var outOfGrammar: Int
    /// Commands also said after the wake phrase (for the wake test).
    public var wakeCommands: Int
    /// Seconds of ordinary speech without the wake phrase (for false alarms).
    public var ordinarySeconds: Double
    /// Voices: flite voice names, and `espeak` for eSpeak NG through Hark's synthesizer.
    public var voices: [String]
    /// Noise conditions besides clean speech, as SNR in dB.
    public var snrs: [Double]
    /// How many voices say each item under noise (every voice says every item clean);
    /// the voices rotate from item to item so each voice gets its share of each SNR.
    public var noisyVoices: Int

    /// The full benchmark (aim: under 8 minutes on 2 cores).
    public static let full = BenchPlan(
        commands: 60, outOfGrammar: 20, wakeCommands: 12, ordinarySeconds: 300,
        voices: ["slt", "rms", "awb", "kal16", "espeak"], snrs: [20, 10, 5], noisyVoices: 2)
    /// `--quick` (aim: under 2 minutes on 2 cores).
    public static let quick = BenchPlan(
        commands: 25, outOfGrammar: 10, wakeCommands: 5, ordinarySeconds: 60,
        voices: ["slt", "rms", "awb", "kal16", "espeak"], snrs: [20, 10, 5], noisyVoices: 1)

    /// Clean speech first, then each SNR.
    public var conditions: [BenchCondition] { [BenchCondition(snr: nil)] + snrs.map { BenchCondition(snr: $0) } }

    /// The voices that say item `item` in the condition at `conditionIndex` (0 is clean: every voice).
    public func voices(forItem item: Int, conditionIndex: Int) -> [String] {
        guard conditionIndex > 0, noisyVoices < voices.count else { return voices }
        return (0..<noisyVoices).map { voices[(item * noisyVoices + conditionIndex + $0) % voices.count] }
    }
}

/// Clean speech, or speech with noise at one SNR.
public struct BenchCondition: Codable, Hashable, Sendable, CustomStringConvertible {
    /// Speech-to-noise ratio in dB; nil for clean speech.
    public var snr: Double?

    /// Creates a condition.
    public init(snr: Double?) { self.snr = snr }

    /// "clean" or "10 dB".
    public var description: String { snr.map { String(format: "%g dB", $0) } ?? "clean" }
    /// "clean" or "10db", for file names.
    var slug: String { snr.map { String(format: "%gdb", $0) } ?? "clean" }
}

/// One audio file of the corpus and what it should produce.
public struct BenchClip: Codable, Equatable, Sendable {
    /// What a clip tests.
    public enum Kind: String, Codable, Sendable {
        /// An in-grammar command (command-only mode).
        case command
        /// A sentence no phrase covers (command-only mode): must be rejected.
        case outOfGrammar = "out_of_grammar"
        /// The wake phrase, a pause, then a command (wake mode).
        case wake
        /// The long stretch of ordinary speech (wake mode): every wake is a false alarm.
        case ordinary
    }

    /// Unique name, also the file name without `.wav`.
    public var id: String
    /// What the clip tests.
    public var kind: Kind
    /// The voice that said it (`mixed` for the long stretch).
    public var voice: String
    /// The noise condition.
    public var condition: BenchCondition
    /// The noise mixed in; nil for clean speech.
    public var noise: BenchNoise.Kind?
    /// The words said (the command alone for wake clips; empty for the long stretch).
    public var words: String
    /// The intent the words mean; nil for out-of-grammar and ordinary speech.
    public var intent: String?
    /// The parameters the words mean.
    public var parameters: [String: JSONValue]
    /// The phrase template the command was made from.
    public var phrase: String?
    /// Path relative to the output directory.
    public var file: String
    /// Length in seconds.
    public var duration: Double
    /// The SNR actually mixed, measured on the noise segment used.
    public var measuredSNR: Double?
}

/// Clips joined into one raw stream for the reference decoder, with where each sits.
public struct BenchStream: Codable, Equatable, Sendable {
    /// Where one clip sits in the stream, in seconds.
    public struct Span: Codable, Equatable, Sendable {
        /// The clip's id.
        public var id: String
        /// Start, seconds.
        public var start: Double
        /// End, seconds.
        public var end: Double
    }

    /// Name ("commands-10db").
    public var name: String
    /// Raw 16 kHz mono signed 16-bit little-endian file, relative to the output directory.
    public var file: String
    /// Wake mode (keyword spotting) or command mode (the grammar).
    public var wakeMode: Bool
    /// The clips in order.
    public var spans: [Span]
}

/// The whole corpus: every clip, the reference streams, and how it was made.
public struct BenchCorpus: Codable, Equatable, Sendable {
    /// The plan it was built to.
    public var plan: BenchPlan
    /// The seed.
    public var seed: UInt64
    /// The clips.
    public var clips: [BenchClip]
    /// The reference streams.
    public var streams: [BenchStream]
    /// How the corpus was made, one line per fact, for the report.
    public var notes: [String]
}
