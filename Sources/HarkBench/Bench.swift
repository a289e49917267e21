public import Foundation
import HarkAudio
import HarkIntents
import HarkSkills
public import HarkSpeech
import HarkStore
public import HarkAssistant

/// The benchmark (`hark bench`): builds a corpus of synthesized and recorded
/// speech from every registered phrase, plays it through Hark's real pipeline
/// and through the stock `pocketsphinx_continuous`, and reports accuracy,
/// rejection, wake detection, false alarms, latency, speed and memory.
///
/// Benchmarks print figures; nothing here asserts on them.
public struct Bench: Sendable {
    /// What to run and where.
    public struct Options: Sendable {
        /// Output directory: the corpus, `report.md` and `report.json` go here.
        public var directory: String
        /// The smaller plan (`--quick`).
        public var quick: Bool
        /// Seed of every random choice (the corpus is rebuilt identically from it).
        public var seed: UInt64
        /// Pipelines (and reference decoders, and flite runs) side by side.
        public var jobs: Int
        /// The assistant settings whose thresholds are measured.
        public var settings: AssistantSettings
        /// The recognizer's model and endpointing.
        public var configuration: RecognizerConfiguration
        /// Whether to run the stock decoder as well.
        public var reference: Bool
        /// Folder of real recordings that open the long stretch.
        public var recordings: String

        /// Options with the defaults `hark bench` uses.
        public init(directory: String = "bench-out", quick: Bool = false, seed: UInt64 = 1,
                    jobs: Int = min(2, ProcessInfo.processInfo.activeProcessorCount),
                    settings: AssistantSettings = AssistantSettings(),
                    configuration: RecognizerConfiguration = RecognizerConfiguration(), reference: Bool = true,
                    recordings: String = "/usr/share/pocketsphinx/test/data/librivox") {
            self.directory = directory
            self.quick = quick
            self.seed = seed
            self.jobs = max(1, jobs)
            self.settings = settings
            self.configuration = configuration
            self.reference = reference
            self.recordings = recordings
        }
    }

    /// The options.
    public let options: Options
    /// The plan the options select.
    public var plan: BenchPlan { options.quick ? .quick : .full }
    /// Wall-clock time at the start of every clip (the clock then stands still).
    static let start = Date(timeIntervalSince1970: 1_795_244_400)  // 2026-11-21 07:00 UTC

    /// Creates a benchmark.
    public init(options: Options) { self.options = options }

    /// Builds the corpus, runs everything, writes `report.md` and `report.json`, and
    /// returns the report. `progress` receives one line per step.
    public func run(progress: @escaping @Sendable (String) -> Void) async throws -> BenchReport {
        let clock = ContinuousClock()
        let began = clock.now
        var phases: [String: Double] = [:]
        func lap(_ name: String, since: ContinuousClock.Instant) { phases[name] = Assistant.seconds(since.duration(to: clock.now)) }
        try BenchCorpusBuilder.makeDirectory(options.directory)
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("hark-bench-\(UUID().uuidString)")
        try BenchCorpusBuilder.makeDirectory(scratch)
        defer { try? FileManager.default.removeItem(atPath: scratch) }

        var started = clock.now
        let readBack = try SkillSuite(directory: (scratch as NSString).appendingPathComponent("readback"),
                                      clock: ManualClock(start: Self.start), settings: options.settings.skills)
        let sampler = try await BenchPhraseSampler(suite: readBack)
        let corpus = try await buildCorpus(sampler: sampler, scratch: scratch, progress: progress)
        lap("corpus", since: started)

        started = clock.now
        let run = try await runPipeline(corpus, scratch: scratch, progress: progress)
        let observations = run.observations
        lap("hark", since: started)

        started = clock.now
        var reference = BenchReport.Reference()
        var referenceClips: [String: BenchReferenceClip]?
        if options.reference {
            (reference, referenceClips) = try await runReference(
                corpus, grammar: run.grammar, dictionary: run.dictionary, sampler: sampler, scratch: scratch, progress: progress)
        } else {
            reference.note = "not run (--no-reference)."
        }
        lap("reference", since: started)

        var pipeline = BenchReport.pipeline(corpus: corpus, observations: observations)
        pipeline.peakMemoryMB = run.peakMemoryMB
        pipeline.memoryBeforePipelineMB = run.memoryBeforePipelineMB
        pipeline.processPeakMemoryMB = ProcessMemory.peak() ?? 0
        pipeline.workers = options.jobs
        lap("total", since: began)
        let report = BenchReport(
            mode: options.quick ? "quick" : "full", seed: options.seed, plan: plan, notes: corpus.notes,
            clipCounts: Dictionary(grouping: corpus.clips, by: \.kind.rawValue).mapValues(\.count),
            machine: BenchMachine.describe(), thresholds: thresholds,
            cells: BenchReport.cells(corpus: corpus, observations: observations, reference: referenceClips),
            noiseCells: BenchReport.noiseCells(corpus: corpus, observations: observations, reference: referenceClips),
            hark: pipeline, reference: reference,
            tuning: BenchReport.tuning(corpus: corpus, observations: observations),
            tuningByCondition: BenchReport.tuningByCondition(corpus: corpus, observations: observations),
            misses: BenchReport.misses(corpus: corpus, observations: observations), phaseSeconds: phases)
        try write(report)
        return report
    }

    /// The thresholds of the settings in force.
    var thresholds: BenchReport.Thresholds {
        let settings = options.settings
        return BenchReport.Thresholds(
            wakePhrases: settings.wakePhrases.map { "\($0.phrase) /\(String(format: "%.0e", $0.threshold))/" },
            verifyWake: settings.verifyWake, wakeMinimumFit: settings.wakeMinimumFit,
            commandMinimumFit: settings.commandMinimumFit, commandMinimumCoverage: settings.commandMinimumCoverage,
            silenceTimeout: options.configuration.silenceTimeout, vadThreshold: options.configuration.vadThreshold)
    }

    /// Writes `report.json` and `report.md`.
    func write(_ report: BenchReport) throws {
        let encoder = BenchFormat.jsonEncoder
        do {
            try encoder.encode(report).write(to: URL(fileURLWithPath: path("report.json")))
            try report.markdown.write(toFile: path("report.md"), atomically: true, encoding: .utf8)
        } catch {
            throw BenchError(.corpus, "Cannot write the report into \(options.directory) (\(error.localizedDescription)).")
        }
    }

    /// A path inside the output directory.
    func path(_ relative: String) -> String {
        (options.directory as NSString).appendingPathComponent(relative)
    }
}
