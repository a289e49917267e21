import Synchronization
import Foundation
import GRDB
import Testing
@testable import HarkStore

/// Several openers of one brand-new data directory at once: each gets a working store,
/// every migration runs once, and the file is Hark's.
@Suite struct StoreOpenRaceTests {
    /// Results of concurrent opens (thread-safe).
    final class Outcomes: Sendable {
        private let tally = Mutex((opened: 0, errors: [String]()))
        func record(_ result: Result<Store, StoreError>) {
            tally.withLock { tally in
                switch result {
                case .success: tally.opened += 1
                case .failure(let error): tally.errors.append(error.message)
                }
            }
        }
        var all: (opened: Int, errors: [String]) { tally.withLock { $0 } }
    }

    @Test func threadsOpeningAFreshDirectoryAtOnceAllSucceed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-race-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let runs = StoreTests.RunCounter()
        let migrations = [
            StoreMigration("race-v1") { db in
                runs.ran("race-v1")
                try db.create(table: "caller") { t in t.autoIncrementedPrimaryKey("id"); t.column("name", .text) }
            },
            StoreMigration("race-v2") { db in
                runs.ran("race-v2")
                try db.create(table: "note") { t in t.autoIncrementedPrimaryKey("id") }
            },
        ]
        let outcomes = Outcomes()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            outcomes.record(Result { () throws(StoreError) in try Store.open(directory: directory, migrations: migrations) })
        }
        #expect(outcomes.all.errors == [])
        #expect(outcomes.all.opened == 8)
        #expect(runs["race-v1"] == 1 && runs["race-v2"] == 1)
        let store = try Store.open(directory: directory, migrations: migrations)
        #expect(try store.appliedMigrations() == ["hark-v1", "store-quarantine-v1", "race-v1", "race-v2"])
        #expect(try store.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") } == Store.applicationID)
    }

    @Test func aBusyDatabaseIsABusyErrorNotDamage() {
        for code in [ResultCode.SQLITE_BUSY, .SQLITE_LOCKED] {
            let error = Store.translate(DatabaseError(resultCode: code), path: "/data/hark.sqlite")
            #expect(error == StoreError(.busy, "The database /data/hark.sqlite is busy: another program is writing to it; try again."))
        }
    }
}
