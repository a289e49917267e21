import Foundation

/// Band-limited sample-rate conversion (windowed-sinc interpolation).
///
/// Each output sample is a Blackman-windowed sinc sum over the nearby input
/// samples, with the cut-off placed below the lower of the two Nyquist
/// frequencies, so down-sampling (44.1 kHz → 16 kHz) does not alias and
/// up-sampling (8 kHz → 16 kHz) does not image. Rates are integers in
/// ``WAVFormat/supportedSampleRates``; the kernel weights are computed once per
/// conversion (see ``ResamplingFilter``), not once per tap.
public enum Resampler {
    /// Half the filter length, counted in sinc half-periods at the lower rate:
    /// the window spans 8 zero crossings on each side of the centre.
    static let halfWidth = 16

    /// Converts floating-point samples from `inputRate` to `outputRate` hertz.
    ///
    /// Both rates must lie in ``WAVFormat/supportedSampleRates``; readers check
    /// untrusted rates first (``WAVError/Code/unsupportedSampleRate``).
    public static func resample(_ input: [Float], from inputRate: Int, to outputRate: Int) -> [Float] {
        let rates = WAVFormat.supportedSampleRates
        precondition(rates.contains(inputRate) && rates.contains(outputRate),
                     "sample rates must lie in \(rates), got \(inputRate) → \(outputRate)")
        guard inputRate != outputRate, !input.isEmpty else { return input }
        let filter = ResamplingFilter(from: inputRate, to: outputRate)
        let step = filter.inputStep, phases = filter.phases, stride = filter.stride
        let outputCount = input.count * phases / step
        var output = [Float](repeating: 0, count: outputCount)
        let n = input.count
        input.withUnsafeBufferPointer { x in
        filter.weights.withUnsafeBufferPointer { weights in
        filter.firstOffsets.withUnsafeBufferPointer { offsets in
        filter.counts.withUnsafeBufferPointer { counts in
            output.withUnsafeMutableBufferPointer { y in
                for i in 0..<outputCount {
                    // Output i sits at input position i·step/phases: an integer base and a phase.
                    let position = i * step
                    let phase = position % phases
                    let first = position / phases + offsets[phase]
                    let lo = max(0, first)
                    let hi = min(n - 1, first + counts[phase] - 1)
                    let row = phase * stride - first
                    var acc: Float = 0
                    var norm: Float = 0
                    if lo <= hi {
                        for k in lo...hi {
                            let w = weights[row + k]
                            acc += w * x[k]
                            norm += w
                        }
                    }
                    // Normalising by the kernel sum keeps DC gain at exactly 1, also at the edges.
                    y[i] = norm != 0 ? acc / norm : 0
                }
            }
        }
        }
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
