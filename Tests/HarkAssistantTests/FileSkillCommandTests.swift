import Foundation
import Testing
@testable import HarkAssistant

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

    @Test func aMissingProgramThrows() async {
        await #expect(throws: (any Error).self) {
            _ = try await runner.run(["/nonexistent/program"], environment: [:], timeout: 1)
        }
    }
}
