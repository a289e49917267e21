public import Foundation

/// The `sqlite3` command-line shell (installed by `make test`), run as a separate
/// process so a test can kill it with SIGKILL in the middle of a transaction.
public enum SQLiteShell {
    /// Where Debian installs the shell.
    public static let executable = URL(fileURLWithPath: "/usr/bin/sqlite3")

    /// Runs `script` on `database`, waits until the shell prints `ready` (the script's
    /// last statement must be `SELECT 'ready';`), then kills it with SIGKILL, so
    /// whatever transaction the script left open is never committed.
    public static func killMidTransaction(_ database: String, script: String) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = [database]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(script.utf8))
        var printed = Data()
        while !String(decoding: printed, as: UTF8.self).contains("ready") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }  // the shell ended before the script did
            printed.append(chunk)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? input.fileHandleForWriting.close()
        guard String(decoding: printed, as: UTF8.self).contains("ready"),
              process.terminationReason == .uncaughtSignal else {
            throw ShellError(description: "sqlite3 ended before it was killed; output: \(String(decoding: printed, as: UTF8.self))")
        }
    }

    /// Runs `sql` on `database` to completion and returns what it printed (standard output and error).
    public static func run(_ database: String, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = [database, sql]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: printed, as: UTF8.self)
    }

    /// A row-heavy insert that spills changed pages into the database file before commit.
    public static func spillingInsert(table: String, column: String, rows: Int = 3000) -> String {
        """
        PRAGMA cache_size = 2;
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows))
        INSERT INTO \(table) (\(column)) SELECT hex(randomblob(150)) FROM n;
        """
    }

    /// Runs `sql` on `database`, as a person or another tool would, and returns its standard
    /// output; throws when the shell exits non-zero (a statement SQLite refused).
    @discardableResult
    public static func execute(_ database: String, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = [database, sql]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ShellError(description: "sqlite3 failed (exit \(process.terminationStatus)) on: \(sql)")
        }
        return String(decoding: printed, as: UTF8.self)
    }

    /// The shell did not do what the test asked of it.
    public struct ShellError: Error, CustomStringConvertible {
        public let description: String
    }
}
