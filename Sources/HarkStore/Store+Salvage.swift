public import Foundation
import GRDB

/// What `Store.salvage` did.
public struct SalvageOutcome: Sendable, Equatable {
    /// Where the damaged database was kept, untouched (mode 0600; its side files beside it).
    public let damagedCopy: String
    /// The rows copied into the rebuilt database, by table.
    public let copied: [String: Int]
    /// Rows that could be read but not stored again (a broken constraint), kept in the quarantine table.
    public let quarantined: Int
    /// Tables whose reading stopped at damaged pages, by name: rows past the damage may be missing.
    public let damagedTables: [String]
}

extension Store {
    /// Rebuilds a database that does not open because it is damaged (cut short, bytes
    /// flipped), or whose schema lost a table or column (``schemaDamage(_:)``), for
    /// `hark doctor --repair`; nil when there is nothing to salvage.
    ///
    /// Every row that can still be read is copied into a new database with this Hark's
    /// schema; a row the new schema refuses goes into the quarantine table. The damaged
    /// file is kept beside the new one as `hark.sqlite.damaged-<time>` before it is
    /// replaced, so nothing is deleted, and a kill at any point leaves either the damaged
    /// database in place or the rebuilt one. A file that is another program's database
    /// is never touched.
    public static func salvage(directory: String, migrations: [StoreMigration], now: Date = Date()) throws(StoreError) -> SalvageOutcome? {
        let path = (directory as NSString).appendingPathComponent(fileName)
        guard kind(of: path) == .regular else { return nil }
        try clearStrayFiles(besideDatabase: path)
        let lock = try OpenLock(path: path)
        defer { withExtendedLifetime(lock) {} }
        Scratch.removeStale(besideDatabase: path)
        do {
            try recoverInterruptedWrite(at: path)
            try inspectExistingFile(at: path)
            let store = try openLocked(path: path, migrations: migrations, onUnreadableRow: { _ in })
            if try store.schemaDamage(migrations) == nil { return nil }
        } catch where error.code == .corrupt || error.code == .notADatabase {
            // Damaged: salvage below.
        }
        let scratch = try Scratch(besideDatabase: path, purpose: .salvage)
        defer { scratch.remove() }
        let damaged = (scratch.directory as NSString).appendingPathComponent("damaged.sqlite")
        let rebuilt = (scratch.directory as NSString).appendingPathComponent("rebuilt.sqlite")
        do {
            // With its log and journal: the copy replays committed writes and rolls back a half-written one.
            for suffix in ["", "-wal", "-journal"] where PrivateFiles.isRegularFile(path + suffix) {
                try FileManager.default.copyItem(atPath: path + suffix, toPath: damaged + suffix)
            }
        } catch {
            throw StoreError(.unwritable, "Cannot copy \(path) to salvage it (\(error.localizedDescription)); free some space and try again, nothing was changed.")
        }
        let fresh = try openLocked(path: scratch.database, migrations: migrations)
        let copy = try SalvagedRows.copy(from: damaged, into: fresh, now: now)
        do {
            try PrivateFiles.createIfMissing(rebuilt)
            let destination = try DatabaseQueue(path: rebuilt)
            try fresh.writer.backup(to: destination)
            try destination.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
            try destination.close()
        } catch {
            throw translate(error, path: rebuilt)
        }
        let aside = damagedName(for: path, now: now)
        try keepDamaged(path, as: aside)
        PrivateFiles.sync(rebuilt)
        // A stale log beside the rebuilt file would be replayed into it; the copy aside has it.
        for suffix in PrivateFiles.sideFileSuffixes { try? FileManager.default.removeItem(atPath: path + suffix) }
        guard rename(rebuilt, path) == 0 else {
            throw StoreError(.unwritable, "Cannot replace \(path) (\(String(cString: strerror(errno)))); check the data directory's permissions. The damaged database is kept at \(aside).")
        }
        PrivateFiles.sync(directory)
        _ = try openLocked(path: path, migrations: migrations)
        return SalvageOutcome(damagedCopy: aside, copied: copy.copied, quarantined: copy.quarantined, damagedTables: copy.stopped)
    }

