import Foundation
import HarkIntents
import HarkSkills
import HarkAssistant
import HarkAudio
import HarkSpeech

extension WrongActionBench {
    /// The same clips decoded by the stock `pocketsphinx_continuous` with Hark's grammar
    /// (one raw stream per voice, clips one after the other), each clip's words routed
    /// through Hark's router: the stock decoder has no rejection, so whatever routes runs.
    /// Nil (with a note) when the program is not installed.
    func runReference(_ clips: [WrongActionClip], speech: [String: [String: [Int16]]], babble: [Float], suite: SkillSuite,
                      effects: [String: IntentEffect], scratch: String,
                      progress: @escaping @Sendable (String) -> Void) async throws -> WrongActionReport.Reference {
        guard let tool = try? BenchTool("pocketsphinx_continuous", package: "pocketsphinx") else {
            progress("wrong actions: pocketsphinx_continuous is not installed; the stock decoder was skipped")
            return WrongActionReport.Reference(clips: [], note: "pocketsphinx_continuous is not installed (sudo apt install pocketsphinx).")
        }
        let grammar = try await suite.registry.refreshed().grammar
        let worker = try await BenchWorker(settings: options.settings, configuration: options.configuration,
                                           dataDirectory: (scratch as NSString).appendingPathComponent("reference-words"),
                                           start: SentenceCorpus.checkedAt)
        let files = (grammar: (scratch as NSString).appendingPathComponent("wrong.gram"),
                     dictionary: (scratch as NSString).appendingPathComponent("wrong.dict"),
                     keyphrases: (scratch as NSString).appendingPathComponent("wrong.kws"))
        do {
            try grammar.write(toFile: files.grammar, atomically: true, encoding: .utf8)
            try worker.dictionary(grammar: grammar, wakePhrases: []).write(toFile: files.dictionary, atomically: true, encoding: .utf8)
            try "computer /1e-20/\n".write(toFile: files.keyphrases, atomically: true, encoding: .utf8)
        } catch {
            throw BenchError(.corpus, "Cannot write the stock decoder's inputs into \(scratch) (\(error.localizedDescription)).")
        }
        let decoder = BenchReference(tool: tool, acousticModel: options.configuration.resolvedAcousticModel,
                                     directory: scratch, scratch: scratch)
        let rate = Double(AudioFrame.sampleRate)
        var decoded = clips
        // One stream per voice: each clip in its own noise, a second of silence between clips.
        var streams: [(stream: BenchStream, indices: [Int])] = []
        for voice in options.voices {
            var audio = Data()
            var spans: [BenchStream.Span] = []
            var indices: [Int] = []
            for (index, clip) in clips.enumerated() where clip.voice == voice {
                guard let said = speech[voice]?[clip.sentence] else { continue }
                let start = Double(audio.count / 2) / rate
                let samples = Self.clipAudio(said, noise: clip.noise, babble: babble, seed: options.seed &+ UInt64(index))
                    + [Int16](repeating: 0, count: Int(rate))
                samples.withUnsafeBufferPointer { (buffer: UnsafeBufferPointer<Int16>) in audio.append(Data(buffer: buffer)) }
                spans.append(BenchStream.Span(id: String(index), start: start, end: Double(audio.count / 2) / rate))
                indices.append(index)
            }
            let file = "wrong-\(voice).raw"
            do { try audio.write(to: URL(fileURLWithPath: (scratch as NSString).appendingPathComponent(file))) } catch {
                throw BenchError(.corpus, "Cannot write \(file) into \(scratch) (\(error.localizedDescription)).")
            }
            streams.append((BenchStream(name: "wrong-\(voice)", file: file, wakeMode: false, spans: spans), indices))
        }
        progress("wrong actions: stock decoder on \(streams.count) streams, \(options.jobs) at a time")
        var results: [(indices: [Int], result: BenchReference.Result)] = []
        var pending = streams[...]
        try await withThrowingTaskGroup(of: ([Int], BenchReference.Result).self) { group in
            func startNext() {
                guard let next = pending.popFirst() else { return }
                group.addTask {
                    (next.indices, try await decoder.decode(next.stream, grammar: files.grammar, keyphrases: files.keyphrases, dictionary: files.dictionary))
                }
            }
            for _ in 0..<options.jobs { startNext() }
            while let finished = try await group.next() {
                results.append(finished)
                progress("wrong actions: stock decoder finished a stream (\(results.count)/\(streams.count))")
                startNext()
            }
        }
        for (indices, result) in results {
            for index in indices {
                var clip = clips[index]
                clip.heard = nil
                clip.fit = nil
                clip.coverage = nil
                clip.intent = nil
                clip.slots = [:]
                clip.effect = nil
                let words = result.words[String(index)] ?? []
                let text = words.joined(separator: " ")
                clip.observe(transcript: text, understanding: words.isEmpty ? nil : await suite.registry.understand(text), effects: effects)
                decoded[index] = clip
            }
        }
        return WrongActionReport.Reference(
            clips: decoded,
            note: "\(tool.path), same acoustic model, Hark's compiled grammar and pronunciations, stock settings (no rejection); its words routed through Hark's router.")
    }
}
