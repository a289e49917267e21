public import GRDB
import Foundation

/// Hark's SQLite database (GRDB): WAL mode, versioned migrations, and a
/// transaction around every write, so anything confirmed to the user survives
/// a power cut. A file that is not Hark's is refused and never modified.
/// Opening takes a lock file beside the database, so processes opening a new
/// data directory at once check and migrate it one after another.
public final class Store: Sendable {
    /// `PRAGMA application_id` of Hark databases ("HARK").
    public static let applicationID: Int32 = 0x4841_524B
    /// The database file name inside the data directory.
    public static let fileName = "hark.sqlite"

    /// The database file path (":memory:" for in-memory stores).
    public let path: String
    private let writer: any DatabaseWriter
    /// Where readers report the rows they skip.
    private let rowLog: UnreadableRowLog

    /// The default data directory: `$XDG_DATA_HOME/hark`, else `~/.local/share/hark`.
    public static var defaultDirectory: String {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty { return xdg + "/hark" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/hark"
    }

    /// Opens (creating if needed) `hark.sqlite` in `directory` and runs the migrations.
    ///
    /// A row a reader cannot read is skipped and handed once to `onUnreadableRow`,
    /// which by default prints its warning to standard error.
    public static func open(
        directory: String, migrations: [StoreMigration],
        onUnreadableRow: @escaping @Sendable (UnreadableRow) -> Void = UnreadableRow.printWarning
    ) throws(StoreError) -> Store {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError(.unwritable, "Cannot create the data directory \(directory) (\(error.localizedDescription)); pick another with --data-dir.")
        }
        let path = (directory as NSString).appendingPathComponent(fileName)
        // Held until the store is checked and migrated: concurrent openers take turns.
        let lock = try OpenLock(path: path)
        defer { withExtendedLifetime(lock) {} }
        try inspectExistingFile(at: path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
        do {
            let pool = try DatabasePool(path: path, configuration: configuration)
            let store = Store(path: path, writer: pool, onUnreadableRow: onUnreadableRow)
            try store.migrate(migrations)
            return store
        } catch let error as StoreError {
            throw error
        } catch {
            throw Store.translate(error, path: path)
        }
    }

    /// An in-memory store for tests.
    public static func inMemory(
        migrations: [StoreMigration],
        onUnreadableRow: @escaping @Sendable (UnreadableRow) -> Void = UnreadableRow.printWarning
    ) throws(StoreError) -> Store {
        do {
            let store = Store(path: ":memory:", writer: try DatabaseQueue(), onUnreadableRow: onUnreadableRow)
            try store.migrate(migrations)
            return store
        } catch let error as StoreError {
            throw error
        } catch {
            throw Store.translate(error, path: ":memory:")
        }
    }

    private init(path: String, writer: any DatabaseWriter, onUnreadableRow: @escaping @Sendable (UnreadableRow) -> Void) {
        self.path = path
        self.writer = writer
        self.rowLog = UnreadableRowLog(handler: onUnreadableRow)
    }

    /// Reads in a consistent snapshot. Rows a ``StoredRecord`` reader skips in `body` are reported.
    public func read<T: Sendable>(_ body: @Sendable (Database) throws -> T) throws(StoreError) -> T {
        let log = rowLog
        do {
            return try writer.read { db in try UnreadableRowLog.$current.withValue(log) { try body(db) } }
        } catch {
            throw Store.translate(error, path: path)
        }
    }

    /// Writes in one transaction: all of `body` is saved, or none of it.
    /// Rows a ``StoredRecord`` reader skips in `body` are reported.
    public func write<T: Sendable>(_ body: @Sendable (Database) throws -> T) throws(StoreError) -> T {
        let log = rowLog
        do {
            return try writer.write { db in try UnreadableRowLog.$current.withValue(log) { try body(db) } }
        } catch {
            throw Store.translate(error, path: path)
        }
    }

    /// The identifiers of the migrations applied, in order.
    public func appliedMigrations() throws(StoreError) -> [String] {
        try read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
        }
    }

    private func migrate(_ migrations: [StoreMigration]) throws {
        // Claim the file before the first table exists, so it is never seen with tables but no id.
        try writer.write { db in
            if try Int32.fetchOne(db, sql: "PRAGMA application_id") != Store.applicationID {
                try db.execute(sql: "PRAGMA application_id = \(Store.applicationID)")
            }
        }
        var migrator = DatabaseMigrator()
        migrator.registerMigration("hark-v1") { db in
            try db.execute(sql: "PRAGMA application_id = \(Store.applicationID)")
        }
        for migration in Store.ownMigrations + migrations {
            migrator.registerMigration(migration.identifier, migrate: migration.migrate)
        }
        if try writer.read({ db in try migrator.hasBeenSuperseded(db) }) {
            throw StoreError(.tooNew, "The database \(path) was written by a newer Hark; upgrade Hark rather than lose data.")
        }
        try migrator.migrate(writer)
    }

    /// Refuses files that are not Hark's before anything writes to them.
    private static func inspectExistingFile(at path: String) throws(StoreError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        if isDirectory.boolValue {
            throw StoreError(.notADatabase, "\(path) is a directory, not a database; move it away or pick another --data-dir.")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw StoreError(.unwritable, "Cannot read \(path); check its permissions.")
        }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        try? handle.close()
        if header.isEmpty { return }
        guard header == Data("SQLite format 3\0".utf8) else {
            throw StoreError(.notADatabase, "\(path) is not an SQLite database; Hark will not overwrite it. Move it away or pick another --data-dir.")
        }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            try queue.read { db in
                let check = try String.fetchOne(db, sql: "PRAGMA quick_check") ?? ""
                guard check == "ok" else {
                    throw StoreError(.corrupt, "The database \(path) is damaged (\(check)); restore a backup or move it away.")
                }
                let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table'") ?? 0
                let isHarks = applicationID == Store.applicationID
                let isBlank = applicationID == 0 && tables == 0
                if !isHarks && !isBlank {
                    throw StoreError(.foreignDatabase, "\(path) belongs to another program; Hark will not touch it. Move it away or pick another --data-dir.")
                }
            }
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError where [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode) {
            throw translate(error, path: path)
        } catch {
            throw StoreError(.corrupt, "The database \(path) cannot be read (\(error)); restore a backup or move it away.")
        }
    }

    /// Turns GRDB/SQLite errors into messages that say what to do.
    static func translate(_ error: any Error, path: String) -> StoreError {
        if let error = error as? StoreError { return error }
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_BUSY, .SQLITE_LOCKED:
                return StoreError(.busy, "The database \(path) is busy: another program is writing to it; try again.")
            case .SQLITE_FULL:
                return StoreError(.diskFull, "The disk holding \(path) is full; nothing was saved. Free some space and try again.")
            case .SQLITE_CORRUPT, .SQLITE_NOTADB:
                return StoreError(.corrupt, "The database \(path) is damaged; restore a backup or move it away.")
            case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM:
                return StoreError(.unwritable, "Cannot write \(path) (\(error.message ?? "permission denied")); check the data directory's permissions.")
            default:
                return StoreError(.failed, "Database error in \(path): \(error.message ?? "\(error.resultCode)").")
            }
        }
        return StoreError(.failed, "Database error in \(path): \(error).")
    }
}
