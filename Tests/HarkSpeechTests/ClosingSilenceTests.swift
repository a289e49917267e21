import Foundation
import HarkAudio
import Testing
@testable import HarkSpeech

/// The recognizer says how much of the last utterance's audio is the endpointer's closing silence.
@Suite struct ClosingSilenceTests {
    @Test func anEndpointedUtteranceEndsWithTheSilenceTimeout() throws {
        let recognizer = try Recognizer(configuration: RecognizerConfiguration(silenceTimeout: 0.5))
        try recognizer.setGrammar(try TestData.text("goforward.gram"), name: "move")
        try recognizer.listen(for: .grammar("move"))
        let samples = try TestData.rawSamples("goforward.raw")
        // Frames only, no finish(): the endpointer closes the utterance itself.
        let padded = samples + [Int16](repeating: 0, count: 32_000)
        var events: [RecognitionEvent] = []
        for offset in stride(from: 0, to: padded.count, by: 320) {
            events += try recognizer.process(AudioFrame(samples: Array(padded[offset..<min(offset + 320, padded.count)]), offset: offset))
        }
        #expect(RecognizerTests.hypotheses(events).map(\.text).contains("go forward ten meters"))
        #expect(recognizer.lastUtteranceClosingSilence == RecognizerConfiguration.speechPause)
        let voiced = recognizer.lastUtteranceVoicedSeconds
        // The audio holds the speech, a quarter second before it at most, and the closing silence.
        let seconds = Double(recognizer.lastUtteranceAudio.count) / Double(AudioFrame.sampleRate)
        let closing = RecognizerConfiguration.speechPause
        #expect(seconds >= voiced + closing - 0.02 && seconds <= voiced + closing + 0.25 + 0.02)
    }

    @Test func anUtteranceTheStreamEndsHasNoClosingSilence() throws {
        let recognizer = try Recognizer()
        try recognizer.setGrammar(try TestData.text("goforward.gram"), name: "move")
        try recognizer.listen(for: .grammar("move"))
        let samples = try TestData.rawSamples("goforward.raw")
        // Cut in the middle of the speech: the stream ends before the endpointer does.
        _ = try RecognizerTests.decode(Array(samples.prefix(samples.count * 6 / 10)), with: recognizer, trailingSilence: 0)
        #expect(!recognizer.lastUtteranceAudio.isEmpty)
        #expect(recognizer.lastUtteranceClosingSilence == 0)
    }
}
