import Foundation
import GRDB
import Synchronization
import Testing
@testable import HarkStore

/// Rows a store's readers skipped, as reported to the store's handler.
final class ReportedRows: Sendable {
    private let rows = Mutex<[UnreadableRow]>([])
    func add(_ row: UnreadableRow) { rows.withLock { $0.append(row) } }
    var all: [UnreadableRow] { rows.withLock { $0 } }
}

/// A scheduler over an in-memory store whose skipped rows are collected, and raw SQL
/// to put rows in it that Hark never writes (as `sqlite3` or a bad disk would).
struct GarbageStore {
    let reported = ReportedRows()
    let store: Store
    let scheduler: Scheduler
    let clock = ManualClock()

    init() throws {
        let reported = self.reported
        store = try Store.inMemory(migrations: Scheduler.migrations, onUnreadableRow: { reported.add($0) })
        scheduler = Scheduler(store: store, clock: clock)
    }

    /// Inserts an event row column by column, as SQL literals; returns its id.
    @discardableResult
    func insertEvent(kind: String = "'alarm'", title: String = "'Garbage'", fireAt: String = "'2027-01-15 10:00:00.000'",
                     payload: String = "'{}'", state: String = "'pending'", createdAt: String = "'2027-01-15 09:00:00.000'") throws -> Int64 {
        try store.write { db in
            try db.execute(sql: """
                INSERT INTO scheduled_event (kind, title, fireAt, payload, state, createdAt)
                VALUES (\(kind), \(title), \(fireAt), \(payload), \(state), \(createdAt))
                """)
            return db.lastInsertedRowID
        }
    }
}

@Suite struct UnreadableRowTests {
    /// Each kind of garbage a column can hold, and the problem the reader names.
    static let garbage: [(column: String, sql: [String: String], reason: String)] = [
        ("fireAt", ["fireAt": "'10000-01-01 00:00:00.000'"], "'10000-01-01 00:00:00.000' is not a date"),
        ("fireAt", ["fireAt": "'2200-01-01 00:00:00.000'"], "'2200-01-01 00:00:00.000' is outside the dates Hark uses (from 2000 to 2099)"),
        ("fireAt", ["fireAt": "1e300"], "1e+300 is outside the dates Hark uses (from 2000 to 2099)"),
        ("createdAt", ["createdAt": "'yesterday'"], "'yesterday' is not a date"),
        ("payload", ["payload": "'{not json'"], "'{not json' is not a JSON object of texts"),
        ("payload", ["payload": "'{\"item\": 3}'"], "'{\"item\": 3}' is not a JSON object of texts"),
        ("payload", ["payload": "x'00ff'"], "a 2-byte blob is not a JSON object of texts"),
        ("state", ["state": "'exploded'"], "'exploded' is not a state (pending, delivering, fired or cancelled)"),
        ("title", ["title": "x'00ff'"], "a 2-byte blob is not text"),
        ("kind", ["kind": "''"], "is empty"),
    ]

    @Test(arguments: 0..<garbage.count)
    func aBadEventIsSkippedAndReportedOnceWhileTheOthersAreRead(_ index: Int) throws {
        let (column, sql, reason) = Self.garbage[index]
        let harness = try GarbageStore()
        let good = try harness.scheduler.schedule(kind: "alarm", title: "Wake up", at: harness.clock.now.addingTimeInterval(60))
        let bad = try harness.insertEvent(kind: sql["kind"] ?? "'alarm'", title: sql["title"] ?? "'Garbage'",
                                          fireAt: sql["fireAt"] ?? "'2027-01-15 10:00:00.000'", payload: sql["payload"] ?? "'{}'",
                                          state: sql["state"] ?? "'pending'", createdAt: sql["createdAt"] ?? "'2027-01-15 09:00:00.000'")
        #expect(try harness.scheduler.pending() == [good])
        #expect(try harness.scheduler.pending(kind: "alarm") == [good])
        #expect(try harness.scheduler.event(id: bad) == nil)
        #expect(try harness.scheduler.reschedule(id: bad, to: harness.clock.now) == nil)
        #expect(harness.reported.all == [UnreadableRow(table: "scheduled_event", id: bad, column: column, reason: reason)])
    }

