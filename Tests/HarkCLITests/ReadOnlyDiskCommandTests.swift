import Foundation
import Testing

/// A data directory on a file system mounted read-only (a failing disk the kernel
/// remounted read-only) used to refuse every command, even listing and `hark backup`.
/// Reads and backups work; writes say why they cannot in one sentence. Needs root to
/// mount a small tmpfs, so it runs only where that works.
@Suite(.enabled(if: TmpfsMount.canMount)) struct ReadOnlyDiskCommandTests {
    @Test func recordsOnAReadOnlyDiskCanBeReadAndBackedUp() throws {
        let root = try HarkBinary.temporaryDirectory("read-only")
        defer { try? FileManager.default.removeItem(at: root) }
        let disk = root.appendingPathComponent("disk").path
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        #expect(TmpfsMount.mount(["-t", "tmpfs", "-o", "size=4m", "tmpfs", disk]))
        defer { TmpfsMount.mount([], unmount: disk) }
        let data = disk + "/data"
        #expect(try HarkBinary.run(["pantry", "add", "milk", "--data-dir", data]).status == 0)
        #expect(try HarkBinary.run(["ask", "start feeding", "--data-dir", data]).status == 0)
        #expect(TmpfsMount.mount(["-o", "remount,ro", disk]))

        let list = try HarkBinary.run(["pantry", "list", "--data-dir", data])
        #expect(list.status == 0 && list.stdout.contains("  milk  fridge  "), "\(list.stderr)")
        let refusal = "\(data)/hark.sqlite is on a read-only file system, so nothing can be saved; remount it read-write (or check the disk), or copy the records off with hark backup FILE."
        let add = try HarkBinary.run(["pantry", "add", "bread", "--data-dir", data])
        #expect(add.status == 1 && add.stderr == "Error: \(refusal)\n")
        let ask = try HarkBinary.run(["ask", "finish feeding", "--data-dir", data])
        #expect(ask.status == 2 && ask.stdout == "Sorry, that didn't work: \(refusal)\n")
        let repair = try HarkBinary.run(["doctor", "--repair", "--data-dir", data])
        #expect(repair.stdout.contains("FAIL repair: \(refusal) Nothing was moved."), "\(repair.stdout)")

        let backup = root.appendingPathComponent("rescued.sqlite").path
        #expect(try HarkBinary.run(["backup", backup, "--data-dir", data]).status == 0)
        let elsewhere = root.appendingPathComponent("elsewhere").path
        #expect(try HarkBinary.run(["restore", backup, "--data-dir", elsewhere]).status == 0)
        #expect(try HarkBinary.run(["feedings", "--data-dir", elsewhere]).stdout.hasSuffix("-running\n"))
    }
}

/// A disk that fills up while Hark writes: each refused write says so in one sentence,
/// nothing acknowledged is lost, and once there is room again everything works.
@Suite(.enabled(if: TmpfsMount.canMount)) struct FullDiskCommandTests {
    @Test func aFullDiskRefusesWritesAndKeepsEveryAcknowledgedOne() throws {
        let root = try HarkBinary.temporaryDirectory("full-disk")
        defer { try? FileManager.default.removeItem(at: root) }
        let disk = root.appendingPathComponent("disk").path
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        #expect(TmpfsMount.mount(["-t", "tmpfs", "-o", "size=480k", "tmpfs", disk]))
        defer { TmpfsMount.mount([], unmount: disk) }
        let data = disk + "/data"
        var acknowledged = 0, refusals: Set<String> = []
        for _ in 0..<80 {
            let add = try HarkBinary.run(["pantry", "add", "milk", "--data-dir", data])
            #expect(add.status == 0 || add.status == 1, "\(add.stderr)")
            if add.status == 0 { acknowledged += 1 } else { refusals.insert(add.stderr) }
            if add.status == 1 { break }
        }
        #expect(acknowledged > 0)
        #expect(refusals == ["Error: The disk holding \(data)/hark.sqlite is full; nothing was saved. Free some space and try again.\n"])
        let list = try HarkBinary.run(["pantry", "list", "--data-dir", data])
        #expect(list.status == 0)
        #expect(list.stdout.split(separator: "\n").count == acknowledged)

        #expect(TmpfsMount.mount(["-o", "remount,size=8m", disk]))
        #expect(try HarkBinary.run(["pantry", "add", "bread", "--data-dir", data]).status == 0)
        #expect(try HarkBinary.run(["pantry", "list", "--data-dir", data]).stdout.split(separator: "\n").count == acknowledged + 1)
    }
}

/// mount(8) for a small tmpfs, where this process may mount (root).
enum TmpfsMount {
    static let canMount: Bool = {
        guard getuid() == 0 else { return false }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("hark-mount-probe-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: probe) }
        guard (try? FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: true)) != nil,
              mount(["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe]) else { return false }
        _ = mount(["-t", "tmpfs"], unmount: probe)
        return true
    }()

    /// Runs mount(8) (or umount(8) on `unmount`); whether it succeeded.
    @discardableResult
    static func mount(_ arguments: [String], unmount: String? = nil) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: unmount == nil ? "/bin/mount" : "/bin/umount")
        process.arguments = unmount.map { [$0] } ?? arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
