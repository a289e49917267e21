import Foundation
import HarkAudio
import HarkAssistant
import HarkConfig
import HarkIntents
import HarkSkills

/// One real recording's run: its score against the label, and what was heard with its fit
/// (as the wrong-action bench records a clip), so every sure threshold can be scored from one run.
public struct RealSpeechResult: Sendable {
    /// The score against the label, as the pipeline answered with the settings given.
    public var score: RealSpeechClipScore
    /// What was heard, how well it fit, which intent ran and what it does.
    public var hearing: WrongActionClip
}

extension RealSpeechBench {
    /// Converts every clip to WAV with sox in a temporary directory, plays the clips on
    /// `jobs` pipelines (clip i on pipeline i mod jobs), and scores each by file name.
    ///
    /// With `coffeeSkills` the pipeline has the coffee context beside the built-in skills and
    /// each clip must reach its label; without it the same recordings are real speech no
    /// phrase was written for (``WrongActionClip/Source/outOfGrammar``), and whatever change
    /// runs is a wrong action. `confirmation: false` runs every accepted command (the sure
    /// threshold is scored afterwards from the fit).
    /// With `babble`, real people's babble is mixed under every clip at its ratio (``RealBabble``).
    public func run(coffeeSkills: Bool = true, confirmation: Bool = true, babble: (noise: RealBabble, snr: Double)? = nil,
                    progress: @escaping @Sendable (String) -> Void) async throws -> [String: RealSpeechResult] {
        let sox = try BenchTool("sox", package: "sox libsox-fmt-base")
        let clips = try clips()
        let skills = coffeeSkills ? try FileSkills.load(path: options.skillsFile) : []
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("hark-real-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let audio = (coffee as NSString).appendingPathComponent("audio")
        let settings = confirmation ? options.settings : options.settings.askingFirstOff
        let configuration = options.configuration
        let jobs = max(1, min(options.jobs, clips.count))
        let counter = BenchCounter()
        let step = max(1, clips.count / 10)
        let what = (coffeeSkills ? "coffee clips" : "coffee clips on the built-in skills alone")
            + (babble.map { String(format: " under real babble at %g dB", $0.snr) } ?? "")
        progress("real speech: \(clips.count) \(what) on \(jobs) pipeline\(jobs == 1 ? "" : "s")")
        var results: [String: RealSpeechResult] = [:]
        try await withThrowingTaskGroup(of: [(String, RealSpeechResult)].self) { group in
            for index in 0..<jobs {
                let share = stride(from: index, to: clips.count, by: jobs).map { clips[$0] }
                group.addTask {
                    let worker = try await BenchWorker(
                        settings: settings, configuration: configuration,
                        dataDirectory: (scratch as NSString).appendingPathComponent("pipeline-\(index)"),
                        start: Bench.start, extraSkills: skills)
                    let effects = worker.suite.registry.effects
                    var done: [(String, RealSpeechResult)] = []
                    for clip in share {
                        try Task.checkCancellation()
                        let wav = (scratch as NSString).appendingPathComponent("\(index).wav")
                        let flac = (audio as NSString).appendingPathComponent(clip.file)
                        var samples = try await sox.decodedSamples(of: flac, through: wav, scratch: scratch)
                        if let babble { samples = babble.noise.mixed(under: samples, snr: babble.snr, name: clip.file) }
                        let events = try await worker.commandEvents(samples: samples)
                        var hearing = coffeeSkills
                            ? WrongActionClip(source: .phrases, category: "real coffee orders", sentence: clip.file,
                                              voice: "real", noise: "real", expectedIntent: clip.label.intent,
                                              expectedSlots: clip.label.slots)
                            : WrongActionClip(source: .outOfGrammar, category: "real coffee orders, built-in skills only",
                                              sentence: clip.file, voice: "real", noise: "real")
                        if let babble { hearing.noise = String(format: "real babble %g dB", babble.snr) }
                        hearing.observe(events, effects: effects)
                        done.append((clip.file, RealSpeechResult(score: RealSpeechClipScore(events: events, label: clip.label),
                                                                 hearing: hearing)))
                        let finished = counter.increment()
                        if finished % step == 0 || finished == clips.count { progress("real speech: \(finished)/\(clips.count) \(what)") }
                    }
                    return done
                }
            }
            for try await done in group {
                for (file, result) in done { results[file] = result }
            }
        }
        return results
    }
}

extension RealSpeechBench {
    /// Real babble from the wake set's negatives (every folder under `wake/` but the wake
    /// phrase's own), decoded with sox; nil when the wake set is not there.
    public func babble(phraseFolder: String = "computer") async throws -> RealBabble? {
        let wake = (options.directory as NSString).appendingPathComponent("wake")
        guard let folders = try? FileManager.default.contentsOfDirectory(atPath: wake) else { return nil }
        let sox = try BenchTool("sox", package: "sox libsox-fmt-base")
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("hark-babble-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var recordings: [[Int16]] = []
        for folder in folders.sorted() where folder != phraseFolder {
            let path = (wake as NSString).appendingPathComponent(folder)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for file in files.filter({ $0.hasSuffix(".flac") }).sorted() {
                let wav = (scratch as NSString).appendingPathComponent("babble.wav")
                recordings.append(try await sox.decodedSamples(of: (path as NSString).appendingPathComponent(file), through: wav, scratch: scratch))
            }
        }
        return recordings.isEmpty ? nil : RealBabble(recordings: recordings)
    }
}
