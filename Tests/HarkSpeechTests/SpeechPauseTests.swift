import Foundation
import HarkAudio
import Testing
@testable import HarkSpeech

/// Speech pauses before the silence timeout ends the utterance: the recognizer reports the
/// utterance as it stands when the voice-activity detector has heard
/// ``RecognizerConfiguration/speechPause`` seconds of silence, and ends it with the same
/// hypothesis and audio once the rest of the timeout has passed, unless speech resumes.
@Suite struct SpeechPauseTests {
    /// A quiet room: small noise, the same every run.
    static func room(_ seconds: Double) -> [Int16] {
        var state: UInt64 = 0x5EED
        return (0..<Int(seconds * 16_000)).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int16(Int(state >> 61) - 4)
        }
    }

    /// Events with the stream time of the end of the frame that produced them.
    static func stream(_ samples: [Int16], through recognizer: Recognizer) throws -> [(RecognitionEvent, Double)] {
        var timed: [(RecognitionEvent, Double)] = []
        for offset in stride(from: 0, to: samples.count, by: 320) {
            let frame = AudioFrame(samples: Array(samples[offset..<min(offset + 320, samples.count)]), offset: offset)
            timed += try recognizer.process(frame).map { ($0, frame.endTime) }
        }
        return timed
    }

    static func goForward(timeout: Double = 0.7) throws -> Recognizer {
        let recognizer = try Recognizer(configuration: RecognizerConfiguration(silenceTimeout: timeout))
        try recognizer.setGrammar(try TestData.text("goforward.gram"), name: "move")
        try recognizer.listen(for: .grammar("move"))
        return recognizer
    }

    @Test func speechPausesThenTheUtteranceEndsWithTheSameReading() throws {
        let recognizer = try Self.goForward()
        let timed = try Self.stream(Self.room(0.5) + TestData.rawSamples("goforward.raw") + Self.room(1.5), through: recognizer)
        let paused = timed.compactMap { if case .speechPaused(let h) = $0.0 { ($0.1, h) } else { nil } }
        let ended = timed.compactMap { if case .hypothesis(let h) = $0.0 { ($0.1, h) } else { nil } }
        try #require(paused.count == 1 && ended.count == 1, "\(timed.map(\.0))")
        #expect(ended[0].1.text == "go forward ten meters")
        #expect(paused[0].1 == ended[0].1)
        // The utterance ends the rest of the silence timeout after the pause, at the frame it passed in.
        #expect(abs(ended[0].0 - paused[0].0 - (0.7 - RecognizerConfiguration.speechPause)) <= 0.021)
        let speechEnded = timed.compactMap { if case .speechEnded(let at) = $0.0 { at } else { nil } }
        #expect(speechEnded == [ended[0].0])
        #expect(recognizer.lastUtteranceClosingSilence == RecognizerConfiguration.speechPause)
    }

    /// A pause longer than the detector's and shorter than the timeout: one utterance, read
    /// whole. (The detector needs 0.1 s of speech to hear it start again, so speech must
    /// resume within 0.6 s of the 0.7 s timeout.)
    @Test func speechThatResumesWithinTheTimeoutIsOneUtterance() throws {
        let recognizer = try Self.goForward()
        let speech = try TestData.rawSamples("goforward.raw")
        let first = try #require(RecognizerTests.hypotheses(try RecognizerTests.decode(speech, with: recognizer))
            .first { $0.text == "go forward ten meters" })
        // Cut between "forward" and "ten", and let the room pass there until the words are 0.57 s apart.
        let cut = Int(((first.words[1].end + first.words[2].start) / 2 * 16_000).rounded())
        let gap = 0.57 - (first.words[2].start - first.words[1].end)
        let recognizer2 = try Self.goForward()
        let timed = try Self.stream(Array(speech[..<cut]) + Self.room(gap) + Array(speech[cut...]) + Self.room(1.5), through: recognizer2)
        let paused = timed.filter { if case .speechPaused = $0.0 { true } else { false } }
        let hypotheses = timed.compactMap { if case .hypothesis(let h) = $0.0 { h } else { nil } }
        #expect(paused.count >= 2, "the pause between the words and the one after them: \(timed.map(\.0))")
        #expect(hypotheses.map(\.text) == ["go forward ten meters"])
        // Its audio holds both halves and the pause between them.
        #expect(recognizer2.lastUtteranceAudio.count >= speech.count - cut + cut / 2 + Int(gap * 16_000))
    }

    @Test func theStreamEndingDuringAPauseEndsTheUtterance() throws {
        let recognizer = try Self.goForward()
        let samples = Self.room(0.5) + (try TestData.rawSamples("goforward.raw")) + Self.room(1.5)
        var paused: Hypothesis?
        for offset in stride(from: 0, to: samples.count, by: 320) where paused == nil {
            let events = try recognizer.process(AudioFrame(samples: Array(samples[offset..<min(offset + 320, samples.count)]), offset: offset))
            #expect(RecognizerTests.hypotheses(events).isEmpty)
            paused = events.compactMap { if case .speechPaused(let h) = $0 { h } else { nil } }.first
        }
        let finished = try recognizer.finish()
        #expect(RecognizerTests.hypotheses(finished) == [try #require(paused)])
        #expect(paused?.text == "go forward ten meters")
        #expect(try recognizer.finish().isEmpty)
    }

    @Test func aTimeoutNoLongerThanThePauseEndsTheUtteranceAtOnce() throws {
        let recognizer = try Self.goForward(timeout: 0.25)
        let timed = try Self.stream(Self.room(0.5) + TestData.rawSamples("goforward.raw") + Self.room(1.0), through: recognizer)
        #expect(!timed.contains { if case .speechPaused = $0.0 { true } else { false } })
        #expect(timed.compactMap { if case .hypothesis(let h) = $0.0 { h.text } else { nil } } == ["go forward ten meters"])
        #expect(recognizer.lastUtteranceClosingSilence == 0.25)
    }

    @Test func theDetectorWaitsThePauseAndHarkTheRest() {
        let configuration = RecognizerConfiguration(silenceTimeout: 0.7)
        let index = configuration.decoderArguments.firstIndex(of: "-vad_postspeech")!
        #expect(configuration.decoderArguments[index + 1] == "50")
        #expect(abs(configuration.silenceAfterPause - 0.2) < 1e-9)
        #expect(configuration.silenceTimeoutFrames == 70)
        let short = RecognizerConfiguration(silenceTimeout: 0.2)
        #expect(short.decoderArguments[short.decoderArguments.firstIndex(of: "-vad_postspeech")! + 1] == "20")
        #expect(short.silenceAfterPause == 0)
    }

    /// The utterance ends at the pause, 0.2 s before the timeout its fit was calibrated on:
    /// those frames count as silence that fits, on its audio and nothing else.
    @Test func theSilenceNotHeardCountsInTheFit() throws {
        let recognizer = try Self.goForward()
        _ = try Self.stream(Self.room(0.5) + TestData.rawSamples("goforward.raw") + Self.room(1.5), through: recognizer)
        let audio = recognizer.lastUtteranceAudio
        #expect(recognizer.unheardClosingSilence(of: audio) == 20)
        #expect(recognizer.unheardClosingSilence(of: Array(audio.dropLast())) == 0)
        let fit = try recognizer.confidence(of: audio, sentence: "go forward ten meters")
        let path = UtteranceScore(text: "go", score: -1, frames: 80, acousticScore: -8_000 << 10, wordFrames: 60)
        let loop = UtteranceScore(text: "G OW", score: -1, frames: 80, acousticScore: -7_200 << 10, wordFrames: 60)
        #expect(GrammarFit.comparing(path, with: loop).acousticRatio * 80 == GrammarFit.comparing(path, with: loop, unheardSilence: 20).acousticRatio * 100)
        #expect(fit.acousticRatio.isFinite && fit.acousticRatio < 0)
    }
}
