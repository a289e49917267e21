import Foundation
import GRDB

/// Checks a file offered to `Store.restore` before anything is replaced: an SQLite
/// database, whole (not cut short), passing `PRAGMA quick_check`, with Hark's
/// `application_id`, and written by this Hark or an older one (every migration it
/// has applied is one this Hark knows).
enum BackupFile {
    /// Whether `path` starts with an SQLite header carrying Hark's `application_id`.
    static func hasHarkHeader(_ path: String) -> Bool {
        guard let header = Store.leadingBytes(of: path, count: 100), header.count == 100,
              header.prefix(16) == Store.sqliteHeader else { return false }
        return bigEndian(header, at: 68, count: 4) == UInt32(bitPattern: Store.applicationID)
    }

    /// Refuses, in one sentence naming `original`, a copy at `path` that is not a whole,
    /// undamaged Hark database this Hark can open; on success the copy is in
    /// rollback-journal mode.
    static func check(_ path: String, original: String, knownMigrations: [String]) throws(StoreError) {
        let nothingChanged = "nothing was changed"
        guard let header = Store.leadingBytes(of: path, count: 100), header.prefix(16) == Store.sqliteHeader, header.count == 100 else {
            throw StoreError(.notADatabase, "\(original) is not an SQLite database, so not a Hark backup; \(nothingChanged).")
        }
        let pageSize = bigEndian(header, at: 16, count: 2) == 1 ? 65_536 : Int(bigEndian(header, at: 16, count: 2))
        let pages = Int(bigEndian(header, at: 28, count: 4))
        let sizeIsValid = pages > 0 && bigEndian(header, at: 24, count: 4) == bigEndian(header, at: 92, count: 4)
        let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
        if sizeIsValid && size < pages * pageSize {
            throw StoreError(.corrupt, "\(original) is cut short (\(size) of \(pages * pageSize) bytes); use a whole backup, \(nothingChanged).")
        }
        do {
            let queue = try DatabaseQueue(path: path)
            defer { try? queue.close() }
            try queue.writeWithoutTransaction { db in
                let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
                guard check == ["ok"] else {
                    throw StoreError(.corrupt, "\(original) is damaged (\(check.prefix(3).joined(separator: "; "))); use another backup, \(nothingChanged).")
                }
                guard try Store.Ownership(db).isHarks else {
                    throw StoreError(.foreignDatabase, "\(original) is not a Hark database (it belongs to another program); \(nothingChanged).")
                }
                let applied = try db.tableExists("grdb_migrations")
                    ? try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") : []
                let unknown = applied.filter { !knownMigrations.contains($0) }
                guard unknown.isEmpty else {
                    throw StoreError(.tooNew, "\(original) was written by a newer Hark (it has \(unknown.joined(separator: ", "))); upgrade Hark before restoring it, \(nothingChanged).")
                }
                try db.execute(sql: "PRAGMA journal_mode = DELETE")
            }
            try queue.close()
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(.corrupt, "\(original) cannot be read as a database (\(error)); use another backup, \(nothingChanged).")
        }
    }

    /// Removes a file and any side files SQLite left beside it.
    static func remove(_ path: String) {
        for file in [path] + PrivateFiles.sideFileSuffixes.map({ path + $0 }) {
            try? FileManager.default.removeItem(atPath: file)
        }
    }

    private static func bigEndian(_ data: Data, at offset: Int, count: Int) -> UInt32 {
        data.dropFirst(offset).prefix(count).reduce(0) { $0 << 8 | UInt32($1) }
    }
}
