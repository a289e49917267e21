import Foundation
import Synchronization

/// A `hark wyoming` process on a free port with its own data directory, and the real `wyoming`
/// Python package (installed by `make test-deps` into `.venv-wyoming`) as its client.
final class WyomingProcess: Sendable {
    let process = Process()
    let dataDirectory: URL
    let uri: String
    private let output = Pipe()
    private let errors = Pipe()

    /// Starts `hark wyoming` with `arguments` added and waits until it accepts connections.
    init(_ arguments: [String] = [], dataDirectoryName: String = "wyoming") throws {
        dataDirectory = try HarkBinary.temporaryDirectory(dataDirectoryName)
        process.executableURL = HarkBinary.url
        process.arguments = ["wyoming", "--uri", "tcp://127.0.0.1:0", "--data-dir", dataDirectory.path] + arguments
        process.currentDirectoryURL = HarkBinary.packageRoot
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let line = Mutex<String?>(nil)
        let ready = DispatchSemaphore(value: 0)
        let handle = output.fileHandleForReading
        DispatchQueue.global().async {
            var text = ""
            while !text.contains("\n") {
                let data = handle.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
            line.withLock { $0 = text }
            ready.signal()
        }
        guard ready.wait(timeout: .now() + 180) == .success, let first = line.withLock({ $0 }),
              let range = first.range(of: "listening on ") else {
            process.terminate()
            let stderr = String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
            throw Failure(description: "hark wyoming did not start listening: \(stderr)")
        }
        uri = String(first[range.upperBound...].prefix { !$0.isNewline })
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: dataDirectory)
    }

    /// What the server logged to standard error (complete once it has stopped).
    var standardError: String {
        String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
    }

    /// Stops the server with SIGTERM (as systemd does) and returns how it exited.
    func stop() -> (status: Int32, reason: Process.TerminationReason) {
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason)
    }

    /// The events the client received in `scenario` (see Tests/WyomingClient/wyoming_client.py), in order.
    func client(_ scenario: String, _ arguments: [String], timeout: Double = 120) throws -> [Reply] {
        try Self.replies(try clientOutput(scenario, arguments, timeout: timeout))
    }

    /// What the client printed in `scenario`: one JSON object per line.
    func clientOutput(_ scenario: String, _ arguments: [String], timeout: Double = 120) throws -> String {
        let python = HarkBinary.packageRoot.appendingPathComponent(".venv-wyoming/bin/python3")
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            throw Failure(description: "The wyoming client's Python is missing (\(python.path)); run `make test-deps`.")
        }
        let script = HarkBinary.packageRoot.appendingPathComponent("Tests/WyomingClient/wyoming_client.py").path
        let run = try BoundedRun.run(python, [script, uri, scenario] + arguments, in: HarkBinary.packageRoot, timeout: timeout)
        guard run.succeeded else {
            let server = process.isRunning ? "the server is running"
                : "the server had ended (\(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)): \(standardError)"
            throw Failure(description: "wyoming client \(scenario) \(arguments) ended \(run.ending); \(server): \(run.stdout) \(run.stderr)")
        }
        return run.stdout
    }

    /// The client's lines as replies.
    static func replies(_ output: String) throws -> [Reply] {
        try output.split(separator: "\n").map { line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw Failure(description: "not a JSON object: \(line)")
            }
            return Reply(object)
        }
    }

    /// One event the client received (or a line the script added: `parsed-info`, `closed`, `held`, `after`).
    struct Reply: CustomStringConvertible {
        let type: String
        let data: [String: Any]
        let payloadBytes: Int
        let raw: [String: Any]

        init(_ object: [String: Any]) {
            type = object["type"] as? String ?? ""
            data = object["data"] as? [String: Any] ?? [:]
            payloadBytes = object["payload_bytes"] as? Int ?? 0
            raw = object
        }

        /// A string field of the data.
        func string(_ key: String) -> String? { data[key] as? String }

        var description: String { "\(raw)" }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
