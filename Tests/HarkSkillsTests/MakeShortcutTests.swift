import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import HarkTesting
import Testing

/// "make a shortcut for that": the last thing done gets a phrase the person says, checked, said back
/// and kept only when said again the same way.
@Suite struct MakeShortcutTests {
    let clock = ManualClock(start: SkillTestEnvironment.date("2027-01-15 18:00"))
    let suite: SkillSuite

    init() throws {
        suite = try SkillSuite(store: Store.inMemory(migrations: SkillSuite.migrations), clock: clock, calendar: SkillTestEnvironment.utc)
        _ = try suite.calls.addCaller("Boss")
    }

    func say(_ text: String, answers: [String?] = []) async -> (IntentOutcome, [String]) {
        let conversation = ScriptedConversation(answers: answers)
        let outcome = await IntentRunner(registry: suite.registry, source: .voice).handle(text, conversation: conversation)
        return (outcome, await conversation.said)
    }

    @Test func theLastThingDoneGetsThePhraseSaidTwice() async throws {
        #expect(await say("make a shortcut for that").1 == ["First do the command you want a shortcut for, then say: make a shortcut for that."])
        _ = await say("fake call from boss in five minutes")
        // Help and lock status are not what "that" means: they are not kept at all.
        _ = await say("what can i say")
        _ = await say("is hark locked")
        #expect(try suite.donations.all().map(\.intent) == ["ScheduleFakeCall"])
        clock.advance(by: 60)
        let (outcome, said) = await say("make a shortcut for that", answers: [
            "start feeding",       // already a phrase
            "escape",              // one word
            "get me out", "get me outside",  // said differently the second time
        ])
        #expect(said == [
            "What do you want to say to schedule a fake call with caller Boss and delay 5 minutes?",
            "\"start feeding\" sounds like a command I know: Start feeding. Choose other words.",
            "What do you want to say instead?",
            "\"escape\" is too short to tell apart: use at least 2 words.",
            "What do you want to say instead?",
            "I heard \"get me out\". Say it again to confirm.",
            "That didn't sound like \"get me out\".",
            "Let's leave it for now. You can also add a shortcut with hark shortcuts add.",
        ], "\(said)")
        #expect(outcome == .cancelled(intent: "MakeShortcut"), "three phrases are all it asks for")
        #expect(try suite.shortcuts.all().isEmpty)

        let (made, madeSaid) = await say("make a shortcut for that", answers: ["get me out", "get me out"])
        #expect(madeSaid.last == "OK. Say \"get me out\" to schedule a fake call with caller Boss and delay 5 minutes.", "\(madeSaid)")
        if case .completed = made {} else { Issue.record("\(made)") }
        let stored = try #require(try suite.shortcuts.all().first)
        #expect(stored.phrase == "get me out" && stored.origin == "voice" && stored.values == ["caller": "Boss", "delay": "5 minutes"])
        #expect(await say("get me out").1 == ["OK, Boss will call you in 5 minutes."])
        // Another shortcut's words are named as that shortcut.
        _ = await say("set a timer for three minutes")
        let again = await say("make a shortcut for that", answers: ["get me out", "cancel"]).1
        #expect(again.dropFirst().first == "\"get me out\" sounds like your shortcut \"get me out\". Choose other words.", "\(again)")
    }

    @Test func thatReachesFifteenMinutesBackAndNotWhileLocked() async throws {
        _ = await say("set a timer for three minutes")
        clock.advance(by: 16 * 60)
        #expect(await say("make a shortcut for that").1.first?.hasPrefix("First do the command") == true)
        _ = await say("set a timer for three minutes")
        try suite.lock.lock()
        #expect(await say("make a shortcut for that", answers: ["egg timer"]).1 == ["Unlock Hark first: run hark unlock, or set a passphrase with hark lock set-passphrase."])
        try suite.lock.unlock()
        #expect(await say("make a shortcut", answers: ["cancel"]).0 == .cancelled(intent: "MakeShortcut"))
        #expect(try suite.shortcuts.all().isEmpty)
    }
}
