import Foundation
import HarkAssistant

/// Runs the external programs the benchmark uses (flite, pocketsphinx_continuous).
struct BenchTool: Sendable {
    /// Absolute path of the program.
    let path: String

    /// The program `name` on `$PATH`; throws `.toolMissing` naming the package to install.
    init(_ name: String, package: String) throws(BenchError) {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
            .split(separator: ":").map(String.init)
        guard let found = directories.map({ ($0 as NSString).appendingPathComponent(name) })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw BenchError(.toolMissing, "\(name) is not installed; install it with: sudo apt install \(package) (or run make test-deps).")
        }
        path = found
    }

    /// The result of one run.
    struct Output: Sendable {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Wall-clock seconds the program ran.
        var seconds: Double
    }

    /// Runs the program to completion without blocking a thread; output goes through files
    /// so a chatty program never stalls on a full pipe.
    func run(_ arguments: [String], scratch: String) async throws -> Output {
        let tag = UUID().uuidString
        let outPath = (scratch as NSString).appendingPathComponent("\(tag).out")
        let errPath = (scratch as NSString).appendingPathComponent("\(tag).err")
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let outHandle = FileHandle(forWritingAtPath: outPath)
        let errHandle = FileHandle(forWritingAtPath: errPath)
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        let clock = ContinuousClock()
        let started = clock.now
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: BenchError(.toolFailed, "Could not start \(path): \(error.localizedDescription)."))
            }
        }
        try? outHandle?.close()
        try? errHandle?.close()
        let seconds = Assistant.seconds(started.duration(to: clock.now))
        let out = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return Output(status: status, standardOutput: out, standardError: err, seconds: seconds)
    }
}
