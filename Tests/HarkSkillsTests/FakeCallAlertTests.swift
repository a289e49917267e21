import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import HarkTesting
import Testing

@Suite struct FakeCallAlertTests {
    let defaultScript = ["Hi, it's Mom. Can you come home now?", "I really need you here.", "OK, see you soon."]

    /// Delivers what is due now through `fireDue`.
    func due(_ fixture: FakeCallFixture) async throws -> [FiredEvent] {
        let deliveries = Recorded<FiredEvent>()
        try await fixture.scheduler.fireDue { deliveries.append($0) }
        return deliveries.all
    }

    @Test func theCallFiresOnTimeAndRings() async throws {
        let fixture = try FakeCallFixture()
        _ = await fixture.say("fake call from mom in five minutes")
        let deliveries = Recorded<FiredEvent>()
        let task = Task { try await fixture.scheduler.run { deliveries.append($0) } }
        await Eventually.wait { fixture.clock.sleeperCount == 1 }
        fixture.clock.advance(by: 299)
        try await SkillTestEnvironment.letSchedulerLook(fixture.scheduler, clock: fixture.clock)
        #expect(deliveries.all.isEmpty)
        fixture.clock.advance(by: 1)
        await Eventually.wait { deliveries.all.count == 1 }
        task.cancel()
        _ = await task.result
        let fired = try #require(deliveries.all.first)
        #expect(fired.event.kind == "fake_call")
        #expect(fired.missed == false)
        let alert = try #require(try await fixture.service.alert(for: fired))
        #expect(alert.kind == "fake_call")
        #expect(alert.title == "Mom")
        #expect(alert.announcement == "Incoming call from Mom.")
        #expect(alert.sound == .ringtone)
        #expect(alert.repeatInterval == 5)
        #expect(alert.timeout == 30)
        #expect(alert.responses.flatMap(\.phrases).contains("pick up"))
    }

    @Test func answeringPlaysTheScriptInTheCallersVoice() async throws {
        let fixture = try FakeCallFixture()
        _ = await fixture.say("call me in one minute")
        fixture.clock.advance(by: 60)
        let fired = try #require(try await due(fixture).first)
        let alert = try #require(try await fixture.service.alert(for: fired))
        for words in [["answer"], ["pick", "up"]] {
            let response = try #require(alert.response(for: words))
            let outcome = try await response.handle()
            guard case .call(let lines, let voice, let endPhrases, let endDialog) = outcome else {
                Issue.record("expected a call, got \(outcome)")
                continue
            }
            #expect(lines == defaultScript)
            #expect(voice == "en-us+f3")
            #expect(endPhrases == ["hang up", "bye", "goodbye"])
            #expect(endDialog == nil)
        }
    }

    @Test func declineDismisses() async throws {
        let fixture = try FakeCallFixture()
        _ = await fixture.say("call me in one minute")
        fixture.clock.advance(by: 60)
        let fired = try #require(try await due(fixture).first)
        let alert = try #require(try await fixture.service.alert(for: fired))
        for words in [["decline"], ["ignore"]] {
            let response = try #require(alert.response(for: words))
            let outcome = try await response.handle()
            guard case .dismiss(let dialog) = outcome else { Issue.record("expected dismiss, got \(outcome)"); continue }
            #expect(dialog == "Call declined.")
        }
    }

    @Test func unansweredCallRingsExactlyOnceMoreTwoMinutesLater() async throws {
        let fixture = try FakeCallFixture()
        _ = await fixture.say("fake call from mom in five minutes")
        fixture.clock.advance(by: 300)
        let first = try #require(try await due(fixture).first)
        let alert = try #require(try await fixture.service.alert(for: first))
        fixture.clock.advance(by: 30) // rang unanswered for its timeout
        let onTimeout = try #require(alert.onTimeout)
        let said = try await onTimeout()
        #expect(said == nil)
        let again = try fixture.onlyPendingCall()
        #expect(again.fireAt == FakeCallFixture.start.addingTimeInterval(330 + 120))
        #expect(again.payload["attempt"] == "2")
        #expect(again.payload["caller"] == "Mom")

        fixture.clock.advance(by: 119)
        #expect(try await due(fixture).isEmpty)
        fixture.clock.advance(by: 1)
        let second = try #require(try await due(fixture).first)
        #expect(second.event.id == again.id)
        let secondAlert = try #require(try await fixture.service.alert(for: second))
        #expect(secondAlert.announcement == "Incoming call from Mom.")
        fixture.clock.advance(by: 30)
        let secondTimeout = try #require(secondAlert.onTimeout)
        #expect(try await secondTimeout() == nil)
        #expect(try fixture.service.pendingCalls().isEmpty)
    }

    @Test func reAlertCanBeTurnedOff() async throws {
        var settings = SkillSettings()
        settings.fakeCallRealert = false
        let fixture = try FakeCallFixture(settings: settings)
        _ = await fixture.say("call me in one minute")
        fixture.clock.advance(by: 60)
        let fired = try #require(try await due(fixture).first)
        let alert = try #require(try await fixture.service.alert(for: fired))
        let onTimeout = try #require(alert.onTimeout)
        _ = try await onTimeout()
        #expect(try fixture.service.pendingCalls().isEmpty)
    }

    @Test func aCallMissedWhileHarkWasOffRingsOnlyIfStillTimely() async throws {
        let fixture = try FakeCallFixture()
        let event = try fixture.service.scheduleCall(from: Caller(name: "Mom"), in: 60)
        var fired = FiredEvent(event: event, missed: true)
        fixture.clock.advance(by: 60 + 20)
        #expect(try await fixture.service.alert(for: fired) != nil)
        fixture.clock.advance(by: 20)
        #expect(try await fixture.service.alert(for: fired) == nil)
        fired.missed = false
        #expect(try await fixture.service.alert(for: fired) != nil)
    }

    @Test func otherKindsAreNotFakeCalls() async throws {
        let fixture = try FakeCallFixture()
        let event = ScheduledEvent(kind: "alarm", title: "Wake up", fireAt: fixture.clock.now,
                                   payload: ["caller": "Mom"], createdAt: fixture.clock.now)
        #expect(try await fixture.service.alert(for: FiredEvent(event: event, missed: false)) == nil)
    }

    @Test func payloadRoundTrips() {
        let call = FakeCall(caller: "Boss", script: ["One.", "Two."], realert: false, attempt: 2, preset: "work")
        #expect(call.payload == ["caller": "Boss", "script": "One.\nTwo.", "realert": "false", "attempt": "2", "preset": "work"])
        #expect(FakeCall(payload: call.payload) == call)
        #expect(FakeCall(payload: ["caller": "Dad"]) == FakeCall(caller: "Dad", script: FakeCallService.defaultScript(for: "Dad"), realert: false))
        #expect(FakeCall(payload: [:]) == nil)
    }
}
