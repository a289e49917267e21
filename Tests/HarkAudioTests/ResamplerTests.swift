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

    /// The resampler before the polyphase table: the kernel evaluated for every tap.
    func directResample(_ input: [Float], from inputRate: Int, to outputRate: Int) -> [Float] {
        let ratio = Double(outputRate) / Double(inputRate)
        let cutoff = 0.5 * min(1.0, ratio) * 0.95
        let half = Double(Resampler.halfWidth) / (2.0 * cutoff) * 0.5
        return (0..<Int((Double(input.count) * ratio).rounded(.down))).map { i in
            let t = Double(i) / ratio
            var acc = 0.0, norm = 0.0
            for k in max(0, Int((t - half).rounded(.up)))...min(input.count - 1, Int((t + half).rounded(.down))) {
                let w = Resampler.kernel(Double(k) - t, cutoff: cutoff, half: half)
                acc += w * Double(input[k])
                norm += w
            }
            return Float(acc / norm)
        }
    }

    @Test(arguments: [(44_100, 16_000), (8_000, 16_000), (22_050, 16_000), (44_099, 16_000), (16_000, 48_000)])
    func tableMatchesTheDirectKernel(rates: (Int, Int)) {
        // Two tones and a step: the table must give the same samples, edges included.
        let input = zip(sine(440, rate: rates.0, seconds: 0.1), sine(3000, rate: rates.0, seconds: 0.1)).enumerated()
            .map { $0.1.0 + $0.1.1 + ($0.0 % 500 < 250 ? 5000 : -5000) }
        let table = Resampler.resample(input, from: rates.0, to: rates.1)
        let direct = directResample(input, from: rates.0, to: rates.1)
        #expect(table.count == direct.count)
        let worst = zip(table, direct).map { abs($0 - $1) }.max() ?? 0
        #expect(worst < 0.5, "largest difference \(worst) of a 25,000 peak")
    }

    @Test func sameRateIsIdentity() {
        let input: [Int16] = [1, -2, 3]
        #expect(Resampler.resample(input, from: 16_000, to: 16_000) == input)
    }
}
