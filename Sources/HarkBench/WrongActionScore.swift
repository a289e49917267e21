/// Counts of what became of some clips at one sure threshold.
public struct WrongActionTally: Codable, Equatable, Sendable {
    /// Clips counted.
    public var clips = 0
    /// Clips by outcome.
    public var outcomes: [WrongActionOutcome: Int] = [:]

    /// An empty tally.
    public init() {}

    /// The tally of `clips` at `sure`.
    public init(_ clips: [WrongActionClip], sure: SureThreshold) {
        for clip in clips { add(clip.outcome(sure: sure)) }
    }

    /// Counts one clip.
    public mutating func add(_ outcome: WrongActionOutcome) {
        clips += 1
        outcomes[outcome, default: 0] += 1
    }

    /// Clips that came out this way.
    public subscript(_ outcome: WrongActionOutcome) -> Int { outcomes[outcome] ?? 0 }

    /// Clips Hark asked about before acting (right or wrong).
    public var asked: Int { self[.askedRight] + self[.askedWrong] }
    /// Clips where something other than what was meant ran (changing or only reading).
    public var wrong: Int { self[.wrongAction] + self[.wrongAnswer] }
}

/// Choosing the sure threshold: every candidate scored on the tuning clips; among those
/// that ask before at most ``questionBudget`` of the commands said right, the one with the
/// fewest wrong actions (then the fewest questions) is kept, and the held-out clips are scored at it.
///
/// A budget rather than a price per wrong action: on the bench the out-of-grammar clips
/// outnumber the right commands three to one, and the fit of a sentence snapped onto a
/// phrase in noise overlaps the fit of a command said right, so any price that makes a
/// wrong action matter picks a threshold that asks before nearly every change.
public enum WrongActionTuning {
    /// Share of right commands Hark may ask about before acting.
    public static let questionBudget = 0.10

    /// The candidates: fits from the reject threshold up to 0 in steps of 0.5, each with coverages 0.8 to 1.0,
    /// all with the signal-to-noise floor `signalToNoise` and the word score `wordScore` (not tuned
    /// here: they are set from what noise and real voices measure).
    public static func candidates(from minimumFit: Double, minimumCoverage: Double, signalToNoise: Double = 0,
                                  wordScore: Double = -.infinity) -> [SureThreshold] {
        var result: [SureThreshold] = []
        var fit = minimumFit
        while fit <= 0.0001 {
            for coverage in [minimumCoverage, 0.9, 1.0] where coverage >= minimumCoverage {
                result.append(SureThreshold(fit: fit, coverage: coverage, signalToNoise: signalToNoise, wordScore: wordScore))
            }
            fit += 0.5
        }
        return result
    }

    /// Whether a tally stays within the question budget: right commands asked about, of all right commands.
    public static func withinBudget(_ tally: WrongActionTally) -> Bool {
        Double(tally[.askedRight]) <= questionBudget * Double(tally[.right] + tally[.askedRight])
    }

    /// The candidate within the budget with the fewest wrong actions on `clips`, then the fewest
    /// questions; ties go to the earlier (lower) candidate. Nil when none is within the budget.
    public static func best(_ candidates: [SureThreshold], on clips: [WrongActionClip]) -> SureThreshold? {
        let meant = clips.filter { $0.source != .outOfGrammar }
        var best: (threshold: SureThreshold, wrong: Int, asked: Int)?
        for candidate in candidates {
            let tally = WrongActionTally(clips, sure: candidate)
            guard withinBudget(WrongActionTally(meant, sure: candidate)) else { continue }
            let wrong = tally[.wrongAction], asked = tally[.askedRight]
            if best == nil || wrong < best!.wrong || (wrong == best!.wrong && asked < best!.asked) {
                best = (candidate, wrong, asked)
            }
        }
        return best?.threshold
    }
}
