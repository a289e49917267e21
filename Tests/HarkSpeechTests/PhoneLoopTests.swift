import Foundation
import HarkAudio
import Testing
@testable import HarkSpeech

/// The phone loop on the spare decoder (its own thread, no words) scores every
/// utterance exactly as the session's decoder did before: same features, same
/// batch normalisation, same acoustic model.
@Suite(.serialized) struct PhoneLoopTests {
    /// Utterances of different speakers and lengths from pocketsphinx-testdata.
    static func utterances() throws -> [(String, [Int16])] {
        let cards = try (1...5).map { index in
            ("cards/00\(index).wav", try WAVFile.read(path: TestData.path("cards/00\(index).wav")).samples16k)
        }
        return [("goforward.raw", try TestData.rawSamples("goforward.raw")),
                ("numbers.raw", try TestData.rawSamples("numbers.raw"))] + cards
    }

    @Test func theSpareDecoderScoresEveryUtteranceAsTheSessionDecoderDoes() throws {
        let recognizer = try Recognizer()
        try recognizer.setGrammar(try TestData.text("goforward.gram"), name: "move")
        try recognizer.listen(for: .grammar("move"))
        for (name, samples) in try Self.utterances() {
            // Stream the clip first, so the session's live normalisation has moved on.
            _ = try RecognizerTests.decode(samples, with: recognizer)
            let spare = try recognizer.decodeWithPhoneLoop(samples)
            let session = try recognizer.decodeWithPhoneLoopOnSession(samples)
            #expect(spare == session, "\(name)")
            #expect(spare.frames > 0 && spare.wordFrames > 0, "\(name)")
        }
    }

    @Test func aFitTakesThePhoneLoopTheSecondPassStarted() throws {
        let samples = try TestData.rawSamples("goforward.raw")
        let recognizer = try Recognizer()
        try recognizer.setGrammar(try TestData.text("goforward.gram"), name: "move")
        try recognizer.listen(for: .grammar("move"))

        recognizer.prepareFit(of: samples)
        #expect(recognizer.pendingPhoneLoopSamples == samples)
        let second = try recognizer.decode(samples, with: .grammar("move"))
        let fit = try recognizer.confidence(of: samples, sentence: second.text)
        #expect(recognizer.pendingPhoneLoopSamples == nil)

        let aligned = try recognizer.decode(samples, with: .grammar(Recognizer.alignmentSearch))
        let reference = GrammarFit.comparing(aligned, with: try recognizer.decodeWithPhoneLoopOnSession(samples))
        #expect(fit == reference)
        #expect(fit.hypothesis.text == "go forward ten meters")
    }

    @Test func aSecondFitOfTheSameAudioTakesThePhoneLoopAgain() throws {
        let samples = try TestData.rawSamples("goforward.raw")
        let recognizer = try Recognizer()
        try recognizer.setGrammar(try TestData.text("goforward.gram"), name: "move")
        recognizer.prepareFit(of: samples)
        let right = try recognizer.confidence(of: samples, sentence: "go forward ten meters")
        let wrong = try recognizer.confidence(of: samples, sentence: "go back two meters")
        #expect(recognizer.phoneLoopsStarted == 1)
        #expect(wrong.acousticRatio < right.acousticRatio)
        // The same words against a phone loop decoded afresh: the kept one is that score.
        let aligned = try recognizer.decode(samples, with: .grammar(Recognizer.alignmentSearch))
        #expect(wrong == GrammarFit.comparing(aligned, with: try recognizer.decodeWithPhoneLoopOnSession(samples)))
        _ = try recognizer.decodeWithPhoneLoop(try TestData.rawSamples("numbers.raw"))
        #expect(recognizer.phoneLoopsStarted == 2)
    }

    @Test func aPhoneLoopStartedOnOtherAudioIsNotTaken() throws {
        let recognizer = try Recognizer()
        try recognizer.setGrammar(try TestData.text("goforward.gram"), name: "move")
        let first = try TestData.rawSamples("goforward.raw")
        let other = try TestData.rawSamples("numbers.raw")
        recognizer.prepareFit(of: first)
        let score = try recognizer.decodeWithPhoneLoop(other)
        #expect(score == (try recognizer.decodeWithPhoneLoopOnSession(other)))
    }

    @Test func aMissingPhoneModelIsNamedWithWhatToDo() throws {
        #expect {
            _ = try PhoneLoop.checkedPhoneModel("/nonexistent/en-us-phone.lm.bin")
        } throws: { error in
            (error as? RecognizerError)?.message.contains("reinstall pocketsphinx-en-us") == true
        }
    }
}
