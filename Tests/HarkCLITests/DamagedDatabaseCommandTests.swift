import HarkTesting
import Foundation
import Testing

/// A database a bad disk cut short stopped every command for good; now each command
/// names the repair, and `hark doctor --repair` brings the data directory back.
@Suite struct DamagedDatabaseCommandTests {
    @Test func doctorRepairRebuildsADatabaseCutShort() throws {
        let root = try HarkBinary.temporaryDirectory("damaged")
        defer { try? FileManager.default.removeItem(at: root) }
        let data = root.appendingPathComponent("data").path
        let database = data + "/hark.sqlite"
        #expect(try HarkBinary.run(["pantry", "add", "milk", "--data-dir", data]).status == 0)
        #expect(try HarkBinary.run(["backup", root.appendingPathComponent("whole.sqlite").path, "--data-dir", data]).status == 0)
        // The whole database in one file, then cut after its first page.
        try FileManager.default.removeItem(atPath: data)
        #expect(try HarkBinary.run(["restore", root.appendingPathComponent("whole.sqlite").path, "--data-dir", data]).status == 0)
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: database))
        try handle.truncate(atOffset: 4096)
        try handle.close()

        let list = try HarkBinary.run(["pantry", "list", "--data-dir", data])
        #expect(list.status == 1)
        #expect(list.stderr.contains("run hark doctor --repair to rebuild it from what can still be read (the damaged file is kept), or restore a backup with hark restore FILE."), "\(list.stderr)")

        let repair = try HarkBinary.run(["doctor", "--repair", "--data-dir", data])
        let repairLines = repair.stdout.split(separator: "\n").filter { $0.contains("repair:") }
        #expect(repairLines.first?.hasPrefix("OK   repair: the database was damaged: rebuilt it and ") == true, "\(repair.stdout)")
        #expect(repairLines.first?.contains("the damaged file is kept at \(database).damaged-") == true, "\(repair.stdout)")
        #expect(repair.stdout.contains("OK   records: every row of"), "\(repair.stdout)")

        #expect(try HarkBinary.run(["pantry", "list", "--data-dir", data]).status == 0)
        let add = try HarkBinary.run(["pantry", "add", "bread", "--data-dir", data])
        #expect(add.status == 0, "\(add.stderr)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: data).filter { $0.hasPrefix("hark.sqlite.damaged-") }
        #expect(kept.filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-journal") }.count == 1, "\(kept)")
    }

    /// A data directory with feedings whose `feeding_on_startedAt` index page is overwritten:
    /// the database no longer opens, but every feeding can still be read from its table.
    static func damagedIndex(in data: String, feedings: Int) throws {
        for minute in 0..<feedings {
            let started = String(format: "2026-11-20 07:%02d:00.000", minute)
            try SQLiteShell.execute(data + "/hark.sqlite", "INSERT INTO feeding (startedAt, endedAt, amountMl) VALUES ('\(started)', NULL, \(minute + 1))")
        }
        try SQLiteShell.execute(data + "/hark.sqlite", "PRAGMA wal_checkpoint(TRUNCATE)")
        let page = Int(try SQLiteShell.execute(data + "/hark.sqlite", "SELECT rootpage FROM sqlite_master WHERE name = 'feeding_on_startedAt'").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(page > 1)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: data + "/hark.sqlite"))
        try handle.seek(toOffset: UInt64((page - 1) * 4096))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
        try handle.close()
    }

    /// SIGKILL at seeded moments during `hark doctor --repair`: the next repair finishes the
    /// job, every readable feeding is kept, and the data directory works.
    @Test func aRepairKilledAtAnyMomentLeavesADirectoryTheNextRepairFinishes() async throws {
        let root = try HarkBinary.temporaryDirectory("damaged-kill")
        defer { try? FileManager.default.removeItem(at: root) }
        let runner = try KilledProcess(scratch: root)
        let template = root.appendingPathComponent("template").path
        #expect(try await runner.run(["ask", "start feeding", "--data-dir", template]).acknowledged)
        try Self.damagedIndex(in: template, feedings: 40)
        #expect(try await runner.run(["feedings", "--data-dir", template]).status == 1)
        var random = SeededRandom(seed: 1616)
        for round in 0..<6 {
            let data = root.appendingPathComponent("data-\(round)").path
            try FileManager.default.copyItem(atPath: template, toPath: data)
            let killed = try await runner.run(["doctor", "--repair", "--data-dir", data], killAfter: .milliseconds(20 + random.below(400)))
            #expect(!killed.crashed && !killed.hung, "round \(round): \(killed.stderr)")
            let repair = try await runner.run(["doctor", "--repair", "--data-dir", data])
            #expect(!repair.crashed && repair.stdout.contains("OK   records: every row of"), "round \(round): \(repair.stdout)")
            let list = try await runner.run(["feedings", "--date", "2026-11-20", "--json", "--data-dir", data])
            #expect(list.status == 0 && list.stdout.split(separator: "\n").count == 40, "round \(round): \(list.stdout) \(list.stderr)")
            #expect(try await runner.run(["pantry", "add", "milk", "--data-dir", data]).acknowledged, "round \(round)")
        }
    }
}

