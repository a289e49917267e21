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
/// error passed through to Hark's (the journal under systemd). Each command
/// runs in a process group of its own; at the timeout Hark stops reading its
/// output and sends the whole group SIGTERM, then SIGKILL a second later, so a
/// child left running in the background cannot hold the listener.
public struct ProcessCommandRunner: CommandRunner {
    /// Creates a runner.
    public init() {}

    /// Starts the program (throws when it cannot), waits for its output to end
    /// or the timeout, stops what is left of its process group, and collects the output.
    public func run(_ arguments: [String], environment: [String: String], timeout: Double) async throws -> CommandResult {
        guard let program = arguments.first else { return CommandResult(status: 127) }
        let path = Self.resolve(program)
        let environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let deadline = DispatchTime.now() + timeout
        // The wait blocks, so it gets a thread of its own: on Linux the shared
        // dispatch pool also runs Swift concurrency and may be busy for longer than the timeout.
        // The child is started on that thread too, which is then its one owner: nothing is shared.
        let outcome: Result<CommandResult, CommandStartError> = await withCheckedContinuation { continuation in
            Thread {
                continuation.resume(returning: Result { () throws(CommandStartError) in
                    try SpawnedGroup(path: path, arguments: arguments, environment: environment).finish(deadline: deadline)
                })
            }.start()
        }
        return try outcome.get()
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

/// A skills-file command could not be started.
public struct CommandStartError: Error, Sendable, CustomStringConvertible {
    /// What failed, e.g. "Could not start /opt/x: No such file or directory".
    public let description: String
}

/// A child started with posix_spawn as the leader of its own process group,
/// with its standard output on a pipe. Not copyable: one owner starts it and
/// finishes it (consuming it), and the pipe is closed when it goes away.
struct SpawnedGroup: ~Copyable {
    /// The child's pid, which is also its process group id.
    let pid: pid_t
    private let output: Int32

    init(path: String, arguments: [String], environment: [String: String]) throws(CommandStartError) {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            throw CommandStartError(description: "Could not start \(path): no pipe (\(String(cString: strerror(errno)))).")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        close(pipeEnds[1])
        guard status == 0 else {
            close(pipeEnds[0])
            throw CommandStartError(description: "Could not start \(path): \(String(cString: strerror(status))).")
        }
        pid = child
        output = pipeEnds[0]
    }

    deinit {
        close(output)
    }

    /// Reads the output until it ends or `deadline`; past the deadline the group
    /// gets SIGTERM, and SIGKILL a second later. Reaps the child.
    consuming func finish(deadline: DispatchTime) -> CommandResult {
        var data = [UInt8]()
        var timedOut = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        reading: while true {
            let now = DispatchTime.now()
            guard now < deadline else { timedOut = true; break }
            let remaining = Int32(min(1000, (deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1_000_000 + 1))
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, remaining)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = read(output, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break reading }
            data += buffer[0..<count]
        }
        var status: Int32 = 0
        var reaped = false
        // The output ended; the leader may still be running (it closed its output).
        while !timedOut && !reaped {
            reaped = waitpid(pid, &status, WNOHANG) == pid
            if !reaped {
                if DispatchTime.now() >= deadline { timedOut = true } else { usleep(5_000) }
            }
        }
        if timedOut {
            // SIGTERM to the group; SIGKILL once the leader has had a second to exit.
            kill(-pid, SIGTERM)
            let grace = DispatchTime.now() + 1
            while !reaped && DispatchTime.now() < grace {
                reaped = waitpid(pid, &status, WNOHANG) == pid
                if !reaped { usleep(10_000) }
            }
            kill(-pid, SIGKILL)
        }
        while !reaped {
            let result = waitpid(pid, &status, 0)
            reaped = result == pid || (result < 0 && errno != EINTR)
        }
        let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : status & 0x7f
        return CommandResult(status: code, output: String(decoding: data, as: UTF8.self), timedOut: timedOut)
    }
}
