import HarkAssistant
/// The benchmark's seeded random numbers (SplitMix64), so a seed rebuilds the
/// same corpus on every machine.
struct BenchRandom: RandomNumberGenerator {
    private var state: UInt64

    /// Starts the sequence at `seed`, mixed with `stream` so that separate uses of
    /// one seed (phrases, noise, offsets) do not share numbers.
    init(seed: UInt64, stream: UInt64 = 0) {
        state = seed ^ (stream &* 0xD1B5_4A32_D192_ED03)
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A uniform value in [-1, 1).
    mutating func signedUnit() -> Float {
        Float(Double(next() >> 11) * 0x1p-53 * 2 - 1)
    }

    /// A uniform integer in 0..<bound (0 when the bound is not positive).
    mutating func index(below bound: Int) -> Int {
        bound > 0 ? Int(next() % UInt64(bound)) : 0
    }
}
