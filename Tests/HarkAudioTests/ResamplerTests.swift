import Foundation
import Testing
@testable import HarkAudio

/// The resampler keeps what should pass and removes what would alias.
@Suite struct ResamplerTests {
    func sine(_ frequency: Double, rate: Int, seconds: Double = 1, amplitude: Double = 10_000) -> [Float] {
        (0..<Int(Double(rate) * seconds)).map { Float(amplitude * sin(2 * Double.pi * frequency * Double($0) / Double(rate))) }
    }

    /// RMS level in dB relative to a sine of `amplitude`, over the middle (edges excluded).
    func level(_ samples: [Float], amplitude: Double = 10_000) -> Double {
        let middle = samples.dropFirst(800).dropLast(800)
        let rms = sqrt(middle.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(middle.count))
        return 20 * log10(rms / (amplitude / 2.squareRoot()))
    }

    func zeroCrossings(_ samples: [Float]) -> Int {
        zip(samples, samples.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
    }

    @Test func oneKilohertzSurvives44100To16000() {
        let output = Resampler.resample(sine(1000, rate: 44_100), from: 44_100, to: 16_000)
        #expect(output.count == 16_000)
        #expect(abs(level(output)) < 1)
        #expect(abs(zeroCrossings(output) - 2000) <= 2)
    }

    @Test func tenKilohertzIsRemovedNotAliased() {
        let output = Resampler.resample(sine(10_000, rate: 44_100), from: 44_100, to: 16_000)
        #expect(level(output) < -40)
    }

    @Test func oneKilohertzSurvives8000To16000() {
        let output = Resampler.resample(sine(1000, rate: 8000), from: 8000, to: 16_000)
        #expect(output.count == 16_000)
        #expect(abs(level(output)) < 1)
        #expect(abs(zeroCrossings(output) - 2000) <= 2)
    }

    @Test func sameRateIsIdentity() {
        let input: [Int16] = [1, -2, 3]
        #expect(Resampler.resample(input, from: 16_000, to: 16_000) == input)
    }
}