    /// Keeps the damaged database and its side files as `aside` (a hard link where it can, else a copy).
    private static func keepDamaged(_ path: String, as aside: String) throws(StoreError) {
        do {
            // The -shm index is rebuilt from the log, so only the files holding data are kept.
            for suffix in ["", "-wal", "-journal"] where PrivateFiles.isRegularFile(path + suffix) {
                if link(path + suffix, aside + suffix) != 0 {
                    try FileManager.default.copyItem(atPath: path + suffix, toPath: aside + suffix)
                }
                PrivateFiles.restrict(aside + suffix)
                PrivateFiles.sync(aside + suffix)
            }
        } catch {
            BackupFile.remove(aside)
            throw StoreError(.unwritable, "Cannot keep a copy of \(path) as \(aside) (\(error.localizedDescription)); free some space and try again, nothing was changed.")
        }
    }

    /// `hark.sqlite.damaged-20270116-073000` (with `-2`, `-3`… when taken).
    private static func damagedName(for path: String, now: Date) -> String {
        PrivateFiles.freeName(path + ".damaged", at: now)
    }
}

/// Copying what can still be read out of a damaged database.
enum SalvagedRows {
    /// Copies every readable row of each table `fresh` has into it, by column name; rows it
    /// refuses go to its quarantine table. Reading a table that stops at a damaged page is
    /// tried again from its last row backwards, so rows on both sides of the damage are kept.
    static func copy(from damaged: String, into fresh: Store, now: Date) throws(StoreError)
        -> (copied: [String: Int], quarantined: Int, stopped: [String]) {
        var configuration = Configuration()
        // Read the tables whose own schema entries are intact even when others are not.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA writable_schema = ON") }
        guard let source = try? DatabaseQueue(path: damaged, configuration: configuration) else {
            return ([:], 0, [])  // nothing readable at all: the rebuilt database starts empty
        }
        defer { try? source.close() }
        let tables = try fresh.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations' ORDER BY name")
        }
        var copied: [String: Int] = [:], quarantined = 0, stopped: [String] = []
        for table in tables {
            let (rows, complete) = readable(table, in: source)
            if !complete { stopped.append(table) }
            guard !rows.isEmpty else { continue }
            let result = try fresh.write { db in try insert(rows, into: table, db, now: now) }
            if result.copied > 0 { copied[table] = result.copied }
            quarantined += result.quarantined
        }
        return (copied, quarantined, stopped)
    }

    /// One row read out of the damaged database: its columns in order, the rowid under ``Store/rowIDColumn``.
    typealias Values = [(column: String, value: DatabaseValue)]

    /// The rows of `table` that can be read, and whether the whole table could.
    private static func readable(_ table: String, in source: DatabaseQueue) -> (rows: [Values], complete: Bool) {
        var rows: [Values] = [], seen = Set<Int64>(), complete = true
        let name = table.quotedDatabaseIdentifier
        for order in ["ASC", "DESC"] {
            do {
                try source.read { db in
                    let cursor = try Row.fetchCursor(db, sql: "SELECT rowid AS \(Store.rowIDColumn), * FROM \(name) ORDER BY rowid \(order)")
                    while let row = try cursor.next() {
                        if !seen.insert((try? row.id(Store.rowIDColumn)) ?? 0).inserted { return }
                        rows.append(row.map { (column: $0.0, value: $0.1) })
                    }
                }
                if order == "ASC" { return (rows, true) }
            } catch {
                complete = false
            }
        }
        return (rows, complete)
    }

    /// Inserts `rows` by the columns `table` has; a row the table refuses goes to quarantine.
    private static func insert(_ rows: [Values], into table: String, _ db: Database, now: Date) throws -> (copied: Int, quarantined: Int) {
        let columns = Set(try db.columns(in: table).map(\.name))
        var copied = 0, quarantined = 0
        for row in rows {
            let values = row.filter { columns.contains($0.column) }
            let names = values.map(\.column.quotedDatabaseIdentifier).joined(separator: ", ")
            let sql = "INSERT INTO \(table.quotedDatabaseIdentifier) (\(names)) VALUES (\(values.map { _ in "?" }.joined(separator: ", ")))"
            do {
                try db.execute(sql: sql, arguments: StatementArguments(values.map(\.value)))
                copied += 1
            } catch {
                let whole = Row(Dictionary(row.map { ($0.column, $0.value as (any DatabaseValueConvertible)?) }) { first, _ in first })
                let rowID = try? whole.id(Store.rowIDColumn)
                try db.execute(sql: """
                    INSERT INTO quarantine (source_table, source_id, row_json, reason, moved_at) VALUES (?, ?, ?, ?, ?)
                    """, arguments: [table, rowID, try Store.rowJSON(whole), "salvaged from a damaged database: \(error)", now])
                quarantined += 1
            }
        }
        return (copied, quarantined)
    }
}
