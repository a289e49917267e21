public import HarkAssistant
public import HarkSpeech
import Foundation

/// One wake candidate the keyword search spotted in a clip: when it ended, whether it was
/// verified, and what it sounded like (for tuning the second stage offline).
public struct RealWakeCandidate: Codable, Equatable, Sendable {
    /// When the spotted phrase ended, seconds into the clip.
    public var at: Double
    /// It was verified (a wake), not rejected.
    public var verified: Bool
    /// Its evidence, when verification measured it.
    public var evidence: WakeEvidence?
}

/// How one decoder answered one real wake-set recording: how many times it woke.
public struct RealWakeClip: Codable, Equatable, Sendable {
    /// The folder the clip came from (`computer`, `alexa`, …, or `coffee`).
    public var set: String
    /// The clip says the wake phrase (it should wake once).
    public var positive: Bool
    /// Seconds of audio.
    public var seconds: Double
    /// Wakes the decoder reported in the clip.
    public var wakes: Int
    /// The clip's file name (empty when not known).
    public var name: String = ""
    /// Every candidate Hark's keyword search spotted, verified or not (empty for the stock decoder).
    public var candidates: [RealWakeCandidate] = []

    /// A clip as given.
    public init(set: String, positive: Bool, seconds: Double, wakes: Int) {
        self.set = set
        self.positive = positive
        self.seconds = seconds
        self.wakes = wakes
    }

    /// Hark's wakes in one clip, read from the events of its run: every verified wake counts
    /// (a candidate that failed verification does not).
    public init(set: String, positive: Bool, seconds: Double, events: [AssistantEvent]) {
        let wakes = events.filter { if case .wake = $0 { true } else { false } }.count
        self.init(set: set, positive: positive, seconds: seconds, wakes: wakes)
        candidates = events.compactMap { event in
            switch event {
            case .wake(_, let at, _, let evidence): RealWakeCandidate(at: at, verified: true, evidence: evidence)
            case .wakeRejected(_, let at, _, let evidence): RealWakeCandidate(at: at, verified: false, evidence: evidence)
            default: nil
            }
        }
    }
}

/// One decoder's figures on the wake set: misses over the positives, false wakes per hour
/// over every negative clip.
public struct RealWakeFigures: Codable, Equatable, Sendable {
    /// Clips that say the wake phrase.
    public var positives: Int
    /// Clips that do not.
    public var negatives: Int
    /// Hours of the negative clips.
    public var negativeHours: Double
    /// Positive clips with no wake.
    public var misses: Int
    /// Wakes in negative clips (a clip that wakes twice counts twice).
    public var falseWakes: Int
    /// Positive clips that woke more than once.
    public var repeatedWakes: Int

    /// Share of the positives missed, in percent (nil without positives).
    public var missPercent: Double? { positives == 0 ? nil : 100 * Double(misses) / Double(positives) }
    /// False wakes per hour of negative audio (nil without negative audio).
    public var falseWakesPerHour: Double? { negativeHours > 0 ? Double(falseWakes) / negativeHours : nil }

    /// Adds up the clips.
    public init(clips: [RealWakeClip]) {
        let positive = clips.filter(\.positive), negative = clips.filter { !$0.positive }
        positives = positive.count
        negatives = negative.count
        negativeHours = negative.reduce(0) { $0 + $1.seconds } / 3600
        misses = positive.filter { $0.wakes == 0 }.count
        repeatedWakes = positive.filter { $0.wakes > 1 }.count
        falseWakes = negative.reduce(0) { $0 + $1.wakes }
    }
}

/// One point of Hark's curve: misses and false wakes had the judge's threshold been this.
public struct RealWakeCurvePoint: Codable, Equatable, Sendable {
    /// The judge's threshold (log-odds, `wake.min_score`).
    public var threshold: Double
    /// Positive clips with no candidate at or above it.
    public var misses: Int
    /// Candidates in negative clips at or above it.
    public var falseWakes: Int
    /// False wakes per 10 hours of negative audio.
    public var falseWakesPer10Hours: Double
}

/// The figures of the wake part: Hark's wake path and the stock decoder on the same clips.
public struct RealWakeSummary: Codable, Equatable, Sendable {
    /// The wake phrase listened for, with its keyword threshold.
    public var phrase: String
    /// Its keyword-spotting threshold.
    public var threshold: Double
    /// Hours of the positive clips.
    public var positiveHours: Double
    /// Hark: keyword spotting and verification as `hark listen` runs them.
    public var hark: RealWakeFigures
    /// The stock decoder (nil when it is not installed).
    public var stock: RealWakeFigures?
    /// How the stock decoder ran, or why it did not.
    public var stockNote: String
    /// Negative clips by folder.
    public var negativeSets: [String: Int]
    /// Hark's clips one by one, with every candidate's evidence (written to `real-wake.json`, not to the summary).
    public var clips: [RealWakeClip] = []
    /// Hark's misses and false wakes at other thresholds of the judge, from the same candidates
    /// (empty when the candidates carry no evidence). A candidate after a wake in the same clip
    /// is not spotted (Hark listens for the command then), so a lower threshold can only be
    /// estimated: the curve counts the candidates this run spotted.
    public var curve: [RealWakeCurvePoint] = []

