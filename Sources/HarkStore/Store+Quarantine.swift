public import Foundation
public import GRDB

/// Finding the rows no reader can read, and moving them aside into the
/// `quarantine` table (`hark doctor`, `hark doctor --repair`), so nothing is deleted.
extension Store {
    /// The table unreadable rows are moved into: `id`, `source_table`, `source_id`
    /// (the row's id in its table), `row_json` (every column, see ``rowJSON(_:)``),
    /// `reason` (the column and what is wrong) and `moved_at`.
    public static let quarantineTable = "quarantine"

    /// Tables the store keeps for itself rather than records: never read by a skill, never quarantined.
    public static let bookkeepingTables: Set<String> = ["grdb_migrations", "sqlite_sequence", quarantineTable]

    /// The store's own tables, migrated before the skills' (identifiers never change once shipped;
    /// a database made before one was added gets it on its next opening).
    static let ownMigrations: [StoreMigration] = [
        StoreMigration("store-quarantine-v1") { db in
            try db.create(table: quarantineTable) { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("source_table", .text).notNull()
                t.column("source_id", .integer)
                t.column("row_json", .text).notNull()
                t.column("reason", .text).notNull()
                t.column("moved_at", .datetime).notNull()
            }
        }
    ]

    /// The record tables in the file: every table except SQLite's and ``bookkeepingTables``, by name.
    public func recordTables() throws(StoreError) -> [String] {
        try read { db in try Self.recordTables(db) }
    }

    /// Every row of `tables` that its reader refuses, table by table in id order.
    public func unreadableRows(in tables: [StoredTable]) throws(StoreError) -> [UnreadableRow] {
        try read { db in try Self.unreadable(in: tables, db).map(\.report) }
    }

    /// Moves every row of `tables` that its reader refuses into the quarantine table,
    /// in one transaction (all of them or none), and returns what was moved.
    @discardableResult
    public func quarantineUnreadableRows(in tables: [StoredTable], now: Date = Date()) throws(StoreError) -> [UnreadableRow] {
        try write { db in
            let found = try Self.unreadable(in: tables, db)
            for (report, rowID, row) in found {
                try db.execute(sql: """
                    INSERT INTO quarantine (source_table, source_id, row_json, reason, moved_at) VALUES (?, ?, ?, ?, ?)
                    """, arguments: [report.table, rowID, try Self.rowJSON(row), report.problem, now])
                try db.execute(sql: "DELETE FROM \(report.table.quotedDatabaseIdentifier) WHERE rowid = ?", arguments: [rowID])
            }
            return found.map(\.report)
        }
    }

    /// How many rows the quarantine table holds.
    public func quarantinedCount() throws(StoreError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM quarantine") ?? 0 }
    }

    static func recordTables(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
            .filter { !bookkeepingTables.contains($0) }
    }

    /// The refused rows of the tables that exist, with their rowid and columns.
    private static func unreadable(in tables: [StoredTable], _ db: Database) throws -> [(report: UnreadableRow, rowID: Int64, row: Row)] {
        let existing = Set(try recordTables(db))
        var found: [(report: UnreadableRow, rowID: Int64, row: Row)] = []
        for table in tables where existing.contains(table.name) {
            let rows = try Row.fetchCursor(db, sql: "SELECT rowid AS \(rowIDColumn), * FROM \(table.name.quotedDatabaseIdentifier) ORDER BY rowid")
            while let row = try rows.next() {
                guard let problem = table.problem(row) else { continue }
                let rowID = try row.id(rowIDColumn)
                // A cursor reuses its row: copy it, or its values are gone by the time it is quarantined.
                found.append((UnreadableRow(table: table.name, id: rowID, problem: problem), rowID, row.copy()))
            }
        }
        return found
    }

    /// The name rowids are read under beside a row's own columns (left out of ``rowJSON(_:)``).
    static let rowIDColumn = "hark_rowid"

    /// A row as a JSON object of its columns: NULL, numbers and text as themselves,
    /// a blob as `{"blob": "<base64>"}`, a non-finite number as `{"real": "inf"}`.
    public static func rowJSON(_ row: Row) throws -> String {
        var object: [String: Any] = [:]
        for (column, value) in row where column != rowIDColumn {
            switch value.storage {
            case .null: object[column] = NSNull()
            case .int64(let number): object[column] = NSNumber(value: number)
            case .double(let number):
                object[column] = number.isFinite ? NSNumber(value: number) as Any : ["real": String(number)]
            case .string(let text): object[column] = text
            case .blob(let data): object[column] = ["blob": data.base64EncodedString()]
            }
        }
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }
}
