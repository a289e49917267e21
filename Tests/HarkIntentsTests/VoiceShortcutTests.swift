import Foundation
import HarkTesting
import Synchronization
import Testing
@testable import HarkIntents

/// Voice shortcuts in the registry: a phrase of the person's own that runs an intent with values
/// fixed, heard and read like any phrase, refused with a reason when it cannot be heard apart.
@Suite(.serialized) struct VoiceShortcutTests {
    let registry: SkillRegistry
    init() throws {
        registry = try SkillRegistry(skills: [TestSkill()])
    }

    func run(_ text: String, answers: [String?] = []) async -> (IntentOutcome, [String]) {
        let conversation = ScriptedConversation(answers: answers)
        let outcome = await IntentRunner(registry: registry).handle(text, conversation: conversation)
        return (outcome, await conversation.said)
    }

    static let pizza = VoiceShortcutDefinition(id: 1, phrase: "Pineapple pizza!", intent: "CallContact", values: ["contact": "Mom", "delay": "5 minutes"])

    @Test func aShortcutRunsItsIntentWithTheFixedValues() async throws {
        #expect(registry.setVoiceShortcuts([Self.pizza]).isEmpty)
        let (outcome, said) = await run("pineapple pizza")
        #expect(said == ["Mom will call you in 5 minutes."])
        #expect(outcome == .completed(intent: "CallContact", parameters: ["contact": .string("Mom"), "delay": .int(300)],
                                      dialog: "Mom will call you in 5 minutes."))
        // It is in the speech grammar, and in the grammar of the person's own phrases.
        let compiled = try await registry.compiled()
        #expect(compiled.grammar.contains("pineapple pizza"))
        #expect(compiled.userGrammar?.contains("pineapple pizza") == true)
        // Recognizer output reaches it too, with the values as words.
        let match = try #require(await registry.route(["pineapple", "pizza"], allowingFillers: false))
        #expect(match.intent.identifier == "CallContact" && match.slots == ["contact": ["mom"], "delay": ["five", "minutes"]])
    }

    @Test func aRequiredValueLeftOutIsAskedWhenTheShortcutRuns() async {
        registry.setVoiceShortcuts([VoiceShortcutDefinition(id: 2, phrase: "egg o clock", intent: "SetTimer")])
        let (outcome, said) = await run("egg o clock", answers: ["seven minutes"])
        #expect(said == ["For how long?", "Timer set for 7 minutes."])
        #expect(outcome == .completed(intent: "SetTimer", parameters: ["duration": .int(420)], dialog: "Timer set for 7 minutes."))
    }

    @Test func phrasesThatCannotBeHeardApartAreRefusedWithTheReason() async {
        let cases: [(VoiceShortcutDefinition, VoiceShortcutProblem.Code, String)] = [
            (.init(id: 0, phrase: "   ", intent: "SetTimer"), .invalidPhrase, "empty"),
            (.init(id: 0, phrase: "pizza", intent: "SetTimer"), .invalidPhrase, "too short"),
            (.init(id: 0, phrase: "pizza 4 two", intent: "SetTimer"), .invalidPhrase, "digits"),
            (.init(id: 0, phrase: "pizza <time>", intent: "SetTimer"), .invalidPhrase, "\"<\""),
            (.init(id: 0, phrase: "crème brûlée", intent: "SetTimer"), .invalidPhrase, "a to z"),
            (.init(id: 0, phrase: "set a timer", intent: "LogAmount"), .collision, "\"set a timer\" of Test ▸ SetTimer"),
            // Words a built-in phrase reads with a value: "log {amount} milliliters".
            (.init(id: 0, phrase: "log ten milliliters", intent: "SetTimer"), .collision, "Test ▸ LogAmount"),
            (.init(id: 0, phrase: "quick egg", intent: "Boil"), .unknownIntent, "Boil"),
            (.init(id: 0, phrase: "quick egg", intent: "SetTimer", values: ["minutes": "7"]), .unknownParameter, "it takes duration"),
            (.init(id: 0, phrase: "quick egg", intent: "SetTimer", values: ["duration": "purple"]), .invalidValue, "duration \"purple\""),
            (.init(id: 0, phrase: "quick egg", intent: "LogAmount", values: ["amount": "900"]), .invalidValue, "between 1 and 500"),
            (.init(id: 0, phrase: "grandpa call", intent: "CallContact", values: ["contact": "Grandpa"]), .invalidValue, "contact \"Grandpa\""),
            (.init(id: 0, phrase: "mia call", intent: "CallContact", values: ["contact": "Mia"]), .invalidValue, "could be"),
        ]
        for (definition, code, words) in cases {
            let problem = await registry.check(definition)
            #expect(problem?.code == code, "\(definition.phrase): \(String(describing: problem))")
            #expect(problem?.message.contains(words) == true, "\(definition.phrase): \(problem?.message ?? "accepted")")
        }
        let fine = await registry.check(.init(id: 0, phrase: "quick egg", intent: "SetTimer", values: ["duration": "7 minutes"]))
        #expect(fine == nil)
    }

    /// The registry's own check fills only number, duration, time and day slots; a shortcut said
    /// as a phrase with an enum case or a stored name in its slot would take that phrase's words
    /// (a shortcut "what's in the fridge" ran a fake call instead of listing the fridge).
    @Test func aShortcutReadByAPhraseWithANameOrEnumCaseIsRefused() async {
        for (phrase, command) in [("put it in the refrigerator", "Store"), ("call mom", "Call")] {
            let problem = await registry.check(.init(id: 0, phrase: phrase, intent: "SetTimer"))
            #expect(problem?.code == .collision, "\(phrase): \(String(describing: problem))")
            #expect(problem?.conflict?.hasPrefix("a command I know: \(command)") == true, "\(phrase): \(String(describing: problem))")
        }
        // A name nobody stored is no phrase's, and neither is a place no enum has.
        #expect(await registry.check(.init(id: 0, phrase: "call grandpa", intent: "SetTimer")) == nil)
        #expect(await registry.check(.init(id: 0, phrase: "put it in the oven", intent: "SetTimer")) == nil)
    }

    @Test func aStoredShortcutThatTakesACommandsWordsIsNamed() async {
        // Stored before such shortcuts were refused, or before the name made its words a command.
        registry.setVoiceShortcuts([.init(id: 4, phrase: "call mom", intent: "SetTimer"), Self.pizza])
        #expect(registry.voiceShortcuts.map(\.id).sorted() == [1, 4])
        let taking = await registry.shortcutsTakingCommands()
        #expect(taking.map(\.shortcut) == [4])
        #expect(taking.first?.conflict?.hasPrefix("a command I know: Call") == true, "\(taking)")
        #expect(taking.first?.message.contains("hark shortcuts edit 4") == true, "\(taking)")
    }

    @Test func aShortcutCollidingWithAnotherNamesIt() async {
        registry.setVoiceShortcuts([Self.pizza])
        let problem = await registry.check(.init(id: 0, phrase: "pineapple pizza", intent: "SetTimer"))
        #expect(problem?.code == .collision && problem?.message.contains("same words as your shortcut \"Pineapple pizza!\"") == true, "\(String(describing: problem))")
        // Editing a shortcut is checked without itself.
        #expect(await registry.check(.init(id: 1, phrase: "pineapple pizza", intent: "SetTimer")) == nil)
    }

    @Test func oneBadStoredShortcutLeavesTheOthersHeard() async {
        let problems = registry.setVoiceShortcuts([
            .init(id: 1, phrase: "set a timer", intent: "LogAmount"),
            .init(id: 2, phrase: "gone skill", intent: "Removed"),
            .init(id: 3, phrase: "quick egg", intent: "SetTimer", values: ["duration": "7 minutes"]),
        ])
        #expect(problems.map(\.shortcut) == [1, 2])
        #expect(registry.voiceShortcuts.map(\.id) == [3])
        let (_, said) = await run("quick egg")
        #expect(said == ["Timer set for 7 minutes."])
        // The built-in phrase it collided with still reaches its own intent.
        let (outcome, _) = await run("set a timer", answers: ["ten minutes"])
        #expect(outcome == .completed(intent: "SetTimer", parameters: ["duration": .int(600)], dialog: "Timer set for 10 minutes."))
    }

    @Test func aSkillRegisteredLaterKeepsTheShortcutsAndWinsACollision() async throws {
        registry.setVoiceShortcuts([.init(id: 5, phrase: "count sheep", intent: "NeedsLater"), Self.pizza])
        #expect(registry.voiceShortcuts.map(\.id) == [5, 1])
        try registry.register(LaterSkill())
        #expect(registry.voiceShortcuts.map(\.id) == [5])
        #expect(registry.voiceShortcutProblems.map(\.shortcut) == [1])
        #expect(registry.voiceShortcutProblems.first?.message.contains("\"pineapple pizza\" of Later ▸ LaterTimer") == true,
                "\(registry.voiceShortcutProblems)")
        let (_, pizza) = await run("pineapple pizza")
        #expect(pizza == ["Pizza timer."])
        let (_, said) = await run("count sheep", answers: ["three"])
        #expect(said == ["How many?", "Counted 3."])
    }

    @Test func storedShortcutsAreReadAgainAtEachRefresh() async throws {
        let stored = Mutex<[VoiceShortcutDefinition]>([])
        registry.useVoiceShortcuts { stored.withLock { $0 } }
        #expect(try await registry.compiled().grammar.contains("pineapple") == false)
        stored.withLock { $0 = [Self.pizza] }
        // Another process stored one: the next refresh hears it, without a restart.
        #expect(try await registry.refreshed().grammar.contains("pineapple pizza"))
        let (_, said) = await run("pineapple pizza")
        #expect(said == ["Mom will call you in 5 minutes."])
        stored.withLock { $0 = [] }
        #expect(try await registry.refreshed().grammar.contains("pineapple") == false)
        let outcome = await IntentRunner(registry: registry).handle("pineapple pizza", conversation: ScriptedConversation(answers: []))
        if case .notUnderstood = outcome {} else { Issue.record("a deleted shortcut still runs: \(outcome)") }
    }
}

/// A skill registered after shortcuts were set, with a phrase one of them uses.
struct LaterSkill: Skill {
    let name = "Later"
    var shortcuts: [AppShortcut] {
        [AppShortcut(intent: LaterTimer.self, phrases: ["pineapple pizza"])]
    }
}

struct LaterTimer: AppIntent {
    static let title = "Set a later timer"
    func perform() async throws -> IntentResult { .result(dialog: "Pizza timer.") }
}
