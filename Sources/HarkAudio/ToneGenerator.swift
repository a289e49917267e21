import Foundation

/// Synthesises earcons and ring tones as 16 kHz mono 16-bit samples.
///
/// Every tone starts and ends with a short ramp so it never clicks, and stays
/// well below full scale so it never clips.
public enum ToneGenerator {
    /// Default peak amplitude as a fraction of full scale.
    public static let defaultAmplitude = 0.35
    /// Length of the fade in and fade out of every tone, in seconds.
    public static let rampDuration = 0.005

    /// The samples of an earcon.
    public static func samples(for earcon: Earcon) -> [Int16] {
        switch earcon {
        case .listening:
            sine(frequency: 660, duration: 0.07) + silence(seconds: 0.02) + sine(frequency: 990, duration: 0.09)
        case .done:
            sine(frequency: 990, duration: 0.07) + silence(seconds: 0.02) + sine(frequency: 660, duration: 0.09)
        case .error:
            buzz(frequency: 180, duration: 0.12) + silence(seconds: 0.08) + buzz(frequency: 180, duration: 0.12)
        }
    }

    /// A classic North American ring: 2 s of 440 + 480 Hz, then 4 s of silence, repeated and cut to `seconds`.
    public static func ringtone(seconds: Double) -> [Int16] {
        let total = sampleCount(seconds)
        guard total > 0 else { return [] }
        let ring = tone(frequencies: [440, 480], duration: 2.0, amplitude: defaultAmplitude)
        let cycle = ring + silence(seconds: 4.0)
        var output: [Int16] = []
        output.reserveCapacity(total)
        while output.count < total {
            output += cycle.prefix(total - output.count)
        }
        return output
    }

    /// A pure sine tone of `duration` seconds, peak `amplitude` (fraction of full scale), with ramps.
    public static func sine(frequency: Double, duration: Double, amplitude: Double = defaultAmplitude) -> [Int16] {
        tone(frequencies: [frequency], duration: duration, amplitude: amplitude)
    }

    /// `seconds` of digital silence.
    public static func silence(seconds: Double) -> [Int16] {
        [Int16](repeating: 0, count: sampleCount(seconds))
    }

    /// Equal-level sum of sines whose combined peak is at most `amplitude`, with ramps.
    static func tone(frequencies: [Double], duration: Double, amplitude: Double) -> [Int16] {
        let count = sampleCount(duration)
        guard count > 0, !frequencies.isEmpty else { return [] }
        let peak = min(max(amplitude, 0), 0.9) * 32767 / Double(frequencies.count)
        let rate = Double(AudioFrame.sampleRate)
        return (0..<count).map { i in
            let t = Double(i) / rate
            let value = frequencies.reduce(0.0) { $0 + sin(2 * Double.pi * $1 * t) }
            return Int16((value * peak * envelope(i, count: count)).rounded())
        }
    }

    /// A buzzy tone: a fundamental with odd harmonics (a softened square wave).
    static func buzz(frequency: Double, duration: Double) -> [Int16] {
        let count = sampleCount(duration)
        let harmonics: [(multiple: Double, level: Double)] = [(1, 1), (3, 1.0 / 3), (5, 1.0 / 5), (7, 1.0 / 7)]
        let total = harmonics.reduce(0) { $0 + $1.level }
        let peak = defaultAmplitude * 32767 / total
        let rate = Double(AudioFrame.sampleRate)
        return (0..<count).map { i in
            let t = Double(i) / rate
            let value = harmonics.reduce(0.0) { $0 + $1.level * sin(2 * Double.pi * frequency * $1.multiple * t) }
            return Int16((value * peak * envelope(i, count: count)).rounded())
        }
    }

    /// Gain of sample `i` of `count`: linear ramps of ``rampDuration`` at both ends.
    static func envelope(_ i: Int, count: Int) -> Double {
        let ramp = max(1, min(sampleCount(rampDuration), count / 2))
        let fromEnd = count - 1 - i
        return min(1, Double(min(i, fromEnd)) / Double(ramp))
    }

    /// Longest tone generated, in seconds; longer requests are cut to this.
    public static let maximumDuration = 3600.0

    /// Samples in `seconds` at 16 kHz: 0 for negative or non-finite input, at most ``maximumDuration``.
    static func sampleCount(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int((min(seconds, maximumDuration) * Double(AudioFrame.sampleRate)).rounded())
    }
}
