import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import Testing

/// Each skill refuses out-of-range values where they are said and again where they
/// are written, saying the range; nothing out of range is stored.
@Suite struct FeedingLimitTests {
    func feedingEnvironment(_ settings: SkillSettings = SkillSettings(), start: Date = SkillTestEnvironment.start)
        throws -> (SkillTestEnvironment, FeedingLog) {
        let env = try SkillTestEnvironment(skills: [FeedingSkill()], migrations: FeedingLog.migrations, start: start)
        let log = FeedingLog(scheduler: env.scheduler, calendar: env.calendar, settings: settings)
        env.registry.register(dependency: log)
        return (env, log)
    }

    /// The probe's case: a huge interval once made "finish feeding" say "at midnight on ." and store an empty time.
    @Test func aHugeIntervalIsRefusedAndTheFeedingKeepsRunning() async throws {
        var settings = SkillSettings()
        settings.feedingIntervalHours = 1e12
        let (env, log) = try feedingEnvironment(settings)
        _ = await env.say("start feeding")
        let reply = await env.say("finish feeding")
        #expect(reply.said == ["The feeding interval must be from 0.25 to 24 hours."])
        #expect(try log.running() != nil)
        #expect(try env.scheduler.pending().isEmpty)
    }

    @Test func anAlarmPastTheLastDateIsRefusedWithTheFeedingsEnd() async throws {
        let (env, log) = try feedingEnvironment(start: SkillTestEnvironment.date("2099-12-31 22:00"))
        _ = await env.say("start feeding")
        env.clock.advance(by: 1_200)
        #expect(await env.say("finish feeding").said == ["A date must be from 2000 to 2099."])
        #expect(try log.running()?.endedAt == nil)
        #expect(try env.scheduler.pending().isEmpty)
    }

    @Test func aClockIn1970IsSaidAndNothingStored() async throws {
        let (env, log) = try feedingEnvironment(start: Date(timeIntervalSince1970: 3_600))
        #expect(await env.say("start feeding").said
            == ["The clock says 1970-01-01, outside the dates Hark keeps (from 2000 to 2099); set the system date and time."])
        #expect(try log.last() == nil)
    }

    @Test func anAmountOutOfRangeIsNeverStored() async throws {
        let (env, log) = try feedingEnvironment()
        _ = await env.say("start feeding")
        let id = try #require(try log.running()?.id)
        #expect(throws: StoreError(.outOfRange, "A feeding amount must be from 1 to 1000 milliliters.")) {
            try log.setAmount(5_000, forFeeding: id)
        }
        #expect(try log.feeding(id: id)?.amountMl == nil)
        let said = await env.say("log five thousand milliliters", answers: [nil])
        #expect(said.said.first == "A feeding amount must be from 1 to 1000 milliliters.")
        #expect(try log.feeding(id: id)?.amountMl == nil)
    }

    @Test func aFeedingAlarmMovedOutOfRangeIsRefused() throws {
        let (env, log) = try feedingEnvironment()
        #expect(throws: StoreError(.outOfRange, "A date must be from 2000 to 2099.")) {
            try log.setAlarm(at: Date(timeIntervalSince1970: 253_402_300_800))
        }
        #expect(try env.scheduler.pending().isEmpty)
    }
}

@Suite struct AlarmLimitTests {
    @Test func aTimerOf500HoursIsRefusedAndAskedAgain() async throws {
        let env = try SkillTestEnvironment(skills: [AlarmSkill()], migrations: AlarmClock.migrations)
        let alarms = AlarmClock(scheduler: env.scheduler, calendar: env.calendar)
        env.registry.register(dependency: alarms)
        let reply = await env.say("set a timer for five hundred hours", answers: [nil])
        #expect(reply.said.prefix(2) == ["A timer must be from 1 second to 24 hours.", "For how long?"])
        #expect(throws: StoreError(.outOfRange, "A timer must be from 1 second to 24 hours.")) {
            try alarms.setTimer(seconds: 500 * 3_600)
        }
        #expect(throws: StoreError(.outOfRange, "A timer must be from 1 second to 24 hours.")) { try alarms.setTimer(seconds: 0) }
        #expect(try alarms.timers().isEmpty)
    }

    @Test func aLongAlarmTitleIsRefused() throws {
        let title = Array(repeating: "take the pills", count: 6).joined(separator: " ")
        #expect(AlarmClock.titleProblem(title) == "An alarm title must be from 1 to 80 characters.")
        #expect(AlarmClock.titleProblem("Take the pills") == nil)
    }
}

