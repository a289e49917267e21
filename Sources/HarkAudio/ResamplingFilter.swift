/// The polyphase table behind ``Resampler``: the windowed-sinc weights for every
/// fractional input position an output sample can fall on.
///
/// With `g = gcd(in, out)`, output sample `i` sits at input position
/// `i · (in/g) / (out/g)`, so its fractional part takes only `out/g` values
/// (160 for 44.1 kHz → 16 kHz). Each phase's weights are computed once, the
/// first time an output sample needs them, instead of once per tap.
struct ResamplingFilter {
    /// The weights for one phase: `weights[j]` multiplies input `base + firstOffset + j`.
    struct Taps {
        let firstOffset: Int
        let weights: ArraySlice<Float>
    }

    /// Input samples advanced per `phases` output samples (`in/g`).
    let inputStep: Int
    /// Number of distinct fractional positions (`out/g`).
    let phases: Int
    private let cutoff: Double
    private let half: Double
    private let stride: Int
    private var table: [Float]
    private var firstOffsets: [Int]
    private var counts: [Int]

    /// A filter converting `inputRate` to `outputRate` hertz.
    init(from inputRate: Int, to outputRate: Int) {
        let g = Self.gcd(inputRate, outputRate)
        inputStep = inputRate / g
        phases = outputRate / g
        let ratio = Double(outputRate) / Double(inputRate)
        // Cut-off as a fraction of the input rate, a little under the lower Nyquist.
        cutoff = 0.5 * min(1.0, ratio) * 0.95
        // Filter half-length in input samples: halfWidth/2 sinc zero crossings per side.
        half = Double(Resampler.halfWidth) / (2.0 * cutoff) * 0.5
        stride = Int(2 * half.rounded(.up)) + 2
        table = []
        firstOffsets = [Int](repeating: 0, count: phases)
        counts = [Int](repeating: -1, count: phases)
    }

    /// The weights for `phase` (0..<phases), computed on first use.
    mutating func taps(phase: Int) -> Taps {
        if counts[phase] < 0 { fill(phase) }
        let start = phase * stride
        return Taps(firstOffset: firstOffsets[phase], weights: table[start..<start + counts[phase]])
    }

    private mutating func fill(_ phase: Int) {
        if table.isEmpty { table = [Float](repeating: 0, count: phases * stride) }
        let fraction = Double(phase) / Double(phases)
        // Offsets j from the integer base with |j - fraction| < half, as the direct formula sums.
        let first = Int((fraction - half).rounded(.up))
        let last = Int((fraction + half).rounded(.down))
        let count = min(stride, last - first + 1)
        for j in 0..<count {
            let d = Double(first + j) - fraction
            table[phase * stride + j] = Float(Resampler.kernel(d, cutoff: cutoff, half: half))
        }
        firstOffsets[phase] = first
        counts[phase] = count
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
