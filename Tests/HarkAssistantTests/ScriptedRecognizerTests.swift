import Foundation
import HarkAssistant
import HarkAudio
import HarkSkills
import HarkSpeech
import Testing

/// A recognizer that plays a script instead of decoding: events at given frame
/// numbers, and fixed answers for the second pass and the fit. It records the
/// calls the assistant makes, so a test sees which recognizer work a turn costs.
final class ScriptedRecognizer: SpeechRecognizer {
    /// Events returned after the frame of this number (counted from 0) is processed.
    var script: [Int: [RecognitionEvent]]
    /// What the second pass reads.
    var secondPass: UtteranceScore
    /// The fit every fit or confidence call reports.
    var fitResult: GrammarFit
    /// What the second pass reads with a given search ("followup"), instead of ``secondPass``.
    var readingBySearch: [String: UtteranceScore] = [:]
    /// The fit of a given sentence, instead of ``fitResult``.
    var fitBySentence: [String: GrammarFit] = [:]
    /// What the second pass reads of less than the whole utterance (a stretch cut from it), instead of the above (nil: the same).
    var readingOfPart: UtteranceScore?
    /// What the command language model reads (nil: no model registered).
    var freeReading: UtteranceScore?
    private(set) var calls: [String] = []
    /// How many samples each second pass and alignment was given, in call order.
    private(set) var samplesGiven: [Int] = []
    private(set) var activeSearch: Search?
    /// A quarter second of a quiet room, speech-loud samples, the closing silence (as the endpointer hands it over).
    var lastUtteranceAudio: [Int16] = [Int16](repeating: 3, count: 4_000) + [Int16](repeating: 1_000, count: 16_000)
        + [Int16](repeating: 3, count: 11_200)
    var lastUtteranceVoicedSeconds = 1.0
    private var frames = 0

    static func label(_ search: Search) -> String {
        if case .grammar(let name) = search { name } else { "wake" }
    }

    init(script: [Int: [RecognitionEvent]], secondPass: UtteranceScore, fit: GrammarFit) {
        self.script = script
        self.secondPass = secondPass
        self.fitResult = fit
    }

    func setWakePhrases(_ phrases: [Keyphrase]) throws(RecognizerError) { calls.append("setWakePhrases") }
    func setGrammar(_ jsgf: String, name: String) throws(RecognizerError) { calls.append("setGrammar \(name)") }
    func vocabulary(ofGrammar jsgf: String) throws(RecognizerError) -> [String] { [] }
    func makePronounceable(_ words: [String]) throws(RecognizerError) {}
    func makePronounceable(wakePhrases: [Keyphrase]) throws(RecognizerError) {}
    func listen(for search: Search) throws(RecognizerError) { activeSearch = search }
    /// The utterance's audio from the frame of this number on (the stretch grew after a pause).
    var audioAfterFrame: [Int: [Int16]] = [:]
    func process(_ frame: AudioFrame) throws(RecognizerError) -> [RecognitionEvent] {
        defer { frames += 1 }
        if let audio = audioAfterFrame[frames] { lastUtteranceAudio = audio }
        return script[frames] ?? []
    }
    func finish() throws(RecognizerError) -> [RecognitionEvent] { [] }
    func decode(_ samples: [Int16], with search: Search) throws(RecognizerError) -> UtteranceScore {
        calls.append("decode \(Self.label(search))")
        samplesGiven.append(samples.count)
        if samples.count < lastUtteranceAudio.count, let readingOfPart { return readingOfPart }
        return readingBySearch[Self.label(search)] ?? secondPass
    }
    func confidence(of samples: [Int16], sentence: String) throws(RecognizerError) -> GrammarFit {
        calls.append("align \(sentence)")
        samplesGiven.append(samples.count)
        return fitBySentence[sentence] ?? fitResult
    }
    func setFreeReading(grammars: [String], words: FreeReadingWords) throws(RecognizerError) {
        calls.append("setFreeReading \(grammars.count)")
    }
    func readFreely(_ samples: [Int16]) throws(RecognizerError) -> UtteranceScore? {
        calls.append("readFreely")
        return freeReading
    }
    func confidence(of samples: [Int16], grammar: Search) throws(RecognizerError) -> GrammarFit {
        calls.append("confidence \(Self.label(grammar))")
        return fitResult
    }
    /// The fits the wake check reports, one per call in order (then ``fitResult``'s).
    var wakeFits: [Double] = []
    func wakeEvidence(of samples: [Int16], grammar: Search) throws(RecognizerError) -> WakeEvidence {
        calls.append("confidence \(Self.label(grammar))")
        return WakeEvidence(fit: wakeFits.isEmpty ? fitResult.acousticRatio : wakeFits.removeFirst())
    }
    /// What a second look at a stretch of speech spots (nil: nothing), in stream time.
    var secondLook: KeywordDetection?
    func spotKeyword(in samples: [Int16], startingAt start: Double) throws(RecognizerError) -> KeywordDetection? {
        calls.append("look \(samples.count) from \(start)")
        return secondLook
    }
}

