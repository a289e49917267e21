import Foundation
import Synchronization

/// Runs the built `hark` executable (it sits next to the test bundle).
enum HarkBinary {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var url: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("hark")
    }

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs `hark` (or `executable`, e.g. a shell that starts it) with arguments to completion;
    /// `input`, when given, is its standard input.
    static func run(_ arguments: [String], environment: [String: String] = [:], executable: URL? = nil, input: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable ?? url
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A new empty directory under the system's temporary directory, removed when the test
    /// process exits (a test that removes it sooner may).
    static func temporaryDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hark-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        made.withLock { made in
            if made.isEmpty { atexit { HarkBinary.removeTemporaryDirectories() } }
            made.append(url)
        }
        return url
    }

    /// Every directory ``temporaryDirectory(_:)`` made in this process.
    private static let made = Mutex<[URL]>([])

    private static func removeTemporaryDirectories() {
        for url in made.withLock({ $0 }) { try? FileManager.default.removeItem(at: url) }
    }
}
