import Foundation
import Testing
import HarkAssistant
@testable import HarkBench

@Suite("Benchmark noise and SNR mixing")
struct BenchNoiseTests {
    @Test("the noise gain puts noise the asked number of dB under the speech")
    func gain() {
        let gain = BenchNoise.noiseGain(speechRMS: 3000, noiseRMS: 1000, snr: 10)
        #expect(abs(gain - 3 / 10.0.squareRoot()) < 1e-12)
        #expect(BenchNoise.noiseGain(speechRMS: 3000, noiseRMS: 3000, snr: 0) == 1)
        #expect(BenchNoise.noiseGain(speechRMS: 3000, noiseRMS: 0, snr: 10) == 0)
        #expect(abs(BenchNoise.snr(speechRMS: 3000, noiseRMS: 300) - 20) < 1e-12)
    }

    @Test("RMS of known signals")
    func rms() {
        #expect(BenchNoise.rms([Int16]()) == 0)
        #expect(BenchNoise.rms([3, -3, 3, -3] as [Int16]) == 3)
        #expect(BenchNoise.rms([3, 4] as [Float]) == (12.5).squareRoot())
    }

    @Test("mixing at an SNR gives that SNR, measured on what was added", arguments: [20.0, 10, 5, 0])
    func mixedSNR(snr: Double) {
        let speech = BenchNoise.level((0..<16000).map { Int16(clamping: Int(8000 * sin(Double($0) * 0.05))) }, toRMS: 3000)
        let noise = BenchNoise.pink(count: 16000, seed: 7)
        let gain = BenchNoise.noiseGain(speechRMS: BenchNoise.rms(speech), noiseRMS: BenchNoise.rms(noise), snr: snr)
        let mixed = BenchNoise.mix(speech, noise: noise, gain: gain)
        let added = zip(mixed, speech).map { Float(Int($0) - Int($1)) }
        let measured = BenchNoise.snr(speechRMS: BenchNoise.rms(speech), noiseRMS: BenchNoise.rms(added))
        #expect(abs(measured - snr) < 0.02)
    }

    @Test("levelling scales to the asked RMS and leaves silence alone")
    func level() {
        let levelled = BenchNoise.level([100, -100, 200, -200], toRMS: 3000)
        #expect(abs(BenchNoise.rms(levelled) - 3000) < 1)
        #expect(BenchNoise.level([0, 0, 0], toRMS: 3000) == [0, 0, 0])
    }

    @Test("mixing clamps to 16 bits and repeats short noise")
    func clampAndRepeat() {
        #expect(BenchNoise.mix([32000, -32000, 0, 10], noise: [1000, -1000], gain: 1) == [32767, -32768, 1000, -990])
        #expect(BenchNoise.mix([5, 6], noise: [], gain: 3) == [5, 6])
    }

    @Test("pink noise is the same for a seed, different for another, and has no DC offset to speak of")
    func pink() {
        let first = BenchNoise.pink(count: 32000, seed: 1)
        #expect(first == BenchNoise.pink(count: 32000, seed: 1))
        #expect(first != BenchNoise.pink(count: 32000, seed: 2))
        let mean = first.reduce(0, +) / Float(first.count)
        #expect(abs(Double(mean)) < BenchNoise.rms(first) * 0.2)
        #expect(BenchNoise.rms(first) > 0)
    }

    @Test("pink noise loses about 3 dB per octave across the band (white noise would lose none)")
    func pinkSpectrum() {
        let length = 512, segments = 64
        let noise = BenchNoise.pink(count: length * segments, seed: 4)
        let window = (0..<length).map { 0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(length)) }
        /// Mean periodogram power over the bins around `bin`.
        func power(bin: Int) -> Double {
            var total = 0.0
            for k in (bin - 2)...(bin + 2) {
                let cosines = (0..<length).map { cos(2 * Double.pi * Double(k * $0) / Double(length)) }
                let sines = (0..<length).map { sin(2 * Double.pi * Double(k * $0) / Double(length)) }
                for segment in 0..<segments {
                    var re = 0.0, im = 0.0
                    for n in 0..<length {
                        let x = Double(noise[segment * length + n]) * window[n]
                        re += x * cosines[n]
                        im -= x * sines[n]
                    }
                    total += re * re + im * im
                }
            }
            return total
        }
        // Bins 8, 16, …, 128 of 512 at 16 kHz: 250 Hz to 4 kHz.
        let levels = [8, 16, 32, 64, 128].map { 10 * log10(power(bin: $0)) }
        for (lower, higher) in zip(levels, levels.dropFirst()) {
            #expect(higher - lower < -1.5 && higher - lower > -4.5)
        }
    }

    @Test("babble sums the reversed talkers")
    func babble() {
        let constant = [Int16](repeating: 100, count: 50)
        #expect(BenchNoise.babble(from: [constant, constant, constant], count: 4, seed: 3) == [300, 300, 300, 300])
        let one = BenchNoise.babble(from: [[1, 2, 3]], count: 6, seed: 9)
        // A rotation of the reversed track [3, 2, 1], repeated.
        #expect([[3, 2, 1, 3, 2, 1], [2, 1, 3, 2, 1, 3], [1, 3, 2, 1, 3, 2]].contains(one))
    }

    @Test("a noise segment wraps around the end of the track")
    func segment() {
        #expect(BenchNoise.segment(of: [1, 2, 3], offset: 2, count: 5) == [3, 1, 2, 3, 1])
        #expect(BenchNoise.segment(of: [], offset: 0, count: 2) == [0, 0])
    }
}
