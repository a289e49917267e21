import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import HarkTesting
import Testing

/// Alarms and timers ringing through the scheduler: on time, snoozed, missed across a restart.
@Suite struct AlarmAlertTests {
    let env: SkillTestEnvironment
    let alarms: AlarmClock

    init() throws {
        env = try SkillTestEnvironment(skills: [], migrations: AlarmClock.migrations)
        alarms = AlarmClock(scheduler: env.scheduler, calendar: env.calendar)
    }

    func date(_ text: String) -> Date { SkillTestEnvironment.date(text) }

    /// Fires what is due now and returns the alerts.
    func fire() async throws -> [(FiredEvent, Alert)] {
        let fired = Recorded<FiredEvent>()
        try await env.scheduler.fireDue { fired.append($0) }
        var alerts: [(FiredEvent, Alert)] = []
        for event in fired.all {
            alerts.append((event, try #require(try await alarms.alert(for: event))))
        }
        return alerts
    }

    @Test func anAlarmRingsOnTimeUntilStopped() async throws {
        try alarms.setAlarm(at: date("2027-01-15 19:00"), title: "Wake up")
        let fired = Recorded<FiredEvent>()
        let task = Task { try await env.scheduler.run { fired.append($0) } }
        await Eventually.wait { env.clock.sleeperCount == 1 }
        env.clock.advance(to: date("2027-01-15 18:59"))
        try await SkillTestEnvironment.letSchedulerLook(env.scheduler, clock: env.clock)
        #expect(fired.all.isEmpty)
        env.clock.advance(by: 60)
        await Eventually.wait { fired.all.count == 1 }
        task.cancel()
        _ = await task.result

        let event = try #require(fired.all.first)
        #expect(event.event.fireAt == date("2027-01-15 19:00"))
        #expect(event.missed == false)
        let alert = try #require(try await alarms.alert(for: event))
        #expect(alert.kind == "alarm")
        #expect(alert.announcement == "Alarm. Wake up.")
        #expect(alert.sound == .ringtone)
        #expect(alert.timeout == 300)
        #expect(try await alert.response(for: ["stop"])?.handle().dismissText == "Alarm stopped.")
        #expect(try alarms.alarms().isEmpty)
    }

    @Test func anUntitledAlarmSaysTheTime() async throws {
        try alarms.setAlarm(at: date("2027-01-15 18:30"))
        env.clock.advance(to: date("2027-01-15 18:30"))
        let alerts = try await fire()
        #expect(alerts.map(\.1.announcement) == ["Alarm. It's 6:30 PM."])
    }

    @Test func snoozeRearmsForNineMinutesAndRingsAgain() async throws {
        try alarms.setAlarm(at: date("2027-01-15 19:00"), title: "Wake up")
        env.clock.advance(to: date("2027-01-15 19:00"))
        let first = try #require(try await fire().first)
        let snooze = try #require(first.1.response(for: ["snooze"]))
        #expect(try await snooze.handle().dismissText == "Snoozed for 9 minutes.")
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-15 19:09")])

        env.clock.advance(by: 9 * 60 - 1)
        #expect(try await fire().isEmpty)
        env.clock.advance(by: 1)
        let again = try await fire()
        #expect(again.map(\.1.announcement) == ["Alarm. Wake up."])
        #expect(again.map(\.0.event.fireAt) == [date("2027-01-15 19:09")])
    }

    @Test func aTimerSaysItsLengthAndCannotBeSnoozed() async throws {
        try alarms.setTimer(seconds: 1200)
        env.clock.advance(by: 1200)
        let alert = try #require(try await fire().first?.1)
        #expect(alert.kind == "timer")
        #expect(alert.announcement == "Your 20 minute timer is done.")
        #expect(alert.response(for: ["snooze"]) == nil)
        #expect(try await alert.response(for: ["stop"])?.handle().dismissText == "Timer stopped.")
    }

    @Test func timerNames() {
        #expect(AlarmClock.timerName(seconds: 1200) == "20 minute timer")
        #expect(AlarmClock.timerName(seconds: 7200) == "2 hour timer")
        #expect(AlarmClock.timerName(seconds: 45) == "45 second timer")
        #expect(AlarmClock.timerName(seconds: 5400) == "90 minute timer")
        #expect(AlarmClock.timerName(seconds: 90) == "timer for 1 minute and 30 seconds")
        #expect(AlarmClock.timerName(seconds: 3690) == "timer for 1 hour, 1 minute and 30 seconds")
    }

    @Test func aMissedAlarmIsAnnouncedOnceAfterARestart() async throws {
        let directory = SkillTestEnvironment.temporaryDirectory("alarms")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let migrations = Scheduler.migrations + AlarmClock.migrations
        let clock = ManualClock(start: date("2027-01-15 01:00"))
        do {
            let store = try Store.open(directory: directory, migrations: migrations)
            let alarms = AlarmClock(scheduler: Scheduler(store: store, clock: clock), calendar: SkillTestEnvironment.utc)
            try alarms.setAlarm(at: date("2027-01-15 03:10"))
        }
        clock.advance(to: date("2027-01-15 07:00"))  // the power was out at 3:10 AM

        let fired = Recorded<FiredEvent>()
        do {
            let scheduler = Scheduler(store: try Store.open(directory: directory, migrations: migrations), clock: clock)
            let alarms = AlarmClock(scheduler: scheduler, calendar: SkillTestEnvironment.utc)
            let task = Task { try await scheduler.run { fired.append($0) } }
            await Eventually.wait { fired.all.count == 1 }
            task.cancel()
            _ = await task.result
            let event = try #require(fired.all.first)
            #expect(event.missed)
            let alert = try #require(try await alarms.alert(for: event))
            #expect(alert.announcement == "You missed your 3:10 AM alarm.")
            #expect(alert.sound == .chime)
            #expect(alert.response(for: ["snooze"]) == nil)
            #expect(try await alert.response(for: ["ok"])?.handle().dismissText == "")
        }
        #expect(fired.all.count == 1)

        let again = Recorded<FiredEvent>()
        let scheduler = Scheduler(store: try Store.open(directory: directory, migrations: migrations), clock: clock)
        try await scheduler.fireDue(deliver: { again.append($0) }, missedBefore: clock.now)
        #expect(again.all.isEmpty)
    }

    @Test func otherKindsAreNotItsAlerts() async throws {
        let feeding = ScheduledEvent(kind: "feeding", title: "Next feeding", fireAt: env.clock.now, createdAt: env.clock.now)
        #expect(try await alarms.alert(for: FiredEvent(event: feeding, missed: false)) == nil)
        #expect(try alarms.cancel(id: try env.scheduler.schedule(kind: "feeding", title: "x", at: env.clock.now).id!) == false)
    }

    @Test func aMissedAlarmIsAnnouncedWithItsTitle() async throws {
        let pills = try alarms.setAlarm(at: date("2027-01-14 23:00"), title: "Take pills")
        let plain = try alarms.setAlarm(at: date("2027-01-15 11:00"))
        let titled = try alarms.setAlarm(at: date("2027-01-15 12:30"), title: "Lunch")
        let said = try await [pills, plain, titled].asyncMap { event in
            try await alarms.alert(for: FiredEvent(event: event, missed: true))?.announcement.full
        }
        #expect(said == ["You missed your alarm at 11 PM yesterday, Take pills.",
                         "You missed your 11 AM alarm.", "You missed your 12:30 PM alarm, Lunch."])
    }
}

extension Array {
    /// Maps in order with an async transform.
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}
