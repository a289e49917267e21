import Foundation
import GRDB
import HarkSkills
import HarkStore
import Testing

/// A feeding change and its alarm are saved together or not at all. A trigger in the
/// real SQLite store refuses new feeding alarms, as a full disk or a kill would.
@Suite struct FeedingAtomicityTests {
    let env: SkillTestEnvironment
    let log: FeedingLog

    init() throws {
        env = try SkillTestEnvironment(skills: [FeedingSkill()], migrations: FeedingLog.migrations)
        log = FeedingLog(scheduler: env.scheduler, calendar: env.calendar)
    }

    func refuseFeedingAlarms() throws {
        try env.store.write { db in
            try db.execute(sql: """
                CREATE TRIGGER refuse_feeding_alarm BEFORE INSERT ON scheduled_event WHEN NEW.kind = 'feeding'
                BEGIN SELECT RAISE(ABORT, 'refused'); END
                """)
        }
    }

    @Test func aFeedingDoesNotEndWithoutItsAlarm() throws {
        let started = try log.start()
        env.clock.advance(by: 600)
        try refuseFeedingAlarms()
        #expect(throws: StoreError.self) { try log.finish() }
        #expect(try log.running() == started)
        #expect(try log.nextAlarm() == nil)
    }

    @Test func aFailedMoveKeepsTheOldAlarm() throws {
        try log.start()
        env.clock.advance(by: 600)
        let finished = try #require(try log.finish())
        try refuseFeedingAlarms()
        #expect(throws: StoreError.self) { try log.setAlarm(at: SkillTestEnvironment.date("2027-01-15 20:00")) }
        #expect(try log.nextAlarm() == finished.alarm)
    }

    @Test func startingAFeedingCancelsTheAlarmInTheSameChange() throws {
        try log.start()
        env.clock.advance(by: 600)
        _ = try #require(try log.finish())
        try env.store.write { db in
            try db.execute(sql: """
                CREATE TRIGGER refuse_cancel BEFORE UPDATE OF state ON scheduled_event WHEN NEW.state = 'cancelled'
                BEGIN SELECT RAISE(ABORT, 'refused'); END
                """)
        }
        #expect(throws: StoreError.self) { try log.start() }
        #expect(try log.running() == nil)
        #expect(try log.nextAlarm() != nil)
    }
}
