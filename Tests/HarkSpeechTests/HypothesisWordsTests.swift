import Testing
@testable import HarkSpeech

/// Whether a recognition holds a word, or only the silences and fillers PocketSphinx
/// puts where it heard no speech.
@Suite struct HypothesisWordsTests {
    func hypothesis(_ text: String) -> Hypothesis {
        Hypothesis(text: text, score: 0, words: [], start: 0, end: 1, search: "command")
    }

    @Test(arguments: ["", " ", "<sil>", "<s> </s>", "[NOISE]", "++BREATH++ <sil> [NOISE]", "(NULL)"])
    func fillersAloneAreNoWords(text: String) {
        #expect(!hypothesis(text).hasWords)
        #expect(!UtteranceScore(text: text, score: 0, frames: 10).hasWords)
    }

    @Test(arguments: ["coffee", "<sil> a latte <sil>", "++BREATH++ stop"])
    func anyRealWordCounts(text: String) {
        #expect(hypothesis(text).hasWords)
        #expect(UtteranceScore(text: text, score: 0, frames: 10).hasWords)
    }
}
