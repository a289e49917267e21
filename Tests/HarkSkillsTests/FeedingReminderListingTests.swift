import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import Testing

/// The next-feeding reminder is listed with the alarms: "what alarms do I have" says it,
/// and `AlarmClock.feedingReminders()` (what `hark alarms` lists) holds it.
@Suite struct FeedingReminderListingTests {
    let env: SkillTestEnvironment
    let log: FeedingLog
    let alarms: AlarmClock

    init() throws {
        env = try SkillTestEnvironment(skills: [FeedingSkill(), AlarmSkill()], migrations: FeedingLog.migrations)
        log = FeedingLog(scheduler: env.scheduler, calendar: env.calendar)
        alarms = AlarmClock(scheduler: env.scheduler, calendar: env.calendar)
        env.registry.register(dependency: log)
        env.registry.register(dependency: alarms)
    }

    @Test func theReminderIsSaidWithNoAlarms() async throws {
        #expect(await env.say("what alarms do i have").said == ["You have no alarms."])
        _ = await env.say("start feeding")
        env.clock.advance(by: 20 * 60)
        _ = await env.say("finish feeding")
        #expect(await env.say("what alarms do i have").said == ["You have no alarms. The next feeding reminder is at 5:20 PM today."])
        #expect(try alarms.feedingReminders().map(\.fireAt) == [SkillTestEnvironment.date("2027-01-15 17:20")])
        #expect(try alarms.alarms().isEmpty)
    }

    @Test func theReminderFollowsTheAlarms() async throws {
        _ = await env.say("set an alarm for seven am")
        _ = await env.say("she ate twenty minutes ago")
        #expect(await env.say("what alarms do i have").said
                == ["You have 1 alarm: 7 AM tomorrow. The next feeding reminder is at 4:40 PM today."])
        _ = await env.say("cancel the feeding reminder")
        #expect(await env.say("what alarms do i have").said == ["You have 1 alarm: 7 AM tomorrow."])
        #expect(try alarms.feedingReminders().isEmpty)
    }
}
