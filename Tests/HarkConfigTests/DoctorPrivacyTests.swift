import Foundation
import Testing
@testable import HarkConfig

/// `hark doctor` warns, with the `chmod` that fixes it, when the data directory or
/// Hark's files in it are open to other users; private ones pass.
@Suite struct DoctorPrivacyTests {
    @Test func privateDataPasses() {
        let machine = FakeMachine()
        let data = machine.environment.dataDirectory
        #expect(machine.doctor.dataDirectoryCheck().status == .ok)
        #expect(machine.doctor.databaseCheck().status == .ok)
        #expect(machine.doctor.privacyCheck() == DoctorCheck("data privacy", .ok,
            "only the owner can read \(data) and its database files"))
    }

    @Test func openDirectoryAndReadableFilesWarnWithTheFix() {
        let machine = FakeMachine()
        let data = machine.environment.dataDirectory
        #expect(machine.doctor.databaseCheck().status == .ok)
        chmod(data, 0o755)
        chmod(data + "/hark.sqlite", 0o644)
        machine.root.write("data/hark.sqlite.before-restore-20270116-073000", "old")
        chmod(data + "/hark.sqlite.before-restore-20270116-073000", 0o640)
        machine.root.write("data/notes.txt", "not Hark's, not checked")
        chmod(data + "/notes.txt", 0o644)
        let check = machine.doctor.privacyCheck()
        #expect(check == DoctorCheck("data privacy", .warning,
            "\(data) is open to other users (mode 755); others can read hark.sqlite (mode 644), "
            + "hark.sqlite.before-restore-20270116-073000 (mode 640); "
            + "fix with `chmod 700 \(data) && chmod 600 \(data)/hark.sqlite*`."))
        #expect(Doctor.passed([check]))  // a warning, not a failure
    }
}
