public import Foundation
import HarkAudio

/// Babble from real people: the wake set's negatives (people saying other wake words)
/// joined into one track per talker and overlapped, mixed under the real coffee orders
/// at a chosen signal-to-noise ratio, as a television or a room of people would be.
///
/// SNR here is the active level of the order (the RMS of its louder half of 10 ms
/// frames, so the room sound before and after the words does not count) over the RMS
/// of the babble segment mixed under it. Each clip takes its segment from an offset
/// seeded by its file name, so every run mixes the same sound under the same order.
public struct RealBabble: Sendable {
    /// The overlapped talkers, at their recorded level.
    public let noise: [Float]
    /// How many talkers are overlapped.
    public let talkers: Int
    /// How many recordings went into the tracks.
    public let recordings: Int

    /// Talkers overlapped in the babble.
    public static let defaultTalkers = 6
    /// Seconds of each talker's track.
    public static let trackSeconds = 90.0
    /// The signal-to-noise ratios measured, dB.
    public static let ratios: [Double] = [20, 10, 5]

    /// Babble of `talkers` tracks, each joining recordings in a seeded order until it lasts
    /// ``trackSeconds``; `recordings` are the negatives' samples (16 kHz).
    public init(recordings: [[Int16]], talkers: Int = Self.defaultTalkers, seed: UInt64 = 0xBAB) {
        var random = BenchRandom(seed: seed, stream: 0x5245_414C)
        let usable = recordings.filter { !$0.isEmpty }
        let length = Int(Self.trackSeconds * 16_000)
        var tracks: [[Int16]] = []
        if !usable.isEmpty {
            for _ in 0..<max(1, talkers) {
                var track: [Int16] = []
                while track.count < length { track += usable[random.index(below: usable.count)] }
                tracks.append(Array(track.prefix(length)))
            }
        }
        self.noise = BenchNoise.babble(from: tracks, count: tracks.isEmpty ? 0 : length, seed: seed)
        self.talkers = tracks.count
        self.recordings = usable.count
    }

    /// The active speech level of `samples`: the RMS of the louder half of its 10 ms frames
    /// (0 for silence or less than one frame).
    public static func activeRMS(_ samples: [Int16]) -> Double {
        let powers = AudioLevel.meanSquares(samples, window: 160, hop: 160)
        guard !powers.isEmpty else { return 0 }
        let louder = powers.sorted(by: >).prefix(max(1, powers.count / 2))
        return (louder.reduce(0, +) / Double(louder.count)).squareRoot()
    }

    /// `clip` with babble under it at `snr` dB (active level over the segment's RMS), the
    /// segment starting at a place seeded by `name`; the clip unchanged when there is no babble.
    public func mixed(under clip: [Int16], snr: Double, name: String) -> [Int16] {
        guard !noise.isEmpty, !clip.isEmpty else { return clip }
        var random = BenchRandom(seed: Self.seed(of: name), stream: 0x4D49_58)
        let segment = BenchNoise.segment(of: noise, offset: random.index(below: noise.count), count: clip.count)
        let gain = BenchNoise.noiseGain(speechRMS: Self.activeRMS(clip), noiseRMS: BenchNoise.rms(segment), snr: snr)
        return BenchNoise.mix(clip, noise: segment, gain: gain)
    }

    /// A stable seed from a file name (FNV-1a), the same on every run and machine.
    static func seed(of name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
