import Foundation
import Testing
@testable import HarkBench

@Suite("Real babble under the coffee orders")
struct RealBabbleTests {
    /// A "recording": a tone burst between stretches of silence, like one word said in a room.
    func word(_ frequency: Double, seconds: Double = 1) -> [Int16] {
        let count = Int(seconds * 16_000)
        return (0..<count).map { index in
            let inside = index > count / 4 && index < 3 * count / 4
            return inside ? Int16(6000 * sin(2 * Double.pi * frequency * Double(index) / 16_000)) : 0
        }
    }

    @Test("the active level counts the louder half of the frames, not the silence around the words")
    func activeLevel() {
        let burst = word(440)
        let plain = BenchNoise.rms(burst)
        let active = RealBabble.activeRMS(burst)
        // Half the clip is silence: the whole clip's RMS is 3 dB under the words' own.
        #expect(abs(20 * log10(active / plain) - 3) < 0.3)
        #expect(abs(active - 6000 / 2.0.squareRoot()) < 60)
        #expect(RealBabble.activeRMS([]) == 0)
    }

    @Test("talkers overlap: the babble is as long as a track and louder than one recording")
    func overlapped() {
        let babble = RealBabble(recordings: [word(300), word(500), word(700), []], talkers: 4)
        #expect(babble.talkers == 4)
        #expect(babble.recordings == 3)
        #expect(babble.noise.count == Int(RealBabble.trackSeconds * 16_000))
        #expect(BenchNoise.rms(babble.noise) > BenchNoise.rms(word(300)))
        #expect(RealBabble(recordings: []).noise.isEmpty)
    }

    @Test("mixing at a ratio puts the babble that far under the order's active level, the same way every run",
          arguments: [20.0, 10, 5])
    func mixedAtTheRatio(snr: Double) {
        let babble = RealBabble(recordings: [word(300), word(530), word(810), word(1200)])
        let order = word(220, seconds: 3)
        let mixed = babble.mixed(under: order, snr: snr, name: "order-1.flac")
        let added = zip(mixed, order).map { Float(Int($0) - Int($1)) }
        let measured = BenchNoise.snr(speechRMS: RealBabble.activeRMS(order), noiseRMS: BenchNoise.rms(added))
        #expect(abs(measured - snr) < 0.5)
        #expect(babble.mixed(under: order, snr: snr, name: "order-1.flac") == mixed)
        #expect(babble.mixed(under: order, snr: snr, name: "order-2.flac") != mixed)
    }
}
