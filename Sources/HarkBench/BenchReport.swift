import HarkAssistant
/// Every figure of one benchmark run (`report.json`), and what it was measured on.
public struct BenchReport: Codable, Sendable {
    /// The machine the run measured.
    public struct Machine: Codable, Equatable, Sendable {
        /// `uname -m`.
        public var architecture: String
        /// Cores online.
        public var cores: Int
        /// Operating system, as Foundation names it.
        public var system: String
    }

    /// The thresholds in force.
    public struct Thresholds: Codable, Equatable, Sendable {
        /// Wake phrases with their keyword-spotting thresholds (`hey computer /1e-20/`).
        public var wakePhrases: [String]
        /// Whether spotted wake phrases are re-scored.
        public var verifyWake: Bool
        /// Lowest fit that confirms a wake phrase.
        public var wakeMinimumFit: Double
        /// Lowest fit of a command.
        public var commandMinimumFit: Double
        /// Lowest coverage of a command.
        public var commandMinimumCoverage: Double
        /// Silence that ends an utterance, seconds.
        public var silenceTimeout: Double
        /// Voice-activity threshold.
        public var vadThreshold: Double
    }

    /// Figures for one voice in one condition; `all` stands for every voice or condition.
    public struct Cell: Codable, Equatable, Sendable {
        /// Voice name or `all`.
        public var voice: String
        /// Condition (`clean`, `10 dB`) or `all`.
        public var condition: String
        /// Hark: in-grammar commands with the right intent and every parameter right.
        public var commands = BenchRate()
        /// Hark: in-grammar commands rejected as not fitting (false rejections).
        public var falseRejections = BenchRate()
        /// Hark: out-of-grammar sentences rejected or not understood (no intent).
        public var outOfGrammarRejections = BenchRate()
        /// Hark: wake clips on which the wake phrase was verified.
        public var wakeDetections = BenchRate()
        /// Hark: wake clips whose command then ran right (wake, intent and parameters).
        public var wakeCommands = BenchRate()
        /// Hark: words of in-grammar commands.
        public var words = BenchWordScore()
        /// Stock decoder: words of in-grammar commands.
        public var referenceWords = BenchWordScore()
        /// Stock decoder's transcript run through Hark's router: right intent and parameters.
        public var referenceCommands = BenchRate()
        /// Stock decoder: out-of-grammar sentences it produced words for (it cannot reject).
        public var referenceOutOfGrammarAccepted = BenchRate()
        /// Stock decoder: wake clips on which it spotted the wake phrase.
        public var referenceWakeDetections = BenchRate()

        /// An empty cell.
        public init(voice: String, condition: String) {
            self.voice = voice
            self.condition = condition
        }
    }

    /// Figures that belong to Hark alone.
    public struct Pipeline: Codable, Equatable, Sendable {
        /// How in-grammar commands ended, by outcome.
        public var commandOutcomes: [String: Int] = [:]
        /// How out-of-grammar sentences ended, by outcome.
        public var outOfGrammarOutcomes: [String: Int] = [:]
        /// Verified wakes on the long stretch without the wake phrase.
        public var falseAlarms = 0
        /// Wake candidates on the long stretch that verification turned down.
        public var ordinaryWakeCandidatesRejected = 0
        /// Intents run on the long stretch (after false wakes).
        public var ordinaryIntents = 0
        /// Wake candidates on wake clips that verification turned down.
        public var wakeClipCandidatesRejected = 0
        /// Hours of the long stretch.
        public var ordinaryHours = 0.0
        /// Seconds from end of speech to the first reply sample, for command clips.
        public var latency: BenchDistribution?
        /// Wall time / audio time of the wake search on the long stretch.
        public var realTimeFactorIdle: Double?
        /// Wall time / audio time of command clips (command-only mode).
        public var realTimeFactorCommands: Double?
        /// Wall time / audio time of wake clips (wake search, then the command).
        public var realTimeFactorWakeClips: Double?
        /// Peak resident memory of the process while one pipeline decoded the long stretch, MB.
        public var peakMemoryMB: Double?
        /// Resident memory of the process before that pipeline was created (corpus bookkeeping, libraries), MB.
        public var memoryBeforePipelineMB: Double?
        /// Peak resident memory of the whole benchmark process, MB.
        public var processPeakMemoryMB = 0.0
        /// Pipelines run side by side for the clips.
        public var workers = 1

