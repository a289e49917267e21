/// Seeded random numbers (SplitMix64): the same seed gives the same sequence on every
/// machine, so what is drawn from a grammar is the same every time it is built.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Starts the sequence at `seed`.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A uniform value in [0, 1).
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
