import Testing
@testable import HarkSpeech

/// Exact digital silence is filled with the faintest noise; recorded audio is not touched.
@Suite struct DigitalSilenceTests {
    @Test func runsOfZerosBecomeTheFaintestNoise() {
        var filler = DigitalSilence()
        let input = [Int16](repeating: 0, count: 400) + [1200, -800, 0, 5] + [Int16](repeating: 0, count: 100)
        let output = filler.filled(input)
        #expect(output.count == input.count)
        #expect(!output[0..<400].contains(0) && !output[404...].contains(0))
        #expect(output[402] == 0) // a lone zero crossing stays
        let filled = output[0..<400] + output[404...]
        #expect(filled.allSatisfy { $0 != 0 && $0 >= -2 && $0 <= 2 })
        #expect(Array(output[400..<402]) == [1200, -800])
        // Both signs and both sizes occur: noise, not a constant offset.
        let noise: Set<Int16> = [-2, -1, 1, 2]
        #expect(Set(output[0..<400]) == noise)
    }

    @Test func zeroCrossingsInRecordedSpeechAreLeftAlone() {
        var filler = DigitalSilence()
        let speech: [Int16] = (0..<1_000).map { (index: Int) -> Int16 in
            index % 50 == 0 ? 0 : Int16((index % 7) * 100 - 300)
        }
        #expect(filler.filled(speech) == speech)
        let shortGap = [Int16](repeating: 300, count: 50) + [Int16](repeating: 0, count: DigitalSilence.minimumRun - 1) + [300]
        #expect(filler.filled(shortGap) == shortGap)
    }

    @Test func theSameAudioIsFilledTheSameWay() {
        var first = DigitalSilence(), second = DigitalSilence()
        let silence = [Int16](repeating: 0, count: 1_600)
        #expect(first.filled(silence) == second.filled(silence))
    }
}
