import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import HarkTesting
import Testing

/// The next-feeding alarm through the scheduler: on time, snoozed, and missed across a restart.
@Suite struct FeedingAlarmTests {
    /// Starts at 2:05 PM, finishes at 2:23 PM: the alarm is due at 5:23 PM.
    static func feed(_ log: FeedingLog, clock: ManualClock) throws {
        clock.advance(to: SkillTestEnvironment.date("2027-01-15 14:05"))
        try log.start()
        clock.advance(by: 18 * 60)
        _ = try log.finish()
    }

    @Test func firesExactlyThreeHoursAfterTheEnd() async throws {
        let env = try SkillTestEnvironment(skills: [], migrations: FeedingLog.migrations)
        let log = FeedingLog(scheduler: env.scheduler, calendar: env.calendar)
        try Self.feed(log, clock: env.clock)
        let fired = Recorded<FiredEvent>()
        let task = Task { try await env.scheduler.run { fired.append($0) } }
        await Eventually.wait { env.clock.sleeperCount == 1 }
        env.clock.advance(to: SkillTestEnvironment.date("2027-01-15 17:23").addingTimeInterval(-1))
        try await SkillTestEnvironment.letSchedulerLook(env.scheduler, clock: env.clock)
        #expect(fired.all.isEmpty)
        env.clock.advance(by: 1)
        await Eventually.wait { fired.all.count == 1 }
        task.cancel()
        _ = await task.result

        let event = try #require(fired.all.first)
        #expect(event.event.kind == "feeding")
        #expect(event.event.fireAt == SkillTestEnvironment.date("2027-01-15 17:23"))
        #expect(event.missed == false)
        let alert = try #require(try await log.alert(for: event))
        #expect(alert.announcement == "It's time for the next feeding.")
        #expect(alert.sound == .chime)
        #expect(alert.kind == "feeding")
        #expect(try await alert.response(for: ["stop"])?.handle().dismissText == "")
        #expect(try await alert.response(for: ["ok"])?.handle().dismissText == "")
        #expect(try log.nextAlarm() == nil)
    }

    @Test func snoozeRearmsForNineMinutesAndFiresAgain() async throws {
        let env = try SkillTestEnvironment(skills: [], migrations: FeedingLog.migrations)
        let log = FeedingLog(scheduler: env.scheduler, calendar: env.calendar)
        try Self.feed(log, clock: env.clock)
        env.clock.advance(to: SkillTestEnvironment.date("2027-01-15 17:23"))
        let first = Recorded<FiredEvent>()
        try await env.scheduler.fireDue { first.append($0) }
        let due = try #require(first.all.first)
        let alert = try #require(try await log.alert(for: due))
        let snoozed = try await #require(alert.response(for: ["snooze"])).handle()
        #expect(snoozed.dismissText == "OK, I'll remind you again in 9 minutes.")
        #expect(try log.nextAlarm()?.fireAt == SkillTestEnvironment.date("2027-01-15 17:32"))

        let again = Recorded<FiredEvent>()
        env.clock.advance(by: 9 * 60 - 1)
        try await env.scheduler.fireDue { again.append($0) }
        #expect(again.all.isEmpty)
        env.clock.advance(by: 1)
        try await env.scheduler.fireDue { again.append($0) }
        #expect(again.all.map(\.event.kind) == ["feeding"])
        #expect(try await log.alert(for: again.all[0])?.announcement == "It's time for the next feeding.")
    }

    @Test func missedWhileOffIsAnnouncedOnceAfterARestart() async throws {
        let directory = SkillTestEnvironment.temporaryDirectory("feeding")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let migrations = Scheduler.migrations + FeedingLog.migrations
        let clock = ManualClock(start: SkillTestEnvironment.start)
        do {
            let store = try Store.open(directory: directory, migrations: migrations)
            try Self.feed(FeedingLog(scheduler: Scheduler(store: store, clock: clock), calendar: SkillTestEnvironment.utc), clock: clock)
        }
        clock.advance(to: SkillTestEnvironment.date("2027-01-15 19:00"))  // Hark was off at 5:23 PM

        let fired = Recorded<FiredEvent>()
        do {
            let scheduler = Scheduler(store: try Store.open(directory: directory, migrations: migrations), clock: clock)
            let log = FeedingLog(scheduler: scheduler, calendar: SkillTestEnvironment.utc)
            #expect(try log.last()?.duration.map { Int($0.rounded()) } == 18 * 60)  // the record survived the restart
            let task = Task { try await scheduler.run { fired.append($0) } }
            await Eventually.wait { fired.all.count == 1 }
            task.cancel()
            _ = await task.result
            let event = try #require(fired.all.first)
            #expect(event.missed)
            let alert = try #require(try await log.alert(for: event))
            #expect(alert.announcement == "You missed the feeding reminder at 5:23 PM.")
            #expect(alert.sound == .chime)
        }
        #expect(fired.all.count == 1)

        let again = Recorded<FiredEvent>()
        let scheduler = Scheduler(store: try Store.open(directory: directory, migrations: migrations), clock: clock)
        try await scheduler.fireDue(deliver: { again.append($0) }, missedBefore: clock.now)
        #expect(again.all.isEmpty)
    }

    @Test func otherKindsAreNotItsAlerts() async throws {
        let env = try SkillTestEnvironment(skills: [], migrations: FeedingLog.migrations)
        let log = FeedingLog(scheduler: env.scheduler, calendar: env.calendar)
        let alarm = ScheduledEvent(kind: "alarm", title: "Alarm", fireAt: env.clock.now, createdAt: env.clock.now)
        #expect(try await log.alert(for: FiredEvent(event: alarm, missed: false)) == nil)
    }
}