        /// Verified false wakes per hour of ordinary speech.
        public var falseAlarmsPerHour: Double? { ordinaryHours > 0 ? Double(falseAlarms) / ordinaryHours : nil }
    }

    /// Figures that belong to the stock decoder alone.
    public struct Reference: Codable, Equatable, Sendable {
        /// Whether it ran.
        public var available = false
        /// How it was run, or why it did not.
        public var note = ""
        /// Keyphrase detections on the long stretch.
        public var falseAlarms = 0
        /// Hours of the long stretch.
        public var ordinaryHours = 0.0
        /// Wall time / audio time on the command streams (model loading included).
        public var realTimeFactorCommands: Double?
        /// Wall time / audio time on the wake streams.
        public var realTimeFactorWakeClips: Double?
        /// Wall time / audio time on the long stretch.
        public var realTimeFactorIdle: Double?

        /// Detections per hour of ordinary speech.
        public var falseAlarmsPerHour: Double? { available && ordinaryHours > 0 ? Double(falseAlarms) / ordinaryHours : nil }
    }

    /// Distributions to choose thresholds from. An in-grammar utterance is "decoded
    /// right" when its words are exactly the words said.
    public struct Tuning: Codable, Equatable, Sendable {
        /// Grammar fit of utterances from in-grammar command clips.
        public var inGrammarConfidence: BenchDistribution?
        /// Grammar fit of in-grammar utterances decoded right (these should be accepted).
        public var rightConfidence: BenchDistribution?
        /// Grammar fit of in-grammar utterances decoded wrong (better rejected).
        public var wrongConfidence: BenchDistribution?
        /// Grammar fit of utterances from out-of-grammar clips.
        public var outOfGrammarConfidence: BenchDistribution?
        /// Coverage of utterances from in-grammar command clips.
        public var inGrammarCoverage: BenchDistribution?
        /// Coverage of in-grammar utterances decoded right.
        public var rightCoverage: BenchDistribution?
        /// Coverage of in-grammar utterances decoded wrong.
        public var wrongCoverage: BenchDistribution?
        /// Coverage of utterances from out-of-grammar clips.
        public var outOfGrammarCoverage: BenchDistribution?
        /// Fit of verified wake candidates on wake clips.
        public var verifiedWakeFit: BenchDistribution?
        /// Fit of turned-down wake candidates on wake clips.
        public var rejectedWakeFit: BenchDistribution?
        /// Fit of verified wake candidates on the long stretch (false alarms).
        public var verifiedOrdinaryWakeFit: BenchDistribution?
        /// Fit of turned-down wake candidates on the long stretch.
        public var rejectedOrdinaryWakeFit: BenchDistribution?
    }

    /// A clip Hark got wrong, for reading through.
    public struct Miss: Codable, Equatable, Sendable {
        /// The clip.
        public var id: String
        /// What was said.
        public var said: String
        /// What Hark heard (utterances joined with " / ").
        public var heard: String
        /// How it ended.
        public var outcome: String
        /// Grammar fit of the first utterance.
        public var confidence: Double?
        /// Coverage of the first utterance.
        public var coverage: Double?
    }

    /// `full` or `quick`.
    public var mode: String
    /// The corpus seed.
    public var seed: UInt64
    /// The plan.
    public var plan: BenchPlan
    /// How the corpus was made.
    public var notes: [String]
    /// Clips by kind.
    public var clipCounts: [String: Int]
    /// The machine.
    public var machine: Machine
    /// The thresholds.
    public var thresholds: Thresholds
    /// Per voice and condition, with `all` rows and columns.
    public var cells: [Cell]
    /// Per noise kind (in `voice`) and SNR, with `all` rows and columns.
    public var noiseCells: [Cell]
    /// Hark's own figures.
    public var hark: Pipeline
    /// The stock decoder's own figures.
    public var reference: Reference
    /// Distributions for tuning, over every condition.
    public var tuning: Tuning
    /// The same distributions per condition (`clean`, `10 dB`, …).
    public var tuningByCondition: [String: Tuning]
    /// Clips Hark got wrong.
    public var misses: [Miss]
    /// Wall-clock seconds of each phase.
    public var phaseSeconds: [String: Double]

    /// The cell for a voice and condition (`all` for either).
    public func cell(voice: String, condition: String) -> Cell? {
        cells.first { $0.voice == voice && $0.condition == condition }
    }
}
