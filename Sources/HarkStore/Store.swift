public import GRDB
import Foundation
import HarkLimits

/// Hark's SQLite database (GRDB): WAL mode, versioned migrations, and a
/// transaction around every write, so anything confirmed to the user survives
/// a power cut. A file that is not Hark's is refused and never modified.
/// Opening takes a lock file beside the database, so processes opening a new
/// data directory at once check and migrate it one after another, and recovers
/// what a crash left (see `open(directory:migrations:)`). Files are private (0600
/// in a 0700 directory it creates); `backup(to:)` and `restore(from:…)` copy it safely.
public final class Store: Sendable {
    /// `PRAGMA application_id` of Hark databases ("HARK").
    public static let applicationID: Int32 = 0x4841_524B
    /// The migration every Hark database starts with (it claims the file).
    static let baseMigration = "hark-v1"
    /// The database file name inside the data directory.
    public static let fileName = "hark.sqlite"

    /// The database file path (":memory:" for in-memory stores).
    public let path: String
    let writer: any DatabaseWriter
    /// Where readers report the rows they skip.
    private let rowLog: UnreadableRowLog

    /// The default data directory: `$XDG_DATA_HOME/hark`, else `~/.local/share/hark`.
    public static var defaultDirectory: String {
        let environment = ProcessInfo.processInfo.environment
        // The XDG spec: a relative path in the variable is invalid and is ignored.
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/hark" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/hark"
    }

    /// Opens (creating if needed) `hark.sqlite` in `directory` and runs the migrations.
    ///
    /// Opening recovers what a crash leaves behind: a transaction a killed process left
    /// half-written in a rollback journal (`hark.sqlite-journal`, e.g. a kill while the
    /// database is first created) is rolled back to the last committed state, and a
    /// write-ahead log (`hark.sqlite-wal`) is replayed by SQLite. A file that is not an
    /// SQLite database, or another program's database, is refused and never modified.
    /// A directory it creates is 0700 and the database and its side files are 0600.
    ///
    /// A row a reader cannot read is skipped and handed once to `onUnreadableRow`,
    /// which by default prints its warning to standard error.
    public static func open(
        directory: String, migrations: [StoreMigration],
        onUnreadableRow: @escaping @Sendable (UnreadableRow) -> Void = UnreadableRow.printWarning
    ) throws(StoreError) -> Store {
        try PrivateFiles.makeDirectory(directory)
        let path = (directory as NSString).appendingPathComponent(fileName)
        if isOnReadOnlyFileSystem(directory), kind(of: path) == .regular {
            return try openReadOnly(path: path, migrations: migrations, onUnreadableRow: onUnreadableRow)
        }
        try clearStrayFiles(besideDatabase: path)
        // Held until the store is checked and migrated: concurrent openers take turns.
        let lock = try OpenLock(path: path)
        defer { withExtendedLifetime(lock) {} }
        return try openLocked(path: path, migrations: migrations, onUnreadableRow: onUnreadableRow)
    }

    /// Opens the database at `path` while its `OpenLock` is held.
    static func openLocked(
        path: String, migrations: [StoreMigration],
        onUnreadableRow: @escaping @Sendable (UnreadableRow) -> Void = UnreadableRow.printWarning
    ) throws(StoreError) -> Store {
        Scratch.removeStale(besideDatabase: path)
        try recoverInterruptedWrite(at: path)
        try inspectExistingFile(at: path)
        try PrivateFiles.createIfMissing(path)
        PrivateFiles.restrictDatabase(at: path)
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

    init(path: String, writer: any DatabaseWriter, onUnreadableRow: @escaping @Sendable (UnreadableRow) -> Void) {
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
        migrator.registerMigration(Store.baseMigration) { db in
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

    /// Turns GRDB/SQLite errors into messages that say what to do.
    static func translate(_ error: any Error, path: String) -> StoreError {
        if let error = error as? StoreError { return error }
        if let error = error as? LimitError { return StoreError(error) }
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_BUSY, .SQLITE_LOCKED:
                return StoreError(.busy, "The database \(path) is busy: another program is writing to it; try again.")
            case .SQLITE_FULL:
                return StoreError(.diskFull, "The disk holding \(path) is full; nothing was saved. Free some space and try again.")
            case .SQLITE_IOERR:
                return StoreError(.ioFailure, "The disk holding \(path) failed a read or write (it may be full, failing, or over a file-size limit); what was not confirmed was not saved. Free some space or check the disk, then try again.")
            case .SQLITE_CORRUPT, .SQLITE_NOTADB:
                return StoreError(.corrupt, "The database \(path) is damaged; run hark doctor --repair to rebuild it from what can still be read (the damaged file is kept), or restore a backup with hark restore FILE.")
            case .SQLITE_READONLY where isOnReadOnlyFileSystem((path as NSString).deletingLastPathComponent):
                return readOnlyError(path)
            case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM:
                return StoreError(.unwritable, "Cannot write \(path) (\(error.message ?? "permission denied")); check the data directory's permissions.")
            case .SQLITE_ERROR where ["no such table", "no such column", "has no column named"].contains { error.message?.contains($0) == true }:
                // Hark's own statements name only what its migrations made: the schema lost it.
                return StoreError(.corrupt, "The database \(path) is damaged (\(error.message ?? "")); run hark doctor --repair to rebuild it from what can still be read (the damaged file is kept), or restore a backup with hark restore FILE.")
            default:
                return StoreError(.failed, "Database error in \(path): \(error.message ?? "\(error.resultCode)").")
            }
        }
        return StoreError(.failed, "Database error in \(path): \(error).")
    }
}
