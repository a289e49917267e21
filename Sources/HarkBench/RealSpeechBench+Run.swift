import Foundation
import HarkAudio
import HarkAssistant
import HarkConfig

extension RealSpeechBench {
    /// Converts every clip to WAV with sox in a temporary directory, plays the clips on
    /// `jobs` pipelines (clip i on pipeline i mod jobs), and scores each by file name.
    public func run(progress: @escaping @Sendable (String) -> Void) async throws -> [String: RealSpeechClipScore] {
        let sox = try BenchTool("sox", package: "sox libsox-fmt-base")
        let clips = try clips()
        let skills = try FileSkills.load(path: options.skillsFile)
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("hark-real-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let audio = (coffee as NSString).appendingPathComponent("audio")
        let settings = options.settings, configuration = options.configuration
        let jobs = max(1, min(options.jobs, clips.count))
        let counter = BenchCounter()
        let step = max(1, clips.count / 10)
        progress("real speech: \(clips.count) coffee clips on \(jobs) pipeline\(jobs == 1 ? "" : "s")")
        var scores: [String: RealSpeechClipScore] = [:]
        try await withThrowingTaskGroup(of: [(String, RealSpeechClipScore)].self) { group in
            for index in 0..<jobs {
                let share = stride(from: index, to: clips.count, by: jobs).map { clips[$0] }
                group.addTask {
                    let worker = try await BenchWorker(
                        settings: settings, configuration: configuration,
                        dataDirectory: (scratch as NSString).appendingPathComponent("pipeline-\(index)"),
                        start: Bench.start, extraSkills: skills)
                    var results: [(String, RealSpeechClipScore)] = []
                    for clip in share {
                        try Task.checkCancellation()
                        let wav = (scratch as NSString).appendingPathComponent("\(index).wav")
                        let flac = (audio as NSString).appendingPathComponent(clip.file)
                        let samples = try await sox.decodedSamples(of: flac, through: wav, scratch: scratch)
                        let events = try await worker.commandEvents(samples: samples)
                        results.append((clip.file, RealSpeechClipScore(events: events, label: clip.label)))
                        let done = counter.increment()
                        if done % step == 0 || done == clips.count { progress("real speech: \(done)/\(clips.count) clips") }
                    }
                    return results
                }
            }
            for try await results in group {
                for (file, score) in results { scores[file] = score }
            }
        }
        return scores
    }
}
