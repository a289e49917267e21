import Foundation
import Logging
import Synchronization

/// Advertises a Wyoming server on the local network as `_wyoming._tcp` through Avahi, so Home
/// Assistant discovers it: `avahi-publish` (Debian's `avahi-utils`) runs beside the server and
/// is stopped with it. Without Avahi the server serves on and says once why it is not advertised.
struct ZeroconfAdvertiser: Sendable {
    /// The service name shown to people ("Hark on kitchen-pi").
    let name: String
    /// The TCP port served.
    let port: Int
    let logger: Logger

    /// The Avahi tool that publishes a service for as long as it runs.
    static let tool = "avahi-publish"

    /// Publishes until cancelled, or until Avahi refuses (logged).
    func run() async {
        guard let executable = Self.find(Self.tool) else {
            logger.notice("zeroconf: \(Self.tool) is not installed (apt install avahi-utils); Hark is not advertised, so give Home Assistant its address by hand.")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-s", name, "_wyoming._tcp", String(port)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        let ended = Ending()
        process.terminationHandler = { ended.signal($0.terminationStatus) }
        do {
            try process.run()
        } catch {
            logger.notice("zeroconf: could not start \(executable): \(error.localizedDescription); Hark is not advertised.")
            return
        }
        logger.info("zeroconf: advertising '\(name)' (_wyoming._tcp, port \(port)) through Avahi")
        let status = await withTaskCancellationHandler {
            await ended.wait()
        } onCancel: {
            // SIGKILL: the child inherits the signal mask of the thread that started it, on which the
            // Swift runtime blocks SIGTERM and SIGINT, so avahi-publish never sees them (it kept
            // running after `hark wyoming` was stopped). Avahi withdraws a vanished client's service.
            kill(process.processIdentifier, SIGKILL)
        }
        guard !Task.isCancelled else { return }
        let said = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        logger.notice("zeroconf: \(Self.tool) ended (status \(status)): \(said.isEmpty ? "no reason given" : said); Hark is not advertised (is avahi-daemon running?).")
    }

    /// The full path of `tool` on `PATH`, if it is there.
    static func find(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// A process's exit status, waited for once.
private final class Ending: Sendable {
    private let state = Mutex<(status: Int32?, waiter: CheckedContinuation<Int32, Never>?)>((nil, nil))

    func signal(_ status: Int32) {
        let waiter = state.withLock { state -> CheckedContinuation<Int32, Never>? in
            state.status = status
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: status)
    }

    func wait() async -> Int32 {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Int32? in
                if let status = state.status { return status }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
