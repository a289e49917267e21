/// A model of the way from a speaker to a microphone, to make recordings of Hark's own
/// sound as its microphone would hear it (tests and the barge-in benchmark): the sound
/// arrives ``delay`` late (the devices' buffers and the air), through the small speaker's
/// low-pass, at ``gain``, followed by weaker reflections off the room's surfaces.
public struct EchoPath: Sendable, Equatable {
    /// Samples between playing a sample and hearing it.
    public var delay: Int
    /// The direct sound's gain (0…1).
    public var gain: Double
    /// Reflections: each arrives this many samples after the direct sound, at this gain relative to it.
    public var reflections: [(delay: Int, gain: Double)]

    /// A path with `delay` samples of latency, `gain`, and `reflections`.
    public init(delay: Int, gain: Double, reflections: [(delay: Int, gain: Double)] = []) {
        self.delay = delay
        self.gain = gain
        self.reflections = reflections
    }

    public static func == (lhs: EchoPath, rhs: EchoPath) -> Bool {
        lhs.delay == rhs.delay && lhs.gain == rhs.gain
            && lhs.reflections.map(\.delay) == rhs.reflections.map(\.delay)
            && lhs.reflections.map(\.gain) == rhs.reflections.map(\.gain)
    }

    /// `played` as the microphone hears it through this path, as many samples long.
    public func echo(of played: [Int16]) -> [Double] {
        // The speaker's low-pass: a three-sample average (a zero at 5.3 kHz).
        var smoothed = [Double](repeating: 0, count: played.count)
        for index in played.indices {
            var sum = 0.0
            for back in 0..<3 where index - back >= 0 { sum += Double(played[index - back]) }
            smoothed[index] = sum / 3
        }
        var out = [Double](repeating: 0, count: played.count)
        for (offset, weight) in [(0, 1.0)] + reflections.map({ ($0.delay, $0.gain) }) {
            let shift = delay + offset
            guard shift < played.count else { continue }
            for index in shift..<played.count { out[index] += gain * weight * smoothed[index - shift] }
        }
        return out
    }

    /// A living room's path: 30 ms of latency, the direct sound at `gain`, and three reflections within 25 ms.
    public static func room(gain: Double = 0.3) -> EchoPath {
        EchoPath(delay: 480, gain: gain, reflections: [(112, 0.4), (250, 0.25), (400, 0.15)])
    }

    /// A path whose latency is longer than a small canceller models (120 ms), with a late reflection.
    public static func slow(gain: Double = 0.3) -> EchoPath {
        EchoPath(delay: 1920, gain: gain, reflections: [(160, 0.3), (960, 0.1)])
    }
}

/// Sums sounds sample by sample into 16-bit samples (clipped), as a microphone hears
/// several at once; each part starts at its own sample offset.
public func mixedSound(length: Int, _ parts: [(start: Int, samples: [Double])]) -> [Int16] {
    var sum = [Double](repeating: 0, count: length)
    for part in parts {
        for (index, sample) in part.samples.enumerated() where part.start + index >= 0 && part.start + index < length {
            sum[part.start + index] += sample
        }
    }
    return sum.map { Int16(clamping: Int($0.rounded())) }
}
