import Foundation
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

    @Test func aLongLoudUtteranceIsSpeech() {
        #expect(SpeechEvidence(audio: tone(0.1, seconds: 2.5), voicedSeconds: 1.6).isSpeech)
    }
}
