import Foundation
import HarkAudio
import HarkIntents
import HarkSkills
import HarkStore
import HarkAssistant

extension WrongActionBench {
    /// Seconds of silence (with the clip's noise) before and after each sentence.
    static let padding = (before: 0.4, after: 1.0)

    /// Says every sentence in every voice, plays each clip through a pipeline with
    /// confirmation off, and returns the clips with what happened (then the stock decoder's reading).
    /// `checkpoint` receives the report once Hark's part is done, before the stock decoder runs.
    public func run(progress: @escaping @Sendable (String) -> Void,
                    checkpoint: (WrongActionReport) throws -> Void = { _ in }) async throws -> WrongActionReport {
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("hark-wrong-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }

        // What the sentences mean in text, on the built-in skills after the corpus's setup.
        let corpus = try SentenceCorpus.load(directory: options.corpusDirectory)
        let setup = corpus.files.flatMap(\.setup)
        let textSuite = try Self.suite(store: Store.inMemory(migrations: SkillSuite.migrations), extraSkills: options.extraSkills)
        await Self.perform(setup, on: textSuite)
        let effects = textSuite.registry.effects
        var outOfGrammar: [(category: String, sentence: String)] = []
        var acceptedInText: [String] = []
        for entry in options.outOfGrammar ? try Self.outOfGrammar(path: options.sentencesFile) : [] {
            if let meaning = await textSuite.registry.understand(entry.sentence) {
                acceptedInText.append("\(entry.sentence) → \(meaning.intent)")
            } else {
                outOfGrammar.append(entry)
            }
        }
        let sentences = outOfGrammar.map {
            WrongActionClip(source: .outOfGrammar, category: $0.category, sentence: $0.sentence, voice: "", noise: "")
        } + Self.corpusSample(corpus, count: options.corpusSample, seed: options.seed)
            + (try await phraseSample(scratch: scratch))

        // Every sentence in every voice; each (sentence, voice) meets the next background in turn.
        // With one voice per sentence, the voices take turns and each turn of them the next background.
        let speaker = try BenchSpeaker(voices: options.voices, scratch: scratch)
        try await speaker.checkVoices(options.voices)
        let clips = Self.plan(sentences, voices: options.voices, oneVoicePerSentence: options.oneVoicePerSentence)
        // Each (voice, sentence) said once, in a fixed order.
        let requests = Set(clips.map { [$0.voice, $0.sentence] }).sorted { $0.lexicographicallyPrecedes($1) }
            .map { (voice: $0[0], text: $0[1]) }
        progress("wrong actions: \(outOfGrammar.count) out-of-grammar sentences (\(acceptedInText.count) left out: a phrase accepts them in text) and \(sentences.filter { $0.source == .corpus }.count) corpus sentences, \(sentences.filter { $0.source == .phrases }.count) sampled commands, \(options.voices.count) voices: \(clips.count) clips")
        let total = requests.count
        let speech = try await speaker.sayAll(requests, jobs: options.jobs) { done in
            if done % max(1, total / 5) == 0 { progress("wrong actions: said \(done)/\(total)") }
        }
        let babble = try await Self.babbleTracks(speaker: speaker, voices: options.voices)

        // Confirmation off: every accepted command runs, so every threshold can be scored from its
        // fit, coverage and signal-to-noise ratio.
        let settings = options.settings.askingFirstOff
        let configuration = options.configuration
        let extraSkills = options.extraSkills
        let jobs = max(1, min(options.jobs, clips.count))
        let counter = BenchCounter()
        let step = max(1, clips.count / 10)
        let seed = options.seed
        var observed = clips
        try await withThrowingTaskGroup(of: [(Int, WrongActionClip)].self) { group in
            for job in 0..<jobs {
                let share = Array(stride(from: job, to: clips.count, by: jobs))
                let shareClips = share.map { clips[$0] }
                group.addTask {
                    let worker = try await BenchWorker(
                        settings: settings, configuration: configuration,
                        dataDirectory: (scratch as NSString).appendingPathComponent("pipeline-\(job)"),
                        start: SentenceCorpus.checkedAt, extraSkills: extraSkills)
                    await Self.perform(setup, on: worker.suite)
                    var results: [(Int, WrongActionClip)] = []
                    for (index, var clip) in zip(share, shareClips) {
                        try Task.checkCancellation()
                        guard let said = speech[clip.voice]?[clip.sentence] else { continue }
                        let samples = Self.clipAudio(said, noise: clip.noise, babble: babble, seed: seed &+ UInt64(index))
                        clip.observe(try await worker.commandEvents(samples: samples), effects: effects)
                        results.append((index, clip))
                        let done = counter.increment()
                        if done % step == 0 || done == clips.count { progress("wrong actions: \(done)/\(clips.count) clips") }
                    }
                    return results
                }
            }
            for try await results in group {
                for (index, clip) in results { observed[index] = clip }
            }
        }

        var report = WrongActionReport(clips: observed, heldOutVoice: options.heldOutVoice,
                                       inForce: SureThreshold(inForce: options.settings),
                                       minimumFit: options.settings.commandMinimumFit, minimumCoverage: options.settings.commandMinimumCoverage)
        report.leftOut = acceptedInText
        try checkpoint(report)
        if options.reference {
            report.reference = try await runReference(clips, speech: speech, babble: babble, suite: textSuite,
                                                      effects: effects, scratch: scratch, progress: progress)
        }
        return report
    }

    /// Every sentence in every voice (each (sentence, voice) meeting the next background in turn), or
    /// with `oneVoicePerSentence` each sentence in one voice, the voices taking turns and each round of
    /// them meeting the next background.
    static func plan(_ sentences: [WrongActionClip], voices: [String], oneVoicePerSentence: Bool) -> [WrongActionClip] {
        var planned: [WrongActionClip] = []
        for (sentenceIndex, sentence) in sentences.enumerated() {
            // One voice: the voices take turns and each round of them meets the next background.
            let sayers = oneVoicePerSentence ? [sentenceIndex % voices.count] : Array(voices.indices)
            for voiceIndex in sayers {
                var clip = sentence
                clip.voice = voices[voiceIndex]
                clip.noise = noises[(oneVoicePerSentence ? sentenceIndex / voices.count : sentenceIndex + voiceIndex) % noises.count].name
                planned.append(clip)
            }
        }
        return planned
    }

    /// Commands sampled from the registered phrases, read back on a store of their own on the corpus's day.
    func phraseSample(scratch: String) async throws -> [WrongActionClip] {
        guard options.phraseSample > 0 else { return [] }
        let sampler = try await BenchPhraseSampler(suite: Self.suite(store: Store.inMemory(migrations: SkillSuite.migrations)))
        return await sampler.sample(count: options.phraseSample, seed: options.seed).map {
            WrongActionClip(source: .phrases, category: $0.intent, sentence: $0.words, voice: "", noise: "",
                            expectedIntent: $0.intent, expectedSlots: $0.parameters.mapValues(\.description))
        }
    }

    /// One clip's audio: the sentence padded with silence, the clip's background mixed under it.
    static func clipAudio(_ speech: [Int16], noise: String, babble: [Float], seed: UInt64) -> [Int16] {
        let rate = Double(AudioFrame.sampleRate)
        let padded = [Int16](repeating: 0, count: Int(padding.before * rate)) + speech
            + [Int16](repeating: 0, count: Int(padding.after * rate))
        guard let background = noises.first(where: { $0.name == noise }), let kind = background.kind else { return padded }
        let noiseSamples: [Float]
        switch kind {
        case .pink: noiseSamples = BenchNoise.pink(count: padded.count, seed: seed)
        case .babble:
            var random = BenchRandom(seed: seed, stream: 0x4F46_4653)
            noiseSamples = BenchNoise.segment(of: babble, offset: random.index(below: max(1, babble.count)), count: padded.count)
        }
        let gain = BenchNoise.noiseGain(speechRMS: BenchNoise.rms(speech), noiseRMS: BenchNoise.rms(noiseSamples), snr: background.snr)
        return BenchNoise.mix(padded, noise: noiseSamples, gain: gain)
    }

    /// A minute of babble: four paragraphs of ordinary talk in four voices, reversed and overlapped.
    static func babbleTracks(speaker: BenchSpeaker, voices: [String]) async throws -> [Float] {
        var tracks: [[Int16]] = []
        for (index, paragraph) in BenchSentences.paragraphs.prefix(4).enumerated() {
            tracks.append(try await speaker.say(paragraph, voice: voices[index % voices.count]))
        }
        return BenchNoise.babble(from: tracks, count: 60 * AudioFrame.sampleRate, seed: 0xBABB1E)
    }

    /// The built-in skills (and `extraSkills`) on `store`, on the corpus's day.
    static func suite(store: Store, extraSkills: [any Skill] = []) throws -> SkillSuite {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return try SkillSuite(store: store, clock: ManualClock(start: SentenceCorpus.checkedAt), calendar: calendar,
                              extraSkills: extraSkills)
    }

    /// Types the corpus's setup sentences (answering "yes" to any question), as the corpus check does.
    static func perform(_ setup: [String], on suite: SkillSuite) async {
        let runner = IntentRunner(registry: suite.registry)
        for sentence in setup {
            _ = await runner.handle(sentence, conversation: ScriptedConversation(answers: ["yes"]))
        }
    }
}
