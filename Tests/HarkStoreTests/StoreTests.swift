import Synchronization
import Foundation
import GRDB
import Testing
import HarkStore

/// The real SQLite file in a temporary directory: migrations, restarts,
/// concurrent writers, and every kind of file Hark must refuse untouched.
@Suite struct StoreTests {
    /// A fresh data directory, removed when the test ends.
    final class DataDirectory {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hark-store-\(UUID().uuidString)").path
        var database: String { path + "/" + Store.fileName }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        /// Writes `data` as the database file, creating the directory.
        func plant(_ data: Data) throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: database))
        }

        func bytes() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: database)) }
    }

    /// Counts how often each migration ran.
    final class RunCounter: Sendable {
        private let counts = Mutex<[String: Int]>([:])
        func ran(_ id: String) { counts.withLock { $0[id, default: 0] += 1 } }
        subscript(_ id: String) -> Int { counts.withLock { $0[id] ?? 0 } }
    }

    static let notes = StoreMigration("notes-v1") { db in
        try db.create(table: "note") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("text", .text).notNull()
        }
    }

    static func count(_ store: Store) throws -> Int {
        try store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") ?? 0 }
    }

    static func insert(_ text: String, into store: Store) throws {
        try store.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: [text]) }
    }

    /// Expects `body` to throw a `StoreError` with `code`.
    static func expectError(_ code: StoreError.Code, _ body: () throws -> Void) {
        do {
            try body()
            Issue.record("expected \(code), but nothing was thrown")
        } catch let error as StoreError {
            #expect(error.code == code, "\(error.message)")
        } catch {
            Issue.record("expected a StoreError, got \(error)")
        }
    }

    @Test func migrationsApplyOnceInOrder() throws {
        let directory = DataDirectory()
        let counter = RunCounter()
        func migration(_ id: String, _ table: String) -> StoreMigration {
            StoreMigration(id) { db in
                counter.ran(id)
                try db.create(table: table) { t in t.autoIncrementedPrimaryKey("id") }
            }
        }
        let first = [migration("a-v1", "a"), migration("b-v1", "b")]
        do {
            let store = try Store.open(directory: directory.path, migrations: first)
            #expect(try store.appliedMigrations() == ["hark-v1", "store-quarantine-v1", "a-v1", "b-v1"])
        }
        do {
            let store = try Store.open(directory: directory.path, migrations: first + [migration("c-v1", "c")])
            #expect(try store.appliedMigrations() == ["hark-v1", "store-quarantine-v1", "a-v1", "b-v1", "c-v1"])
            let applicationID = try store.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") }
            #expect(applicationID == Store.applicationID)
        }
        #expect(counter["a-v1"] == 1)
        #expect(counter["b-v1"] == 1)
        #expect(counter["c-v1"] == 1)
    }

    @Test func dataSurvivesAClosedAndReopenedStore() throws {
        let directory = DataDirectory()
        do {
            let store = try Store.open(directory: directory.path, migrations: [Self.notes])
            try Self.insert("first bottle", into: store)
            try Self.insert("second bottle", into: store)
        }
        let store = try Store.open(directory: directory.path, migrations: [Self.notes])
        let texts = try store.read { db in try String.fetchAll(db, sql: "SELECT text FROM note ORDER BY id") }
        #expect(texts == ["first bottle", "second bottle"])
        #expect(try store.appliedMigrations() == ["hark-v1", "store-quarantine-v1", "notes-v1"])
    }

    @Test func concurrentWritesAllLandExactlyOnce() async throws {
        let directory = DataDirectory()
        let store = try Store.open(directory: directory.path, migrations: [Self.notes])
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<50 { try Self.insert("\(task)-\(index)", into: store) }
                }
            }
            try await group.waitForAll()
        }
        let texts = try store.read { db in try String.fetchAll(db, sql: "SELECT text FROM note") }
        #expect(texts.count == 400)
        #expect(Set(texts) == Set((0..<8).flatMap { task in (0..<50).map { "\(task)-\($0)" } }))
    }

    @Test func randomBytesAreNotADatabaseAndStayUntouched() throws {
        let directory = DataDirectory()
        var generator = SystemRandomNumberGenerator()
        let garbage = Data((0..<5000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try directory.plant(garbage)
        Self.expectError(.notADatabase) { _ = try Store.open(directory: directory.path, migrations: [Self.notes]) }
        #expect(try directory.bytes() == garbage)
    }

    @Test func anotherProgramsDatabaseIsRefusedAndStaysUntouched() throws {
        let directory = DataDirectory()
        try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: true)
        do {
            let queue = try DatabaseQueue(path: directory.database)
            try queue.write { db in
                try db.execute(sql: "CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup')")
            }
            try queue.close()
        }
        let before = try directory.bytes()
        Self.expectError(.foreignDatabase) { _ = try Store.open(directory: directory.path, migrations: [Self.notes]) }
        #expect(try directory.bytes() == before)
    }

    @Test func aDamagedHarkDatabaseIsCorrupt() throws {
        let directory = DataDirectory()
        do {
            let store = try Store.open(directory: directory.path, migrations: [Self.notes])
            try store.write { db in
                for index in 0..<2000 {
                    try db.execute(sql: "INSERT INTO note (text) VALUES (?)",
                                   arguments: [String(repeating: "feeding \(index) ", count: 8)])
                }
            }
        }
        #expect(!FileManager.default.fileExists(atPath: directory.database + "-wal"))  // checkpointed on close
        var bytes = try directory.bytes()
        let pageSize = 4096
        #expect(bytes.count > pageSize * 20)
        let middle = (bytes.count / pageSize / 2) * pageSize
        bytes.replaceSubrange(middle..<middle + pageSize, with: Data(repeating: 0xFF, count: pageSize))
        try directory.plant(bytes)
        Self.expectError(.corrupt) { _ = try Store.open(directory: directory.path, migrations: [Self.notes]) }
        #expect(try directory.bytes() == bytes)
    }

    @Test func aDatabaseFromANewerHarkIsTooNew() throws {
        let directory = DataDirectory()
        do {
            let store = try Store.open(directory: directory.path, migrations: [Self.notes])
            try Self.insert("kept", into: store)
        }
        do {
            let queue = try DatabaseQueue(path: directory.database)
            try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('notes-v2')") }
            try queue.close()
        }
        Self.expectError(.tooNew) { _ = try Store.open(directory: directory.path, migrations: [Self.notes]) }
        let queue = try DatabaseQueue(path: directory.database)
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") } == 1)
    }

    @Test func aWriteThatThrowsLeavesNothingBehind() throws {
        struct Interrupted: Error {}
        let directory = DataDirectory()
        let store = try Store.open(directory: directory.path, migrations: [Self.notes])
        try Self.insert("before", into: store)
        Self.expectError(.failed) {
            try store.write { db in
                try db.execute(sql: "INSERT INTO note (text) VALUES ('half')")
                try db.execute(sql: "UPDATE note SET text = 'changed'")
                throw Interrupted()
            }
        }
        let texts = try store.read { db in try String.fetchAll(db, sql: "SELECT text FROM note") }
        #expect(texts == ["before"])
    }
}
