/// The polyphase table behind ``Resampler``: the windowed-sinc weights for every
/// fractional input position an output sample can fall on.
///
/// With `g = gcd(in, out)`, output sample `i` sits at input position
/// `i · (in/g) / (out/g)`, so its fractional part takes only `out/g` values
/// (160 for 44.1 kHz → 16 kHz). Each phase's weights are computed once per
/// conversion instead of once per tap.
struct ResamplingFilter {
    /// Input samples advanced per `phases` output samples (`in/g`).
    let inputStep: Int
    /// Number of distinct fractional positions (`out/g`).
    let phases: Int
    /// Weights per phase, `stride` entries apart: `weights[phase * stride + j]`
    /// multiplies input `base + firstOffsets[phase] + j`, for `j < counts[phase]`.
    let weights: [Float]
    /// Room per phase in ``weights``.
    let stride: Int
    /// Offset of each phase's first tap from the integer input position.
    let firstOffsets: [Int]
    /// Taps in each phase.
    let counts: [Int]

    /// A filter converting `inputRate` to `outputRate` hertz.
    ///
    /// The table holds `phases × stride` floats: 160 × 48 for 44.1 kHz → 16 kHz;
    /// at worst (a rate near 384 kHz sharing no factor with 16 kHz) about 6.5 million.
    init(from inputRate: Int, to outputRate: Int) {
        let g = Self.gcd(inputRate, outputRate)
        inputStep = inputRate / g
        phases = outputRate / g
        let ratio = Double(outputRate) / Double(inputRate)
        // Cut-off as a fraction of the input rate, a little under the lower Nyquist.
        let cutoff = 0.5 * min(1.0, ratio) * 0.95
        // Filter half-length in input samples: halfWidth/2 sinc zero crossings per side.
        let half = Double(Resampler.halfWidth) / (2.0 * cutoff) * 0.5
        let stride = Int(2 * half.rounded(.up)) + 2
        var weights = [Float](repeating: 0, count: phases * stride)
        var firstOffsets = [Int](repeating: 0, count: phases)
        var counts = [Int](repeating: 0, count: phases)
        for phase in 0..<phases {
            let fraction = Double(phase) / Double(phases)
            // Offsets j from the integer base with |j - fraction| < half, as the direct formula sums.
            let first = Int((fraction - half).rounded(.up))
            let count = min(stride, Int((fraction + half).rounded(.down)) - first + 1)
            for j in 0..<count {
                weights[phase * stride + j] = Float(Resampler.kernel(Double(first + j) - fraction, cutoff: cutoff, half: half))
            }
            firstOffsets[phase] = first
            counts[phase] = count
        }
        self.stride = stride
        self.weights = weights
        self.firstOffsets = firstOffsets
        self.counts = counts
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
