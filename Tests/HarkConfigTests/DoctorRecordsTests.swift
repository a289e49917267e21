import HarkTesting
import Foundation
import HarkSkills
import HarkStore
import Testing
@testable import HarkConfig

/// `hark doctor` on rows no skill can read, written with the sqlite3 command line.
@Suite struct DoctorRecordsTests {
    /// A fake machine whose database has a cheese expiring in the year 10000 and a readable milk.
    static func machineWithAYear10000Cheese() throws -> FakeMachine {
        let machine = FakeMachine()
        let suite = try SkillSuite(directory: machine.environment.dataDirectory)
        try suite.pantry.add("cheese")
        try suite.pantry.add("milk")
        try SQLiteShell.execute(suite.store.path, "UPDATE pantry_item SET expiresAt = '10000-01-01 00:00:00.000' WHERE name = 'cheese'")
        return machine
    }

    @Test func anUnreadableRowFailsNamingTableRowColumnAndTheRepair() throws {
        let machine = try Self.machineWithAYear10000Cheese()
        let checks = machine.doctor.recordChecks()
        #expect(checks == [DoctorCheck("records", .failed,
            "pantry_item row 1 cannot be read (expiresAt: '10000-01-01 00:00:00.000' is not a date); run hark doctor --repair to move it into the quarantine table.")])
        #expect(!Doctor.passed(checks))
    }

    @Test func repairMovesTheRowIntoQuarantineAndThenTheRecordsPass() throws {
        let machine = try Self.machineWithAYear10000Cheese()
        #expect(machine.doctor.repairRecords() == [DoctorCheck("repair", .ok,
            "moved pantry_item row 1 into the quarantine table (expiresAt: '10000-01-01 00:00:00.000' is not a date)")])
        #expect(machine.doctor.recordChecks() == [DoctorCheck("records", .ok,
            "every row of call_preset, caller, donation, feeding, lock_state, offered_suggestion, pantry_item, paused_timer, scheduled_event, voice_shortcut, wake_sample, web_pairing_code, web_session can be read; 1 row set aside in the quarantine table")])
        #expect(machine.doctor.repairRecords() == [DoctorCheck("repair", .ok, "no unreadable rows to move")])
        let suite = try SkillSuite(directory: machine.environment.dataDirectory)
        #expect(try suite.pantry.items().map(\.name) == ["milk"])
        #expect(try suite.store.quarantinedCount() == 1)
    }

    @Test func aTableNoReaderKnowsIsAWarning() throws {
        let machine = FakeMachine()
        let suite = try SkillSuite(directory: machine.environment.dataDirectory)
        try SQLiteShell.execute(suite.store.path, "CREATE TABLE shopping (id INTEGER PRIMARY KEY, item TEXT)")
        #expect(machine.doctor.recordChecks().map(\.status) == [.ok, .warning])
        #expect(machine.doctor.recordChecks().last?.detail == "table shopping is not checked: no reader knows it; upgrade Hark.")
    }
}
