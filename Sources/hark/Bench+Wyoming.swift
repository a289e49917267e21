import Foundation
import HarkAssistant
import HarkAudio
import HarkBench

extension Hark.Bench {
    /// The recorded commands timed both ways: every `audio-fixtures` clip of these commands, each voice.
    /// (Commands that complete in one turn in the order played: "start feeding" only where the
    /// voice also says "finish feeding" after it, or the next "start feeding" asks a question.)
    static let wyomingClipCommands = ["set-alarm", "whats-in-fridge", "start-feeding", "milk-in-fridge", "finish-feeding"]

    /// `hark bench --wyoming`: the extra latency of a command served over Wyoming on localhost.
    func runWyoming() async throws {
        let directory = (NSTemporaryDirectory() as NSString).appendingPathComponent("hark-bench-wyoming-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var clips: [WyomingLatencyBench.Clip] = []
        for voice in ["slt", "rms", "awb", "kal16"] {
            for command in Self.wyomingClipCommands {
                let path = "audio-fixtures/\(voice)-\(command).wav"
                guard FileManager.default.fileExists(atPath: path) else { continue }
                if command == "start-feeding" && !FileManager.default.fileExists(atPath: "audio-fixtures/\(voice)-finish-feeding.wav") { continue }
                clips.append(.init(name: "\(voice)-\(command)", speech: try WAVFile.read(path: path).samples16k))
            }
        }
        let settings = try config.settings()
        let builder = PipelineBuilder(settings: settings, recognizer: model.configuration(settings: settings),
                                      dataDirectory: (directory as NSString).appendingPathComponent("pipeline"), clock: .wall,
                                      wakeRequired: false)
        let rounds = 2
        print("Reply latency over Wyoming on localhost against the pipeline itself (\(clips.count) recorded commands × \(rounds) rounds,")
        print("fed at a microphone's pace; seconds from the end of speech to the reply ready to play)")
        let timings = try await WyomingLatencyBench.run(clips: clips, rounds: rounds, builder: builder,
                                                        serverDataDirectory: (directory as NSString).appendingPathComponent("server"))
        let local = timings.compactMap(\.inPipeline), remote = timings.compactMap(\.overWyoming)
        let extra = timings.compactMap { timing in timing.inPipeline.flatMap { a in timing.overWyoming.map { $0 - a } } }
        let alike = timings.filter { ($0.heardInPipeline ?? "") == ($0.heardOverWyoming ?? "") }.count
        func line(_ label: String, _ values: [Double]) {
            print(String(format: "  %@ p50 / p95 %.3f / %.3f s  (%d replies)", label as NSString,
                         Self.percentile(values, 50), Self.percentile(values, 95), values.count))
        }
        line("in the pipeline (hark run)   ", local)
        line("over Wyoming (asr+handle+tts)", remote)
        line("extra, clip by clip          ", extra)
        print("  heard the same words both ways: \(alike) of \(timings.count)")
        for timing in timings where (timing.heardInPipeline ?? "") != (timing.heardOverWyoming ?? "") {
            print("    \(timing.name): \"\(timing.heardInPipeline ?? "")\" in the pipeline, \"\(timing.heardOverWyoming ?? "")\" over Wyoming")
        }
    }
}
