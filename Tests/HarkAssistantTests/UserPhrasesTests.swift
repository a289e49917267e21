import Foundation
import HarkAssistant
import HarkAudio
import HarkIntents
import HarkSkills
import HarkSpeech
import Testing

/// A person's own phrases are read again on their own when the whole grammar's reading
/// is refused: the broad built-in phrases (timers with any duration and name) must not
/// hide an order the person wrote a phrase for. Through the scripted recognizer.
@Suite struct UserPhrasesTests {
    struct OrderTea: AppIntent {
        static let title = "Order tea"
        func perform() async throws -> IntentResult { .result(dialog: "One pot of tea.") }
    }

    struct TeaShop: Skill {
        let name = "Tea shop"
        let isUserDefined: Bool
        var shortcuts: [AppShortcut] { [AppShortcut(intent: OrderTea.self, phrases: ["a pot of [green] tea please"])] }
    }

    static let refused = "how much time is left on the tea timer"
    static let order = "a pot of tea please"

    static func reading(_ text: String) -> UtteranceScore {
        UtteranceScore(text: text, score: -900, frames: 100, acousticScore: -50_000, wordFrames: 80)
    }

    static func fit(_ text: String, ratio: Double, wordScore: Double = -12) -> GrammarFit {
        GrammarFit(hypothesis: reading(text), acousticRatio: ratio, coverage: 1, wordScore: wordScore)
    }

    /// One utterance: the whole grammar reads `refused` with fit `wholeFit`; the user phrases alone read
    /// the order with fit `orderFit`.
    static func turn(userDefined: Bool, wholeFit: Double = -30, orderFit: Double = -6, orderWordScore: Double = -12) async throws
        -> (Pipeline.Events, ScriptedRecognizer) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-user-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let settings = AssistantSettings()
        let suite = try SkillSuite(directory: directory, settings: settings.skills)
        try suite.registry.register(TeaShop(isUserDefined: userDefined))
        let recognizer = ScriptedRecognizer(
            script: [10: [.speechStarted(at: 0.2)], 50: [.speechEnded(at: 1.0), .hypothesis(ScriptedRecognizerTests.hypothesis(refused))]],
            secondPass: reading(refused), fit: fit(refused, ratio: wholeFit, wordScore: -30))
        recognizer.readingBySearch["command_user"] = reading(order)
        recognizer.fitBySentence[order] = fit(order, ratio: orderFit, wordScore: orderWordScore)
        return (try await ScriptedRecognizerTests.play(recognizer, suite: suite, settings: settings), recognizer)
    }

    @Test func aRefusedReadingIsReadAgainWithThePersonsOwnPhrases() async throws {
        let (events, recognizer) = try await Self.turn(userDefined: true)
        #expect(recognizer.calls.contains("setGrammar command_user"))
        #expect(recognizer.calls.contains("decode command_user"))
        #expect(events.intents == ["OrderTea"])
        #expect(events.said == ["One pot of tea."])
        #expect(events.all.contains { if case .heard(Self.order, _, _, _, _, _, _, _, _) = $0 { true } else { false } })
        #expect(!events.all.contains { if case .rejected = $0 { true } else { false } })
    }

    @Test func theOwnReadingMustFitToo() async throws {
        let (events, _) = try await Self.turn(userDefined: true, orderFit: -30, orderWordScore: -30)
        #expect(events.intents.isEmpty)
        #expect(events.said == ["Sorry, I didn't catch that."])
        #expect(events.all.contains { if case .rejected(Self.refused, _, _, _, _, _) = $0 { true } else { false } })
    }

    @Test func aSecondReadingMustScoreAsPeoplesWordsDo() async throws {
        // A good fit is not enough for a second guess: its words must score as people's do.
        let (events, _) = try await Self.turn(userDefined: true, orderFit: -6, orderWordScore: -22)
        #expect(events.intents.isEmpty)
        #expect(events.said == ["Sorry, I didn't catch that."])
    }

    @Test func anAcceptedReadingIsNotReadAgain() async throws {
        let (events, recognizer) = try await Self.turn(userDefined: true, wholeFit: -5)
        #expect(!recognizer.calls.contains("decode command_user"))
        #expect(!events.intents.contains("OrderTea"))
        #expect(!events.said.contains("One pot of tea."))
    }

    @Test func phrasesThatCameWithHarkHaveNoSecondReading() async throws {
        let (events, recognizer) = try await Self.turn(userDefined: false)
        #expect(!recognizer.calls.contains("setGrammar command_user"))
        #expect(!recognizer.calls.contains("decode command_user"))
        #expect(events.intents.isEmpty)
        #expect(events.said == ["Sorry, I didn't catch that."])
    }
}
