import Foundation
import HarkAudio
import Testing
@testable import HarkSpeech

/// The acoustic score per frame of a sentence's words as aligned: what tells a sentence
/// said from other speech snapped onto it.
@Suite struct WordScoreTests {
    /// A path of `(word, first frame, last frame, acoustic score)` segments.
    static func path(_ spans: [(String, Int, Int, Int)]) -> UtteranceScore {
        var score = UtteranceScore(text: spans.map(\.0).joined(separator: " "), score: 0, frames: (spans.last?.2 ?? -1) + 1)
        score.spans = spans.map { ScoredSpan(word: $0.0, startFrame: $0.1, endFrame: $0.2, acousticScore: $0.3) }
        score.acousticScore = spans.map(\.3).reduce(0, +)
        return score
    }

    @Test func wordsScoreOverTheirOwnFramesOnly() {
        let free = Self.path([("AH", 0, 99, -500)])
        let constrained = Self.path([("<sil>", 0, 19, -900), ("i", 20, 39, -200), ("a", 40, 43, -400),
                                     ("[NOISE]", 44, 59, -900), ("zucchini", 60, 99, -1600)])
        let fit = GrammarFit.comparing(constrained, with: free)
        // Silence, noise and the 4-frame "a" are left out.
        #expect(fit.words == [WordScore(word: "i", frames: 20, score: -10), WordScore(word: "zucchini", frames: 40, score: -40)])
        // (-10 × 20 - 40 × 40) / 60
        #expect(fit.wordScore == -30)
        #expect(fit.measuredWordScore == -30)
    }

    @Test func nothingLongEnoughIsNotMeasured() {
        let fit = GrammarFit.comparing(Self.path([("a", 0, 3, -900)]), with: Self.path([("AH", 0, 3, -100)]))
        #expect(fit.wordScore == .infinity)
        #expect(fit.measuredWordScore == nil)
        #expect(GrammarFit.noWords.wordScore == -.infinity)
    }

    @Test func framesCountFromTheUtterancesStartAfterStreaming() throws {
        let samples = try TestData.rawSamples("goforward.raw")
        let recognizer = try Recognizer()
        try recognizer.setGrammar(try TestData.text("goforward.gram"), name: "move")
        try recognizer.listen(for: .grammar("move"))
        // The session decoder streams the clip first; its later decodes number frames on.
        _ = try RecognizerTests.decode(samples, with: recognizer)
        let again = try recognizer.decode(samples, with: .grammar("move"))
        #expect(again.spans.first?.startFrame == 0)
        let lastFrame = try #require(again.spans.last?.endFrame)
        #expect((again.frames - 2..<again.frames).contains(lastFrame), "\(lastFrame) of \(again.frames)")
    }

    @Test func aWrongWordInARecordedSentenceScoresFarBelowTheRightOnes() throws {
        let samples = try TestData.rawSamples("goforward.raw")
        let recognizer = try Recognizer()
        try recognizer.setGrammar(try TestData.text("goforward.gram"), name: "move")
        try recognizer.listen(for: .grammar("move"))
        let right = try recognizer.confidence(of: samples, sentence: "go forward ten meters")
        let wrong = try recognizer.confidence(of: samples, sentence: "go forward ten seconds")
        #expect(right.words.map(\.word) == ["go", "forward", "ten", "meters"])
        let seconds = try #require(wrong.words.last)
        let meters = try #require(right.words.last)
        #expect(seconds.word == "seconds" && seconds.score < meters.score - 20, "\(right.words) \(wrong.words)")
        #expect(wrong.wordScore < right.wordScore - 5, "\(right.words) \(wrong.words)")
        // The recorded sentence scores as real people's right commands do (above -22.5).
        #expect(right.wordScore > -22.5, "\(right.words)")
    }
}
