import Foundation

/// What a skills-file command printed and how it ended.
public struct CommandResult: Sendable, Equatable {
    /// The exit status (the signal number when it was killed).
    public var status: Int32
    /// Everything it wrote to standard output.
    public var output: String
    /// Whether it ran past its timeout and was stopped.
    public var timedOut: Bool

    /// Creates a result.
    public init(status: Int32, output: String = "", timedOut: Bool = false) {
        self.status = status
        self.output = output
        self.timedOut = timedOut
    }

    /// Whether the command worked: exit status 0 within its time.
    public var succeeded: Bool { status == 0 && !timedOut }
}

/// Runs the program a skills-file intent names (a seam, so tests need no processes).
public protocol CommandRunner: Sendable {
    /// Runs `arguments[0]` with the rest as its arguments and `environment` added to Hark's own;
    /// stops it after `timeout` seconds. Throws when it cannot be started.
    func run(_ arguments: [String], environment: [String: String], timeout: Double) async throws -> CommandResult
}

/// Runs commands as child processes: no shell, standard input empty, standard
/// error passed through to Hark's (the journal under systemd), SIGTERM at the
/// timeout and SIGKILL a second later.
public struct ProcessCommandRunner: CommandRunner {
    /// Creates a runner.
    public init() {}

    /// Starts the program (throws when it cannot), waits for it to exit or time out, and collects its output.
    public func run(_ arguments: [String], environment: [String: String], timeout: Double) async throws -> CommandResult {
        guard let program = arguments.first else { return CommandResult(status: 127) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.resolve(program))
        process.arguments = Array(arguments.dropFirst())
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let child = RunningChild(process)
        let watchdog = DispatchWorkItem { child.stop() }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let data: Data = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let data = output.fileHandleForReading.readDataToEndOfFile()
                child.waitUntilExit()
                continuation.resume(returning: data)
            }
        }
        watchdog.cancel()
        return CommandResult(status: child.status, output: String(decoding: data, as: UTF8.self), timedOut: child.wasStopped)
    }

    /// A program name without a slash is looked up in `$PATH`, as a shell would.
    static func resolve(_ program: String) -> String {
        guard !program.contains("/") else { return program }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return program
    }
}

/// A started process shared between the reader and the watchdog.
private final class RunningChild: @unchecked Sendable {
    private let process: Process
    private let lock = NSLock()
    private var stopped = false

    init(_ process: Process) { self.process = process }

    var wasStopped: Bool { lock.withLock { stopped } }
    var status: Int32 { process.terminationStatus }

    func waitUntilExit() { process.waitUntilExit() }

    /// SIGTERM now, SIGKILL a second later if it is still running.
    func stop() {
        guard process.isRunning else { return }
        lock.withLock { stopped = true }
        process.terminate()
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [self] in
            if process.isRunning { kill(pid, SIGKILL) }
        }
    }
}
