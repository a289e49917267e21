import HarkTesting
import Foundation
import GRDB
import Testing
import HarkStore

/// A process killed mid-transaction leaves a hot rollback journal. Opening rolls it
/// back to the last committed state instead of calling the database unreadable, and
/// never rolls back a database that is not Hark's.
@Suite struct HotJournalTests {
    typealias DataDirectory = StoreTests.DataDirectory

    static func isHotJournal(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 8)) == Data([0xD9, 0xD5, 0x05, 0xF9, 0x20, 0xA1, 0x63, 0xD7])
    }

    static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }

    @Test func aKillWhileTheDatabaseIsFirstCreatedLeavesAStoreThatOpens() throws {
        let directory = DataDirectory()
        try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: true)
        try SQLiteShell.killMidTransaction(directory.database, script: """
            BEGIN;
            PRAGMA application_id = \(Store.applicationID);
            CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT NOT NULL);
            \(SQLiteShell.spillingInsert(table: "note", column: "text"))
            SELECT 'ready';

            """)
        #expect(Self.isHotJournal(directory.database + "-journal"))
        #expect(Self.size(directory.database) > 100_000)  // pages spilled before the kill

        let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        #expect(try store.appliedMigrations() == ["hark-v1", "store-quarantine-v1", "notes-v1"])
        try StoreTests.insert("first bottle", into: store)
        #expect(try StoreTests.count(store) == 1)
        #expect(!FileManager.default.fileExists(atPath: directory.database + "-journal"))
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/.hark-recovery"))
    }

    /// A `-journal` that is not a journal (a bad disk, a stray file) used to make every command
    /// say the database "cannot be read", and doctor --repair could not help: SQLite calls any
    /// journal whose first byte is not zero hot and refuses read-only opens until it is rolled back.
    @Test(arguments: [Data("garbage\n".utf8), Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) | 1 })])
    func aJournalThatIsNotAJournalIsDiscardedAndTheRecordsKept(_ garbage: Data) throws {
        let directory = DataDirectory()
        do {
            let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
            try StoreTests.insert("first bottle", into: store)
        }
        try garbage.write(to: URL(fileURLWithPath: directory.database + "-journal"))

        let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        #expect(try StoreTests.count(store) == 1)
        try StoreTests.insert("second bottle", into: store)
        #expect(try StoreTests.count(store) == 2)
        #expect(!FileManager.default.fileExists(atPath: directory.database + "-journal"))
    }

    @Test func aKillMidTransactionLeavesTheLastCommittedState() throws {
        let directory = DataDirectory()
        do {
            let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
            try StoreTests.insert("first bottle", into: store)
            try StoreTests.insert("second bottle", into: store)
        }
        // Another Hark, or an older one, writing in rollback-journal mode when it is killed.
        try SQLiteShell.killMidTransaction(directory.database, script: """
            PRAGMA journal_mode = DELETE;
            BEGIN;
            DELETE FROM note;
            \(SQLiteShell.spillingInsert(table: "note", column: "text"))
            SELECT 'ready';

            """)
        #expect(Self.isHotJournal(directory.database + "-journal"))
        // Without the journal the file itself holds half a transaction.
        #expect(Self.size(directory.database) > 100_000)

        let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        let texts = try store.read { db in try String.fetchAll(db, sql: "SELECT text FROM note ORDER BY id") }
        #expect(texts == ["first bottle", "second bottle"])
        #expect(try store.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok")
        try StoreTests.insert("third bottle", into: store)
        #expect(try StoreTests.count(store) == 3)
    }

    @Test func anotherProgramsHalfWrittenDatabaseIsRefusedAndStaysUntouched() throws {
        let directory = DataDirectory()
        try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: true)
        _ = try SQLiteShell.run(directory.database, "CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup');")
        try SQLiteShell.killMidTransaction(directory.database, script: """
            BEGIN;
            \(SQLiteShell.spillingInsert(table: "recipes", column: "name"))
            SELECT 'ready';

            """)
        let journal = directory.database + "-journal"
        #expect(Self.isHotJournal(journal))
        let database = try directory.bytes()
        let journalBytes = try Data(contentsOf: URL(fileURLWithPath: journal))

        StoreTests.expectError(.foreignDatabase) { _ = try Store.open(directory: directory.path, migrations: [StoreTests.notes]) }
        #expect(try directory.bytes() == database)
        #expect(try Data(contentsOf: URL(fileURLWithPath: journal)) == journalBytes)
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/.hark-recovery"))
    }
}
