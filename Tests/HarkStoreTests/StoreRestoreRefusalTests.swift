import Foundation
import GRDB
import HarkTesting
import Testing
import HarkStore

/// Every file that is not a whole Hark backup this Hark can open is refused with one
/// sentence, and neither the data directory nor the offered file changes.
@Suite struct StoreRestoreRefusalTests {
    typealias DataDirectory = StoreTests.DataDirectory
    typealias Folder = StoreBackupTests.Folder

    /// The data directory's files and the database's records, to compare before and after.
    static func snapshot(_ directory: DataDirectory) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        return names + (try StoreBackupTests.texts(store))
    }

    /// Offers `file` to restore, expecting `code`; nothing may change.
    static func expectRefused(_ file: String, _ code: StoreError.Code, into directory: DataDirectory,
                              containing message: String) throws {
        let before = try snapshot(directory)
        let offered = try? Data(contentsOf: URL(fileURLWithPath: file))
        do {
            _ = try Store.restore(from: file, directory: directory.path, migrations: [StoreTests.notes])
            Issue.record("\(file) was restored; expected \(code)")
        } catch {
            #expect(error.code == code, "\(error.message)")
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.message.hasSuffix("nothing was changed."), "\(error.message)")
        }
        #expect(try snapshot(directory) == before)
        #expect((try? Data(contentsOf: URL(fileURLWithPath: file))) == offered)
    }

    /// A FIFO offered to restore used to hang for ever while holding the data directory's
    /// open lock, so every other command timed out as busy; a device would be copied
    /// without end. Both are refused before anything is read.
    /// (The limit catches a hang, not slowness: in a loaded run a test queues for minutes.)
    @Test(.timeLimit(.minutes(10)))
    func aPipeOrADeviceIsRefusedWithoutReadingIt() throws {
        let directory = DataDirectory()
        let folder = Folder()
        do {
            let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
            try StoreTests.insert("first bottle", into: store)
        }
        let before = try Self.snapshot(directory)
        let fifo = folder.file("backup.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        for file in [fifo, "/dev/zero", "/dev/null"] {
            do {
                _ = try Store.restore(from: file, directory: directory.path, migrations: [StoreTests.notes])
                Issue.record("\(file) was restored")
            } catch {
                #expect(error.code == .notADatabase, "\(error.message)")
                #expect(error.message == "\(file) is not a regular file (a pipe, socket or device); give the backup file made by hark backup, nothing was changed.")
            }
        }
        #expect(try Self.snapshot(directory) == before)
    }

    @Test func badBackupsAreRefusedAndNothingIsLost() throws {
        let directory = DataDirectory()
        let folder = Folder()
        let good = folder.file("good.sqlite")
        do {
            let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
            for index in 0..<200 { try StoreTests.insert(String(repeating: "bottle \(index) ", count: 20), into: store) }
            try store.backup(to: good)
            try store.write { db in try db.execute(sql: "DELETE FROM note") }
            try StoreTests.insert("today's feeding", into: store)
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: good))
        #expect(bytes.count > 5 * 4096)

        let truncated = folder.file("truncated.sqlite")
        try bytes.prefix(3 * 4096).write(to: URL(fileURLWithPath: truncated))
        try Self.expectRefused(truncated, .corrupt, into: directory, containing: "is cut short")

        var generator = SeededRandom(seed: 16)
        let garbage = folder.file("garbage.sqlite")
        try Data((0..<9000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }).write(to: URL(fileURLWithPath: garbage))
        try Self.expectRefused(garbage, .notADatabase, into: directory, containing: "is not an SQLite database")

        let damaged = folder.file("damaged.sqlite")
        var broken = bytes
        broken.replaceSubrange(3 * 4096..<4 * 4096, with: Data(repeating: 0xA5, count: 4096))
        try broken.write(to: URL(fileURLWithPath: damaged))
        try Self.expectRefused(damaged, .corrupt, into: directory, containing: "damaged.sqlite")

        let foreign = folder.file("recipes.sqlite")
        let recipes = try DatabaseQueue(path: foreign)
        try recipes.write { db in try db.execute(sql: "CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup')") }
        try recipes.close()
        try Self.expectRefused(foreign, .foreignDatabase, into: directory, containing: "not a Hark database")

        let newer = folder.file("newer.sqlite")
        try bytes.write(to: URL(fileURLWithPath: newer))
        let newerQueue = try DatabaseQueue(path: newer)
        try newerQueue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('notes-v2')") }
        try newerQueue.close()
        try Self.expectRefused(newer, .tooNew, into: directory, containing: "newer Hark (it has notes-v2)")

        let empty = folder.file("empty.sqlite")
        try Data().write(to: URL(fileURLWithPath: empty))
        try Self.expectRefused(empty, .notADatabase, into: directory, containing: "is not an SQLite database")
        try Self.expectRefused(folder.file("missing.sqlite"), .notADatabase, into: directory, containing: "does not exist")

        // After all that, the good backup still restores.
        _ = try Store.restore(from: good, directory: directory.path, migrations: [StoreTests.notes])
        #expect(try StoreBackupTests.texts(Store.open(directory: directory.path, migrations: [StoreTests.notes])).count == 200)
    }

    @Test func aRefusedRestoreIntoANewDirectoryLeavesNoDirectory() throws {
        let directory = DataDirectory()
        let folder = Folder()
        let garbage = folder.file("garbage")
        try Data("not a backup at all, just words".utf8).write(to: URL(fileURLWithPath: garbage))
        StoreTests.expectError(.notADatabase) {
            _ = try Store.restore(from: garbage, directory: directory.path, migrations: [StoreTests.notes])
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }
}
