import Foundation
import HarkIntents
import HarkSpeech
import HarkAssistant

extension Bench {
    /// Decodes every stream with the stock `pocketsphinx_continuous`, `jobs` at a time, and
    /// runs its command transcripts through Hark's router to score intents the same way.
    func runReference(_ corpus: BenchCorpus, grammar: String, dictionary: String, sampler: BenchPhraseSampler,
                      scratch: String, progress: @escaping @Sendable (String) -> Void)
        async throws -> (BenchReport.Reference, [String: BenchReferenceClip]?) {
        var summary = BenchReport.Reference()
        guard let tool = try? BenchTool("pocketsphinx_continuous", package: "pocketsphinx") else {
            summary.note = "pocketsphinx_continuous is not installed (sudo apt install pocketsphinx); the comparison was skipped."
            progress("reference: " + summary.note)
            return (summary, nil)
        }
        let files = (grammar: (scratch as NSString).appendingPathComponent("reference.gram"),
                     keyphrases: (scratch as NSString).appendingPathComponent("reference.kws"),
                     dictionary: (scratch as NSString).appendingPathComponent("reference.dict"))
        let keyphrases = options.settings.wakePhrases.map { "\($0.phrase.lowercased()) /\(String(format: "%.0e", $0.threshold))/" }
        do {
            try grammar.write(toFile: files.grammar, atomically: true, encoding: .utf8)
            try (keyphrases.joined(separator: "\n") + "\n").write(toFile: files.keyphrases, atomically: true, encoding: .utf8)
            try dictionary.write(toFile: files.dictionary, atomically: true, encoding: .utf8)
        } catch {
            throw BenchError(.corpus, "Cannot write the reference decoder's inputs into \(scratch) (\(error.localizedDescription)).")
        }
        let decoder = BenchReference(tool: tool, acousticModel: options.configuration.resolvedAcousticModel,
                                     directory: options.directory, scratch: scratch)
        progress("reference: pocketsphinx_continuous on \(corpus.streams.count) streams, \(options.jobs) at a time")
        var results: [(BenchStream, BenchReference.Result)] = []
        var pending = corpus.streams.filter { !$0.spans.isEmpty }[...]
        try await withThrowingTaskGroup(of: (BenchStream, BenchReference.Result).self) { group in
            func startNext() {
                guard let stream = pending.popFirst() else { return }
                group.addTask {
                    (stream, try await decoder.decode(stream, grammar: files.grammar, keyphrases: files.keyphrases, dictionary: files.dictionary))
                }
            }
            for _ in 0..<options.jobs { startNext() }
            while let finished = try await group.next() {
                results.append(finished)
                progress("reference: \(finished.0.name) decoded (real-time factor \(BenchFormat.number(BenchReport.ratio(finished.1.wallSeconds, finished.1.audioSeconds), digits: 3)))")
                startNext()
            }
        }

        var clips: [String: BenchReferenceClip] = [:]
        var time: [String: (wall: Double, audio: Double)] = [:]
        for (stream, result) in results {
            for span in stream.spans {
                clips[span.id] = BenchReferenceClip(words: result.words[span.id] ?? [], detections: result.detections[span.id] ?? 0)
            }
            let kind = stream.name == "ordinary" ? "idle" : stream.wakeMode ? "wake" : "commands"
            let sofar = time[kind] ?? (0, 0)
            time[kind] = (sofar.wall + result.wallSeconds, sofar.audio + result.audioSeconds)
        }
        var meanings: [String: BenchObservation.IntentCall] = [:]
        for clip in corpus.clips where clip.kind == .command {
            guard var scored = clips[clip.id] else { continue }
            let text = scored.words.joined(separator: " ")
            let meaning: BenchObservation.IntentCall
            if let known = meanings[text] {
                meaning = known
            } else {
                meaning = await sampler.meaning(of: text) ?? BenchObservation.IntentCall(intent: "", parameters: [:])
                meanings[text] = meaning
            }
            scored.commandCorrect = meaning.intent == clip.intent && meaning.parameters == clip.parameters
            clips[clip.id] = scored
        }
        for clip in corpus.clips where clip.kind == .ordinary {
            summary.falseAlarms += clips[clip.id]?.detections ?? 0
            summary.ordinaryHours += clip.duration / 3600
        }
        summary.available = true
        summary.realTimeFactorCommands = time["commands"].flatMap { BenchReport.ratio($0.wall, $0.audio) }
        summary.realTimeFactorWakeClips = time["wake"].flatMap { BenchReport.ratio($0.wall, $0.audio) }
        summary.realTimeFactorIdle = time["idle"].flatMap { BenchReport.ratio($0.wall, $0.audio) }
        summary.note = "\(tool.path) with the same acoustic model (\(options.configuration.resolvedAcousticModel)), "
            + "Hark's compiled JSGF grammar for commands and the keyphrase list \(keyphrases.joined(separator: ", ")) (-kws) for the wake test, "
            + "and a dictionary of exactly Hark's pronunciations of those words (\(dictionary.split(separator: "\n").count) entries); "
            + "otherwise stock settings (its own voice-activity detection, no rejection). It reads the clips joined into raw 16-bit streams "
            + "(one process per stream and condition; its real-time factor includes loading the model once per stream); "
            + "each recognized word counts for the clip its start time falls in. Its command accuracy runs its transcript through Hark's router."
        return (summary, clips)
    }
}
