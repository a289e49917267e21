import Foundation
import Testing
@testable import HarkAssistant

/// ``SpeechSpan``: the loudest stretch of an utterance, with a margin, and nothing cut
/// when there is nothing worth cutting.
@Suite struct SpeechSpanTests {
    /// `seconds` of a tone at `amplitude`, a stand-in for a voice.
    func voice(_ seconds: Double, amplitude: Double, frequency: Double = 300) -> [Int16] {
        (0..<Int(seconds * 16_000)).map { Int16(amplitude * sin(2 * Double.pi * frequency * Double($0) / 16_000)) }
    }

    @Test func theCommandIsCutOutOfQuieterTalkAroundIt() throws {
        // 1.5 s of quieter talkers, 2 s of the person (with a 0.3 s pause inside), 1.5 s of talkers.
        let talk = voice(1.5, amplitude: 400, frequency: 170)
        let command = voice(0.8, amplitude: 8000) + voice(0.3, amplitude: 30) + voice(0.9, amplitude: 8000)
        let utterance = talk + command + talk
        let span = try #require(SpeechSpan.loudestStretch(of: utterance))
        // The whole command is kept, with about 0.3 s on each side, and most of the talk goes.
        #expect(span.lowerBound <= 24_000 && span.lowerBound >= 24_000 - 6_400)
        #expect(span.upperBound >= 56_000 && span.upperBound <= 56_000 + 6_400)
    }

    @Test func theLoudestOfTwoStretchesWins() throws {
        let gap = voice(1, amplitude: 20)
        let utterance = voice(0.3, amplitude: 6000) + gap + voice(1.5, amplitude: 9000) + gap
        let span = try #require(SpeechSpan.loudestStretch(of: utterance))
        #expect(span.lowerBound > 4_800)
        #expect(span.contains(4_800 + 16_000 + 12_000))
    }

    @Test func nothingIsCutWhenTheVoiceFillsTheUtterance() {
        #expect(SpeechSpan.loudestStretch(of: voice(2, amplitude: 8000)) == nil)
        // A little room on each side: less than half a second to cut in all.
        #expect(SpeechSpan.loudestStretch(of: voice(0.2, amplitude: 50) + voice(2, amplitude: 8000) + voice(0.2, amplitude: 50)) == nil)
        #expect(SpeechSpan.loudestStretch(of: []) == nil)
        #expect(SpeechSpan.loudestStretch(of: voice(0.05, amplitude: 8000)) == nil)
    }
}
