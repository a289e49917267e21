import Foundation
import HarkAssistant
import HarkAudio
import HarkSpeech

extension RealWakeBench {
    /// Converts every clip to WAV with sox in a temporary directory and plays the clips on
    /// `jobs` wake pipelines (clip i on pipeline i mod jobs); each pipeline also writes its
    /// clips, each followed by half a second of silence, into one raw stream, which the stock
    /// decoder reads afterwards. Returns Hark's clips and the stock decoder's, in the same order.
    public func run(progress: @escaping @Sendable (String) -> Void) async throws -> RealWakeSummary {
        let sox = try BenchTool("sox", package: "sox libsox-fmt-base")
        let clips = try clips()
        let keyphrase = keyphrase
        let settings = { var settings = options.settings; settings.wakePhrases = [keyphrase]; return settings }()
        let configuration = options.configuration
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("hark-wake-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let jobs = max(1, min(options.jobs, clips.count))
        let counter = BenchCounter()
        let step = max(1, clips.count / 10)
        progress("real speech: \(clips.count) wake-set clips on \(jobs) pipeline\(jobs == 1 ? "" : "s")")

        var hark = [RealWakeClip?](repeating: nil, count: clips.count)
        var streams: [BenchStream] = []
        var dictionary = ""
        try await withThrowingTaskGroup(of: (results: [(Int, RealWakeClip)], stream: BenchStream, dictionary: String).self) { group in
            for index in 0..<jobs {
                let share = Array(stride(from: index, to: clips.count, by: jobs))
                group.addTask {
                    let worker = try await BenchWorker(
                        settings: settings, configuration: configuration,
                        dataDirectory: (scratch as NSString).appendingPathComponent("pipeline-\(index)"), start: Bench.start)
                    let words = keyphrase.phrase.split(separator: " ").map(String.init)
                    let dictionary = Set(words).sorted().compactMap { word in
                        worker.recognizer.pronunciation(of: word).map { "\(word) \($0.joined(separator: " "))\n" }
                    }.joined()
                    var stream = BenchStream(name: "wake-\(index)", file: "wake-\(index).raw", wakeMode: true, spans: [])
                    let rawPath = (scratch as NSString).appendingPathComponent(stream.file)
                    guard FileManager.default.createFile(atPath: rawPath, contents: nil),
                          let raw = FileHandle(forWritingAtPath: rawPath) else {
                        throw BenchError(.corpus, "Cannot write \(rawPath).")
                    }
                    defer { try? raw.close() }
                    let gap = [Int16](repeating: 0, count: AudioFrame.sampleRate / 2)
                    var written = 0
                    var results: [(Int, RealWakeClip)] = []
                    for clipIndex in share {
                        try Task.checkCancellation()
                        let clip = clips[clipIndex]
                        let wav = (scratch as NSString).appendingPathComponent("\(index).wav")
                        let samples = try await sox.decodedSamples(of: clip.path, through: wav, scratch: scratch)
                        let seconds = Double(samples.count) / Double(AudioFrame.sampleRate)
                        let events = try await worker.wakeEvents(samples: samples)
                        var result = RealWakeClip(set: clip.set, positive: clip.positive, seconds: seconds, events: events)
                        result.name = (clip.path as NSString).lastPathComponent
                        results.append((clipIndex, result))
                        let start = Double(written) / Double(AudioFrame.sampleRate)
                        let joined = samples + gap
                        try raw.write(contentsOf: joined.withUnsafeBufferPointer { Data(buffer: $0) })
                        written += joined.count
                        stream.spans.append(.init(id: String(clipIndex), start: start, end: Double(written) / Double(AudioFrame.sampleRate)))
                        let done = counter.increment()
                        if done % step == 0 || done == clips.count { progress("real speech: \(done)/\(clips.count) wake-set clips") }
                    }
                    return (results, stream, dictionary)
                }
            }
            for try await job in group {
                for (index, clip) in job.results { hark[index] = clip }
                streams.append(job.stream)
                dictionary = job.dictionary
            }
        }
        let harkClips = hark.compactMap { $0 }
        let (stock, note) = try await runStock(streams: streams.sorted { $0.name < $1.name }, clips: harkClips,
                                               keyphrase: keyphrase, dictionary: dictionary, scratch: scratch, progress: progress)
        var summary = RealWakeSummary(phrase: keyphrase.phrase, threshold: keyphrase.threshold, hark: harkClips, stock: stock, stockNote: note)
        if settings.verifyWake { summary.drawCurve(judge: settings.wakeJudge, minimumFit: settings.wakeMinimumFit) }
        return summary
    }

    /// The stock decoder on the joined streams: wakes per clip (a detection counts for the clip
    /// whose audio or trailing silence it starts in), or nil and why when it is not installed.
    private func runStock(streams: [BenchStream], clips: [RealWakeClip], keyphrase: Keyphrase, dictionary: String,
                          scratch: String, progress: @escaping @Sendable (String) -> Void)
        async throws -> ([RealWakeClip]?, String) {
        guard let tool = try? BenchTool("pocketsphinx_continuous", package: "pocketsphinx") else {
            return (nil, "pocketsphinx_continuous is not installed (sudo apt install pocketsphinx); the comparison was skipped.")
        }
        let keyphraseLine = "\(keyphrase.phrase.lowercased()) /\(String(format: "%.0e", keyphrase.threshold))/"
        let files = (keyphrases: (scratch as NSString).appendingPathComponent("wake.kws"),
                     dictionary: (scratch as NSString).appendingPathComponent("wake.dict"))
        do {
            try (keyphraseLine + "\n").write(toFile: files.keyphrases, atomically: true, encoding: .utf8)
            try dictionary.write(toFile: files.dictionary, atomically: true, encoding: .utf8)
        } catch {
            throw BenchError(.corpus, "Cannot write the stock decoder's inputs into \(scratch) (\(error.localizedDescription)).")
        }
        let decoder = BenchReference(tool: tool, acousticModel: options.configuration.resolvedAcousticModel,
                                     directory: scratch, scratch: scratch)
        progress("real speech: pocketsphinx_continuous -kws on \(streams.count) stream\(streams.count == 1 ? "" : "s")")
        var detections: [String: Int] = [:]
        try await withThrowingTaskGroup(of: BenchReference.Result.self) { group in
            for stream in streams {
                group.addTask { try await decoder.decode(stream, grammar: "", keyphrases: files.keyphrases, dictionary: files.dictionary) }
            }
            for try await result in group { detections.merge(result.detections) { $0 + $1 } }
        }
        let stock = clips.indices.map { index in
            RealWakeClip(set: clips[index].set, positive: clips[index].positive, seconds: clips[index].seconds,
                         wakes: detections[String(index)] ?? 0)
        }
        let note = "\(tool.path) -kws with the keyphrase \(keyphraseLine), the same acoustic model "
            + "(\(options.configuration.resolvedAcousticModel)) and Hark's pronunciations of its words; otherwise stock settings. "
            + "It reads each pipeline's clips joined into one raw stream, each clip followed by 0.5 s of silence."
        return (stock, note)
    }
}
