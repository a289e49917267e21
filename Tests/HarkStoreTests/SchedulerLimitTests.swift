import Foundation
import GRDB
import Testing
@testable import HarkStore

/// The scheduler never stores a time or title out of range, whichever way it is written.
@Suite struct SchedulerLimitTests {
    static let outOfRange = StoreError(.outOfRange, "A date must be from 2000 to 2099.")
    /// 10000-01-01, the date that once crashed every later command.
    static let year10000 = Date(timeIntervalSince1970: 253_402_300_800)
    /// 2099-12-31 12:00 UTC: the last day of the range.
    static let lastDay = Date(timeIntervalSince1970: 4_102_401_600)

    func scheduler(clock: ManualClock = ManualClock()) throws -> Scheduler {
        Scheduler(store: try Store.inMemory(migrations: Scheduler.migrations), clock: clock)
    }

    func rowCount(_ scheduler: Scheduler) throws -> Int {
        try scheduler.store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM scheduled_event") ?? -1 }
    }

    @Test func aTimeOutsideTheDateRangeIsRefusedAndNothingStored() throws {
        let scheduler = try scheduler()
        #expect(throws: Self.outOfRange) { try scheduler.schedule(kind: "alarm", title: "Far", at: Self.year10000) }
        #expect(throws: Self.outOfRange) {
            try scheduler.schedule(kind: "alarm", title: "Past", at: Date(timeIntervalSince1970: 0))
        }
        #expect(throws: Self.outOfRange) {
            try scheduler.schedule(kind: "alarm", title: "Never", at: Date(timeIntervalSince1970: .infinity))
        }
        #expect(try rowCount(scheduler) == 0)
        #expect(try scheduler.schedule(kind: "alarm", title: "Soon", at: Self.lastDay).title == "Soon")
    }

    /// A board without a real-time clock starts in 1970: the refusal says the clock is wrong.
    @Test func aClockOutsideTheRangeIsBlamedAndNothingStored() throws {
        let scheduler = try scheduler(clock: ManualClock(start: Date(timeIntervalSince1970: 60)))
        #expect(throws: StoreError(.outOfRange, "The clock says 1970-01-01, outside the dates Hark keeps (from 2000 to 2099); set the system date and time.")) {
            try scheduler.schedule(kind: "timer", title: "T", at: Date(timeIntervalSince1970: 1_800_000_000))
        }
        #expect(try rowCount(scheduler) == 0)
    }

    @Test func aTitleLongerThanANameIsRefused() throws {
        let scheduler = try scheduler()
        let at = scheduler.clock.now.addingTimeInterval(60)
        #expect(throws: StoreError(.outOfRange, "A name must be from 1 to 80 characters.")) {
            try scheduler.schedule(kind: "alarm", title: String(repeating: "a", count: 81), at: at)
        }
        #expect(throws: StoreError(.outOfRange, "A name must be from 1 to 80 characters.")) {
            try scheduler.schedule(kind: "alarm", title: "", at: at)
        }
        #expect(try scheduler.schedule(kind: "alarm", title: String(repeating: "a", count: 80), at: at).id != nil)
        #expect(try rowCount(scheduler) == 1)
    }

    @Test func reschedulingOutOfRangeLeavesTheEventWhereItWas() throws {
        let scheduler = try scheduler()
        let at = scheduler.clock.now.addingTimeInterval(60)
        let event = try scheduler.schedule(kind: "alarm", title: "Wake up", at: at)
        let id = try #require(event.id)
        #expect(throws: Self.outOfRange) { try scheduler.reschedule(id: id, to: Self.year10000) }
        #expect(try scheduler.event(id: id)?.fireAt == at)
    }

    /// Inside a skill's transaction, the refused event takes the skill's other writes with it.
    @Test func aRefusedEventRollsBackItsWholeTransaction() throws {
        let scheduler = try scheduler()
        let now = scheduler.clock.now
        #expect(throws: Self.outOfRange) {
            try scheduler.write { db in
                _ = try Scheduler.schedule(kind: "alarm", title: "Fine", at: now.addingTimeInterval(60), createdAt: now, db)
                _ = try Scheduler.schedule(kind: "feeding", title: "Next feeding", at: Self.year10000, createdAt: now, db)
            }
        }
        #expect(try rowCount(scheduler) == 0)
    }

    /// An event stored before the limits (a long title) is still claimed and delivered:
    /// a limit never stops Hark from announcing what it already holds.
    @Test func anOldOutOfRangeTitleIsStillDelivered() async throws {
        let clock = ManualClock()
        let scheduler = try scheduler(clock: clock)
        let long = String(repeating: "b", count: 200)
        try scheduler.store.write { db in
            try db.execute(sql: """
                INSERT INTO scheduled_event (kind, title, fireAt, payload, state, createdAt)
                VALUES ('alarm', ?, ?, '{}', 'pending', ?)
                """, arguments: [long, clock.now, clock.now])
        }
        let fired = try #require(try scheduler.claimNext())
        #expect(fired.event.title == long)
        try scheduler.delivered(fired)
        #expect(try scheduler.event(id: try #require(fired.event.id))?.state == .fired)
    }
}
