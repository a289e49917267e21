import Testing
@testable import HarkAudio

/// Earcons and ring tones: audible, never clipping, never clicking.
@Suite struct ToneGeneratorTests {
    let ceiling = Int(Double(Int16.max) * 0.9)

    func peak(_ samples: some Collection<Int16>) -> Int {
        samples.map { abs(Int($0)) }.max() ?? 0
    }

    @Test(arguments: Earcon.allCases)
    func earconsAreShortRampedAndBelowClipping(_ earcon: Earcon) {
        let samples = ToneGenerator.samples(for: earcon)
        #expect(samples.count > 1600)  // > 0.1 s
        #expect(samples.count < 8000)  // < 0.5 s
        #expect(peak(samples) > 5000)
        #expect(peak(samples) < ceiling)
        #expect(abs(Int(samples.first!)) < 100)
        #expect(abs(Int(samples.last!)) < 100)
        #expect(peak(samples.prefix(8)) < 1000)
        #expect(peak(samples.suffix(8)) < 1000)
    }

    @Test func listeningRisesAndDoneFalls() {
        func crossings(_ s: ArraySlice<Int16>) -> Int { zip(s, s.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count }
        let listening = ToneGenerator.samples(for: .listening)
        let done = ToneGenerator.samples(for: .done)
        // Same length first note (70 ms): compare its pitch with the last 70 ms.
        #expect(crossings(listening.prefix(1120)) < crossings(listening.suffix(1120)))
        #expect(crossings(done.prefix(1120)) > crossings(done.suffix(1120)))
    }

    @Test func sineHasTheAskedLengthPitchAndLevel() {
        let samples = ToneGenerator.sine(frequency: 1000, duration: 1, amplitude: 0.5)
        #expect(samples.count == 16_000)
        let crossings = zip(samples, samples.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
        #expect(abs(crossings - 2000) <= 2)
        #expect(abs(peak(samples) - 16_384) < 20)
        #expect(ToneGenerator.sine(frequency: 440, duration: 0.2, amplitude: 5).allSatisfy { abs(Int($0)) < ceiling + 1 })
    }

    @Test func ringtoneRingsTwoSecondsThenPausesFour() {
        let ring = ToneGenerator.ringtone(seconds: 6)
        #expect(ring.count == 96_000)
        let on = ring[0..<32_000]
        let off = ring[32_000..<96_000]
        #expect(peak(on) > 5000)
        #expect(peak(on) < ceiling)
        #expect(off.allSatisfy { $0 == 0 })
        #expect(peak(on.prefix(8)) < 1000)
        #expect(peak(on.suffix(8)) < 1000)
        // Longer rings repeat the cycle; shorter ones are cut.
        let twice = ToneGenerator.ringtone(seconds: 12)
        #expect(Array(twice[96_000...]) == ring)
        #expect(ToneGenerator.ringtone(seconds: 1).count == 16_000)
        #expect(ToneGenerator.ringtone(seconds: 0).isEmpty)
    }

    @Test func absurdDurationsAreClampedNotTrapped() {
        #expect(ToneGenerator.sampleCount(1e300) == Int(ToneGenerator.maximumDuration) * 16_000)
        #expect(ToneGenerator.sampleCount(.infinity) == 0)
        #expect(ToneGenerator.sampleCount(.nan) == 0)
        #expect(ToneGenerator.sampleCount(-5) == 0)
    }
}
