import Foundation
import HarkAssistant

/// Background noise for the benchmark corpus, and the arithmetic of mixing it
/// under speech at a chosen signal-to-noise ratio.
///
/// SNR is the RMS of the speech (the synthesized utterance alone, without the
/// silence padded around it) over the RMS of the noise segment actually mixed
/// in, in decibels. Every utterance is first levelled to the same RMS, so one
/// SNR means one noise level across voices.
public enum BenchNoise {
    /// The kinds of background noise.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// Pink (1/f) noise from seeded random numbers: steady, like a fan or distant traffic.
        case pink
        /// Several synthesized sentences, reversed (so no word can be recognized), overlapped: like a room of talkers.
        case babble
    }

    /// Root-mean-square of the samples (0 when there are none).
    public static func rms(_ samples: [Int16]) -> Double {
        guard !samples.isEmpty else { return 0 }
        var sum = 0.0
        for sample in samples { sum += Double(sample) * Double(sample) }
        return (sum / Double(samples.count)).squareRoot()
    }

    /// Root-mean-square of floating-point samples (0 when there are none).
    public static func rms(_ samples: [Float]) -> Double {
        guard !samples.isEmpty else { return 0 }
        var sum = 0.0
        for sample in samples { sum += Double(sample) * Double(sample) }
        return (sum / Double(samples.count)).squareRoot()
    }

    /// The ratio of two RMS levels in decibels (−∞ for silent speech, +∞ for silent noise).
    public static func snr(speechRMS: Double, noiseRMS: Double) -> Double {
        20 * log10(speechRMS / noiseRMS)
    }

    /// The factor to scale noise of RMS `noiseRMS` by so it sits `snr` dB below speech of RMS `speechRMS`.
    public static func noiseGain(speechRMS: Double, noiseRMS: Double, snr: Double) -> Double {
        guard noiseRMS > 0 else { return 0 }
        return speechRMS / (noiseRMS * pow(10, snr / 20))
    }

    /// Scales samples so their RMS becomes `targetRMS` (silence stays silence), clamping to 16 bits.
    public static func level(_ samples: [Int16], toRMS targetRMS: Double) -> [Int16] {
        let current = rms(samples)
        guard current > 0 else { return samples }
        let gain = targetRMS / current
        return samples.map { clamp(Double($0) * gain) }
    }

    /// `signal` with `noise` (scaled by `gain`) added sample by sample, clamped to 16 bits.
    /// The noise is repeated when it is shorter than the signal.
    public static func mix(_ signal: [Int16], noise: [Float], gain: Double) -> [Int16] {
        guard !noise.isEmpty else { return signal }
        var result = [Int16](repeating: 0, count: signal.count)
        for index in signal.indices {
            result[index] = clamp(Double(signal[index]) + Double(noise[index % noise.count]) * gain)
        }
        return result
    }

    /// `count` samples of pink noise: equal power per octave across the whole band
    /// from about 16 Hz up (Voss-McCartney: 10 seeded random rows, row k redrawn every
    /// 2^k samples, plus fresh white noise each sample). Filters tuned for 44.1 kHz would turn white
    /// above 1.4 kHz at Hark's 16 kHz, which masks speech far more than pink noise does.
    public static func pink(count: Int, seed: UInt64) -> [Float] {
        var random = BenchRandom(seed: seed, stream: 0x5049_4E4B)
        var rows = (0..<10).map { _ in random.signedUnit() }
        var total = rows.reduce(0, +)
        var counter: UInt32 = 0
        return (0..<max(0, count)).map { _ in
            counter &+= 1
            let row = counter.trailingZeroBitCount
            if row < rows.count {
                total -= rows[row]
                rows[row] = random.signedUnit()
                total += rows[row]
            }
            return (total + random.signedUnit()) / 11
        }
    }

    /// `count` samples of babble: each track reversed, repeated, started at a seeded
    /// offset, and all of them summed.
    public static func babble(from tracks: [[Int16]], count: Int, seed: UInt64) -> [Float] {
        var random = BenchRandom(seed: seed, stream: 0x4241_4242)
        var result = [Float](repeating: 0, count: max(0, count))
        for track in tracks where !track.isEmpty {
            let reversed = Array(track.reversed())
            let offset = random.index(below: reversed.count)
            for index in result.indices {
                result[index] += Float(reversed[(index + offset) % reversed.count])
            }
        }
        return result
    }

    /// `count` samples of `noise` starting at `offset`, wrapping around its end.
    public static func segment(of noise: [Float], offset: Int, count: Int) -> [Float] {
        guard !noise.isEmpty else { return [Float](repeating: 0, count: max(0, count)) }
        let start = ((offset % noise.count) + noise.count) % noise.count
        return (0..<max(0, count)).map { noise[(start + $0) % noise.count] }
    }

    static func clamp(_ value: Double) -> Int16 {
        Int16(max(-32768, min(32767, value.rounded())))
    }
}
