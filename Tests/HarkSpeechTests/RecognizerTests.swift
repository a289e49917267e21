import Foundation
import HarkAudio
import Testing
@testable import HarkSpeech

/// Decodes real recorded speech through Hark's own recognizer.
@Suite(.serialized) struct RecognizerTests {
    static func decode(_ samples: [Int16], with recognizer: Recognizer, trailingSilence: Double = 1.0) throws -> [RecognitionEvent] {
        let padded = samples + [Int16](repeating: 0, count: Int(trailingSilence * 16_000))
        var events: [RecognitionEvent] = []
        var offset = 0
        while offset < padded.count {
            let end = min(offset + 320, padded.count)
            events += try recognizer.process(AudioFrame(samples: Array(padded[offset..<end]), offset: offset))
            offset = end
        }
        events += try recognizer.finish()
        return events
    }

    static func hypotheses(_ events: [RecognitionEvent]) -> [Hypothesis] {
        events.compactMap { if case .hypothesis(let h) = $0 { h } else { nil } }
    }

    @Test func goForwardGrammarGivesTheExactTranscript() throws {
        let recognizer = try Recognizer()
        try recognizer.setGrammar(TestData.text("goforward.gram"), name: "move")
        try recognizer.listen(for: .grammar("move"))
        let events = try Self.decode(TestData.rawSamples("goforward.raw"), with: recognizer)
        let texts = Self.hypotheses(events).map(\.text).filter { !$0.isEmpty }
        #expect(texts == ["go forward ten meters"])
        let hyp = try #require(Self.hypotheses(events).first { !$0.text.isEmpty })
        #expect(hyp.words.map(\.word) == ["go", "forward", "ten", "meters"])
        // Word times are increasing and inside the 2.8 s recording.
        for (a, b) in zip(hyp.words, hyp.words.dropFirst()) { #expect(a.end <= b.start + 0.011) }
        #expect(hyp.words.first!.start > 0.1 && hyp.words.last!.end < 2.9)
        #expect(events.contains { if case .speechStarted = $0 { true } else { false } })
    }

    /// The rescoring fit of one utterance must not depend on who spoke before it
    /// in the stream: the live decoder's running cepstral mean, adapted to an
    /// earlier speaker, used to leak into the rescoring passes.
    @Test func rescoringDoesNotDependOnEarlierSpeech() throws {
        let grammar = try TestData.text("goforward.gram")
        let utterance = try TestData.rawSamples("goforward.raw")

        let fresh = try Recognizer()
        try fresh.setGrammar(grammar, name: "move")
        let alone = try fresh.confidence(of: utterance, grammar: .grammar("move"))

        let afterOther = try Recognizer()
        try afterOther.setGrammar(grammar, name: "move")
        try afterOther.listen(for: .grammar("move"))
        // Another speaker (a LibriVox reader) streamed live first.
        let other = try WAVFile.read(path: TestData.path("librivox/sense_and_sensibility_01_austen_64kb-0870.wav"))
        _ = try Self.decode(other.samples16k, with: afterOther)
        let after = try afterOther.confidence(of: utterance, grammar: .grammar("move"))

        #expect(alone.hypothesis.text == "go forward ten meters")
        #expect(after.hypothesis == alone.hypothesis)
        #expect(after.acousticRatio == alone.acousticRatio)
    }

    @Test func keywordSpottingFindsForward() throws {
        let recognizer = try Recognizer()
        try recognizer.setWakePhrases([Keyphrase("forward", threshold: 1e-20)])
        try recognizer.listen(for: .wake)
        let events = try Self.decode(TestData.rawSamples("goforward.raw"), with: recognizer)
        let detections = events.compactMap { if case .keyword(let k) = $0 { k } else { nil } }
        #expect(detections.map(\.phrase) == ["forward"])
        // "forward" is the second word, spoken roughly between 0.6 s and 1.4 s.
        let forward = try #require(detections.first)
        #expect(forward.start > 0.3 && forward.end < 1.8 && forward.start < forward.end)
    }

    @Test func missingWordsAreReportedByNameBeforeDecoding() throws {
        let recognizer = try Recognizer()
        let grammar = "#JSGF V1.0; grammar g; public <c> = call jiwoo | buy gochujang now;"
        #expect(throws: RecognizerError.self) { try recognizer.setGrammar(grammar, name: "c") }
        do {
            try recognizer.setGrammar(grammar, name: "c")
        } catch {
            #expect(error.code == .unknownWords)
            #expect(Set(error.words) == ["jiwoo", "gochujang"])
            #expect(error.message.contains("jiwoo"))
        }
        try recognizer.addPronunciation("jiwoo", phones: ["JH", "IY", "W", "UW"])
        try recognizer.addPronunciation("gochujang", phones: ["G", "OW", "CH", "UW", "JH", "AA", "NG"])
        try recognizer.setGrammar(grammar, name: "c")
        #expect(try recognizer.vocabulary(ofGrammar: grammar).sorted() == ["buy", "call", "gochujang", "jiwoo", "now"])
    }

    @Test func wakePhraseWithUnknownWordIsRefused() throws {
        let recognizer = try Recognizer()
        do {
            try recognizer.setWakePhrases([Keyphrase("hey zorblax")])
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .unknownWords)
            #expect(error.words == ["zorblax"])
        }
    }

