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
        /// Sounds that start a while after the microphone's first frame, before it is read.
        var waiting: [(after: Duration, samples: [Int16], gain: Double)] = []
        /// Where the first frame read began.
        var firstHeard: ContinuousClock.Instant?
        var closesAt: ContinuousClock.Instant?
    }

    private let state = Mutex(State())
    /// Peak of the room's own noise, in samples (0: digital silence).
    public let noiseFloor: Int
    /// The instant the room's noise is counted from.
    private let created = ContinuousClock.now

    /// An empty room. With a `noiseFloor` (peak, in samples) it hums as every real microphone
    /// does: white noise up to ±`noiseFloor`, the same at the same instant for every reader.
    /// A stretch of exact zeros, which no sound card delivers, can make the decoder's voice
    /// detector open a turn of its own.
    public init(noiseFloor: Int = 0) {
        precondition(noiseFloor >= 0 && noiseFloor < Int(Int16.max))
        self.noiseFloor = noiseFloor
    }

    /// Plays 16 kHz `samples` into the room starting at `start`, scaled by `gain`.
    public func play(_ samples: [Int16], at start: ContinuousClock.Instant, gain: Double = 1) {
        state.withLock { $0.sounds.append(Sound(start: start, samples: samples, gain: gain)) }
    }

    /// Plays 16 kHz `samples` into the room `delay` after the start of the first frame a
    /// microphone reads: a person who starts talking once Hark listens, however long Hark
    /// took to start (on a busy machine, a sound played at a fixed instant may begin before
    /// anyone listens, and its start is never heard).
    public func play(_ samples: [Int16], afterListeningStarts delay: Duration, gain: Double = 1) {
        state.withLock { state in
            if let first = state.firstHeard {
                state.sounds.append(Sound(start: first + delay, samples: samples, gain: gain))
            } else {
                state.waiting.append((delay, samples, gain))
            }
        }
    }

    /// The microphone stops at `instant`: its stream ends there.
    public func close(at instant: ContinuousClock.Instant) {
        state.withLock { $0.closesAt = min($0.closesAt ?? instant, instant) }
    }

    /// When the microphone stops, if that is decided.
    public var closesAt: ContinuousClock.Instant? { state.withLock { $0.closesAt } }

    /// `count` samples of what the room sounds like from `start` on (the mix of every sound, clipped).
    public func samples(from start: ContinuousClock.Instant, count: Int) -> [Int16] {
        let sounds = state.withLock { state in
            if state.firstHeard == nil {
                state.firstHeard = start
                state.sounds += state.waiting.map { Sound(start: start + $0.after, samples: $0.samples, gain: $0.gain) }
                state.waiting = []
            }
            return state.sounds
        }
        var mix = [Double](repeating: 0, count: count)
        if noiseFloor > 0 {
            let first = Self.samples(in: start - created)
            for index in 0..<count { mix[index] = Double(Self.noise(at: first + index, peak: noiseFloor)) }
        }
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

    /// The room's noise at sample `position` since it was made: a hash of the position, so
    /// the same instant sounds the same however it is read.
    public static func noise(at position: Int, peak: Int) -> Int {
        var value = UInt64(bitPattern: Int64(position)) &+ 0x9E37_79B9_7F4A_7C15
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return Int(value % UInt64(2 * peak + 1)) - peak
    }

    /// Whole 16 kHz samples in `duration` (negative before a sound starts).
    static func samples(in duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * AudioFrame.sampleRate + Int(attoseconds / (1_000_000_000_000_000_000 / Int64(AudioFrame.sampleRate)))
    }
}
