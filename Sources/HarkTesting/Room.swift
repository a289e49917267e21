import HarkAudio
import Synchronization

/// What a microphone in a room hears, on the wall clock: sounds (a person's
/// recorded speech, Hark's own reply from the speaker) are played into it at
/// wall-clock instants and mixed. A ``WallClockMicrophone`` listens to it.
public final class Room: Sendable {
    private struct Sound {
        let start: ContinuousClock.Instant
        let samples: [Int16]
        let gain: Double
    }

    private struct State {
        var sounds: [Sound] = []
        var closesAt: ContinuousClock.Instant?
    }

    private let state = Mutex(State())

    /// An empty, silent room.
    public init() {}

    /// Plays 16 kHz `samples` into the room starting at `start`, scaled by `gain`.
    public func play(_ samples: [Int16], at start: ContinuousClock.Instant, gain: Double = 1) {
        state.withLock { $0.sounds.append(Sound(start: start, samples: samples, gain: gain)) }
    }

    /// The microphone stops at `instant`: its stream ends there.
    public func close(at instant: ContinuousClock.Instant) {
        state.withLock { $0.closesAt = min($0.closesAt ?? instant, instant) }
    }

    /// When the microphone stops, if that is decided.
    public var closesAt: ContinuousClock.Instant? { state.withLock { $0.closesAt } }

    /// `count` samples of what the room sounds like from `start` on (the mix of every sound, clipped).
    public func samples(from start: ContinuousClock.Instant, count: Int) -> [Int16] {
        let sounds = state.withLock { $0.sounds }
        var mix = [Double](repeating: 0, count: count)
        for sound in sounds {
            let first = Self.samples(in: start - sound.start)
            for index in 0..<count {
                let position = first + index
                guard position >= 0, position < sound.samples.count else { continue }
                mix[index] += Double(sound.samples[position]) * sound.gain
            }
        }
        return mix.map { Int16(max(Double(Int16.min), min(Double(Int16.max), $0.rounded()))) }
    }

    /// Whole 16 kHz samples in `duration` (negative before a sound starts).
    static func samples(in duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * AudioFrame.sampleRate + Int(attoseconds / (1_000_000_000_000_000_000 / Int64(AudioFrame.sampleRate)))
    }
}
