import Foundation
import Testing

/// A disk that refuses writes: every command says so in one sentence, exits 1 (or 2
/// for `hark ask`), never dies of a signal, and what was confirmed before is still there.
@Suite struct DiskFaultCommandTests {
    /// Runs `hark arguments` with a file-size limit of `kilobytes` (`ulimit -f`, only in a child).
    static func run(fileSizeLimit kilobytes: Int, _ arguments: [String]) throws -> HarkBinary.Result {
        try HarkBinary.run(["-c", "ulimit -f \(kilobytes); exec \"$0\" \"$@\"", HarkBinary.url.path] + arguments,
                           executable: URL(fileURLWithPath: "/bin/sh"))
    }

    /// Writes past `ulimit -f` used to end in "Database error …: disk I/O error." (and, where the
    /// kernel sends SIGXFSZ, in a kill mid-write); now the sentence says what to do, and no
    /// record is lost or half-written.
    @Test func aWritePastTheFileSizeLimitIsRefusedInOneSentence() throws {
        let root = try HarkBinary.temporaryDirectory("file-size")
        defer { try? FileManager.default.removeItem(at: root) }
        let data = root.appendingPathComponent("data").path
        let database = data + "/hark.sqlite"
        #expect(try HarkBinary.run(["pantry", "add", "milk", "--data-dir", data]).status == 0)
        let refusal = "The disk holding \(database) failed a read or write (it may be full, failing, or over a file-size limit); "
            + "what was not confirmed was not saved. Free some space or check the disk, then try again."

        let add = try Self.run(fileSizeLimit: 1, ["pantry", "add", "bread", "--data-dir", data])
        #expect(add.status == 1)
        #expect(add.stderr == "Error: \(refusal)\n")
        let ask = try Self.run(fileSizeLimit: 1, ["ask", "put the bread in the fridge", "--data-dir", data])
        #expect(ask.status == 1)
        #expect(ask.stderr == "Error: \(refusal)\n")

        let list = try HarkBinary.run(["pantry", "list", "--data-dir", data])
        #expect(list.status == 0)
        #expect(list.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first } == ["milk"])
        #expect(try HarkBinary.run(["pantry", "add", "bread", "--data-dir", data]).status == 0)
    }

    /// `--data-dir ""` said "Cannot create the data directory  (No such file or directory)".
    @Test func anEmptyDataDirectoryIsNamedAsSuch() throws {
        let result = try HarkBinary.run(["pantry", "list", "--data-dir", ""])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: The data directory is an empty path; give --data-dir (or data_dir in the config) a directory, e.g. ~/.local/share/hark.\n")
    }
}