    enum CodingKeys: String, CodingKey {
        case phrase, threshold, positiveHours, hark, stock, stockNote, negativeSets, curve
    }

    /// The thresholds the curve is drawn at, around the trained one.
    static let curveThresholds: [Double] = [-2, -1, 0, 0.5, 1, 1.5, 2, 3, 4]

    /// Fills ``curve``: each of ``curveThresholds`` (and `judge`'s own) applied to every candidate
    /// with evidence, with the fit floor `minimumFit`.
    public mutating func drawCurve(judge: WakeJudge, minimumFit: Double) {
        let hours = hark.negativeHours
        func wakes(_ candidate: RealWakeCandidate, _ threshold: Double) -> Bool {
            guard let evidence = candidate.evidence else { return candidate.verified }
            return evidence.fit >= minimumFit && judge.logOdds(evidence) >= threshold
        }
        guard clips.contains(where: { $0.candidates.contains { $0.evidence != nil } }) else { return }
        curve = (Self.curveThresholds + [judge.threshold]).sorted().map { threshold in
            let misses = clips.filter { $0.positive && !$0.candidates.contains { wakes($0, threshold) } }.count
            let falseWakes = clips.filter { !$0.positive }.reduce(0) { $0 + $1.candidates.filter { wakes($0, threshold) }.count }
            return RealWakeCurvePoint(threshold: threshold, misses: misses, falseWakes: falseWakes,
                                      falseWakesPer10Hours: hours > 0 ? 10 * Double(falseWakes) / hours : 0)
        }
    }

    /// The summary of Hark's clips and the stock decoder's (same clips, same order of sets).
    public init(phrase: String, threshold: Double, hark: [RealWakeClip], stock: [RealWakeClip]?, stockNote: String) {
        self.phrase = phrase
        self.threshold = threshold
        positiveHours = hark.filter(\.positive).reduce(0) { $0 + $1.seconds } / 3600
        self.hark = RealWakeFigures(clips: hark)
        self.stock = stock.map { RealWakeFigures(clips: $0) }
        self.stockNote = stockNote
        negativeSets = hark.filter { !$0.positive }.reduce(into: [:]) { $0[$1.set, default: 0] += 1 }
        clips = hark
    }

    /// The figures as a short table.
    public var text: String {
        func row(_ name: String, _ figures: RealWakeFigures?) -> String {
            guard let figures else { return "  \(name.padding(toLength: 31, withPad: " ", startingAt: 0))–\n" }
            let misses = figures.missPercent.map { String(format: "%d/%d (%.1f%%)", figures.misses, figures.positives, $0) } ?? "–"
            let perHour = figures.falseWakesPerHour.map { String(format: "%d (%.1f per hour)", figures.falseWakes, $0) } ?? "–"
            return "  \(name.padding(toLength: 31, withPad: " ", startingAt: 0))misses \(misses), false wakes \(perHour)\n"
        }
        let sets = negativeSets.keys.sorted().map { "\($0) \(negativeSets[$0]!)" }.joined(separator: ", ")
        return "Real speech (wake word \"\(phrase)\", threshold \(String(format: "%.0e", threshold)))\n"
            + "  positive clips                 \(hark.positives) (\(String(format: "%.2f", positiveHours)) h)\n"
            + "  negative clips                 \(hark.negatives) (\(String(format: "%.2f", hark.negativeHours)) h: \(sets))\n"
            + row("Hark (spotting + verification)", hark)
            + row("stock pocketsphinx (-kws)", stock)
            + curveText
            + "\n"
    }

    /// The curve as lines: the judge's threshold, misses, false wakes per 10 hours.
    var curveText: String {
        guard !curve.isEmpty, hark.positives > 0 else { return "" }
        return "  Hark at other judge thresholds (wake.min_score; estimated from the same candidates):\n"
            + curve.map { point in
                String(format: "    %6.2f  misses %3d (%4.1f%%)  false wakes %3d (%.1f per 10 h)\n", point.threshold, point.misses,
                       100 * Double(point.misses) / Double(hark.positives), point.falseWakes, point.falseWakesPer10Hours)
            }.joined()
    }
}
