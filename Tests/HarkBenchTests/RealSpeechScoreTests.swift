import HarkIntents
import Testing
import HarkAssistant
@testable import HarkBench

/// Scoring one real recording from the events of its run, against its label.
@Suite("Real-speech scoring")
struct RealSpeechScoreTests {
    static let label = RealSpeechLabel(intent: "orderDrink", slots: ["coffeeDrink": "latte", "size": "large"])

    static func heard(_ text: String = "a large latte") -> AssistantEvent {
        .heard(text: text, confidence: -1, coverage: 1, at: 1)
    }
    static func order(_ parameters: [String: JSONValue]) -> AssistantEvent { .intent(intent: "orderDrink", parameters: parameters) }
    static let say = AssistantEvent.say(text: "One large latte.", at: 2, latency: 0.4)

    @Test("the labelled intent with exactly its slots in one turn is right and clean")
    func rightAndClean() {
        let score = RealSpeechClipScore(
            events: [Self.heard(), Self.order(["coffeeDrink": .string("latte"), "size": .string("large")]), Self.say,
                     .say(text: "more", at: 3, latency: 0.9)],
            label: Self.label)
        #expect(score == RealSpeechClipScore(right: true, clean: true, spuriousTurn: false, latency: 0.4))
    }

    @Test("a wrong slot value or a missing slot is wrong")
    func wrongSlot() {
        let wrong = RealSpeechClipScore(
            events: [Self.heard(), Self.order(["coffeeDrink": .string("latte"), "size": .string("small")]), Self.say],
            label: Self.label)
        #expect(!wrong.right && !wrong.clean && !wrong.spuriousTurn)
        let missing = RealSpeechClipScore(events: [Self.heard(), Self.order(["coffeeDrink": .string("latte")])], label: Self.label)
        #expect(!missing.right)
    }

    @Test("a slot filled that the label does not have is wrong; a null one is not filled")
    func extraSlot() {
        let extra = RealSpeechClipScore(
            events: [Self.heard(), Self.order(["coffeeDrink": .string("latte"), "size": .string("large"), "roast": .string("dark roast")])],
            label: Self.label)
        #expect(!extra.right)
        let null = RealSpeechClipScore(
            events: [Self.heard(), Self.order(["coffeeDrink": .string("latte"), "size": .string("large"), "roast": .null])],
            label: Self.label)
        #expect(null.right && null.clean)
    }

    @Test("another intent, or none at all, is wrong")
    func wrongIntent() {
        let other = RealSpeechClipScore(events: [Self.heard(), .intent(intent: "cancel", parameters: [:])], label: Self.label)
        #expect(!other.right)
        let rejected = RealSpeechClipScore(
            events: [.rejected(text: "uh", confidence: -9, coverage: 0.2, at: 1), .notUnderstood(text: "uh")], label: Self.label)
        #expect(!rejected.right && !rejected.spuriousTurn && rejected.latency == nil)
    }

    @Test("a rejected turn before the command is spurious: right, but not clean")
    func spuriousRejectedTurn() {
        let score = RealSpeechClipScore(
            events: [.rejected(text: "uh", confidence: -9, coverage: 0.2, at: 0.5),
                     .say(text: "Sorry, I didn't catch that.", at: 1, latency: 0.2),
                     Self.heard(), Self.order(["coffeeDrink": .string("latte"), "size": .string("large")]), Self.say],
            label: Self.label)
        #expect(score == RealSpeechClipScore(right: true, clean: false, spuriousTurn: true, latency: 0.2))
    }

    @Test("a second heard turn after the command is spurious")
    func secondTurn() {
        let score = RealSpeechClipScore(
            events: [Self.heard(), Self.order(["coffeeDrink": .string("latte"), "size": .string("large")]), Self.heard("latte")],
            label: Self.label)
        #expect(score.right && !score.clean && score.spuriousTurn)
    }

    @Test("the summary counts clips, right, clean and spurious, and names the wrong clips")
    func summary() {
        let summary = RealSpeechSummary(scores: [
            "a.flac": RealSpeechClipScore(right: true, clean: true, spuriousTurn: false, latency: 0.3),
            "b.flac": RealSpeechClipScore(right: true, clean: false, spuriousTurn: true, latency: 0.5),
            "c.flac": RealSpeechClipScore(right: false, clean: false, spuriousTurn: false, latency: nil),
        ])
        #expect(summary.clips == 3 && summary.right == 2 && summary.clean == 1 && summary.spuriousTurns == 1)
        #expect(summary.latencyP50 == 0.4)
        #expect(summary.wrong == ["c.flac"])
        #expect(summary.text.contains("commands right                 2/3 (66.7%)"))
    }
}
