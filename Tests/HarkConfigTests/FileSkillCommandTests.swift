import Foundation
import Testing
@testable import HarkConfig

/// The real runner: a child process, no shell, environment added, timeout enforced.
@Suite struct FileSkillCommandTests {
    let runner = ProcessCommandRunner()

    @Test func passesArgumentsAndEnvironmentAndReadsOutput() async throws {
        let result = try await runner.run(["/bin/sh", "-c", "echo \"$HARK_SLOT_ROOM|$1\"", "sh", "two words"],
                                          environment: ["HARK_SLOT_ROOM": "living room"], timeout: 10)
        #expect(result == CommandResult(status: 0, output: "living room|two words\n"))
        #expect(result.succeeded)
    }

    @Test func reportsTheExitStatus() async throws {
        let result = try await runner.run(["/bin/sh", "-c", "exit 3"], environment: [:], timeout: 10)
        #expect(result == CommandResult(status: 3))
        #expect(!result.succeeded)
    }

    @Test func programsAreFoundInPath() async throws {
        let result = try await runner.run(["printf", "%s", "a$HOME"], environment: [:], timeout: 10)
        #expect(result.output == "a$HOME")  // no shell: nothing is expanded
    }

    @Test func stopsACommandPastItsTimeout() async throws {
        let result = try await runner.run(["/bin/sleep", "30"], environment: [:], timeout: 0.2)
        #expect(result.timedOut)
        #expect(!result.succeeded)
    }

    /// A command that leaves a child in the background holding its output: the
    /// call returns at the deadline with what was printed, and the whole process
    /// group is gone (no background sleeper left behind).
    @Test func backgroundChildrenAreStoppedWithTheirGroup() async throws {
        let sleeper = "sleep 3600.\(Int.random(in: 100_000...999_999))"  // a command line no other process has
        let started = ContinuousClock.now
        let result = try await runner.run(["/bin/sh", "-c", "\(sleeper) & echo started"], environment: [:], timeout: 1)
        // Returned before the sleeper would have let go of the pipe (an hour): not a speed
        // check, since a loaded machine delayed this task's resumption by 9 and then 11 minutes
        // (fresh-clone runs on two shared cores, 2026-11-26).
        #expect(started.duration(to: .now) < .seconds(3600))
        #expect(result.output == "started\n")
        #expect(result.timedOut)
        #expect(!result.succeeded)
        // Nothing from the command's group survives (SIGKILL lands asynchronously: allow it a moment).
        #expect(try await Self.gone(sleeper))
    }

    @Test func aChildThatClosesItsOutputIsStillStoppedAtTheTimeout() async throws {
        let sleeper = "sleep 601.\(Int.random(in: 100_000...999_999))"
        let result = try await runner.run(["/bin/sh", "-c", "exec >&-; \(sleeper)"], environment: [:], timeout: 1)
        #expect(result.timedOut)
        #expect(try await Self.gone(sleeper))
    }

    /// Command lines of running processes containing `text` (from /proc).
    static func processes(containing text: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: "/proc").filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(text) ? line : nil
        }
    }

    /// Whether no process runs `text`, checking for up to ten seconds.
    static func gone(_ text: String) async throws -> Bool {
        for _ in 0..<200 {
            if try processes(containing: text).isEmpty { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    @Test func aMissingProgramThrows() async {
        await #expect(throws: (any Error).self) {
            _ = try await runner.run(["/nonexistent/program"], environment: [:], timeout: 1)
        }
    }
}
