import Foundation
import HarkAudio
import HarkSpeech
import HarkAssistant

extension Bench {
    /// Samples the phrases, renders every sentence in every voice, and assembles
    /// the clips (written under `corpus/` with `corpus.json` describing them).
    func buildCorpus(sampler: BenchPhraseSampler, scratch: String,
                     progress: @escaping @Sendable (String) -> Void) async throws -> BenchCorpus {
        let plan = self.plan
        let commands = await sampler.sample(count: plan.commands, seed: options.seed)
        guard !commands.isEmpty else {
            throw BenchError(.corpus, "No registered phrase could be said with concrete values; check the skills with hark intents.")
        }
        // The first round of the stratified sample has one command per intent.
        let wakeCommands = Array(commands.prefix(plan.wakeCommands))
        var outOfGrammar: [String] = []
        for sentence in BenchSentences.outOfGrammar where outOfGrammar.count < plan.outOfGrammar {
            if await !sampler.routes(sentence) { outOfGrammar.append(sentence) }
        }
        progress("corpus: \(commands.count) commands over \(Set(commands.map(\.intent)).count) intents, "
                 + "\(outOfGrammar.count) out-of-grammar sentences, \(wakeCommands.count) wake commands, seed \(options.seed)")

        let wakePhrase = options.settings.wakePhrases.first?.phrase.lowercased() ?? "hey computer"
        let builder = BenchCorpusBuilder(plan: plan, seed: options.seed, directory: options.directory, wakePhrase: wakePhrase)
        var requests: [(voice: String, text: String)] = []
        var seen = Set<String>()
        for voice in plan.voices {
            for text in commands.map(\.words) + outOfGrammar + [wakePhrase] where seen.insert(voice + "|" + text).inserted {
                requests.append((voice, text))
            }
        }
        for request in builder.ordinaryRequests() where seen.insert(request.voice + "|" + request.text).inserted {
            requests.append(request)
        }
        let speaker = try BenchSpeaker(voices: plan.voices, scratch: scratch)
        try await speaker.checkVoices(plan.voices)
        let total = requests.count
        let speech = try await speaker.sayAll(requests, jobs: options.jobs) { done in
            if done % 100 == 0 || done == total { progress("corpus: rendered \(done)/\(total) sentences") }
        }
        let (recordings, names) = loadRecordings()
        let built = try builder.build(commands: commands, wakeCommands: wakeCommands, outOfGrammar: outOfGrammar,
                                       speech: speech, recordings: recordings, recordingNames: names)
        let covered = Set(commands.map(\.intent))
        let missing = sampler.sayings.map(\.intent).filter { !covered.contains($0) }
        var corpus = built
        corpus.notes.insert("Commands: \(commands.count) sampled round by round over \(covered.count) of \(sampler.sayings.count) intents, "
            + "each phrase said one of its ways with concrete slot values (numbers, durations, times and days from Hark's value grammars; "
            + "names from the compiled grammar), then read back through the intent runner for the expected intent and parameters"
            + (missing.isEmpty ? "." : "; not sampled (every phrase needs a follow-up answer or an entity a fresh data directory lacks): "
               + missing.joined(separator: ", ") + "."), at: 0)
        let encoder = BenchFormat.jsonEncoder
        do {
            try encoder.encode(corpus).write(to: URL(fileURLWithPath: path("corpus/corpus.json")))
        } catch {
            throw BenchError(.corpus, "Cannot write \(path("corpus/corpus.json")) (\(error.localizedDescription)).")
        }
        progress("corpus: \(corpus.clips.count) clips in \(path("corpus"))")
        return corpus
    }

    /// The real recordings that open the long stretch (every WAV in the folder, by name).
    func loadRecordings() -> ([[Int16]], [String]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: options.recordings)) ?? [])
            .filter { $0.hasSuffix(".wav") }.sorted()
        var recordings: [[Int16]] = []
        var used: [String] = []
        for name in names {
            guard let audio = try? WAVFile.read(path: (options.recordings as NSString).appendingPathComponent(name)) else { continue }
            recordings.append(audio.samples16k)
            used.append(name)
        }
        return (recordings, used)
    }
}
