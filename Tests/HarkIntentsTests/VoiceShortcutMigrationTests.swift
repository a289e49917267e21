import Foundation
import HarkTesting
import Testing
@testable import HarkIntents

/// Stored voice shortcuts across a change of their intent (App Intents' schema compatibility, and
/// `CustomIntentMigratedAppIntent` for an intent under a new identifier): adding or removing a
/// parameter, or making one required, keeps a shortcut working; renaming a parameter or changing its
/// type breaks it, and it is reported, never run with wrong values.
@Suite struct VoiceShortcutMigrationTests {
    /// "morning brew", stored when `Brew` took `cups` (integer) and `wait` (duration).
    static let stored = VoiceShortcutDefinition(id: 1, phrase: "morning brew", intent: "Brew",
                                                values: ["cups": "2", "wait": "5 minutes"], types: ["cups": "integer", "wait": "duration"])

    func outcome<Intent: AppIntent>(_ intent: Intent.Type, answers: [String?] = []) async throws -> (problems: [VoiceShortcutProblem], said: [String]) {
        let registry = try SkillRegistry(skills: [BrewSkill<Intent>()])
        let problems = registry.setVoiceShortcuts([Self.stored])
        let conversation = ScriptedConversation(answers: answers)
        _ = await IntentRunner(registry: registry).handle("morning brew", conversation: conversation)
        return (problems, await conversation.said)
    }

    @Test func theSameIntentRunsIt() async throws {
        let (problems, said) = try await outcome(Brew.self)
        #expect(problems.isEmpty && said == ["Brewing 2 cups in 5 minutes."])
    }

    @Test func anIntentThatReplacesItRunsIt() async throws {
        let (problems, said) = try await outcome(BrewRenamedIntent.self)
        #expect(problems.isEmpty && said == ["Brewing 2 cups in 5 minutes, the new way."])
    }

    @Test func anAddedParameterKeepsItWorking() async throws {
        let (problems, said) = try await outcome(BrewWithSugar.self)
        #expect(problems.isEmpty && said == ["Brewing 2 cups in 5 minutes, no sugar."])
    }

    @Test func aRemovedParameterKeepsItWorkingWithoutThatValue() async throws {
        let (problems, said) = try await outcome(BrewNow.self)
        #expect(problems.isEmpty && said == ["Brewing 2 cups now."])
    }

    /// Stored with every parameter's type (as `hark shortcuts add` stores them), a parameter removed
    /// beside another of its type that the intent already had is a removal, not a rename.
    @Test func aRemovedParameterBesideAnUnsetOneOfItsTypeKeepsItWorking() async throws {
        var stored = Self.stored
        stored.types["steep"] = "duration"
        let registry = try SkillRegistry(skills: [BrewSkill<BrewNowSteeped>()])
        #expect(registry.setVoiceShortcuts([stored]).isEmpty)
        let conversation = ScriptedConversation()
        _ = await IntentRunner(registry: registry).handle("morning brew", conversation: conversation)
        #expect(await conversation.said == ["Brewing 2 cups, steeped no time."])
        // Without the unset parameter's type (a shortcut stored before types were all kept), it is taken for a rename.
        #expect(try SkillRegistry(skills: [BrewSkill<BrewNowSteeped>()]).setVoiceShortcuts([Self.stored]).map(\.code) == [.incompatible])
    }

    @Test func aParameterMadeRequiredKeepsItWorkingAndIsAskedWhenLeftOut() async throws {
        let (problems, said) = try await outcome(BrewWithRequiredMilk.self, answers: ["oat"])
        #expect(problems.isEmpty && said == ["Which milk?", "Brewing 2 cups in 5 minutes with oat milk."])
    }

    @Test func aRenamedParameterBreaksItAndSaysWhy() async throws {
        let (problems, said) = try await outcome(BrewWithDelay.self)
        #expect(problems.map(\.code) == [.incompatible])
        #expect(problems.first?.message.contains("\"wait\" is gone and \"delay\" (duration too) is new") == true, "\(problems)")
        #expect(!said.contains { $0.hasPrefix("Brewing") }, "\(said)")
    }

    @Test func aChangedTypeBreaksItAndSaysWhy() async throws {
        let (problems, said) = try await outcome(BrewByTime.self)
        #expect(problems.map(\.code) == [.incompatible])
        #expect(problems.first?.message.contains("\"cups\" changed type (integer → duration)") == true, "\(problems)")
        #expect(!said.contains { $0.hasPrefix("Brewing") }, "\(said)")
    }

    @Test func aRemovedIntentBreaksItAndSaysWhy() async throws {
        let registry = try SkillRegistry(skills: [TestSkill()])
        let problems = registry.setVoiceShortcuts([Self.stored])
        #expect(problems.map(\.code) == [.unknownIntent] && problems.first?.message.contains("runs Brew, which Hark no longer has") == true)
    }

