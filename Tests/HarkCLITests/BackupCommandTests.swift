import HarkTesting
import Foundation
import Testing

/// `hark backup FILE` and `hark restore FILE`, whole output, and a restore killed at
/// random moments, which leaves either the old records or the restored ones.
@Suite struct BackupCommandTests {
    @Test func backupAndRestoreBringTheRecordsBack() throws {
        let root = try HarkBinary.temporaryDirectory("backup")
        defer { try? FileManager.default.removeItem(at: root) }
        let data = root.appendingPathComponent("data").path
        let backup = root.appendingPathComponent("hark-backup.sqlite").path
        #expect(try HarkBinary.run(["pantry", "add", "milk", "--data-dir", data]).status == 0)
        let saved = try HarkBinary.run(["backup", backup, "--data-dir", data])
        #expect(saved.status == 0)
        #expect(saved.stdout.hasPrefix("Backed up \(data)/hark.sqlite to \(backup) ("), "\(saved.stdout)")
        #expect(try HarkBinary.run(["pantry", "remove", "1", "--data-dir", data]).status == 0)
        #expect(try HarkBinary.run(["pantry", "--data-dir", data]).stdout.hasPrefix("Nothing on the pantry list"))

        let restored = try HarkBinary.run(["restore", backup, "--data-dir", data])
        #expect(restored.status == 0)
        let lines = restored.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first == "Restored \(backup) into \(data)/hark.sqlite.")
        #expect(lines.last?.hasPrefix("The database it replaced is kept at \(data)/hark.sqlite.before-restore-") == true)
        #expect(try HarkBinary.run(["pantry", "--data-dir", data]).stdout.hasPrefix("1  milk  fridge  "))
    }

    @Test func aBadBackupIsRefusedInOneSentence() throws {
        let root = try HarkBinary.temporaryDirectory("backup-bad")
        defer { try? FileManager.default.removeItem(at: root) }
        let data = root.appendingPathComponent("data").path
        #expect(try HarkBinary.run(["callers", "add", "Aunt Mary", "--data-dir", data]).status == 0)
        let garbage = root.appendingPathComponent("notes.txt").path
        try "shopping: milk, eggs\n".write(toFile: garbage, atomically: true, encoding: .utf8)
        let refused = try HarkBinary.run(["restore", garbage, "--data-dir", data])
        #expect(refused.status != 0)
        #expect(refused.stdout == "")
        #expect(refused.stderr == "Error: \(garbage) is not an SQLite database, so not a Hark backup; nothing was changed.\n")
        #expect(try HarkBinary.run(["callers", "--data-dir", data]).stdout.contains("Aunt Mary"))
        let overwrite = try HarkBinary.run(["backup", garbage, "--data-dir", data])
        #expect(overwrite.stderr == "Error: \(garbage) exists and is not a Hark backup; Hark will not overwrite it. Pick another file name.\n")
        #expect(try String(contentsOfFile: garbage, encoding: .utf8) == "shopping: milk, eggs\n")
        let empty = root.appendingPathComponent("empty").path
        let nothing = try HarkBinary.run(["backup", root.appendingPathComponent("b.sqlite").path, "--data-dir", empty])
        #expect(nothing.stderr == "Error: There is no database at \(empty)/hark.sqlite yet, so nothing to back up; check --data-dir or data_dir in the config.\n")
        #expect(!FileManager.default.fileExists(atPath: empty))
    }

    @Test func aRestoreKilledAtAnyMomentLeavesOneWholeState() async throws {
        let root = try HarkBinary.temporaryDirectory("restore-kill")
        let runner = try KilledProcess(scratch: root)
        let data = root.appendingPathComponent("data").path
        let backup = root.appendingPathComponent("backup.sqlite").path
        for food in ["milk", "eggs", "butter"] {
            #expect(try await runner.run(["pantry", "add", food, "--data-dir", data]).acknowledged)
        }
        #expect(try await runner.run(["backup", backup, "--data-dir", data]).acknowledged)
        #expect(try await runner.run(["pantry", "add", "cheese", "--data-dir", data]).acknowledged)
        let before = ["butter", "cheese", "eggs", "milk"], restored = ["butter", "eggs", "milk"]
        var random = SeededRandom(seed: 16)
        var killed = 0, problems: [String] = []
        var timing = CrashSuiteTests.RunTiming()
        timing.add(try await runner.run(["restore", backup, "--data-dir", data]))
        for _ in 0..<12 {
            // Away from the backup's state (cheese again), then restore and kill it somewhere.
            _ = try await runner.run(["pantry", "add", "cheese", "--data-dir", data])
            let outcome = try await runner.run(["restore", backup, "--data-dir", data],
                                               killAfter: timing.median * (0.1 + 0.9 * Double(random.below(1_000)) / 1_000))
            timing.add(outcome)
            if outcome.killed { killed += 1 }
            if outcome.crashed { problems.append("restore crashed: \(outcome.stderr)") }
            let list = try await runner.run(["pantry", "--json", "--data-dir", data])
            let names = list.stdout.split(separator: "\n").compactMap {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["name"] as? String
            }.sorted()
            if !list.acknowledged || (Set(names) != Set(before) && names != restored) || (outcome.acknowledged && names != restored) {
                problems.append("after a restore that ended \(outcome.status) (killed: \(outcome.killed)): \(names) \(list.stderr)")
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        print("restore killed \(killed) of 12 times")
        if problems.isEmpty { try? FileManager.default.removeItem(at: root) }
    }
}
