import Foundation
import HarkAudio
import HarkIntents
import HarkSkills
import HarkSpeech
import HarkAssistant
import Synchronization

extension Bench {
    /// What the pipeline runs produced.
    struct PipelineRun {
        /// Observations by clip id.
        var observations: [String: BenchObservation]
        /// Peak memory while one pipeline decoded the long stretch alone, MB (nil when it cannot be isolated).
        var peakMemoryMB: Double?
        /// Resident memory before that pipeline was created, MB.
        var memoryBeforePipelineMB: Double?
        /// The command grammar the pipelines compiled.
        var grammar: String
        /// The recognizer's pronunciations of every grammar and wake word (CMU format).
        var dictionary: String
    }

    /// Plays every clip through Hark's pipeline. First one pipeline alone runs the long
    /// stretch (the idle real-time factor and the memory of one pipeline, undisturbed:
    /// the kernel's peak is reset once the model is loaded and the audio read, so the
    /// peak covers the decoding, on top of what the process already held);
    /// then `jobs` pipelines share the clips, clip i going to pipeline i mod jobs so each
    /// pipeline sees the same clips in the same order on every run.
    func runPipeline(_ corpus: BenchCorpus, scratch: String,
                     progress: @escaping @Sendable (String) -> Void) async throws -> PipelineRun {
        let settings = options.settings, configuration = options.configuration, directory = options.directory
        var run = PipelineRun(observations: [:], peakMemoryMB: nil, memoryBeforePipelineMB: nil, grammar: "", dictionary: "")
        do {
            run.memoryBeforePipelineMB = ProcessMemory.resident()
            let worker = try await BenchWorker(settings: settings, configuration: configuration,
                                               dataDirectory: (scratch as NSString).appendingPathComponent("pipeline-solo"), start: Self.start)
            run.grammar = try await worker.suite.registry.grammar()
            run.dictionary = try worker.dictionary(grammar: run.grammar, wakePhrases: settings.wakePhrases.map(\.phrase))
            for clip in corpus.clips where clip.kind == .ordinary {
                progress("hark: wake search on \(Int(clip.duration)) s of ordinary speech (one pipeline)")
                let samples = try Self.load(clip, directory: directory)
                let reset = BenchMachine.resetPeakMemory()
                run.observations[clip.id] = try await worker.observe(clip, samples: samples)
                run.peakMemoryMB = reset ? ProcessMemory.peak() : nil
            }
        }

        let clips = corpus.clips.filter { $0.kind != .ordinary }
        let counter = BenchCounter()
        let step = max(1, clips.count / 10)
        let jobs = options.jobs
        progress("hark: \(clips.count) clips on \(jobs) pipeline\(jobs == 1 ? "" : "s")")
        try await withThrowingTaskGroup(of: [(String, BenchObservation)].self) { group in
            for index in 0..<jobs {
                let share = stride(from: index, to: clips.count, by: jobs).map { clips[$0] }
                group.addTask {
                    let worker = try await BenchWorker(
                        settings: settings, configuration: configuration,
                        dataDirectory: (scratch as NSString).appendingPathComponent("pipeline-\(index)"), start: Self.start)
                    var results: [(String, BenchObservation)] = []
                    for clip in share {
                        try Task.checkCancellation()
                        results.append((clip.id, try await worker.observe(clip, samples: try Self.load(clip, directory: directory))))
                        let done = counter.increment()
                        if done % step == 0 || done == clips.count { progress("hark: \(done)/\(clips.count) clips") }
                    }
                    return results
                }
            }
            for try await results in group {
                for (id, observation) in results { run.observations[id] = observation }
            }
        }
        return run
    }

    /// A clip's samples, read back from its WAV file.
    static func load(_ clip: BenchClip, directory: String) throws -> [Int16] {
        try WAVFile.read(path: (directory as NSString).appendingPathComponent(clip.file)).samples16k
    }
}

/// Counts finished clips across pipelines.
final class BenchCounter: Sendable {
    private let value = Mutex(0)

    /// Adds one and returns the new count.
    func increment() -> Int { value.withLock { $0 += 1; return $0 } }
}
