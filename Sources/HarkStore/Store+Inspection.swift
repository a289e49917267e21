import Foundation
import GRDB

extension Store {
    /// Whose an SQLite database is, read from its header and schema.
    struct Ownership {
        /// Hark's `application_id` is set.
        let isHarks: Bool
        /// No application id and no tables: a new file Hark may claim.
        let isBlank: Bool

        /// Reads the ownership of the database `db` is connected to.
        init(_ db: Database) throws {
            let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
            let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table'") ?? 0
            isHarks = applicationID == Store.applicationID
            isBlank = applicationID == 0 && tables == 0
        }
    }

    /// The first bytes of every SQLite database file.
    static let sqliteHeader = Data("SQLite format 3\0".utf8)

    /// The first `count` bytes of a file (fewer when it is shorter; nil when it cannot be read).
    static func leadingBytes(of path: String, count: Int) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: count)) ?? Data()
    }

    /// Rolls back a transaction that a killed process left half-written.
    ///
    /// Such a transaction leaves a hot rollback journal (`hark.sqlite-journal`) whose
    /// original pages SQLite puts back on the first read-write open; until then a
    /// read-only open fails, and the file may not even look like a database yet (a
    /// kill while it is first created). The rollback is first made on a private copy:
    /// only when that copy turns out to be Hark's, or blank, is the real file rolled
    /// back, so another program's database is never modified.
    static func recoverInterruptedWrite(at path: String) throws(StoreError) {
        let journal = path + "-journal"
        guard FileManager.default.fileExists(atPath: path), isHot(journal: journal) else { return }
        let scratch = try Scratch(besideDatabase: path, purpose: .recovery)
        defer { scratch.remove() }
        do {
            try FileManager.default.copyItem(atPath: path, toPath: scratch.database)
            try FileManager.default.copyItem(atPath: journal, toPath: scratch.database + "-journal")
        } catch {
            throw StoreError(.unwritable, "Cannot copy \(path) to recover it (\(error.localizedDescription)); free some space and try again.")
        }
        do {
            let copy = try DatabaseQueue(path: scratch.database)
            defer { try? copy.close() }
            let ownership = try copy.read { db in try Ownership(db) }
            guard ownership.isHarks || ownership.isBlank else {
                throw StoreError(.foreignDatabase, "\(path) belongs to another program and was left half-written; Hark will not touch it. Move it away or pick another --data-dir.")
            }
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError where !isDamage(error) {
            throw translate(error, path: path)
        } catch {
            throw StoreError(.corrupt, "The database \(path) was left half-written and cannot be recovered (\(error)); run hark doctor --repair to rebuild it from what can still be read (the damaged file is kept), or restore a backup with hark restore FILE.")
        }
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(5)
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.read { db in _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
            try queue.close()
        } catch {
            throw translate(error, path: path)
        }
    }

    /// Whether SQLite treats the file at `journal` as hot: it exists and its first byte is not
    /// zero. Such a journal is rolled back on the first read-write open; until then every
    /// read-only open fails. That includes a journal whose header is garbage (a bad disk, or a
    /// stray file): SQLite finds nothing in it to put back and deletes it, so it is recovered the
    /// same way as a real one instead of making the database "unreadable" for ever.
    static func isHot(journal: String) -> Bool {
        guard let first = leadingBytes(of: journal, count: 1)?.first else { return false }
        return first != 0
    }

    /// Whether `error` says the file itself is damaged (rather than busy, unwritable or on a failing disk).
    static func isDamage(_ error: DatabaseError) -> Bool {
        [.SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_FORMAT, .SQLITE_RANGE, .SQLITE_SCHEMA, .SQLITE_ERROR].contains(error.resultCode)
    }

    /// Refuses files that are not Hark's before anything writes to them.
    static func inspectExistingFile(at path: String) throws(StoreError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        if isDirectory.boolValue {
            throw StoreError(.notADatabase, "\(path) is a directory, not a database; move it away or pick another --data-dir.")
        }
        guard let header = leadingBytes(of: path, count: sqliteHeader.count) else {
            throw StoreError(.unwritable, "Cannot read \(path); check its permissions.")
        }
        if header.isEmpty { return }
        guard header == sqliteHeader else {
            throw StoreError(.notADatabase, "\(path) is not an SQLite database; Hark will not overwrite it. Move it away, pick another --data-dir, or run hark doctor --repair to keep it aside and start a new database.")
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
                    throw StoreError(.corrupt, "The database \(path) is damaged (\(check)); run hark doctor --repair to rebuild it from what can still be read (the damaged file is kept), or restore a backup with hark restore FILE.")
                }
                let ownership = try Ownership(db)
                if !ownership.isHarks && !ownership.isBlank {
                    throw StoreError(.foreignDatabase, "\(path) belongs to another program; Hark will not touch it. Move it away or pick another --data-dir.")
                }
            }
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError where !isDamage(error) {
            // Busy, a disk that fails or is full, permissions: not the file's fault, so no advice to replace it.
            throw translate(error, path: path)
        } catch {
            throw StoreError(.corrupt, "The database \(path) cannot be read (\(error)); run hark doctor --repair to rebuild it from what can still be read (the damaged file is kept), or restore a backup with hark restore FILE.")
        }
    }
}
