import Foundation
import GRDB

extension Store {
    /// Copies the database to `file` with SQLite's online backup API, so the copy is
    /// one consistent moment even while Hark runs and writes in another process.
    ///
    /// The copy is written beside `file` under a temporary name, checked, flushed and
    /// renamed over it: a kill leaves the old `file` or the new one, never half of one.
    /// It is a single self-contained file (rollback-journal mode) with mode 0600. An
    /// existing `file` is replaced only when it is itself a Hark database.
    /// - Returns: the size of the backup in bytes.
    @discardableResult
    public func backup(to file: String) throws(StoreError) -> Int {
        let target = URL(fileURLWithPath: file).standardizedFileURL.path
        let parent = (target as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw StoreError(.unwritable, "The folder \(parent) does not exist; create it first or pick another backup file.")
        }
        if target == URL(fileURLWithPath: path).standardizedFileURL.path {
            throw StoreError(.unwritable, "\(target) is the database itself; pick a backup file outside the data directory's database.")
        }
        if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else {
                throw StoreError(.unwritable, "\(target) is a directory; give the backup a file name, e.g. \(target)/hark-backup.sqlite.")
            }
            // Reading a FIFO's header would block for ever; a device is never a backup.
            guard PrivateFiles.isRegularFile(target) else {
                throw StoreError(.unwritable, "\(target) is not a regular file (a pipe, socket or device); pick a file name for the backup.")
            }
            guard BackupFile.hasHarkHeader(target) else {
                throw StoreError(.foreignDatabase, "\(target) exists and is not a Hark backup; Hark will not overwrite it. Pick another file name.")
            }
        }
        let temporary = (parent as NSString).appendingPathComponent(".\((target as NSString).lastPathComponent).hark-backup-\(getpid())")
        BackupFile.remove(temporary)
        defer { BackupFile.remove(temporary) }
        try PrivateFiles.createIfMissing(temporary)
        do {
            let destination = try DatabaseQueue(path: temporary)
            try writer.backup(to: destination)
            try destination.writeWithoutTransaction { db in
                // One file, no -wal beside it: the header says rollback-journal mode.
                try db.execute(sql: "PRAGMA journal_mode = DELETE")
                let check = try String.fetchOne(db, sql: "PRAGMA quick_check") ?? ""
                guard check == "ok" else {
                    throw StoreError(.corrupt, "The backup of \(path) does not check out (\(check)); the database may be damaged, run hark doctor.")
                }
            }
            try destination.close()
        } catch let error as StoreError {
            throw error
        } catch {
            throw Store.translate(error, path: temporary)
        }
        PrivateFiles.restrict(temporary)
        PrivateFiles.sync(temporary)
        guard rename(temporary, target) == 0 else {
            throw StoreError(.unwritable, "Cannot write \(target) (\(String(cString: strerror(errno)))); check the folder's permissions.")
        }
        PrivateFiles.sync(parent)
        return ((try? FileManager.default.attributesOfItem(atPath: target))?[.size] as? Int) ?? 0
    }
}
