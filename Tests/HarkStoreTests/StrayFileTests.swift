import Foundation
import Testing
import HarkStore

/// Odd things standing where the database and its side files belong. A FIFO there used
/// to block every command for ever (holding the open lock); a directory or device named
/// like a side file made every command fail. What holds no records is cleared and the
/// records stay; what cannot be cleared is refused in one sentence, quickly.
/// The limit catches a hang, not slowness: a test waits its turn among ~1,000 others on two
/// cores, so a minute was spent queueing in a loaded run (red in CI with nothing hung).
@Suite(.timeLimit(.minutes(10))) struct StrayFileTests {
    typealias DataDirectory = StoreTests.DataDirectory

    /// A data directory holding one note, its store closed.
    static func directoryWithANote() throws -> DataDirectory {
        let directory = DataDirectory()
        let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        try StoreTests.insert("first bottle", into: store)
        return directory
    }

    /// Ways to spoil a path beside the database that hold no records.
    static let strays: [(suffix: String, make: @Sendable (String) -> Int32)] = [
        ("-journal", { mkfifo($0, 0o600) }),
        ("-wal", { mkfifo($0, 0o600) }),
        ("-shm", { mkfifo($0, 0o600) }),
        (".lock", { mkfifo($0, 0o600) }),
        ("-journal", { mkdir($0, 0o700) }),
        ("-wal", { mkdir($0, 0o700) }),
        ("-shm", { mkdir($0, 0o700) }),
        (".lock", { mkdir($0, 0o700) }),
        ("-wal", { symlink("/dev/zero", $0) }),
        ("-journal", { symlink($0, $0) }),
    ]

    @Test(arguments: strays.indices)
    func aStraySideFileIsClearedAndTheRecordsKept(_ index: Int) throws {
        let directory = try Self.directoryWithANote()
        let (suffix, make) = Self.strays[index]
        try? FileManager.default.removeItem(atPath: directory.database + suffix)
        #expect(make(directory.database + suffix) == 0)

        let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        #expect(try StoreTests.count(store) == 1)
        try StoreTests.insert("second bottle", into: store)
        #expect(try StoreTests.count(store) == 2)
    }

    @Test func aSideFileDirectoryWithFilesInItIsRefusedAndLeftAlone() throws {
        let directory = try Self.directoryWithANote()
        let journal = directory.database + "-journal"
        try FileManager.default.createDirectory(atPath: journal, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: journal + "/notes.txt"))
        do {
            _ = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
            Issue.record("opened with a directory as its journal")
        } catch {
            #expect(error.code == .unwritable)
            #expect(error.message == "\(journal) is a directory where SQLite keeps a file of its own; move it away, then try again.")
        }
        #expect(FileManager.default.fileExists(atPath: journal + "/notes.txt"))
        try FileManager.default.removeItem(atPath: journal)
        #expect(try StoreTests.count(try Store.open(directory: directory.path, migrations: [StoreTests.notes])) == 1)
    }

    @Test(arguments: ["fifo", "loop"])
    func aDatabaseThatIsNotARegularFileIsRefusedAtOnce(_ kind: String) throws {
        let directory = DataDirectory()
        try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: true)
        #expect((kind == "fifo" ? mkfifo(directory.database, 0o600) : symlink(directory.database, directory.database)) == 0)
        do {
            _ = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
            Issue.record("opened a \(kind) as the database")
        } catch {
            #expect(error.code == .notADatabase)
            #expect(error.message == "\(directory.database) is not a regular file (a pipe, socket, device or a loop of links), so not a database; move it away or pick another --data-dir.")
        }
    }

    /// A link to a database not made yet (on another disk, say) is followed, as before.
    @Test func aLinkToADatabaseNotMadeYetIsFollowed() throws {
        let directory = DataDirectory()
        let elsewhere = DataDirectory()
        try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: elsewhere.path, withIntermediateDirectories: true)
        #expect(symlink(elsewhere.database, directory.database) == 0)
        let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        try StoreTests.insert("first bottle", into: store)
        #expect(FileManager.default.fileExists(atPath: elsewhere.database))
    }
}
