import Foundation

/// Band-limited sample-rate conversion (windowed-sinc interpolation).
///
/// Each output sample is a Blackman-windowed sinc sum over the nearby input
/// samples, with the cut-off placed below the lower of the two Nyquist
/// frequencies, so down-sampling (44.1 kHz → 16 kHz) does not alias and
/// up-sampling (8 kHz → 16 kHz) does not image. Rates are arbitrary integers.
public enum Resampler {
    /// Zero crossings of the sinc on each side of the centre, at the lower rate.
    static let halfWidth = 16

    /// Converts floating-point samples from `inputRate` to `outputRate` hertz.
    public static func resample(_ input: [Float], from inputRate: Int, to outputRate: Int) -> [Float] {
        precondition(inputRate > 0 && outputRate > 0, "sample rates must be positive")
        guard inputRate != outputRate, !input.isEmpty else { return input }
        let ratio = Double(outputRate) / Double(inputRate)
        // Cut-off as a fraction of the input rate, a little under the lower Nyquist.
        let cutoff = 0.5 * min(1.0, ratio) * 0.95
        // Filter half-length in input samples.
        let half = Double(halfWidth) / (2.0 * cutoff) * 0.5
        let outputCount = Int((Double(input.count) * ratio).rounded(.down))
        var output = [Float](repeating: 0, count: outputCount)
        let n = input.count
        input.withUnsafeBufferPointer { x in
            for i in 0..<outputCount {
                let t = Double(i) / ratio
                let lo = max(0, Int((t - half).rounded(.up)))
                let hi = min(n - 1, Int((t + half).rounded(.down)))
                var acc = 0.0
                var norm = 0.0
                if lo <= hi {
                    for k in lo...hi {
                        let d = Double(k) - t
                        let w = kernel(d, cutoff: cutoff, half: half)
                        acc += w * Double(x[k])
                        norm += w
                    }
                }
                // Normalising by the kernel sum keeps DC gain at exactly 1, also at the edges.
                output[i] = norm != 0 ? Float(acc / norm) : 0
            }
        }
        return output
    }

    /// Converts 16-bit samples from `inputRate` to `outputRate` hertz, clipping to the 16-bit range.
    public static func resample(_ input: [Int16], from inputRate: Int, to outputRate: Int) -> [Int16] {
        guard inputRate != outputRate else { return input }
        let floats = resample(input.map { Float($0) }, from: inputRate, to: outputRate)
        return floats.map(Self.clampToInt16)
    }

    /// Rounds and clips a sample to the signed 16-bit range.
    @inline(__always)
    public static func clampToInt16(_ value: Float) -> Int16 {
        Int16(max(-32768, min(32767, value.rounded())))
    }

    /// Blackman-windowed sinc at distance `d` input samples.
    @inline(__always)
    static func kernel(_ d: Double, cutoff: Double, half: Double) -> Double {
        if abs(d) >= half { return 0 }
        let x = 2.0 * cutoff * d
        let sinc = x == 0 ? 1.0 : sin(Double.pi * x) / (Double.pi * x)
        let p = (d / half + 1.0) * 0.5 // 0...1 across the window
        let window = 0.42 - 0.5 * cos(2 * Double.pi * p) + 0.08 * cos(4 * Double.pi * p)
        return 2.0 * cutoff * sinc * window
    }
}
