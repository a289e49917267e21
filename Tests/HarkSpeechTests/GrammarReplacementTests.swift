import Foundation
import HarkAudio
import Testing
@testable import HarkSpeech

/// A grammar registered again under its name (the command grammar after the skills' lists
/// change) replaces the old one, also while it is the session's search, and a replacement
/// that cannot be registered leaves the old one in use.
@Suite(.serialized) struct GrammarReplacementTests {
    static let backwards = "#JSGF V1.0;\ngrammar move;\npublic <move> = go back ten meters | stop;\n"

    @Test func theActiveGrammarIsReplaced() throws {
        let utterance = try TestData.rawSamples("goforward.raw")
        let recognizer = try Recognizer()
        try recognizer.setGrammar(Self.backwards, name: "move")
        try recognizer.listen(for: .grammar("move"))
        #expect(!RecognizerTests.hypotheses(try RecognizerTests.decode(utterance, with: recognizer)).map(\.text).contains("go forward ten meters"))

        try recognizer.setGrammar(try TestData.text("goforward.gram"), name: "move")
        #expect(recognizer.activeSearch == .grammar("move"))
        #expect(RecognizerTests.hypotheses(try RecognizerTests.decode(utterance, with: recognizer)).map(\.text).contains("go forward ten meters"))
        #expect(try recognizer.decode(utterance, with: .grammar("move")).text == "go forward ten meters")
    }

    @Test func aFailedReplacementKeepsTheGrammarBefore() throws {
        let utterance = try TestData.rawSamples("goforward.raw")
        let recognizer = try Recognizer()
        try recognizer.setGrammar(try TestData.text("goforward.gram"), name: "move")
        try recognizer.listen(for: .grammar("move"))
        #expect(throws: RecognizerError.self) {
            try recognizer.setGrammar("#JSGF V1.0;\ngrammar bad;\npublic <bad> = go zzblorptwo;\n", name: "move")
        }
        #expect(recognizer.activeSearch == .grammar("move"))
        #expect(try recognizer.decode(utterance, with: .grammar("move")).text == "go forward ten meters")
        #expect(RecognizerTests.hypotheses(try RecognizerTests.decode(utterance, with: recognizer)).map(\.text).contains("go forward ten meters"))
    }
}
