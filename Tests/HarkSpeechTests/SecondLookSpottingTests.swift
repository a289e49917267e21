import Foundation
import HarkAudio
@testable import HarkSpeech
import Testing

/// `Recognizer.spotKeyword(in:startingAt:)`: the wake phrases searched again over a stretch
/// of speech with its own cepstral mean, on real recorded speech (pocketsphinx-testdata).
@Suite struct SecondLookSpottingTests {
    static func recognizer(_ phrase: String) throws -> Recognizer {
        let recognizer = try Recognizer()
        try recognizer.setWakePhrases([Keyphrase(phrase, threshold: 1e-20)])
        try recognizer.listen(for: .wake)
        return recognizer
    }

    /// The samples made `gain` times louder (clipped to 16 bits).
    static func scaled(_ samples: [Int16], by gain: Double) -> [Int16] {
        samples.map { Int16(max(-32_768, min(32_767, (Double($0) * gain).rounded()))) }
    }

    /// "go forward ten meters": "forward" lies roughly between 0.6 s and 1.4 s of the recording.
    /// The look finds it there, in stream time, however loud the voice and whatever the
    /// stream decoded before (its keyword search numbers frames on from earlier utterances).
    @Test func theLookFindsThePhraseInStreamTimeAtAnyLoudness() throws {
        let recognizer = try Self.recognizer("forward")
        let speech = try TestData.rawSamples("goforward.raw")
        // The stream hears the recording first, so the decoder has numbered frames before.
        _ = try RecognizerTests.decode(speech, with: recognizer)
        var starts: [Double] = []
        for gain in [1.0, 0.15, 4.0] {
            let found = try #require(try recognizer.spotKeyword(in: Self.scaled(speech, by: gain), startingAt: 10))
            #expect(found.phrase == "forward")
            #expect(found.start > 10.3 && found.end < 11.8 && found.start < found.end, "gain \(gain): \(found)")
            starts.append(found.start)
        }
        #expect(starts.max()! - starts.min()! <= 0.1, "\(starts)")
        // The session is left as it was: the stream's keyword search still spots the phrase.
        let events = try RecognizerTests.decode(speech, with: recognizer)
        #expect(events.contains { if case .keyword = $0 { true } else { false } })
    }

    @Test func speechWithoutThePhraseIsReportedOnceItEndsAndTheLookFindsNothing() throws {
        let recognizer = try Self.recognizer("computer")
        let speech = try TestData.rawSamples("goforward.raw")
        let events = try RecognizerTests.decode(speech, with: recognizer, trailingSilence: 1.5)
        let stretches = events.compactMap { if case .speechWithoutWake(let from, let to) = $0 { (from, to) } else { nil } }
        #expect(!events.contains { if case .keyword = $0 { true } else { false } })
        let stretch = try #require(stretches.last)
        let seconds = Double(speech.count) / 16_000
        #expect(stretch.0 < 1.0 && stretch.1 > 1.5 && stretch.1 <= seconds + 1.5, "\(stretches)")
        #expect(try recognizer.spotKeyword(in: speech, startingAt: 0) == nil)
    }
}
