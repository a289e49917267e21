import Foundation

/// Runs the real `hark` binary as a child process that a test may kill with SIGKILL
/// after a delay, and reports how it ended: exited (with its output) or killed.
struct KilledProcess {
    /// How one run ended.
    struct Outcome {
        /// The exit status, or the signal number when `signalled`.
        let status: Int32
        /// Ended by a signal (SIGKILL when the test killed it; anything else is a crash).
        let signalled: Bool
        /// The test sent SIGKILL while the process was still running.
        let killed: Bool
        let stdout: String
        let stderr: String
        /// Wall time from start to end.
        let duration: Duration
        /// Still running at the timeout (only when no kill time was given): a hang.
        let hung: Bool

        /// Exited 0 on its own: the command's confirmation counts as acknowledged.
        var acknowledged: Bool { !signalled && status == 0 }
        /// Ended by a signal the test did not send: a crash.
        var crashed: Bool { signalled && !(killed && status == SIGKILL) }
    }

    /// The environment every run gets: no user config file, so only `--data-dir` counts.
    let environment: [String: String]
    /// Where output files go.
    let scratch: URL

    init(scratch: URL) throws {
        self.scratch = scratch
        let config = scratch.appendingPathComponent("no-config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        environment = ProcessInfo.processInfo.environment.merging(["XDG_CONFIG_HOME": config.path]) { $1 }
    }

    /// Runs `hark arguments`, killing it with SIGKILL after `killAfter` if it is still
    /// running, and after `timeout` in any case (a hang, which the caller reports).
    func run(_ arguments: [String], killAfter: Duration? = nil, timeout: Duration = .seconds(30)) async throws -> Outcome {
        let process = Process()
        process.executableURL = HarkBinary.url
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = scratch
        process.standardInput = FileHandle.nullDevice
        // Files, not pipes: a pipe inherited by a sibling child would hold EOF back.
        let name = UUID().uuidString
        let out = scratch.appendingPathComponent(name + ".out"), err = scratch.appendingPathComponent(name + ".err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        defer {
            try? outHandle.close(); try? errHandle.close()
            try? FileManager.default.removeItem(at: out); try? FileManager.default.removeItem(at: err)
        }
        process.standardOutput = outHandle
        process.standardError = errHandle
        let (ended, signal) = AsyncStream<Void>.makeStream()
        process.terminationHandler = { _ in signal.finish() }
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        let pid = process.processIdentifier
        let deadline = killAfter.map { min($0, timeout) } ?? timeout
        let killer = Task {
            try await Task.sleep(for: deadline)
            kill(pid, SIGKILL)
        }
        for await _ in ended {}
        killer.cancel()
        // Sent only when the sleep ran out; the process may have exited just before (then it was not signalled).
        let killed = (try? await killer.value) != nil
        let duration = clock.now - start
        process.waitUntilExit()
        let signalled = process.terminationReason == .uncaughtSignal
        return Outcome(status: process.terminationStatus, signalled: signalled, killed: killed && signalled,
                       stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                       stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "", duration: duration,
                       hung: killAfter == nil && killed && signalled)
    }
}