    /// Wake words get eSpeak pronunciations like command words, so a made-up
    /// wake word works; one nothing can sound out is refused by name.
    @Test func wakeWordsMissingFromTheDictionaryArePronouncedByESpeak() throws {
        let recognizer = try Recognizer()
        #expect(recognizer.pronunciation(of: "zorblax") == nil)
        let added = try recognizer.addMissingPronunciations(forWakePhrases: [Keyphrase("hey zorblax")])
        #expect(Array(added.keys) == ["zorblax"])
        #expect(recognizer.pronunciation(of: "zorblax") == added["zorblax"])
        try recognizer.setWakePhrases([Keyphrase("hey zorblax")])
        #expect(throws: RecognizerError.self) { try recognizer.addMissingPronunciations(forWakePhrases: [Keyphrase("hey _")]) }
        do {
            try recognizer.addMissingPronunciations(forWakePhrases: [Keyphrase("hey _")])
        } catch {
            #expect(error.code == .unknownWords)
            #expect(error.words == ["_"])
        }
    }

    @Test func wakeThresholdKeepsItsDigitsAndTheRangeMatchesTheMessage() throws {
        #expect(Recognizer.keywordLine(["hey", "computer"], threshold: 1.5e-20) == "hey computer /1.5e-20/")
        #expect(Recognizer.keywordLine(["hey"], threshold: 1e-20) == "hey /1e-20/")
        let recognizer = try Recognizer()
        // Anything strictly between 0 and 1 is accepted, as the message says.
        try recognizer.setWakePhrases([Keyphrase("hey computer", threshold: 0.5)])
        try recognizer.setWakePhrases([Keyphrase("hey computer", threshold: 1e-80)])
        for bad in [0, 1, -1e-20, .nan] as [Double] {
            do {
                try recognizer.setWakePhrases([Keyphrase("hey computer", threshold: bad)])
                Issue.record("threshold \(bad) accepted")
            } catch {
                #expect(error.code == .invalidKeyphrase)
                #expect(error.message.contains("greater than 0 and less than 1"))
            }
        }
    }

    @Test func brokenGrammarIsATypedError() throws {
        let recognizer = try Recognizer()
        do {
            try recognizer.setGrammar("#JSGF V1.0; grammar g; public <c> = ( go | ;", name: "bad")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .invalidGrammar)
        }
    }

    @Test func missingModelDirectorySaysWhatToDo() throws {
        do {
            _ = try Recognizer(configuration: RecognizerConfiguration(modelDirectory: "/nonexistent/model"))
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .modelMissing)
            #expect(error.message.contains("/nonexistent/model"))
            #expect(error.message.contains("pocketsphinx-en-us"))
        }
    }

    @Test func processingWithoutASearchIsAnError() throws {
        let recognizer = try Recognizer()
        #expect(throws: RecognizerError.self) {
            _ = try recognizer.process(AudioFrame(samples: [Int16](repeating: 0, count: 320)))
        }
    }
}
