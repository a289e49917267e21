import Foundation
import HarkAudio
import Testing
@testable import HarkSpeech

/// Words that end as before silence (`RecognizerConfiguration.crossWordContext` off; it is
/// on by default): the shim points PocketSphinx's word-final context maps at the triphone before
/// silence, so each word in a grammar search ends in one HMM, not one per following phone.
@Suite struct WordEndContextTests {
    static func recognizer(crossWordContext: Bool) throws -> Recognizer {
        var configuration = RecognizerConfiguration()
        configuration.crossWordContext = crossWordContext
        return try Recognizer(configuration: configuration)
    }

    /// The maps are found and changed (a PocketSphinx whose tables are laid out otherwise
    /// gives -1 here), and once changed they stay so: a second search over the same words
    /// finds nothing left to change, and a new word with a new pair of last phones adds one.
    @Test func theMapsAreChangedOnceBeforeTheSearchIsBuilt() throws {
        let recognizer = try Self.recognizer(crossWordContext: false)
        try recognizer.setGrammar(TestData.text("cards/cards.gram"), name: "cards")
        let first = try #require(recognizer.wordEndMapsChanged)
        #expect(first > 0)
        try recognizer.setGrammar(TestData.text("cards/cards.gram"), name: "cards-again")
        #expect(recognizer.wordEndMapsChanged == 0)
        // "zebra" ends in R AH, a pair no card or suit ends in.
        try recognizer.setGrammar("#JSGF V1.0;\ngrammar z;\npublic <z> = ace of zebra;\n", name: "zebra")
        #expect(recognizer.wordEndMapsChanged == 1)
    }

    @Test func crossWordContextLeavesTheMapsAlone() throws {
        let recognizer = try Self.recognizer(crossWordContext: true)
        try recognizer.setGrammar(TestData.text("cards/cards.gram"), name: "cards")
        #expect(recognizer.wordEndMapsChanged == nil)
    }

    /// pocketsphinx-testdata's five card recordings read exactly as their transcripts,
    /// with words ending as before silence and with the full cross-word context, and the
    /// two searches of one recording differ (the tables really are different).
    @Test func realRecordingsReadTheSameWordsEitherWay() throws {
        let references = try CardsRecordingTests.references()
        let collapsed = try Self.recognizer(crossWordContext: false)
        let full = try Self.recognizer(crossWordContext: true)
        for recognizer in [collapsed, full] {
            try recognizer.setGrammar(TestData.text("cards/cards.gram"), name: "cards")
        }
        var scoresDiffer = false
        for index in 1...5 {
            let id = "00\(index)"
            let expected = try #require(references[id])
            let samples = try WAVFile.read(path: TestData.path("cards/\(id).wav")).samples16k
            let a = try collapsed.decode(samples, with: .grammar("cards"))
            let b = try full.decode(samples, with: .grammar("cards"))
            #expect(a.text == expected, "\(id), words ending before silence")
            #expect(b.text == expected, "\(id), cross-word context")
            if a != b { scoresDiffer = true }
        }
        #expect(scoresDiffer)
    }
}
