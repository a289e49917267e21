import HarkTesting
import Foundation
import Testing

/// The brick, reproduced for real: a process SIGKILLed while it first creates
/// `hark.sqlite` leaves a hot rollback journal. Every command then works on the last
/// committed (empty) state instead of calling the database unreadable for ever.
@Suite struct HotJournalCommandTests {
    @Test func everyCommandWorksAfterAKillDuringFirstCreation() throws {
        let root = try HarkBinary.temporaryDirectory("hot-journal")
        defer { try? FileManager.default.removeItem(at: root) }
        let data = root.appendingPathComponent("data").path
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try SQLiteShell.killMidTransaction(data + "/hark.sqlite", script: """
            PRAGMA cache_size = 2;
            BEGIN;
            PRAGMA application_id = 1212240459;
            CREATE TABLE feeding (id INTEGER PRIMARY KEY, startedAt DATETIME NOT NULL, endedAt DATETIME, amountMl INTEGER);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
            INSERT INTO feeding (startedAt) SELECT datetime('now') FROM n;
            SELECT 'ready';

            """)
        let journal = try Data(contentsOf: URL(fileURLWithPath: data + "/hark.sqlite-journal"))
        #expect(journal.prefix(8) == Data([0xD9, 0xD5, 0x05, 0xF9, 0x20, 0xA1, 0x63, 0xD7]))

        #expect(try HarkBinary.run(["feedings", "--data-dir", data]).stdout.hasPrefix("No feedings on "))
        #expect(try HarkBinary.run(["ask", "start feeding", "--data-dir", data]).stdout == "OK, I started the feeding timer.\n")
        #expect(try HarkBinary.run(["pantry", "add", "milk", "--data-dir", data]).status == 0)
        #expect(try HarkBinary.run(["alarms", "add", "07:30", "--data-dir", data]).status == 0)
        #expect(try HarkBinary.run(["callers", "add", "Aunt Mary", "--data-dir", data]).status == 0)
        let feedings = try HarkBinary.run(["feedings", "--json", "--data-dir", data])
        #expect(feedings.stdout.split(separator: "\n").count == 1)  // the rolled-back 3,000 are gone
        #expect(!FileManager.default.fileExists(atPath: data + "/hark.sqlite-journal"))
    }
}
