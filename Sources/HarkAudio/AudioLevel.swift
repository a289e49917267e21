/// Loudness measures over 16 kHz samples, shared by the assistant's speech evidence,
/// its speech span and the benchmark's mixing.
public enum AudioLevel {
    /// Mean square of all of `samples` (0 for none).
    public static func meanSquare(_ samples: [Int16]) -> Double {
        samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(1, samples.count))
    }

    /// Mean square of every `window` samples, hopping `hop` (windows that fit whole).
    public static func meanSquares(_ samples: [Int16], window: Int, hop: Int) -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(max(0, (samples.count - window) / hop + 1))
        var start = 0
        while start + window <= samples.count {
            var sum = 0.0
            for sample in samples[start..<(start + window)] { sum += Double(sample) * Double(sample) }
            result.append(sum / Double(window))
            start += hop
        }
        return result
    }
}
