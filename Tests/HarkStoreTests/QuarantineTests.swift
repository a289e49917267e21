import Foundation
import GRDB
import Testing
@testable import HarkStore

@Suite struct QuarantineTests {
    static let tables = [StoredTable.of(ScheduledEvent.self)]

    @Test func unreadableRowsAreListedWithTableIdColumnAndReason() throws {
        let harness = try GarbageStore()
        try harness.scheduler.schedule(kind: "alarm", title: "Good", at: harness.clock.now)
        let bad = try harness.insertEvent(fireAt: "'10000-01-01 00:00:00.000'")
        #expect(try harness.store.unreadableRows(in: Self.tables) == [
            UnreadableRow(table: "scheduled_event", id: bad, column: "fireAt", reason: "'10000-01-01 00:00:00.000' is not a date"),
        ])
        #expect(try harness.store.recordTables() == ["scheduled_event"])
    }

    /// Repair moves the bad rows, and only them, keeping every column's value and type.
    @Test func repairMovesUnreadableRowsAsideWithEveryValue() throws {
        let harness = try GarbageStore()
        let good = try harness.scheduler.schedule(kind: "alarm", title: "Good", at: harness.clock.now)
        let first = try harness.insertEvent(title: "x'00ff'", payload: "'{bad'")
        let second = try harness.insertEvent(fireAt: "1e999", state: "'exploded'")
        let movedAt = Date(timeIntervalSince1970: 1_800_000_000)
        let moved = try harness.store.quarantineUnreadableRows(in: Self.tables, now: movedAt)
        #expect(moved.map(\.id) == [first, second])
        #expect(try harness.store.unreadableRows(in: Self.tables).isEmpty)
        #expect(try harness.scheduler.pending() == [good])
        #expect(try harness.store.quarantinedCount() == 2)
        let rows = try harness.store.read { db in
            try Row.fetchAll(db, sql: "SELECT source_table, source_id, row_json, reason, moved_at FROM quarantine ORDER BY id")
                .map { try [$0.text("source_table"), String($0.id("source_id")), $0.text("row_json"), $0.text("reason"), String($0.date("moved_at").timeIntervalSince1970)] }
        }
        #expect(rows == [
            ["scheduled_event", "\(first)",
             #"{"claimedBy":null,"createdAt":"2027-01-15 09:00:00.000","fireAt":"2027-01-15 10:00:00.000","firedAt":null,"id":\#(first),"kind":"alarm","payload":"{bad","state":"pending","title":{"blob":"AP8="}}"#,
             "title: a 2-byte blob is not text", "1800000000.0"],
            ["scheduled_event", "\(second)",
             #"{"claimedBy":null,"createdAt":"2027-01-15 09:00:00.000","fireAt":{"real":"inf"},"firedAt":null,"id":\#(second),"kind":"alarm","payload":"{}","state":"exploded","title":"Garbage"}"#,
             "state: 'exploded' is not a state (pending, delivering, fired or cancelled)", "1800000000.0"],
        ])
        #expect(try harness.store.quarantineUnreadableRows(in: Self.tables).isEmpty)
    }

    /// A database made before the quarantine table existed gets it when it is next opened.
    @Test func anOlderDatabaseGainsTheQuarantineTable() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-quarantine-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            let store = try Store.open(directory: directory, migrations: Scheduler.migrations)
            try store.write { db in
                try db.execute(sql: "DROP TABLE quarantine; DELETE FROM grdb_migrations WHERE identifier = 'store-quarantine-v1'")
            }
        }
        let store = try Store.open(directory: directory, migrations: Scheduler.migrations)
        #expect(try store.appliedMigrations().last == "store-quarantine-v1")
        #expect(try store.quarantinedCount() == 0)
    }
}
