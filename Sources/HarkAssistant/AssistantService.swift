import Foundation
public import HarkAudio
import HarkIntents
import HarkSkills
public import Logging
public import ServiceLifecycle

/// A capture device the service can open and stop (ALSA's, or a fake in tests).
public protocol CaptureDevice: AudioSource {
    /// Ends the capture: the iteration returns nil soon after.
    func stop()
    /// Audio delivered and lost so far (overruns, recoveries, ring drops).
    var statistics: CaptureStatistics { get }
}

extension CaptureDevice {
    /// A device that never loses audio reports nothing lost.
    public var statistics: CaptureStatistics { CaptureStatistics() }
}

extension ALSACapture: CaptureDevice {}

/// `hark listen` as a long-running service: microphone in, assistant running,
/// graceful shutdown on SIGTERM (the sentence being spoken is finished, every
/// record is already committed), and an unplugged or busy microphone or
/// speaker reopened with backoff instead of crashing.
public struct AssistantService: Service {
    /// Assembles the assistant (once, inside the service's task); its settings name the devices.
    let builder: PipelineBuilder
    /// Makes the assistant's reply sink.
    let makeSink: @Sendable () -> any ReplySink
    let logger: Logger
    let emit: @Sendable (AssistantEvent) -> Void
    /// Opens the capture device by name.
    let openCapture: @Sendable (String) -> any CaptureDevice
    /// Waits between attempts, returning early on shutdown.
    let sleep: @Sendable (Double) async -> Void

    /// The capture device, from the builder's settings.
    var captureDevice: String { builder.settings.captureDevice }
    /// The playback device, from the builder's settings.
    var playbackDevice: String { builder.settings.playbackDevice }

    /// Creates the service over the pipeline `builder` assembles. `openCapture`, `sleep`
    /// and `makeSink` are for tests; the defaults open ALSA's capture and playback
    /// devices named in the builder's settings and sleep in 100 ms slices until shutdown.
    public init(
        builder: PipelineBuilder, logger: Logger,
        emit: @escaping @Sendable (AssistantEvent) -> Void,
        openCapture: @escaping @Sendable (String) -> any CaptureDevice = { ALSACapture(device: $0) },
        sleep: @escaping @Sendable (Double) async -> Void = { await AssistantService.pause(seconds: $0) },
        makeSink: (@Sendable () -> any ReplySink)? = nil
    ) {
        self.builder = builder
        self.logger = logger
        self.emit = emit
        self.openCapture = openCapture
        self.sleep = sleep
        let playbackDevice = builder.settings.playbackDevice
        self.makeSink = makeSink ?? { ALSAReplySink(device: playbackDevice) }
    }

    public func run() async throws {
        let assistant = try builder.build(sink: makeSink(), emit: emit)
        try await assistant.prepare()
        for line in assistant.suite.registry.unheardShortcutLines { logger.warning("\(line)") }
        logger.info("listening", metadata: ["device": "\(captureDevice)"])
        var backoff = Backoff()
        while !Task.isShuttingDownGracefully && !Task.isCancelled {
            let capture = openCapture(captureDevice)
            do {
                try await withGracefulShutdownHandler {
                    try await reportingLostAudio(of: capture) {
                        try await assistant.run(source: capture)
                    }
                } onGracefulShutdown: {
                    capture.stop()
                }
                backoff.reset()
            } catch let failure as AssistantDeviceFailure {
                capture.stop()
                // Frames flowed before this failure: the device worked, so start the waits over.
                let wait = backoff.next(afterFrames: assistant.framesRead > 0)
                let device = failure.role == .microphone ? captureDevice : playbackDevice
                emit(.deviceError(device: failure.role.rawValue, message: failure.error.message))
                logger.error("\(failure.role.rawValue) failed; reopening", metadata: [
                    "role": "\(failure.role.rawValue)", "device": "\(device)",
                    "error": "\(failure.error.message)", "retry_in_s": "\(wait)",
                ])
                await sleep(wait)
            }
        }
        logger.info("stopped")
    }

    /// Runs `body` while logging, every second, any audio the capture lost since
    /// the last look (ALSA overruns, recoveries, frames dropped from a full capture
    /// ring): lost audio is never silent.
    func reportingLostAudio(of capture: any CaptureDevice, while body: () async throws -> Void) async throws {
        let logger = logger
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                var reported = CaptureStatistics()
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    reported = Self.logLostAudio(capture.statistics, since: reported, logger: logger)
                }
            }
            defer { _ = Self.logLostAudio(capture.statistics, since: CaptureStatistics(), logger: logger, summary: true) }
            try await body()
            group.cancelAll()
        }
    }

    /// Logs what was lost between `before` and `now` (a warning), or with `summary`
    /// the totals of a capture that ends (info). Returns `now`.
    static func logLostAudio(_ now: CaptureStatistics, since before: CaptureStatistics, logger: Logger,
                             summary: Bool = false) -> CaptureStatistics {
        let recoveries = now.recoveries - before.recoveries
        let overruns = now.overruns - before.overruns
        let dropped = now.samplesDropped - before.samplesDropped
        let metadata: Logger.Metadata = [
            "overruns": "\(overruns)", "recoveries": "\(recoveries)",
            "dropped_s": "\(Double(dropped) / Double(AudioFrame.sampleRate))",
            "captured_s": "\(Double(now.samplesCaptured) / Double(AudioFrame.sampleRate))",
            "reason": "\(now.lastRecoveryReason ?? "-")",
        ]
        if summary {
            logger.info("capture ended", metadata: metadata)
        } else if recoveries > 0 || dropped > 0 {
            logger.warning("microphone audio lost", metadata: metadata)
        }
        return now
    }

    /// Sleeps, waking early on graceful shutdown or cancellation.
    public static func pause(seconds: Double) async {
        let steps = Int(seconds * 10)
        for _ in 0..<max(1, steps) {
            if Task.isShuttingDownGracefully || Task.isCancelled { return }
            try? await Task.sleep(for: .milliseconds(100))
        }
    }
}

/// Waits between attempts to reopen a failed device: 1 s, doubling to at most
/// 30 s while attempts keep failing, back to 1 s once the device delivered audio.
public struct Backoff: Sendable, Equatable {
    /// The first wait, seconds.
    public static let initial = 1.0
    /// The longest wait, seconds.
    public static let maximum = 30.0
    private var upcoming = Backoff.initial

    /// Creates a backoff at its first wait.
    public init() {}

    /// The wait before the next attempt. `afterFrames`: the failed attempt had
    /// delivered audio first (a working device that broke), which starts over.
    public mutating func next(afterFrames: Bool) -> Double {
        if afterFrames { upcoming = Self.initial }
        defer { upcoming = min(upcoming * 2, Self.maximum) }
        return upcoming
    }

    /// Starts over (the device ran and ended normally).
    public mutating func reset() { upcoming = Self.initial }
}