@Suite struct FakeCallLimitTests {
    @Test func aCallInThreeDaysIsRefusedAndAskedAgain() async throws {
        let fixture = try FakeCallFixture()
        let reply = await fixture.say("fake call from mom in three days", answers: [nil])
        #expect(reply.said.prefix(2) == ["A fake call's delay must be from 0 seconds to 24 hours.", "In how long?"])
        #expect(throws: FakeCallError(.invalidDelay, "A fake call's delay must be from 0 seconds to 24 hours.")) {
            try fixture.service.scheduleCall(from: Caller(name: "Mom"), in: 3 * 86_400)
        }
        #expect(try fixture.service.pendingCalls().isEmpty)
    }

    @Test func aDefaultDelayOutOfRangeIsSaidNotStored() async throws {
        var settings = SkillSettings()
        settings.fakeCallDefaultDelayMinutes = 100_000
        let fixture = try FakeCallFixture(settings: settings)
        #expect(await fixture.say("get me out of here").said == ["A fake call's delay must be from 0 seconds to 24 hours."])
        #expect(try fixture.service.pendingCalls().isEmpty)
    }

    /// The probe's case: a huge re-alert time stored an unusable event.
    @Test func aHugeReAlertIsRefusedAndNothingStored() throws {
        var settings = SkillSettings()
        settings.fakeCallRealertMinutes = 1e12
        let fixture = try FakeCallFixture(settings: settings)
        #expect(throws: StoreError(.outOfRange, "The re-alert time must be from 0.5 to 60 minutes.")) {
            try fixture.service.scheduleRealert(of: FakeCall(caller: "Mom", script: ["Hi."], realert: true))
        }
        #expect(try fixture.service.pendingCalls().isEmpty)
    }

    @Test func namesAndScriptsAreHeldToTheirLengths() throws {
        let fixture = try FakeCallFixture()
        let longName = Array(repeating: "aunt mary", count: 10).joined(separator: " ")
        #expect(throws: StoreError(.outOfRange, "A name must be from 1 to 80 characters.")) {
            try fixture.service.addCaller(longName)
        }
        #expect(throws: StoreError(.outOfRange, "A script must be from 1 line to 50 lines.")) {
            try fixture.service.addCaller("Dad", script: Array(repeating: "Come home.", count: 51))
        }
        #expect(throws: StoreError(.outOfRange, "A sentence must be from 0 to 1000 characters.")) {
            try fixture.service.addCaller("Dad", script: [String(repeating: "la ", count: 400)])
        }
        #expect(throws: StoreError(.outOfRange, "A name must be from 1 to 80 characters.")) {
            try fixture.service.addPreset(FakeCallPreset(name: longName, caller: "Mom", delaySeconds: 60, realert: true))
        }
        #expect(try fixture.service.callers().map(\.name) == ["Mom"])
        #expect(try fixture.service.presets().isEmpty)
    }
}

@Suite struct PantryLimitTests {
    /// The probe's case: an expiry in the year 10000 was stored and crashed every later command.
    @Test func anExpiryOutsideTheDateRangeIsRefusedAndNothingStored() throws {
        let fixture = try PantryFixture()
        #expect(throws: StoreError(.outOfRange, "A date must be from 2000 to 2099.")) {
            try fixture.pantry.add("cheese", expiresAt: Date(timeIntervalSince1970: 253_402_300_800))
        }
        #expect(throws: StoreError(.outOfRange, "A date must be from 2000 to 2099.")) {
            try fixture.pantry.add("cheese", expiresAt: Date(timeIntervalSince1970: 0))
        }
        #expect(try fixture.pantry.items(includingUsed: true).isEmpty)
        #expect(try fixture.scheduler.pending().isEmpty)
    }

    @Test func aLongNameIsRefused() throws {
        let fixture = try PantryFixture()
        #expect(throws: StoreError(.outOfRange, "A name must be from 1 to 80 characters.")) {
            try fixture.pantry.add(Array(repeating: "goat cheese", count: 10).joined(separator: " "))
        }
        #expect(try fixture.pantry.items().isEmpty)
    }
}

/// A store failure is spoken as one sentence after "Sorry, that didn't work:", ending in one period.
@Suite struct StoreErrorSpeechTests {
    @Test func aStoreFailureIsSpokenWithOnePeriod() {
        let error = StoreError(.diskFull, "The disk holding /data/hark.sqlite is full; nothing was saved. Free some space and try again.")
        #expect(error.dialog == IntentDialog("Sorry, that didn't work: The disk holding /data/hark.sqlite is full; nothing was saved. Free some space and try again."))
        #expect(StoreError(.failed, "Database error").dialog == IntentDialog("Sorry, that didn't work: Database error."))
    }
}