    @Test func theWarningNamesTableRowColumnAndTheRepair() {
        let row = UnreadableRow(table: "pantry_item", id: 3, column: "expiresAt", reason: "'10000-01-01 00:00:00.000' is not a date")
        #expect(row.warning == "Warning: skipped unreadable row 3 of pantry_item (expiresAt: '10000-01-01 00:00:00.000' is not a date); run hark doctor --repair to move it aside.")
        #expect(row.description == "pantry_item row 3: expiresAt: '10000-01-01 00:00:00.000' is not a date")
    }

    /// The scheduler never stops for an event it cannot read: it delivers the good ones around it.
    @Test func aDueUnreadableEventDoesNotStopDelivery() async throws {
        let harness = try GarbageStore()
        try harness.insertEvent(fireAt: "'2020-01-01 00:00:00.000'", payload: "'[]'")
        try harness.insertEvent(payload: "'nope'", state: "'delivering'")
        let good = try harness.scheduler.schedule(kind: "timer", title: "Tea", at: harness.clock.now.addingTimeInterval(-1))
        let delivered = Mutex<[String]>([])
        try await harness.scheduler.fireDue(deliver: { fired in delivered.withLock { $0.append(fired.event.title) } })
        #expect(delivered.withLock { $0 } == ["Tea"])
        #expect(try harness.scheduler.event(id: try #require(good.id))?.state == .fired)
        #expect(Set(harness.reported.all.map(\.column)) == ["payload"])
        #expect(try harness.scheduler.claimNext() == nil)
    }

    /// A `delivering` event that names no process (Hark always names one) is delivered once, as missed, not never.
    @Test func aDeliveringEventClaimedByNobodyIsDeliveredOnceAsMissed() async throws {
        let harness = try GarbageStore()
        let id = try harness.insertEvent(title: "'Orphan'", state: "'delivering'")
        let delivered = Mutex<[FiredEvent]>([])
        try await harness.scheduler.fireDue(deliver: { fired in delivered.withLock { $0.append(fired) } })
        try await harness.scheduler.fireDue(deliver: { fired in delivered.withLock { $0.append(fired) } })
        #expect(delivered.withLock { $0.map(\.event.title) } == ["Orphan"])
        #expect(delivered.withLock { $0.first?.missed } == true)
        #expect(try harness.scheduler.event(id: id)?.state == .fired)
    }

    /// Cancelling all pending events of a kind cancels the readable ones and leaves the bad row for the doctor.
    @Test func cancellingPendingEventsSkipsUnreadableOnes() throws {
        let harness = try GarbageStore()
        let bad = try harness.insertEvent(kind: "'feeding'", fireAt: "'soon'")
        let good = try harness.scheduler.schedule(kind: "feeding", title: "Next feeding", at: harness.clock.now.addingTimeInterval(3600))
        let cancelled = try harness.scheduler.write { db in try Scheduler.cancelPending(kind: "feeding", db) }
        #expect(cancelled.map(\.id) == [good.id])
        #expect(harness.reported.all.map(\.id) == [bad])
    }

    /// The readers never trap whatever a column holds: every pending row is either read or reported, never both.
    @Test func everyStorageClassInEveryColumnIsReadOrReported() throws {
        let values = ["NULL", "0", "-1", "9223372036854775807", "1.5", "1e999", "-1e999", "''", "'x'", "x''", "x'ff00'",
                      "'2027-01-15'", "'2027-01-15T10:00:00Z'", "'{}'", "'pending'", "'\u{202E}'"]
        let columns = ["kind", "title", "fireAt", "payload", "state", "createdAt", "firedAt", "claimedBy"]
        let harness = try GarbageStore()
        for column in columns {
            for value in values where value != "NULL" || ["firedAt", "claimedBy"].contains(column) {
                let id = try harness.insertEvent()
                try harness.store.write { db in
                    try db.execute(sql: "UPDATE scheduled_event SET \(column) = \(value) WHERE id = ?", arguments: [id])
                }
            }
        }
        let pendingIDs = try harness.store.read { db in
            try Set(Int64.fetchAll(db, sql: "SELECT id FROM scheduled_event WHERE state = 'pending'"))
        }
        let read = Set(try harness.scheduler.pending().compactMap(\.id))
        let reported = Set(harness.reported.all.compactMap(\.id))
        #expect(read.isDisjoint(with: reported))
        #expect(read.union(reported) == pendingIDs)
        #expect(read.count > 10 && reported.count > 30)
    }
}
