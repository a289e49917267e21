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
}
