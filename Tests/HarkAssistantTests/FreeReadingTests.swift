import Foundation
import HarkAssistant
import HarkAudio
import HarkIntents
import HarkSkills
import HarkSpeech
import Testing

/// A command the grammar's phrases refuse is read again with the command language model
/// (`listening.free_reading`): words in an order no phrase has are read as typed text is,
/// and a change so heard is always asked about first. Through the scripted recognizer.
@Suite struct FreeReadingTests {
    static let refused = "what is the egg timer at"

    static func reading(_ text: String) -> UtteranceScore {
        UtteranceScore(text: text, score: -900, frames: 100, acousticScore: -50_000, wordFrames: 80)
    }

    static func fit(_ text: String, ratio: Double, wordScore: Double) -> GrammarFit {
        GrammarFit(hypothesis: reading(text), acousticRatio: ratio, coverage: 1, wordScore: wordScore)
    }

    /// One utterance the grammar reads as `refused` with fit `wholeFit`; the language model reads `free`.
    static func turn(free: String?, wholeFit: Double = -30, freeFit: Double = -6, freeWordScore: Double = -12,
                     settings: AssistantSettings = AssistantSettings()) async throws -> (Pipeline.Events, ScriptedRecognizer) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-free-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let suite = try SkillSuite(directory: directory, settings: settings.skills)
        let recognizer = ScriptedRecognizer(
            script: [10: [.speechStarted(at: 0.2)], 50: [.speechEnded(at: 1.0), .hypothesis(ScriptedRecognizerTests.hypothesis(refused))]],
            secondPass: reading(refused), fit: fit(refused, ratio: wholeFit, wordScore: -30))
        recognizer.freeReading = free.map(reading)
        if let free { recognizer.fitBySentence[free] = fit(free, ratio: freeFit, wordScore: freeWordScore) }
        return (try await ScriptedRecognizerTests.play(recognizer, suite: suite, settings: settings), recognizer)
    }

    static func heardFreely(_ events: Pipeline.Events, _ text: String) -> Bool {
        events.all.contains { if case .heard(text, _, _, _, _, _, _, true, _) = $0 { true } else { false } }
    }

    @Test func aRefusedChangeReadFreelyIsAskedAboutFirst() async throws {
        // No spoken phrase says "could you start a feeding for me"; typed text reads it.
        let (events, recognizer) = try await Self.turn(free: "could you start a feeding for me")
        #expect(recognizer.calls.contains("setFreeReading 2"))
        #expect(recognizer.calls.contains("readFreely"))
        #expect(Self.heardFreely(events, "could you start a feeding for me"))
        #expect(events.all.contains(.confirm(intent: "StartFeeding", reason: "free reading")))
        // Nobody answers the question: nothing starts.
        #expect(!events.said.contains("OK, I started the feeding timer."))
    }

    @Test func aQuestionReadFreelyIsAnswered() async throws {
        let (events, _) = try await Self.turn(free: "please tell me when the baby last ate")
        #expect(Self.heardFreely(events, "please tell me when the baby last ate"))
        #expect(events.intents == ["LastFeeding"])
        #expect(!events.all.contains { if case .confirm = $0 { true } else { false } })
    }

    @Test func aFreeReadingMustScoreAsPeoplesWordsDo() async throws {
        let (events, _) = try await Self.turn(free: "could you start a feeding for me", freeFit: -6, freeWordScore: -22)
        #expect(events.intents.isEmpty)
        #expect(events.said == ["Sorry, I didn't catch that."])
        #expect(events.all.contains { if case .rejected(Self.refused, _, _, _, _, _) = $0 { true } else { false } })
    }

    @Test func wordsNoIntentReadsAreRefusedAsTheGrammarHeardThem() async throws {
        let (events, _) = try await Self.turn(free: "can you pass me the salt")
        #expect(events.intents.isEmpty)
        #expect(events.said == ["Sorry, I didn't catch that."])
        #expect(events.all.contains { if case .rejected(Self.refused, _, _, _, _, _) = $0 { true } else { false } })
        #expect(!Self.heardFreely(events, "can you pass me the salt"))
    }

    @Test func theModelIsMadeOnceForTheSamePhrases() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-free-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let settings = AssistantSettings()
        let suite = try SkillSuite(directory: directory, settings: settings.skills)
        let refusedTurn = [RecognitionEvent.speechEnded(at: 1.0), .hypothesis(ScriptedRecognizerTests.hypothesis(Self.refused))]
        let recognizer = ScriptedRecognizer(script: [10: [.speechStarted(at: 0.2)], 50: refusedTurn, 60: [.speechStarted(at: 1.2)], 90: refusedTurn],
                                            secondPass: Self.reading(Self.refused), fit: Self.fit(Self.refused, ratio: -30, wordScore: -30))
        recognizer.freeReading = Self.reading("can you pass me the salt")
        let events = try await ScriptedRecognizerTests.play(recognizer, suite: suite, settings: settings, samples: 48_000)
        #expect(events.said == ["Sorry, I didn't catch that.", "Sorry, I didn't catch that."])
        #expect(recognizer.calls.filter { $0 == "readFreely" }.count == 2)
        #expect(recognizer.calls.filter { $0.hasPrefix("setFreeReading") }.count == 1)
    }

    @Test func anAcceptedReadingIsNotReadFreely() async throws {
        let (events, recognizer) = try await Self.turn(free: "could you start a feeding for me", wholeFit: -5)
        #expect(!recognizer.calls.contains("readFreely"))
        #expect(!Self.heardFreely(events, "could you start a feeding for me"))
    }

    @Test func turnedOffNothingIsReadFreely() async throws {
        var settings = AssistantSettings()
        settings.freeReading = false
        let (events, recognizer) = try await Self.turn(free: "could you start a feeding for me", settings: settings)
        #expect(!recognizer.calls.contains { $0.hasPrefix("setFreeReading") || $0 == "readFreely" })
        #expect(events.said == ["Sorry, I didn't catch that."])
    }

    @Test func theHeardEventSaysTheWordsWereReadFreely() {
        let event = AssistantEvent.heard(text: "a", confidence: -3, coverage: 1, at: 1, freely: true)
        guard case .object(let object) = event.json else { Issue.record("not an object"); return }
        #expect(object["freely"] == .bool(true))
        guard case .object(let plain) = AssistantEvent.heard(text: "a", confidence: -3, coverage: 1, at: 1).json else { return }
        #expect(plain["freely"] == nil)
    }
}
