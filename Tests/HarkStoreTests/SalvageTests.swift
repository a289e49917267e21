import HarkTesting
import Foundation
import GRDB
import Testing
import HarkStore

/// A database a bad disk damaged (cut short, bytes flipped) used to stop every command
/// for good: `hark doctor --repair` could not help, and the advice was to restore a
/// backup or move the file away. Salvage rebuilds it from the rows that can still be
/// read, keeps the damaged file beside it untouched, and the store works again.
@Suite struct SalvageTests {
    typealias DataDirectory = StoreTests.DataDirectory

    /// A data directory with `count` notes spread over many pages, checkpointed into one file.
    static func directoryWithNotes(_ count: Int = 300) throws -> (DataDirectory, [String]) {
        let directory = DataDirectory()
        let texts = (0..<count).map { "bottle \($0) " + String(repeating: "of milk ", count: 20) }
        do {
            let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
            for text in texts { try StoreTests.insert(text, into: store) }
        }
        _ = try SQLiteShell.run(directory.database, "PRAGMA wal_checkpoint(TRUNCATE);")
        return (directory, texts)
    }

    static func texts(_ store: Store) throws -> [String] {
        try store.read { db in try String.fetchAll(db, sql: "SELECT text FROM note ORDER BY id") }
    }

    /// Damages the file, salvages it, and checks the store works and the damaged bytes are kept.
    static func expectSalvaged(_ damage: (inout Data) -> Void, _ label: String, mustBreak: Bool = false) throws {
        let (directory, texts) = try Self.directoryWithNotes()
        var bytes = try directory.bytes()
        damage(&bytes)
        try bytes.write(to: URL(fileURLWithPath: directory.database))
        let opens = (try? Store.open(directory: directory.path, migrations: [StoreTests.notes])) != nil
        #expect(!(mustBreak && opens), "\(label): the damage should stop the store from opening")
        let outcome = try Store.salvage(directory: directory.path, migrations: [StoreTests.notes])
        if opens {
            #expect(outcome == nil, "\(label): a database that opens is left alone")
            return
        }
        let salvage = try #require(outcome, "\(label): a database that does not open is salvaged")
        #expect(try Data(contentsOf: URL(fileURLWithPath: salvage.damagedCopy)) == bytes, "\(label)")
        let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        let kept = try Self.texts(store)
        #expect(kept.count == salvage.copied["note", default: 0], "\(label)")
        #expect(kept.count <= texts.count, "\(label)")
        try StoreTests.insert("after the repair", into: store)
        #expect(try Self.texts(store).last == "after the repair", "\(label)")
    }

    @Test(arguments: [16, 100, 4096, 3 * 4096 + 17, 9 * 4096])
    func aDatabaseCutShortIsRebuiltFromWhatCanBeRead(_ length: Int) throws {
        try Self.expectSalvaged({ $0 = $0.prefix(length) }, "cut to \(length) bytes", mustBreak: true)
    }

    @Test(arguments: 1...6)
    func aDatabaseWithFlippedBytesIsRebuiltFromWhatCanBeRead(_ seed: UInt64) throws {
        var generator = SeededRandom(seed: seed)
        try Self.expectSalvaged({ bytes in
            // Most flips in the first pages, where the header and schema live.
            for _ in 0..<24 {
                let limit = generator.next() % 2 == 0 ? min(bytes.count, 2 * 4096) : bytes.count
                let index = Int(generator.next() % UInt64(limit))
                bytes[index] ^= UInt8(1 << (generator.next() % 8))
            }
        }, "flipped with seed \(seed)")
    }

    @Test func damageInTheMiddleOfATableKeepsTheRowsOnBothSides() throws {
        let (directory, texts) = try Self.directoryWithNotes()
        var bytes = try directory.bytes()
        let pages = bytes.count / 4096
        let middle = (pages / 2) * 4096
        bytes.replaceSubrange(middle..<middle + 4096, with: Data(repeating: 0xA5, count: 4096))
        try bytes.write(to: URL(fileURLWithPath: directory.database))
        let salvage = try #require(try Store.salvage(directory: directory.path, migrations: [StoreTests.notes]))
        #expect(salvage.damagedTables == ["note"])
        let kept = try Self.texts(try Store.open(directory: directory.path, migrations: [StoreTests.notes]))
        #expect(kept.first == texts.first)
        #expect(kept.last == texts.last)
        #expect(kept.count > texts.count / 2 && kept.count < texts.count)
    }

    /// A flipped byte in the schema can rename a column and still pass quick_check: writes
    /// to that table failed for ever with "Database error … has no column named text".
    @Test func aSchemaThatLostAColumnIsReportedAndRebuilt() throws {
        let (directory, texts) = try Self.directoryWithNotes(5)
        _ = try SQLiteShell.run(directory.database, "ALTER TABLE note RENAME COLUMN text TO txet;")
        let store = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        #expect(try store.schemaDamage([StoreTests.notes]) == "note has lost its column text")
        do {
            try StoreTests.insert("more", into: store)
            Issue.record("wrote to a table without its column")
        } catch let error as StoreError {
            #expect(error.code == .corrupt)
            #expect(error.message.hasSuffix("run hark doctor --repair to rebuild it from what can still be read (the damaged file is kept), or restore a backup with hark restore FILE."))
        }
        let salvage = try #require(try Store.salvage(directory: directory.path, migrations: [StoreTests.notes]))
        #expect(salvage.quarantined == texts.count)  // rows without text cannot be notes: kept in quarantine
        let rebuilt = try Store.open(directory: directory.path, migrations: [StoreTests.notes])
        #expect(try rebuilt.schemaDamage([StoreTests.notes]) == nil)
        #expect(try rebuilt.quarantinedCount() == texts.count)
        try StoreTests.insert("after the repair", into: rebuilt)
        #expect(try Self.texts(rebuilt) == ["after the repair"])
    }

    @Test func aHealthyDatabaseIsLeftAlone() throws {
        let (directory, texts) = try Self.directoryWithNotes(10)
        #expect(try Store.salvage(directory: directory.path, migrations: [StoreTests.notes]) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains("damaged") }.isEmpty)
        #expect(try Self.texts(try Store.open(directory: directory.path, migrations: [StoreTests.notes])) == texts)
    }

    @Test func anotherProgramsDatabaseIsNeverTouched() throws {
        let directory = DataDirectory()
        try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: true)
        _ = try SQLiteShell.run(directory.database, "CREATE TABLE photos (id INTEGER PRIMARY KEY); INSERT INTO photos VALUES (1);")
        let before = try directory.bytes()
        do {
            _ = try Store.salvage(directory: directory.path, migrations: [StoreTests.notes])
            Issue.record("salvaged another program's database")
        } catch {
            #expect(error.code == .foreignDatabase)
        }
        #expect(try directory.bytes() == before)
    }
}
