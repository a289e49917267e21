import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import HarkTesting
import Testing

/// The person's shortcuts by voice: "what shortcuts do I have", "delete the … shortcut" (asked first).
@Suite struct ShortcutSkillTests {
    let suite: SkillSuite

    init() throws {
        suite = try SkillSuite(store: Store.inMemory(migrations: SkillSuite.migrations),
                               clock: ManualClock(start: SkillTestEnvironment.start), calendar: SkillTestEnvironment.utc)
    }

    func say(_ text: String, answers: [String?] = []) async -> (IntentOutcome, [String]) {
        let conversation = ScriptedConversation(answers: answers)
        let outcome = await IntentRunner(registry: suite.registry).handle(text, conversation: conversation)
        return (outcome, await conversation.said)
    }

    @Test func shortcutsAreListedAndDeletedByVoiceAfterAsking() async throws {
        #expect(await say("what shortcuts do i have").1 == ["You have no shortcuts yet. Make one with hark shortcuts add, or from a suggestion."])
        _ = try await suite.shortcuts.add(phrase: "pineapple pizza", intent: "ScheduleFakeCall", values: ["caller": "Mom", "delay": "5 minutes"], origin: "cli")
        _ = try await suite.shortcuts.add(phrase: "bottle time", intent: "StartFeeding", origin: "cli")
        let help = await say("what can i say").1.first ?? ""
        #expect(help.contains("Your shortcuts: \"pineapple pizza\", \"bottle time\". For more, say"), "\(help)")
        #expect(await say("list my shortcuts").1
                == ["You have 2 shortcuts: \"pineapple pizza\" to schedule a fake call; \"bottle time\" to start feeding."])

        let (kept, keptSaid) = await say("delete the pineapple pizza shortcut", answers: ["no"])
        #expect(keptSaid == ["Delete the shortcut \"pineapple pizza\"?", "OK, I kept it."])
        if case .cancelled = kept {} else { Issue.record("\(kept)") }
        #expect(try suite.shortcuts.all().count == 2)

        let (_, said) = await say("delete the pineapple pizza shortcut", answers: ["yes"])
        #expect(said.last == "OK, I deleted the shortcut \"pineapple pizza\".")
        #expect(try suite.shortcuts.all().map(\.phrase) == ["bottle time"])
        // Gone from what is heard at once.
        if case .notUnderstood = await say("pineapple pizza").0 {} else { Issue.record("a deleted shortcut still runs") }
        #expect(await say("delete the pizza shortcut", answers: [nil]).1.first == "Sorry, I don't know a shortcut called pizza.")
    }

    /// Typed the way people drop a thing they no longer want: "i don't need the X shortcut anymore,
    /// remove it" deletes the shortcut after asking, and a timer of the same name is left alone.
    @Test func aShortcutNoLongerWantedIsDeletedAfterAskingAndNoTimerIsTouched() async throws {
        _ = try await suite.shortcuts.add(phrase: "pizza night", intent: "StartFeeding", origin: "cli")
        _ = try await suite.shortcuts.add(phrase: "bottle time", intent: "StartFeeding", origin: "cli")
        _ = await say("set a pizza timer for ten minutes")
        let (_, said) = await say("i don't need the pizza night shortcut anymore, remove it", answers: ["yes"])
        #expect(said == ["Delete the shortcut \"pizza night\"?", "OK, I deleted the shortcut \"pizza night\"."])
        let (_, binned) = await say("i never use the bottle time shortcut, bin it", answers: ["yes"])
        #expect(binned.last == "OK, I deleted the shortcut \"bottle time\".")
        #expect(try suite.shortcuts.all().isEmpty)
        #expect(await say("how long is left on the pizza timer").1.first?.contains("left") == true)
    }
}