    /// A broken shortcut's phrase, typed or said, answers with why it no longer works (not "didn't catch
    /// that"), and is one start-up line naming it; the speech grammar hears the phrase so that a person
    /// saying it is told why, but nothing reads it as a command.
    @Test func aBrokenShortcutTypedOrSaidSaysWhy() async throws {
        let registry = try SkillRegistry(skills: [BrewSkill<BrewByTime>()])
        let problems = registry.setVoiceShortcuts([Self.stored])
        let reason = try #require(problems.first?.message)
        for typed in ["morning brew", "Hark, Morning brew!"] {
            let conversation = ScriptedConversation(answers: [])
            let outcome = await IntentRunner(registry: registry).handle(typed, conversation: conversation)
            #expect(outcome == .notUnderstood(typed))
            #expect(await conversation.said == [reason], "\(typed)")
        }
        let other = ScriptedConversation(answers: [])
        _ = await IntentRunner(registry: registry).handle("evening brew", conversation: other)
        #expect(await other.said == ["Sorry, I didn't catch that."])
        #expect(registry.unheardShortcutLines == ["voice shortcut #1 \"morning brew\" is not heard: \(reason)"])
        let compiled = try await registry.compiled()
        #expect(compiled.grammar.contains("morning brew"), "\(compiled.grammar)")
        #expect(compiled.vocabulary.isSuperset(of: ["morning", "brew"]))
        #expect(await registry.route(["morning", "brew"]) == nil)
        let heard = ScriptedConversation(answers: [])
        #expect(await IntentRunner(registry: registry).handle("morning brew", typed: false, conversation: heard) == .notUnderstood("morning brew"))
        #expect(await heard.said == [reason])
        // A shortcut refused for its words (here the same as another's) is not put in the grammar again.
        let twice = [Self.stored, VoiceShortcutDefinition(id: 2, phrase: "Morning brew", intent: "Brew")]
        let clashing = try SkillRegistry(skills: [BrewSkill<Brew>()])
        #expect(clashing.setVoiceShortcuts(twice).map(\.code) == [.collision])
        #expect(try await clashing.compiled().grammar.components(separatedBy: "morning brew").count == 2)
    }
}

struct BrewSkill<Intent: AppIntent>: Skill {
    let name = "Coffee"
    var shortcuts: [AppShortcut] { [AppShortcut(intent: Intent.self, phrases: ["brew some coffee"])] }
}

struct Brew: AppIntent {
    static let title = "Brew"
    @Parameter(title: "Cups", requestValueDialog: "How many cups?") var cups: Int
    @Parameter(title: "Wait") var wait: SpokenDuration?
    func perform() async throws -> IntentResult { .result(dialog: "Brewing \(cups) cups in \(wait?.spokenText ?? "no time").") }
}

struct BrewRenamedIntent: AppIntent {
    static let title = "Brew, the new way"
    static let replacedIdentifiers = ["Brew"]
    @Parameter(title: "Cups", requestValueDialog: "How many cups?") var cups: Int
    @Parameter(title: "Wait") var wait: SpokenDuration?
    func perform() async throws -> IntentResult { .result(dialog: "Brewing \(cups) cups in \(wait?.spokenText ?? "no time"), the new way.") }
}

struct BrewWithSugar: AppIntent {
    static let title = "Brew"
    static let replacedIdentifiers = ["Brew"]
    @Parameter(title: "Cups", requestValueDialog: "How many cups?") var cups: Int
    @Parameter(title: "Wait") var wait: SpokenDuration?
    @Parameter(title: "Sugar") var sugar: Int?
    func perform() async throws -> IntentResult {
        .result(dialog: "Brewing \(cups) cups in \(wait?.spokenText ?? "no time"), \(sugar.map { "\($0) sugar" } ?? "no sugar").")
    }
}

struct BrewNow: AppIntent {
    static let title = "Brew"
    static let replacedIdentifiers = ["Brew"]
    @Parameter(title: "Cups", requestValueDialog: "How many cups?") var cups: Int
    func perform() async throws -> IntentResult { .result(dialog: "Brewing \(cups) cups now.") }
}

/// `wait` removed; `steep` (a duration too) was there before, unset in the stored shortcut.
struct BrewNowSteeped: AppIntent {
    static let title = "Brew"
    static let replacedIdentifiers = ["Brew"]
    @Parameter(title: "Cups", requestValueDialog: "How many cups?") var cups: Int
    @Parameter(title: "Steep") var steep: SpokenDuration?
    func perform() async throws -> IntentResult { .result(dialog: "Brewing \(cups) cups, steeped \(steep?.spokenText ?? "no time").") }
}

struct BrewWithRequiredMilk: AppIntent {
    static let title = "Brew"
    static let replacedIdentifiers = ["Brew"]
    @Parameter(title: "Cups", requestValueDialog: "How many cups?") var cups: Int
    @Parameter(title: "Wait", requestValueDialog: "In how long?") var wait: SpokenDuration
    @Parameter(title: "Milk", requestValueDialog: "Which milk?") var milk: Milk
    func perform() async throws -> IntentResult { .result(dialog: "Brewing \(cups) cups in \(wait.spokenText) with \(milk.rawValue) milk.") }
}

enum Milk: String, AppEnum {
    case oat, cow
    static let typeDisplayName = "Milk"
    static let caseDisplayRepresentations: [Milk: DisplayRepresentation] = [.oat: "Oat", .cow: "Cow"]
}

struct BrewWithDelay: AppIntent {
    static let title = "Brew"
    static let replacedIdentifiers = ["Brew"]
    @Parameter(title: "Cups", requestValueDialog: "How many cups?") var cups: Int
    @Parameter(title: "Delay") var delay: SpokenDuration?
    func perform() async throws -> IntentResult { .result(dialog: "Brewing \(cups) cups after \(delay?.spokenText ?? "no time").") }
}

struct BrewByTime: AppIntent {
    static let title = "Brew"
    static let replacedIdentifiers = ["Brew"]
    @Parameter(title: "Cups", requestValueDialog: "For how long?") var cups: SpokenDuration
    @Parameter(title: "Wait") var wait: SpokenDuration?
    func perform() async throws -> IntentResult { .result(dialog: "Brewing for \(cups.spokenText).") }
}
