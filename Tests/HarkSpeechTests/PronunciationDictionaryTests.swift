import Foundation
import Testing
@testable import HarkSpeech

/// The full CMU dictionary stays out of the decoder but answers every lookup.
@Suite struct PronunciationDictionaryTests {
    static let cmu = RecognizerConfiguration().resolvedDictionary

    @Test func variantsComeInTheFileOrderAfterTheirBaseWord() {
        let dictionary = PronunciationDictionary(path: Self.cmu)
        let entries = dictionary.entries(of: "the")
        #expect(entries.map(\.key).prefix(2) == ["the", "the(2)"])
        #expect(entries.first?.phones == "DH AH")
    }

    @Test func wordsThatSortBetweenABaseAndItsVariantsAreFound() {
        // "a's" sits between "a" and "a(2)" in the file.
        let dictionary = PronunciationDictionary(path: Self.cmu)
        #expect(dictionary.entries(of: "a").map(\.key).contains("a(2)"))
        #expect(dictionary.entries(of: "a").allSatisfy { !$0.key.hasPrefix("a'") })
        #expect(dictionary.entries(of: "a's").map(\.key) == ["a's"])
        #expect(dictionary.contains("'bout"))
        #expect(dictionary.contains("zywicki"))
    }

    @Test func unknownWordsAndAMissingFileHaveNoEntries() {
        #expect(PronunciationDictionary(path: Self.cmu).entries(of: "gochujang").isEmpty)
        #expect(!PronunciationDictionary(path: Self.cmu).contains(""))
        #expect(PronunciationDictionary(path: "/nonexistent.dict").entries(of: "the").isEmpty)
    }

    @Test func theRecognizerAnswersFromTheFullDictionaryWithoutLoadingIt() throws {
        let recognizer = try Recognizer()
        #expect(recognizer.pronunciation(of: "Coffee") == ["K", "AA", "F", "IY"])
        #expect(recognizer.missingWords(["coffee", "gochujang", "latte", "zzqx"]) == ["gochujang", "zzqx"])
        #expect(recognizer.wordsLoadedFromFullDictionary == 0)
    }

    @Test func aGrammarLoadsItsWordsWithEveryVariant() throws {
        let recognizer = try Recognizer()
        try recognizer.setGrammar("#JSGF V1.0;\ngrammar g;\npublic <g> = read the news;\n", name: "g")
        let loaded = recognizer.wordsLoadedFromFullDictionary
        #expect(loaded >= 5) // read, read(2), the, the(2), news, …
        #expect(loaded < 20)
        try recognizer.setWakePhrases([Keyphrase("hey computer")])
        #expect(recognizer.wordsLoadedFromFullDictionary > loaded)
    }

    @Test func everyPronunciationOfALoadedWordInTheDictionarysOrder() throws {
        let recognizer = try Recognizer()
        try recognizer.setGrammar("#JSGF V1.0;\ngrammar g;\npublic <g> = read the news;\n", name: "g")
        #expect(recognizer.pronunciations(of: "read") == [["R", "EH", "D"], ["R", "IY", "D"]])
        #expect(recognizer.pronunciations(of: "read").first == recognizer.pronunciation(of: "read"))
        #expect(recognizer.pronunciations(of: "zzqx").isEmpty)
    }
}
