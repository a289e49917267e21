import Foundation
import GRDB
import Testing
import HarkStore

/// `Store.backup` and `Store.restore` on real files: a backup is one consistent moment
/// even while another connection writes; a restore brings the records back, keeps the
/// replaced database aside, and refuses every bad file without changing anything.
@Suite struct StoreBackupTests {
    typealias DataDirectory = StoreTests.DataDirectory

    /// A place for backup files outside the data directory, removed when the test ends.
    final class Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hark-backups-\(UUID().uuidString)").path
        init() { try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ name: String) -> String { path + "/" + name }
    }

    static func texts(_ store: Store) throws -> [String] {
        try store.read { db in try String.fetchAll(db, sql: "SELECT text FROM note ORDER BY id") }
    }

    static func texts(inFile path: String) throws -> [String] {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in try String.fetchAll(db, sql: "SELECT text FROM note ORDER BY id") }
    }

    static func mode(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int) ?? -1
    }

    @Test func aBackupWhileAnotherConnectionWritesIsOneConsistentMoment() async throws {
        let directory = DataDirectory()
        let folder = Folder()
        let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        for index in 0..<50 { try StoreTests.insert("before \(index)", into: store) }
        let other = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        let writing = Task.detached {
            for index in 0..<400 { try StoreTests.insert("during \(index)", into: other) }
        }
        while try StoreTests.count(store) < 60 { await Task.yield() }
        let backup = folder.file("hark-backup.sqlite")
        let bytes = try store.backup(to: backup)
        try await writing.value

        #expect(bytes > 0)
        let saved = try Self.texts(inFile: backup)
        let during = saved.filter { $0.hasPrefix("during") }
        #expect(Array(saved.prefix(50)) == (0..<50).map { "before \($0)" })
        #expect(during == (0..<during.count).map { "during \($0)" })  // a prefix of the writes: one moment
        #expect(during.count >= 10 && during.count <= 400)
        #expect(Self.mode(backup) == 0o600)
        #expect(!FileManager.default.fileExists(atPath: backup + "-wal"))
        let queue = try DatabaseQueue(path: backup)
        #expect(try await queue.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "delete")
        #expect(try await queue.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") } == Store.applicationID)
        try queue.close()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["hark-backup.sqlite"])
    }

    @Test func aBackupNeverOverwritesAFileThatIsNotAHarkBackup() throws {
        let directory = DataDirectory()
        let folder = Folder()
        let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        let notes = folder.file("notes.txt")
        try Data("my shopping list".utf8).write(to: URL(fileURLWithPath: notes))
        StoreTests.expectError(.foreignDatabase) { try store.backup(to: notes) }
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my shopping list")
        StoreTests.expectError(.unwritable) { try store.backup(to: folder.file("missing/hark.sqlite")) }
        // An older backup is replaced.
        let backup = folder.file("hark.sqlite")
        try store.backup(to: backup)
        try StoreTests.insert("later", into: store)
        try store.backup(to: backup)
        #expect(try Self.texts(inFile: backup) == ["later"])
    }

    /// A backup to a FIFO used to block for ever reading its header; devices are not backups either.
    /// (The limit catches a hang, not slowness: in a loaded run a test queues for minutes.)
    @Test(.timeLimit(.minutes(10)))
    func aBackupToAPipeOrADeviceIsRefusedWithoutOpeningIt() throws {
        let directory = DataDirectory()
        let folder = Folder()
        let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        let fifo = folder.file("backup.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        for file in [fifo, "/dev/null"] {
            do {
                try store.backup(to: file)
                Issue.record("backed up to \(file)")
            } catch {
                #expect(error.message == "\(file) is not a regular file (a pipe, socket or device); pick a file name for the backup.")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["backup.fifo"])
    }

    @Test func aRestoreBringsTheRecordsBackAndKeepsTheReplacedDatabase() throws {
        let directory = DataDirectory()
        let folder = Folder()
        let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        try StoreTests.insert("first bottle", into: store)
        try StoreTests.insert("second bottle", into: store)
        let backup = folder.file("hark-backup.sqlite")
        try store.backup(to: backup)
        try store.write { db in try db.execute(sql: "DELETE FROM note") }
        try StoreTests.insert("after the backup", into: store)

        let outcome = try Store.restore(from: backup, directory: directory.path, migrations: [StoreTests.notes])
        #expect(outcome.database == directory.database)
        #expect(try Self.texts(store) == ["first bottle", "second bottle"])  // the open store sees it too
        let reopened = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        #expect(try Self.texts(reopened) == ["first bottle", "second bottle"])
        let previous = try #require(outcome.previousCopy)
        #expect(previous.hasPrefix(directory.database + ".before-restore-"))
        #expect(try Self.texts(inFile: previous) == ["after the backup"])
        #expect(Self.mode(previous) == 0o600)
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/.hark-restore"))
    }

    @Test func aRestoreReplacesADamagedDatabaseAndKeepsItsBytes() throws {
        let directory = DataDirectory()
        let folder = Folder()
        let backup = folder.file("hark-backup.sqlite")
        do {
            let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
            try StoreTests.insert("kept", into: store)
            try store.backup(to: backup)
        }
        let damaged = Data("SQLite format 3\0".utf8) + Data(repeating: 0xFF, count: 8192)
        try directory.plant(damaged)
        StoreTests.expectError(.corrupt) { _ = try Store.open(directory: directory.path, migrations: [StoreTests.notes]) }

        let outcome = try Store.restore(from: backup, directory: directory.path, migrations: [StoreTests.notes])
        let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        #expect(try Self.texts(store) == ["kept"])
        let previous = try #require(outcome.previousCopy)
        #expect(try Data(contentsOf: URL(fileURLWithPath: previous)) == damaged)
    }

    @Test func anOlderBackupIsMigratedAndAFreshDirectoryIsMadePrivate() throws {
        let source = DataDirectory()
        let folder = Folder()
        let backup = folder.file("old.sqlite")
        do {
            let store = try Store.open(directory: source.path, migrations: [StoreTests.notes])
            try StoreTests.insert("from an older Hark", into: store)
            try store.backup(to: backup)
        }
        let later = StoreMigration("tags-v1") { db in try db.create(table: "tag") { t in t.column("name", .text) } }
        let directory = DataDirectory()
        let outcome = try Store.restore(from: backup, directory: directory.path, migrations: [StoreTests.notes, later])
        #expect(outcome.previousCopy == nil)
        let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes, later])
        #expect(try store.appliedMigrations() == ["hark-v1", "store-quarantine-v1", "notes-v1", "tags-v1"])
        #expect(try Self.texts(store) == ["from an older Hark"])
        #expect(Self.mode(directory.path) == 0o700)
        #expect(Self.mode(directory.database) == 0o600)
    }

    @Test func aCopyOfTheFilesTakenWithTheirLogRestoresEveryCommit() throws {
        let source = DataDirectory()
        let folder = Folder()
        let store = try Store.open(directory: source.path, migrations: [StoreTests.notes])
        for index in 0..<20 { try StoreTests.insert("bottle \(index)", into: store) }
        // Copied by hand while Hark ran: the last commits are still in the log only.
        #expect(FileManager.default.fileExists(atPath: source.database + "-wal"))
        try FileManager.default.copyItem(atPath: source.database, toPath: folder.file("copy.sqlite"))
        try FileManager.default.copyItem(atPath: source.database + "-wal", toPath: folder.file("copy.sqlite-wal"))

        let directory = DataDirectory()
        _ = try Store.restore(from: folder.file("copy.sqlite"), directory: directory.path, migrations: [StoreTests.notes])
        let restored = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        #expect(try Self.texts(restored) == (0..<20).map { "bottle \($0)" })
    }
}
