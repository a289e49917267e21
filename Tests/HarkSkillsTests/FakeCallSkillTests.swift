import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import Testing

/// A fake-call service over an in-memory store, a manual clock and a registry
/// whose grammar is invalidated when callers change.
struct FakeCallFixture {
    let clock: ManualClock
    let store: Store
    let scheduler: Scheduler
    let service: FakeCallService
    let registry: SkillRegistry

    /// 2027-01-15 14:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_800_021_600)

    init(settings: SkillSettings = SkillSettings()) throws {
        clock = ManualClock(start: Self.start)
        store = try Store.inMemory(migrations: Scheduler.migrations + FakeCallService.migrations)
        scheduler = Scheduler(store: store, clock: clock)
        let registry = try SkillRegistry(skills: [FakeCallSkill()])
        service = FakeCallService(store: store, scheduler: scheduler, clock: clock, settings: settings,
                                  onCallersChanged: { registry.invalidate() })
        registry.register(dependency: service)
        self.registry = registry
    }

    /// Runs typed text as a command with this fixture's service reachable by entity queries.
    func say(_ text: String, answers: [String?] = []) async -> (outcome: IntentOutcome, said: [String]) {
        await IntentDependencies.$current.withValue(registry.dependencies) {
            let conversation = ScriptedConversation(answers: answers)
            let outcome = await IntentRunner(registry: registry).handle(text, conversation: conversation)
            return (outcome, await conversation.said)
        }
    }

    /// The command grammar as the recognizer would get it.
    func grammar() async throws -> String {
        try await IntentDependencies.$current.withValue(registry.dependencies) { try await registry.grammar() }
    }

    /// The one pending fake call.
    func onlyPendingCall() throws -> ScheduledEvent {
        let pending = try service.pendingCalls()
        try #require(pending.count == 1)
        return pending[0]
    }
}

@Suite struct FakeCallSkillTests {
    let defaultScript = ["Hi, it's Mom. Can you come home now?", "I really need you here.", "OK, see you soon."]

