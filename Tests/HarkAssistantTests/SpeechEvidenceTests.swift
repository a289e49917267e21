import Foundation
import HarkTesting
import Testing
@testable import HarkAssistant

/// An utterance with no words is speech only when it is both long and loud enough.
@Suite struct SpeechEvidenceTests {
    /// A tone at `amplitude` (of full scale) lasting `seconds`.
    func tone(_ amplitude: Double, seconds: Double) -> [Int16] {
        (0..<Int(seconds * 16_000)).map { index -> Int16 in
            let value: Double = amplitude * 32_767 * sin(Double(index) * 0.1)
            return Int16(value)
        }
    }

    @Test func levelIsTheLoudestTenthOfASecond() {
        let quietThenLoud = tone(0.001, seconds: 1) + tone(0.5, seconds: 0.2)
        // A sine at half scale: RMS 0.5/√2 of full scale, -9 dBFS.
        #expect(abs(SpeechEvidence.loudestLevel(quietThenLoud, window: 1_600) - -9.03) < 0.1)
        #expect(SpeechEvidence.loudestLevel([Int16](repeating: 0, count: 8_000), window: 1_600) == -120)
        #expect(SpeechEvidence.loudestLevel([], window: 1_600) == -120)
    }

    @Test func aQuietRoomIsNoSpeechHoweverLongTheDetectorHeardIt() {
        let room = SpeechEvidence(audio: tone(0.0001, seconds: 2), voicedSeconds: 1.5)
        #expect(room.peakLevel < -70)
        #expect(!room.isSpeech)
    }

    @Test func aShortLoudSoundIsNoSpeech() {
        #expect(!SpeechEvidence(audio: tone(0.3, seconds: 1.2), voicedSeconds: 0.3).isSpeech)
    }

    /// An utterance as the endpointer hands it over: a quarter second of room, 1.5 s of
    /// syllables (a tone rising and falling four times a second), 0.7 s of room; the room is
    /// white noise `noiseBelowSpeech` dB below the speech's RMS.
    static func utterance(noiseBelowSpeech: Double, seed: UInt64 = 7) -> [Int16] {
        let speech = (0..<24_000).map { index -> Double in
            let time = Double(index) / 16_000
            return 6_000 * abs(sin(Double.pi * 4 * time)) * sin(2 * Double.pi * 220 * time)
        }
        let speechRMS = (speech.reduce(0) { $0 + $1 * $1 } / Double(speech.count)).squareRoot()
        let noiseRMS = speechRMS / pow(10, noiseBelowSpeech / 20)
        var random = SeededRandom(seed: seed)
        let clip = [Double](repeating: 0, count: 4_000) + speech + [Double](repeating: 0, count: 11_200)
        return clip.map { value in
            // Uniform noise on ±√3·RMS has that RMS.
            let noise = (Double(random.next() % 20_001) / 10_000 - 1) * 3.0.squareRoot() * noiseRMS
            return Int16(max(-32_768, min(32_767, (value + noise).rounded())))
        }
    }

    @Test func theSignalToNoiseRatioFallsAsTheRoomGetsLouder() throws {
        let ratios = try [60.0, 40, 20, 10, 0].map { try #require(SpeechEvidence.signalToNoise(Self.utterance(noiseBelowSpeech: $0))) }
        #expect(ratios == ratios.sorted(by: >), "\(ratios)")
        // Speech 10 dB over the room reads below the default sure ratio (20 dB); 40 dB well above it.
        #expect(ratios[1] > 30, "\(ratios)")
        #expect(ratios[3] < AssistantSettings().commandSureSignalToNoise, "\(ratios)")
        #expect(SpeechEvidence.signalToNoise([Int16](repeating: 0, count: 399)) == nil)
    }

    @Test func aLongLoudUtteranceIsSpeech() {
        #expect(SpeechEvidence(audio: tone(0.1, seconds: 2.5), voicedSeconds: 1.6).isSpeech)
    }
}
