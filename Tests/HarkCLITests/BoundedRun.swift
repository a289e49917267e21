import Synchronization
import Foundation

/// Runs a program to completion or until a deadline, reading its output as it
/// comes (a chatty standard error never blocks it), and says how it ended.
struct BoundedRun {
    /// How the process ended.
    enum Ending: Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it (a crash: SIGILL from a trap, SIGSEGV, SIGABRT).
        case signalled(Int32)
        /// It ran past the deadline and was killed.
        case timedOut
    }

    let ending: Ending
    let stdout: String
    let stderr: String
    let seconds: Double

    /// Exit status 0.
    var succeeded: Bool { ending == .exited(0) }

    /// Runs `executable` with `arguments` in `directory`, killing it after `timeout` seconds.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil, timeout: Double = 30) throws -> BoundedRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let started = Date()
        try process.run()
        let output = OutputCollector()
        let readers = DispatchGroup()
        for (pipe, isError) in [(out, false), (err, true)] {
            readers.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                output.store(data, isError: isError)
                readers.leave()
            }
        }
        let deadline = started.addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        readers.wait()
        let ending: Ending = timedOut ? .timedOut
            : process.terminationReason == .uncaughtSignal ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
        return BoundedRun(ending: ending, stdout: output.text(isError: false), stderr: output.text(isError: true),
                          seconds: Date().timeIntervalSince(started))
    }

    /// Runs SQL on a database with the sqlite3 command line (as a person or another tool would); returns its output.
    @discardableResult
    static func sqlite3(_ database: String, _ sql: String) throws -> String {
        let result = try run(URL(fileURLWithPath: "/usr/bin/env"), ["sqlite3", "-batch", "-bail", database, sql])
        guard result.succeeded else {
            throw SQLiteFailure(description: "sqlite3 \(result.ending): \(result.stderr) on: \(sql.prefix(300))")
        }
        return result.stdout
    }

    struct SQLiteFailure: Error, CustomStringConvertible {
        let description: String
    }
}

/// The two output streams of a process, filled from reader threads.
private final class OutputCollector: Sendable {
    private let streams = Mutex<(out: Data, err: Data)>((Data(), Data()))
    func store(_ data: Data, isError: Bool) {
        streams.withLock { if isError { $0.err = data } else { $0.out = data } }
    }
    func text(isError: Bool) -> String {
        streams.withLock { String(decoding: isError ? $0.err : $0.out, as: UTF8.self) }
    }
}
