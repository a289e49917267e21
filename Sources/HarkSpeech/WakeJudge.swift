/// The second stage of wake detection: decides on a spotted candidate from its
/// ``WakeEvidence``.
///
/// The keyword search spots candidates generously (a low threshold misses few people);
/// the judge then weighs how the phrase's own words scored (``WakeEvidence/wordScore``)
/// and how the span fits against a free phone loop (``WakeEvidence/fit``) in a logistic
/// model trained offline (`scripts/train-wake-judge.py`, see ``trained``). A candidate
/// wakes Hark when its log-odds reach ``threshold``.
public struct WakeJudge: Sendable, Equatable, Codable {
    /// Weight of ``WakeEvidence/wordScore`` in the log-odds.
    public var wordScoreWeight: Double
    /// Weight of ``WakeEvidence/fit`` in the log-odds.
    public var fitWeight: Double
    /// The log-odds of a candidate whose figures are both 0.
    public var bias: Double
    /// Log-odds at and above which a candidate wakes Hark: higher wakes less often.
    public var threshold: Double

    /// A judge with its weights.
    public init(wordScoreWeight: Double, fitWeight: Double, bias: Double, threshold: Double) {
        self.wordScoreWeight = wordScoreWeight
        self.fitWeight = fitWeight
        self.bias = bias
        self.threshold = threshold
    }

    /// The keyword-spotting threshold the judge was trained for: generous, so that few
    /// people saying the phrase go unspotted (at 1e-20, 26% of 211 real people saying
    /// "computer" were never spotted; at 1e-70, 4%), leaving the decision to the judge.
    public static let candidateThreshold = 1e-70

    /// Figures below this count as this (-infinity: nothing explained): one absurd figure
    /// must not outweigh the model's range.
    public static let lowestFigure = -100.0

    /// How likely `evidence` is the wake phrase, as log-odds.
    public func logOdds(_ evidence: WakeEvidence) -> Double {
        func figure(_ value: Double) -> Double { value.isNaN ? Self.lowestFigure : max(Self.lowestFigure, value) }
        return bias + wordScoreWeight * figure(evidence.wordScore) + fitWeight * figure(evidence.fit)
    }

    /// Whether `evidence` wakes Hark.
    public func accepts(_ evidence: WakeEvidence) -> Bool {
        logOdds(evidence) >= threshold
    }
}
