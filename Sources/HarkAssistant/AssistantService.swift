import Foundation
public import HarkAudio
public import Logging
public import ServiceLifecycle

/// `hark listen` as a long-running service: microphone in, assistant running,
/// graceful shutdown on SIGTERM (the sentence being spoken is finished, every
/// record is already committed), and an unplugged or busy microphone reopened
/// with backoff instead of crashing.
public struct AssistantService: Service {
    /// Builds the assistant (once, inside the service's task).
    let makeAssistant: @Sendable () throws -> sending Assistant
    /// The ALSA capture device.
    let captureDevice: String
    let logger: Logger
    let emit: @Sendable (AssistantEvent) -> Void
    /// Longest wait between attempts to reopen the microphone, seconds.
    static let maximumBackoff = 30.0

    /// Creates the service.
    public init(
        captureDevice: String, logger: Logger,
        emit: @escaping @Sendable (AssistantEvent) -> Void,
        makeAssistant: @escaping @Sendable () throws -> sending Assistant
    ) {
        self.captureDevice = captureDevice
        self.logger = logger
        self.emit = emit
        self.makeAssistant = makeAssistant
    }

    public func run() async throws {
        let assistant = try makeAssistant()
        try await assistant.prepare()
        logger.info("listening", metadata: ["device": "\(captureDevice)"])
        var backoff = 1.0
        while !Task.isShuttingDownGracefully && !Task.isCancelled {
            let capture = ALSACapture(device: captureDevice)
            do {
                try await withGracefulShutdownHandler {
                    try await assistant.run(source: capture)
                } onGracefulShutdown: {
                    capture.stop()
                }
                backoff = 1
            } catch let error as AudioDeviceError {
                emit(.deviceError(message: error.message))
                logger.error("audio device failed; reopening", metadata: [
                    "device": "\(captureDevice)", "error": "\(error.message)", "retry_in_s": "\(backoff)",
                ])
                await Self.pause(seconds: backoff)
                backoff = min(backoff * 2, Self.maximumBackoff)
            }
        }
        logger.info("stopped")
    }

    /// Sleeps, waking early on graceful shutdown or cancellation.
    static func pause(seconds: Double) async {
        let steps = Int(seconds * 10)
        for _ in 0..<max(1, steps) {
            if Task.isShuttingDownGracefully || Task.isCancelled { return }
            try? await Task.sleep(for: .milliseconds(100))
        }
    }
}
