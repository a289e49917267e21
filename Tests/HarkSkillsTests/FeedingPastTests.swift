import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import Testing

/// Feedings logged after the fact: "i fed the baby at three", "she ate twenty minutes ago
/// for fifteen minutes". The clock starts at Friday 2027-01-15 14:00 UTC.
@Suite struct FeedingPastTests {
    let env: SkillTestEnvironment
    let log: FeedingLog

    init() throws {
        env = try SkillTestEnvironment(skills: [FeedingSkill()], migrations: FeedingLog.migrations)
        log = FeedingLog(scheduler: env.scheduler, calendar: env.calendar)
        env.registry.register(dependency: log)
    }

    @Test func aTimeOfDayLogsTheLatestFeedingAndSetsTheReminderFromIt() async throws {
        let reply = await env.say("she ate at one thirty")
        #expect(reply.said == ["OK, I logged a feeding at 1:30 PM. I'll remind you at 4:30 PM."])
        let feeding = try #require(try log.last())
        #expect(feeding.startedAt == SkillTestEnvironment.date("2027-01-15 13:30"))
        #expect(feeding.endedAt == feeding.startedAt)
        #expect(try log.nextAlarm()?.fireAt == SkillTestEnvironment.date("2027-01-15 16:30"))
    }

    @Test func minutesAgoWithALengthEndsItAndTheReminderCountsFromTheEnd() async throws {
        let reply = await env.say("she ate twenty minutes ago for fifteen minutes")
        #expect(reply.said == ["OK, I logged a feeding at 1:40 PM for 15 minutes. I'll remind you at 4:55 PM."])
        let feeding = try #require(try log.last())
        #expect(feeding.startedAt == SkillTestEnvironment.date("2027-01-15 13:40"))
        #expect(feeding.endedAt == SkillTestEnvironment.date("2027-01-15 13:55"))
        #expect(try log.nextAlarm()?.fireAt == SkillTestEnvironment.date("2027-01-15 16:55"))
    }

    @Test func aFeedingLoggedWithoutATimeAsksWhenItWas() async throws {
        let reply = await env.say("log a feeding", answers: ["one thirty"])
        #expect(reply.said == ["When did the feeding start? Say a time, like two thirty.",
                               "OK, I logged a feeding at 1:30 PM. I'll remind you at 4:30 PM."])
        #expect(try log.last()?.startedAt == SkillTestEnvironment.date("2027-01-15 13:30"))
    }

    @Test func aTimeStillToComeIsTheLastOccurrence() async throws {
        // "seven" said at 2 PM is this morning, not tonight; its reminder (10:10 AM) has passed.
        let reply = await env.say("log a feeding at seven for ten minutes")
        #expect(reply.said == ["OK, I logged a feeding at 7 AM for 10 minutes."])
        #expect(try log.last()?.startedAt == SkillTestEnvironment.date("2027-01-15 07:00"))
        #expect(try log.nextAlarm() == nil)
    }

    @Test func lastNightBeforeMidnight() async throws {
        env.clock.advance(to: SkillTestEnvironment.date("2027-01-16 01:00"))
        let reply = await env.say("i fed the baby at eleven pm")
        #expect(reply.said == ["OK, I logged a feeding at 11 PM yesterday. I'll remind you at 2 AM."])
        #expect(try log.last()?.startedAt == SkillTestEnvironment.date("2027-01-15 23:00"))
    }

    @Test func aLaterTimeOfTheSameDaySaidWithPMIsRefused() async throws {
        let reply = await env.say("i fed her at three pm")
        #expect(reply.outcome == .failed(intent: "LogPastFeeding", dialog: IntentDialog(reply.said.first ?? "")))
        #expect(reply.said.first?.hasSuffix("is still to come today. Say when the feeding started, like twenty minutes ago.") == true)
        #expect(try log.last() == nil)
    }

    @Test func aFeedingThatWouldStillBeGoingIsRefused() async throws {
        let reply = await env.say("she ate ten minutes ago for twenty minutes")
        #expect(reply.said == ["That feeding would still be going on. Say start feeding instead."])
        #expect(try log.last() == nil)
    }

    @Test func theSameFeedingTwiceIsRefused() async throws {
        _ = await env.say("i fed the baby at one thirty")
        let reply = await env.say("she ate twenty five minutes ago")
        #expect(reply.said == ["There's already a feeding at 1:30 PM."])
        #expect(try log.feedings(on: env.clock.now).count == 1)
    }

    @Test func anOlderFeedingLeavesTheReminderOfTheNewerOne() async throws {
        _ = await env.say("she ate at one thirty")
        let reply = await env.say("i fed her at eleven for twenty minutes")
        #expect(reply.said == ["OK, I logged a feeding at 11 AM for 20 minutes."])
        #expect(try env.scheduler.pending(kind: "feeding").map(\.fireAt) == [SkillTestEnvironment.date("2027-01-15 16:30")])
        #expect(try log.feedings(on: env.clock.now).map(\.startedAt)
                == [SkillTestEnvironment.date("2027-01-15 11:00"), SkillTestEnvironment.date("2027-01-15 13:30")])
    }

    @Test func aRunningFeedingKeepsItsTimerAndNoReminderIsSet() async throws {
        _ = await env.say("start feeding")
        env.clock.advance(by: 5 * 60)
        let reply = await env.say("she ate an hour ago")
        #expect(reply.said == ["OK, I logged a feeding at 1 oh 5 PM."])
        #expect(try log.running()?.startedAt == SkillTestEnvironment.date("2027-01-15 14:00"))
        #expect(try log.nextAlarm() == nil)
    }

    @Test func moreThanADayAgoIsRefused() async throws {
        let reply = await env.say("she ate thirty hours ago")
        #expect(reply.said == ["I can log feedings of the last day only; say the time, like two thirty."])
        #expect(try log.last() == nil)
    }

    @Test func theLastFeedingOfALoggedOneHasNoLength() async throws {
        _ = await env.say("i fed the baby at one thirty")
        #expect(await env.say("when did she last eat").said == ["The last feeding was at 1:30 PM."])
    }
}
