import Testing
@testable import HarkSpeech

/// The second stage of wake detection: log-odds from the evidence, against a threshold.
@Suite("Wake judge")
struct WakeJudgeTests {
    static func evidence(wordScore: Double, fit: Double) -> WakeEvidence {
        WakeEvidence(fit: fit, wordScore: wordScore, frames: 70, localFit: fit, phonesHeard: 0.5, phoneRate: 1)
    }

    @Test("log-odds are the weighted figures plus the bias; the threshold decides")
    func logOdds() {
        let judge = WakeJudge(wordScoreWeight: 0.2, fitWeight: 0.05, bias: 5, threshold: 1)
        let heard = Self.evidence(wordScore: -15, fit: -10)
        #expect(abs(judge.logOdds(heard) - (5 - 3 - 0.5)) < 1e-12)
        #expect(judge.accepts(heard))
        #expect(!judge.accepts(Self.evidence(wordScore: -25, fit: -10)))
    }

    @Test("a figure of -infinity or NaN counts as the lowest figure, never as an absurd score")
    func absurdFigures() {
        let judge = WakeJudge(wordScoreWeight: 0.2, fitWeight: 0.05, bias: 5, threshold: 1)
        let nothing = WakeEvidence(fit: -.infinity, wordScore: .nan, frames: 0, localFit: -.infinity, phonesHeard: 0, phoneRate: 0)
        #expect(judge.logOdds(nothing) == 5 + 0.25 * WakeJudge.lowestFigure)
        #expect(!judge.accepts(nothing))
    }

    /// The trained judge on figures typical of what it was trained on (medians of the real
    /// candidates, docs/BENCHMARK.md): a person saying the phrase wakes, other speech does not.
    @Test("the trained judge wakes on a typical person saying the phrase and not on typical other speech")
    func trained() {
        #expect(WakeJudge.trained.accepts(Self.evidence(wordScore: -12, fit: -3)))
        #expect(WakeJudge.trained.accepts(Self.evidence(wordScore: -16, fit: -8)))
        #expect(!WakeJudge.trained.accepts(Self.evidence(wordScore: -36, fit: -30)))
        #expect(!WakeJudge.trained.accepts(Self.evidence(wordScore: -27, fit: -14)))
        #expect(WakeJudge.trained.wordScoreWeight > 0 && WakeJudge.trained.fitWeight > 0)
    }
}
