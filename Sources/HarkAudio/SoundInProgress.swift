import Synchronization

/// A sound being played on its own thread while the caller goes on (listening for
/// barge-in): it says when the sound ended, and stops it on request.
public final class SoundInProgress: Sendable {
    private struct State {
        var endedAt: ContinuousClock.Instant?
        var failure: AudioDeviceError?
        var stopped = false
    }
    private let state = Mutex(State())
    private let playback: ALSAPlayback

    /// Starts playing all of `samples` on `playback`, on the thread `hark-playback`.
    init(playing samples: [Int16], on playback: ALSAPlayback) {
        self.playback = playback
        AudioThread.start(name: "hark-playback") { [self] in
            var failure: AudioDeviceError?
            do throws(AudioDeviceError) {
                // A stop that lands before the thread starts writing is seen here; later ones stop the write or drain.
                if !state.withLock({ $0.stopped }), try playback.play(samples) { try playback.drain() }
            } catch {
                failure = error
            }
            state.withLock { state in
                state.failure = failure
                state.endedAt = .now
            }
        }
    }

    /// When the sound ended (played to its end, stopped, or failed), on the wall clock; nil while it plays.
    public var endedAt: ContinuousClock.Instant? { state.withLock { $0.endedAt } }

    /// The device error that ended the sound, if one did.
    public var failure: AudioDeviceError? { state.withLock { $0.failure } }

    /// Stops the sound now and discards what is left of it.
    public func stop() {
        state.withLock { $0.stopped = true }
        playback.stop()
    }
}

extension ALSAPlayback {
    /// Starts playing `samples` on a playback thread of its own and returns at once;
    /// the returned sound says when it has been heard to its end, and stops it.
    public func start(_ samples: [Int16]) -> SoundInProgress {
        SoundInProgress(playing: samples, on: self)
    }
}
