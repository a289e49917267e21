import Synchronization

/// What happened on a capture stream so far.
public struct CaptureStatistics: Sendable, Equatable {
    /// Samples delivered in frames.
    public var samplesCaptured = 0
    /// Times the stream was recovered after an overrun or suspend (audio was lost each time).
    public var recoveries = 0
    /// Of the recoveries, the overruns: the card's buffer filled because the capture thread fell behind.
    public var overruns = 0
    /// Samples captured but dropped because the reader fell further behind than the capture ring holds.
    public var samplesDropped = 0
    /// Why the last recovery was needed, e.g. `Broken pipe` for an overrun.
    public var lastRecoveryReason: String?

    /// Creates empty statistics.
    public init() {}
}

/// State shared by an ``ALSACapture``, its iterators and their capture threads: the stop flag and the statistics.
final class CaptureControl: Sendable {
    private struct State {
        var stopped = false
        var statistics = CaptureStatistics()
        var injectedOverruns = 0
    }

    private let state = Mutex(State())

    /// True once ``stop()`` was called.
    var isStopped: Bool { state.withLock { $0.stopped } }

    /// A copy of the statistics.
    var statistics: CaptureStatistics { state.withLock { $0.statistics } }

    /// Asks every iteration to end at its next check (within about 100 ms).
    func stop() {
        state.withLock { $0.stopped = true }
    }

    /// Counts delivered samples.
    func recordCaptured(_ count: Int) {
        state.withLock { $0.statistics.samplesCaptured += count }
    }

    /// Counts a recovery (an overrun if `overrun`) and remembers why.
    func recordRecovery(_ reason: String, overrun: Bool) {
        state.withLock {
            $0.statistics.recoveries += 1
            if overrun { $0.statistics.overruns += 1 }
            $0.statistics.lastRecoveryReason = reason
        }
    }

    /// Counts samples dropped from a full capture ring.
    func recordDropped(_ count: Int) {
        state.withLock { $0.statistics.samplesDropped += count }
    }

    /// Fault injection for tests: the next read of an iteration fails as if the device
    /// had overrun (`-EPIPE`), so the real `snd_pcm_recover` path runs on a device
    /// (ALSA's `file` plugin) that never overruns by itself.
    func injectOverrun() {
        state.withLock { $0.injectedOverruns += 1 }
    }

    /// True (once per ``injectOverrun()``) when the next read should fail as an overrun.
    func takeInjectedOverrun() -> Bool {
        state.withLock {
            guard $0.injectedOverruns > 0 else { return false }
            $0.injectedOverruns -= 1
            return true
        }
    }
}