    @Test func callerAndDelaySaidSchedulesTheCall() async throws {
        let fixture = try FakeCallFixture()
        let reply = await fixture.say("fake call from mom in five minutes")
        #expect(reply.said == ["OK, Mom will call you in 5 minutes."])
        let event = try fixture.onlyPendingCall()
        #expect(reply.outcome == .completed(intent: "ScheduleFakeCall",
                                            parameters: ["caller": .string("Mom"), "delay": .int(300)],
                                            dialog: "OK, Mom will call you in 5 minutes."))
        #expect(event.kind == "fake_call")
        #expect(event.title == "Mom")
        #expect(event.fireAt == FakeCallFixture.start.addingTimeInterval(300))
        #expect(event.payload == ["caller": "Mom", "realert": "true", "attempt": "1", "script": defaultScript.joined(separator: "\n")])
    }

    @Test func callMeInUsesTheDefaultCaller() async throws {
        let fixture = try FakeCallFixture()
        #expect(await fixture.say("call me in ten minutes").said == ["OK, Mom will call you in 10 minutes."])
        #expect(try fixture.onlyPendingCall().fireAt == FakeCallFixture.start.addingTimeInterval(600))
    }

    @Test func excusePhrasesUseTheSettings() async throws {
        var settings = SkillSettings()
        settings.fakeCallDefaultCaller = "Dad"
        settings.fakeCallDefaultDelayMinutes = 2
        settings.fakeCallRealert = false
        let fixture = try FakeCallFixture(settings: settings)
        #expect(await fixture.say("get me out of here").said == ["OK, Dad will call you in 2 minutes."])
        let event = try fixture.onlyPendingCall()
        #expect(event.fireAt == FakeCallFixture.start.addingTimeInterval(120))
        #expect(event.payload["realert"] == "false")
        #expect(event.payload["script"] == "Hi, it's Dad. Can you come home now?\nI really need you here.\nOK, see you soon.")
        #expect(await fixture.say("give me an excuse call").said == ["OK, Dad will call you in 2 minutes."])
        #expect(await fixture.say("give me an excuse call in thirty seconds").said == ["OK, Dad will call you in 30 seconds."])
    }

    @Test func missingDelayIsAskedFor() async throws {
        let fixture = try FakeCallFixture()
        let reply = await fixture.say("fake call from mom", answers: ["two minutes"])
        #expect(reply.said == ["In how long?", "OK, Mom will call you in 2 minutes."])
        #expect(try fixture.onlyPendingCall().fireAt == FakeCallFixture.start.addingTimeInterval(120))
    }

    @Test func missingCallerAndDelayAreAskedFor() async throws {
        let fixture = try FakeCallFixture()
        let reply = await fixture.say("schedule a fake call", answers: ["mom", "ten minutes"])
        #expect(reply.said == ["Who should call you?", "In how long?", "OK, Mom will call you in 10 minutes."])
    }

    /// A caller nobody saved calls by the name said, with the default script; words that are no
    /// name (a number) are no caller, and the saved callers are found as before.
    @Test func aCallerNobodySavedCallsByTheNameSaid() async throws {
        let fixture = try FakeCallFixture()
        let reply = await fixture.say("fake call from auntie pat in five minutes")
        #expect(reply.said == ["OK, Auntie Pat will call you in 5 minutes."])
        let pending = try fixture.service.pendingCalls()
        #expect(pending.map(\.title) == ["Auntie Pat"])
        #expect(try await CallerQuery().entities(matching: ["5"]).isEmpty)
        #expect(try await CallerQuery().entities(matching: ["forty", "two"]).isEmpty)
        #expect(try await CallerQuery().entities(matching: ["my", "old", "boss", "again"]).isEmpty)
        #expect(try await CallerQuery().entities(matching: ["grandpa"]).map(\.name) == ["Grandpa"])
    }

    @Test func tooLongADelayIsRefusedThenAskedAgain() async throws {
        let fixture = try FakeCallFixture()
        let reply = await fixture.say("call me in two days", answers: ["three minutes"])
        #expect(reply.said == ["A fake call's delay must be from 0 seconds to 24 hours.", "In how long?", "OK, Mom will call you in 3 minutes."])
    }

    @Test func sharedFirstNamesAskWhichCaller() async throws {
        let fixture = try FakeCallFixture()
        try fixture.service.addCaller("Mia Smith")
        try fixture.service.addCaller("Mia Jones")
        let reply = await fixture.say("fake call from mia in five minutes", answers: ["the second one"])
        #expect(reply.said == ["Which one: Mia Jones or Mia Smith?", "OK, Mia Smith will call you in 5 minutes."])
    }

    @Test func cancellingMidwaySchedulesNothing() async throws {
        let fixture = try FakeCallFixture()
        let reply = await fixture.say("set up a fake call", answers: ["never mind"])
        #expect(reply.said == ["Who should call you?", "OK, cancelled."])
        #expect(reply.outcome == .cancelled(intent: "ScheduleFakeCall"))
        #expect(try fixture.service.pendingCalls().isEmpty)
    }

    @Test func haveCallerCallMeRoutesToTheNamedCaller() async throws {
        let fixture = try FakeCallFixture()
        try fixture.service.addCaller("Boss")
        let reply = await fixture.say("have boss call me in one minute")
        #expect(reply.said == ["OK, Boss will call you in 1 minute."])
        if case .completed(let intent, _, _) = reply.outcome { #expect(intent == "ScheduleFakeCall") }
    }

    @Test func newCallerIsHeardAfterInvalidation() async throws {
        let fixture = try FakeCallFixture()
        #expect(try await fixture.grammar().contains("aunt mary") == false)
        try fixture.service.addCaller("Aunt Mary", script: ["Hello dear.", "Come over now."])
        #expect(try await fixture.grammar().contains("aunt mary"))
        #expect(await fixture.say("fake call from aunt mary in one minute").said == ["OK, Aunt Mary will call you in 1 minute."])
        #expect(try fixture.onlyPendingCall().payload["script"] == "Hello dear.\nCome over now.")
    }

    @Test func cancelSaysWhatWasCancelled() async throws {
        let fixture = try FakeCallFixture()
        let none = await fixture.say("cancel the fake call")
        #expect(none.said == ["There is no fake call coming."])
        #expect(none.outcome == .failed(intent: "CancelFakeCall", dialog: "There is no fake call coming."))

        _ = await fixture.say("call me in five minutes")
        let id = try #require(try fixture.onlyPendingCall().id)
        #expect(await fixture.say("cancel the fake call").said == ["OK, I cancelled the call from Mom."])
        #expect(try fixture.scheduler.event(id: id)?.state == .cancelled)

        _ = await fixture.say("call me in five minutes")
        _ = await fixture.say("fake call from mom in ten minutes")
        #expect(await fixture.say("cancel my fake calls").said == ["OK, I cancelled 2 fake calls."])
        #expect(try fixture.service.pendingCalls().isEmpty)
    }

    @Test func presetCallUsesItsCallerDelayAndScript() async throws {
        let fixture = try FakeCallFixture()
        try fixture.service.addCaller("Boss")
        try fixture.service.addPreset(FakeCallPreset(name: "work", caller: "boss", delaySeconds: 600, realert: false,
                                                     script: ["We need you at the office.", "Right now."]))
        #expect(try await fixture.grammar().contains("work"))
        let reply = await fixture.say("start the work call")
        #expect(reply.said == ["OK, Boss will call you in 10 minutes."])
        let event = try fixture.onlyPendingCall()
        #expect(event.fireAt == FakeCallFixture.start.addingTimeInterval(600))
        #expect(event.payload == ["caller": "Boss", "realert": "false", "attempt": "1", "preset": "work",
                                  "script": "We need you at the office.\nRight now."])
    }

    @Test func registersAlongsideEveryOtherSkillWithoutCollisions() throws {
        let registry = try SkillRegistry(skills: [FeedingSkill(), AlarmSkill(), FakeCallSkill(), PantrySkill()])
        #expect(registry.skills.map(\.name).contains("Fake call"))
    }

    @Test func unknownPresetIsSaidThenAskedAgain() async throws {
        let fixture = try FakeCallFixture()
        try fixture.service.addPreset(FakeCallPreset(name: "dinner", caller: "Mom", delaySeconds: 120, realert: true))
        let reply = await fixture.say("start the party call", answers: ["dinner"])
        #expect(reply.said == ["Sorry, I don't know a call preset called party.", "Which call?", "OK, Mom will call you in 2 minutes."])
    }
}
