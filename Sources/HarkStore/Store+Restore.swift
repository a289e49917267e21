public import Foundation
import GRDB

/// What `Store.restore` did.
public struct RestoreOutcome: Sendable, Equatable {
    /// The database that now holds the backup's records.
    public let database: String
    /// Where the database that was replaced is kept (mode 0600); nil when there was none.
    public let previousCopy: String?
}

extension Store {
    /// Replaces the database in `directory` with the backup `file`, after checking it.
    ///
    /// A file that is not a whole, undamaged Hark database this Hark can open is refused
    /// with one sentence before anything changes. Otherwise the current database is first
    /// kept aside as `hark.sqlite.before-restore-<time>` beside it, then replaced: through
    /// SQLite's backup API in one transaction when it opens (Hark may be running), or by
    /// an atomic rename when it is damaged. A kill at any point leaves a usable store.
    /// The restored database is then migrated to this Hark's schema.
    public static func restore(from file: String, directory: String, migrations: [StoreMigration],
                               now: Date = Date()) throws(StoreError) -> RestoreOutcome {
        let source = URL(fileURLWithPath: file).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw StoreError(.notADatabase, "\(source) does not exist or is a directory; give the backup file made by hark backup, nothing was changed.")
        }
        // A FIFO would block the copy for ever (holding the open lock), a device never ends.
        guard PrivateFiles.isRegularFile(source) else {
            throw StoreError(.notADatabase, "\(source) is not a regular file (a pipe, socket or device); give the backup file made by hark backup, nothing was changed.")
        }
        let createdDirectory = try PrivateFiles.makeDirectory(directory)
        let path = (directory as NSString).appendingPathComponent(fileName)
        try clearStrayFiles(besideDatabase: path)
        let lock = try OpenLock(path: path)
        defer { withExtendedLifetime(lock) {} }
        Scratch.removeStale(besideDatabase: path)
        let scratch = try Scratch(besideDatabase: path, purpose: .restore)
        defer { scratch.remove() }
        do {
            // The copy is checked, so the user's file is never modified, even by a read.
            try FileManager.default.copyItem(atPath: source, toPath: scratch.database)
            // A copy of a database taken with its log beside it: the log holds its last commits.
            if PrivateFiles.isRegularFile(source + "-wal") {
                try FileManager.default.copyItem(atPath: source + "-wal", toPath: scratch.database + "-wal")
            }
            PrivateFiles.restrictDatabase(at: scratch.database)
            try BackupFile.check(scratch.database, original: source,
                                 knownMigrations: [baseMigration] + (ownMigrations + migrations).map(\.identifier))
        } catch let error as StoreError {
            if createdDirectory { try? FileManager.default.removeItem(atPath: directory) }
            throw error
        } catch {
            if createdDirectory { try? FileManager.default.removeItem(atPath: directory) }
            throw StoreError(.unwritable, "Cannot copy \(source) into \(directory) (\(error.localizedDescription)); check its permissions and the free space, nothing was changed.")
        }
        let previous = try keepAside(path, now: now)
        if previous?.opened == true {
            try replaceThroughBackup(path, from: scratch.database)
        } else {
            try replaceByRename(path, with: scratch.database)
        }
        scratch.remove()
        _ = try openLocked(path: path, migrations: migrations)
        return RestoreOutcome(database: path, previousCopy: previous?.copy)
    }

    /// Copies the database at `path` aside, returning where and whether it opened as
    /// Hark's (then the copy is a consistent backup; otherwise the raw files are copied).
    private static func keepAside(_ path: String, now: Date) throws(StoreError) -> (copy: String, opened: Bool)? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let copy = asideName(for: path, now: now)
        var opened = false
        do {
            try recoverInterruptedWrite(at: path)
            try inspectExistingFile(at: path)
            opened = true
        } catch {
            opened = false
        }
        do {
            if opened {
                try PrivateFiles.createIfMissing(copy)
                let current = try DatabaseQueue(path: path, configuration: busyConfiguration())
                let destination = try DatabaseQueue(path: copy)
                try current.backup(to: destination)
                try destination.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
                try destination.close()
                try current.close()
            } else {
                for suffix in [""] + PrivateFiles.sideFileSuffixes where FileManager.default.fileExists(atPath: path + suffix) {
                    try FileManager.default.copyItem(atPath: path + suffix, toPath: copy + suffix)
                    PrivateFiles.restrict(copy + suffix)
                }
            }
        } catch {
            BackupFile.remove(copy)
            throw StoreError(.unwritable, "Cannot keep a copy of \(path) as \(copy) (\(error)); free some space and try again, nothing was changed.")
        }
        PrivateFiles.sync(copy)
        return (copy, opened)
    }

    /// `hark.sqlite.before-restore-20270116-073000` (with `-2`, `-3`… when taken).
    private static func asideName(for path: String, now: Date) -> String {
        PrivateFiles.freeName(path + ".before-restore", at: now)
    }

    /// Copies the checked backup over the open database in one transaction.
    private static func replaceThroughBackup(_ path: String, from checked: String) throws(StoreError) {
        do {
            let backup = try DatabaseQueue(path: checked)
            let current = try DatabaseQueue(path: path, configuration: busyConfiguration())
            try backup.backup(to: current)
            try current.close()
            try backup.close()
        } catch {
            throw translate(error, path: path)
        }
    }

    /// Renames the checked backup over a database that does not open (its files are kept aside).
    private static func replaceByRename(_ path: String, with checked: String) throws(StoreError) {
        PrivateFiles.sync(checked)
        // A stale log beside the new file would be replayed into it.
        for suffix in PrivateFiles.sideFileSuffixes { try? FileManager.default.removeItem(atPath: path + suffix) }
        guard rename(checked, path) == 0 else {
            throw StoreError(.unwritable, "Cannot replace \(path) (\(String(cString: strerror(errno)))); check the data directory's permissions.")
        }
        PrivateFiles.sync((path as NSString).deletingLastPathComponent)
    }

    private static func busyConfiguration() -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        return configuration
    }
}