/// The assistant driven through the `SpeechRecognizer` seam by a scripted fake:
/// what it does with a reading, without PocketSphinx.
@Suite struct ScriptedRecognizerTests {
    struct Quiet: SpeechSynthesizer {
        func synthesize(_ text: String, settings: VoiceSettings) async throws -> [Int16] { [0, 0] }
    }

    static func hypothesis(_ text: String) -> Hypothesis {
        Hypothesis(text: text, score: -1_000, words: [], start: 0.2, end: 1.0, search: "command")
    }

    /// Runs two seconds of frames through an assistant without wake phrase; the
    /// streaming pass "hears" `streamed` at frame 50 and the second pass reads `second`.
    static func run(streamed: String, second: String, ratio: Double) async throws -> (Pipeline.Events, ScriptedRecognizer) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-scripted-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let settings = AssistantSettings()
        let suite = try SkillSuite(directory: directory, settings: settings.skills)
        let reading = UtteranceScore(text: second, score: -900, frames: 100, acousticScore: -50_000, wordFrames: 80)
        let recognizer = ScriptedRecognizer(
            script: [10: [.speechStarted(at: 0.2)], 50: [.speechEnded(at: 1.0), .hypothesis(hypothesis(streamed))]],
            secondPass: reading,
            fit: GrammarFit(hypothesis: reading, acousticRatio: ratio, coverage: 1))
        return (try await play(recognizer, suite: suite, settings: settings), recognizer)
    }

    /// Plays `samples` of silence through an assistant without wake phrase on `suite`, with
    /// `recognizer` hearing what its script says; returns what the assistant did.
    static func play(_ recognizer: ScriptedRecognizer, suite: SkillSuite, settings: AssistantSettings,
                     samples: Int = 32_000) async throws -> Pipeline.Events {
        let events = Pipeline.Events()
        let assistant = Assistant(
            settings: settings, suite: suite, recognizer: recognizer, synthesizer: Quiet(),
            sink: SilentReplySink(), wakeRequired: false, emit: { events.append($0) })
        try await assistant.prepare()
        try await assistant.run(source: SampleBufferSource(samples: [Int16](repeating: 0, count: samples)))
        return events
    }

    @Test func theSecondPassReadingWinsAndItsSentenceIsJudged() async throws {
        let (events, recognizer) = try await Self.run(streamed: "start the feeding", second: "start feeding", ratio: -3)
        #expect(events.intents == ["StartFeeding"])
        #expect(events.said == ["OK, I started the feeding timer."])
        // One second pass, then the fit of its sentence (not the streamed one); the
        // calls leave the session alone, so nobody switches the search back.
        #expect(recognizer.calls.filter { !$0.hasPrefix("setGrammar") && !$0.hasPrefix("setFreeReading") } == ["decode command", "align start feeding"])
        #expect(recognizer.activeSearch == .grammar("command"))
    }

    /// With `listening.trim_to_speech`, the second pass and the alignment are given the loud
    /// stretch of an utterance that quieter talk surrounds (with 0.3 s on each side); without it, all of it.
    @Test(arguments: [true, false])
    func trimmingToSpeechHandsTheSecondPassTheLoudStretch(trim: Bool) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-scripted-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var settings = AssistantSettings()
        settings.trimToSpeech = trim
        let suite = try SkillSuite(directory: directory, settings: settings.skills)
        let reading = UtteranceScore(text: "start feeding", score: -900, frames: 100, acousticScore: -50_000, wordFrames: 80)
        let recognizer = ScriptedRecognizer(
            script: [10: [.speechStarted(at: 0.2)], 50: [.speechEnded(at: 1.0), .hypothesis(Self.hypothesis("start feeding"))]],
            secondPass: reading, fit: GrammarFit(hypothesis: reading, acousticRatio: -3, coverage: 1))
        let talk = (0..<24_000).map { Int16(150 * sin(Double($0) * 0.07)) }
        let voice = (0..<16_000).map { Int16(8_000 * sin(Double($0) * 0.12)) }
        recognizer.lastUtteranceAudio = talk + voice + talk
        let events = try await Self.play(recognizer, suite: suite, settings: settings)
        #expect(events.intents == ["StartFeeding"])
        let expected = trim ? 16_000 + 2 * 4_800 : 64_000
        #expect(recognizer.samplesGiven.count == 2)
        #expect(recognizer.samplesGiven.allSatisfy { abs($0 - expected) <= 800 }, "\(recognizer.samplesGiven)")
    }

    /// A command others talked around (the endpointer kept it open over their talk) whose whole
    /// reading is refused is read again from its loudest stretch alone; a change so heard is asked
    /// about first ("talk around"). Without talk around it, nothing is cut and the refusal stands.
    @Test(arguments: [true, false])
    func aRefusedCommandIsReadAgainFromItsLoudestStretch(talkAround: Bool) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-scripted-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let settings = AssistantSettings()
        let suite = try SkillSuite(directory: directory, settings: settings.skills)
        let garbled = UtteranceScore(text: "when is that cookies timer up", score: -900, frames: 100, acousticScore: -50_000, wordFrames: 80)
        let meant = UtteranceScore(text: "start feeding", score: -900, frames: 60, acousticScore: -30_000, wordFrames: 50)
        let recognizer = ScriptedRecognizer(
            script: [10: [.speechStarted(at: 0.2)], 50: [.speechEnded(at: 1.0), .hypothesis(Self.hypothesis(garbled.text))]],
            secondPass: garbled, fit: GrammarFit(hypothesis: garbled, acousticRatio: -40, coverage: 1))
        recognizer.readingOfPart = meant
        recognizer.fitBySentence[meant.text] = GrammarFit(hypothesis: meant, acousticRatio: -3, coverage: 1, wordScore: -10)
        let talk = (0..<24_000).map { Int16(150 * sin(Double($0) * 0.07)) }
        let voice = (0..<16_000).map { Int16(8_000 * sin(Double($0) * 0.12)) }
        let quiet = [Int16](repeating: 3, count: 4_000)
        recognizer.lastUtteranceAudio = talkAround ? talk + voice + talk : quiet + voice + quiet
        let events = try await Self.play(recognizer, suite: suite, settings: settings)
        #expect(events.intents.isEmpty)
        if talkAround {
            #expect(events.all.contains(.confirm(intent: "StartFeeding", reason: "talk around")), "\(events.all)")
            #expect(events.said.first == "Start feeding?")
            let heard = events.all.first { if case .heard = $0 { true } else { false } }
            guard case .heard(let text, _, _, _, _, _, _, _, let trimmed)? = heard else {
                Issue.record("no heard event in \(events.all)")
                return
            }
            #expect(text == "start feeding" && trimmed)
            #expect(recognizer.samplesGiven.contains { abs($0 - (16_000 + 2 * 4_800)) <= 800 }, "\(recognizer.samplesGiven)")
        } else {
            #expect(events.said == ["Sorry, I didn't catch that."])
            #expect(recognizer.samplesGiven.allSatisfy { $0 == 24_000 }, "\(recognizer.samplesGiven)")
        }
    }

    @Test func aReadingThatFitsBadlyIsRejected() async throws {
        let (events, _) = try await Self.run(streamed: "start feeding", second: "start feeding", ratio: -40)
        #expect(events.intents.isEmpty)
        #expect(events.said == ["Sorry, I didn't catch that."])
    }

    /// Words only the second pass read (the stream found no path through the grammar) are
    /// heard with doubt: a change is asked about first, and nothing runs without a yes.
    @Test func aReadingOfTheSecondPassAloneIsAskedAboutBeforeAChange() async throws {
        let (events, recognizer) = try await Self.run(streamed: "", second: "start feeding", ratio: -3)
        #expect(events.all.contains(.confirm(intent: "StartFeeding", reason: "second pass")), "\(events.all)")
        #expect(events.said.first == "Start feeding?")
        #expect(events.intents.isEmpty)
        #expect(recognizer.calls.filter { !$0.hasPrefix("setGrammar") && !$0.hasPrefix("setFreeReading") } == ["decode command", "align start feeding"])
    }

    /// The same words read by the stream too are sure: the feeding starts at once.
    @Test func aReadingBothPassesAgreeOnIsSure() async throws {
        let (events, _) = try await Self.run(streamed: "start feeding", second: "start feeding", ratio: -3)
        #expect(!events.all.contains { if case .confirm = $0 { true } else { false } })
        #expect(events.intents == ["StartFeeding"])
    }

    @Test func whenTheSecondPassHearsNothingTheStreamedSentenceIsAligned() async throws {
        let (events, recognizer) = try await Self.run(streamed: "start feeding", second: "", ratio: -3)
        #expect(events.intents == ["StartFeeding"])
        #expect(recognizer.calls.filter { !$0.hasPrefix("setGrammar") && !$0.hasPrefix("setFreeReading") } == ["decode command", "align start feeding"])
    }

    /// Words that, aligned, score like nothing said are not understood, however well the
    /// sentence fits as a whole; at the floor and above they are; 0 turns the floor off.
    @Test(arguments: [(-32.0, -30.0, false), (-30.0, -30.0, true), (-32.0, 0.0, true)])
    func wordsThatScoreBadlyAreNotUnderstood(wordScore: Double, floor: Double, understood: Bool) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-scripted-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var settings = AssistantSettings()
        settings.commandRefusedWordScore = floor
        settings.commandSureWordScore = -1_000
        let suite = try SkillSuite(directory: directory, settings: settings.skills)
        let reading = UtteranceScore(text: "start feeding", score: -900, frames: 100, acousticScore: -50_000, wordFrames: 80)
        let recognizer = ScriptedRecognizer(
            script: [10: [.speechStarted(at: 0.2)], 50: [.speechEnded(at: 1.0), .hypothesis(Self.hypothesis("start feeding"))]],
            secondPass: reading, fit: GrammarFit(hypothesis: reading, acousticRatio: -3, coverage: 1, wordScore: wordScore))
        let events = try await Self.play(recognizer, suite: suite, settings: settings)
        #expect(events.intents == (understood ? ["StartFeeding"] : []))
        #expect((events.said == ["Sorry, I didn't catch that."]) == !understood, "\(events.said)")
    }
}

