import Foundation
import Testing

/// Records are private whatever the umask: the data directory Hark creates is 0700,
/// the database, its side files, the lock and backups are 0600. A directory Hark did
/// not create keeps its mode, and `hark doctor` warns about it.
@Suite struct PrivacyCommandTests {
    /// Runs `hark arguments` under `umask` (umask is process-wide, so only in a child).
    static func run(umask: String, _ arguments: [String]) throws -> HarkBinary.Result {
        try HarkBinary.run(["-c", "umask \(umask); exec \"$0\" \"$@\"", HarkBinary.url.path] + arguments,
                           executable: URL(fileURLWithPath: "/bin/sh"))
    }

    static func mode(_ path: String) -> String {
        let value = ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int) ?? -1
        return String(value, radix: 8)
    }

    @Test(arguments: ["000", "022"])
    func everythingHarkWritesIsPrivate(umask: String) throws {
        let root = try HarkBinary.temporaryDirectory("privacy-\(umask)")
        defer { try? FileManager.default.removeItem(at: root) }
        let data = root.appendingPathComponent("new/data").path
        #expect(try Self.run(umask: umask, ["pantry", "add", "milk", "--data-dir", data]).status == 0)
        let backup = root.appendingPathComponent("backup.sqlite").path
        #expect(try Self.run(umask: umask, ["backup", backup, "--data-dir", data]).status == 0)
        let restore = try Self.run(umask: umask, ["restore", backup, "--data-dir", data])
        #expect(restore.status == 0, "\(restore.stderr)")
        #expect(try Self.run(umask: umask, ["ask", "start feeding", "--data-dir", data]).status == 0)  // leaves -wal and -shm

        #expect(Self.mode(data) == "700")
        let files = try FileManager.default.contentsOfDirectory(atPath: data).sorted()
        #expect(files.contains("hark.sqlite") && files.contains("hark.sqlite-wal") && files.contains("hark.sqlite.lock"))
        #expect(files.contains { $0.hasPrefix("hark.sqlite.before-restore-") })
        for file in files { #expect(Self.mode(data + "/" + file) == "600", "\(file)") }
        #expect(Self.mode(backup) == "600")
    }

    @Test func anExistingDirectoryKeepsItsModeAndTheDoctorWarns() throws {
        let root = try HarkBinary.temporaryDirectory("privacy-shared")
        defer { try? FileManager.default.removeItem(at: root) }
        let data = root.appendingPathComponent("shared").path
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o755])
        // A database an older Hark left readable by everyone.
        #expect(try Self.run(umask: "022", ["callers", "--data-dir", data]).status == 0)
        chmod(data + "/hark.sqlite", 0o644)
        #expect(try Self.run(umask: "022", ["callers", "--data-dir", data]).status == 0)
        #expect(Self.mode(data) == "755")  // not Hark's to change
        #expect(Self.mode(data + "/hark.sqlite") == "600")

        let doctor = try HarkBinary.run(["doctor", "--data-dir", data])
        let line = doctor.stdout.split(separator: "\n").first { $0.contains("data privacy") }
        #expect(line == "WARN data privacy: \(data) is open to other users (mode 755); fix with `chmod 700 \(data)`.")
    }
}
