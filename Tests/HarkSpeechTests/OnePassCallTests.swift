import Foundation
import HarkAudio
import Testing
@testable import HarkSpeech

/// The one-pass calls (second pass, alignment, phone loop) leave the streaming
/// session as they found it: same search, and the stream decodes the same words.
@Suite(.serialized) struct OnePassCallTests {
    @Test func oneUtteranceJudgedBetweenTwoStreamedOnesChangesNothing() throws {
        let grammar = try TestData.text("goforward.gram")
        let utterance = try TestData.rawSamples("goforward.raw")
        let recognizer = try Recognizer()
        try recognizer.setGrammar(grammar, name: "move")
        try recognizer.setGrammar("#JSGF V1.0;\ngrammar other;\npublic <other> = go back | stop;\n", name: "other")
        try recognizer.listen(for: .grammar("move"))
        let first = RecognizerTests.hypotheses(try RecognizerTests.decode(utterance, with: recognizer)).map(\.text)

        // Every call without side effects, on another search than the session's.
        let second = try recognizer.decode(utterance, with: .grammar("other"))
        let aligned = try recognizer.confidence(of: utterance, sentence: "go forward ten meters")
        let judged = try recognizer.confidence(of: utterance, grammar: .grammar("other"))
        #expect(recognizer.activeSearch == .grammar("move"))
        #expect(second.text != "go forward ten meters")
        #expect(aligned.hypothesis.text == "go forward ten meters")
        // The other grammar explains little of the speech with its words.
        #expect(judged.coverage < aligned.coverage)

        // The stream goes on with its own search, as if nothing had been asked.
        let again = RecognizerTests.hypotheses(try RecognizerTests.decode(utterance, with: recognizer)).map(\.text)
        #expect(first.contains("go forward ten meters"))
        #expect(again == first)
    }

    @Test func aCallOnAnUnregisteredSearchThrowsAndKeepsTheSession() throws {
        let recognizer = try Recognizer()
        try recognizer.setGrammar(try TestData.text("goforward.gram"), name: "move")
        try recognizer.listen(for: .grammar("move"))
        #expect(throws: RecognizerError.self) { try recognizer.decode([0, 0, 0], with: .grammar("nothing")) }
        #expect(recognizer.activeSearch == .grammar("move"))
        let events = try RecognizerTests.decode(try TestData.rawSamples("goforward.raw"), with: recognizer)
        #expect(RecognizerTests.hypotheses(events).map(\.text).contains("go forward ten meters"))
    }
}
