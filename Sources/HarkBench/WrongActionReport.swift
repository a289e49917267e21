import Foundation

/// The wrong-action bench's figures: every clip as observed with confirmation off,
/// the threshold in force and the one tuned on every voice but the held-out one,
/// and the same clips through the stock decoder.
public struct WrongActionReport: Codable, Sendable {
    /// The stock decoder's reading of the same clips.
    public struct Reference: Codable, Sendable {
        /// The clips as it read them (no rejection, no confirmation).
        public var clips: [WrongActionClip]
        /// How it was run, or why it was not.
        public var note: String
    }

    /// Every clip, observed with confirmation off.
    public var clips: [WrongActionClip]
    /// The voice left out of tuning.
    public var heldOutVoice: String
    /// The sure threshold of the settings in force.
    public var inForce: SureThreshold
    /// The reject thresholds (below them Hark says it didn't catch that).
    public var minimumFit: Double
    /// The reject coverage.
    public var minimumCoverage: Double
    /// Out-of-grammar sentences left out because a phrase accepts them in text, with the intent.
    public var leftOut: [String] = []
    /// The stock decoder, when run.
    public var reference: Reference?

    /// A report of observed clips.
    public init(clips: [WrongActionClip], heldOutVoice: String, inForce: SureThreshold, minimumFit: Double, minimumCoverage: Double) {
        self.clips = clips
        self.heldOutVoice = heldOutVoice
        self.inForce = inForce
        self.minimumFit = minimumFit
        self.minimumCoverage = minimumCoverage
    }

    /// Clips of the tuning voices.
    public var tuningClips: [WrongActionClip] { clips.filter { $0.voice != heldOutVoice } }
    /// Clips of the held-out voice.
    public var heldOutClips: [WrongActionClip] { clips.filter { $0.voice == heldOutVoice } }

    /// The threshold of least cost on the tuning voices (``WrongActionTuning``).
    public var tuned: SureThreshold? {
        WrongActionTuning.best(WrongActionTuning.candidates(from: minimumFit, minimumCoverage: minimumCoverage,
                                                            signalToNoise: inForce.signalToNoise, wordScore: inForce.wordScore),
                               on: tuningClips)
    }

    /// One row per (clips, threshold): what ran, what was asked, what was refused.
    func rows(_ label: String, _ clips: [WrongActionClip], sure: SureThreshold) -> [String] {
        let tally = WrongActionTally(clips, sure: sure)
        return [label, "\(tally.clips)", "\(tally[.right])", "\(tally[.refused])", "\(tally[.askedRight])",
                "\(tally[.askedWrong])", "\(tally[.wrongAction])", "\(tally[.wrongAnswer])"]
    }

    /// The figures as text: one table per set, the tuning curve, the stock decoder.
    public var text: String {
        let outOfGrammar = { (clips: [WrongActionClip]) in clips.filter { $0.source == .outOfGrammar } }
        let corpus = { (clips: [WrongActionClip]) in clips.filter { $0.source != .outOfGrammar } }
        let only = { (source: WrongActionClip.Source) in { (clips: [WrongActionClip]) in clips.filter { $0.source == source } } }
        let tuned = self.tuned ?? inForce
        let voices = Array(Set(clips.map(\.voice))).sorted()
        var lines: [String] = []
        lines.append("Wrong actions: \(outOfGrammar(clips).count) out-of-grammar clips (\(Set(outOfGrammar(clips).map(\.sentence)).count) sentences) \(only(.corpus)(clips).count) corpus clips (\(Set(only(.corpus)(clips).map(\.sentence)).count) sentences) and \(only(.phrases)(clips).count) clips of commands sampled from the phrases (\(Set(only(.phrases)(clips).map(\.sentence)).count)), voices \(voices.joined(separator: ", ")), backgrounds clean / pink 20 dB / babble 15 dB / pink 10 dB in turn.")
        if !leftOut.isEmpty { lines.append("Left out (a phrase accepts them in text): \(leftOut.joined(separator: "; ")).") }
        lines.append("Sure threshold in force: \(inForce); tuned on every voice but \(heldOutVoice): \(tuned) (the fewest wrong actions while asking before at most \(Int(WrongActionTuning.questionBudget * 100))% of the commands said right).")
        lines.append("right: the meant intent and values ran (or nothing, for a sentence meaning nothing); asked: Hark asks first (right/wrong: what it would run is/isn't what was meant); ran a change / ran a reading: something not meant ran.")
        let headers = ["", "clips", "right", "refused", "asked (right)", "asked (wrong)", "ran a change", "ran a reading"]
        var table: [[String]] = []
        for (name, pick) in [("out of grammar", outOfGrammar), ("corpus sample", only(.corpus)), ("sampled commands", only(.phrases))] {
            table.append(rows("\(name), no confirmation, all voices", pick(clips), sure: .never))
            table.append(rows("\(name), in force, all voices", pick(clips), sure: inForce))
            table.append(rows("\(name), tuned, tuning voices", pick(tuningClips), sure: tuned))
            table.append(rows("\(name), tuned, held out (\(heldOutVoice))", pick(heldOutClips), sure: tuned))
        }
        if let reference, !reference.clips.isEmpty {
            table.append(rows("out of grammar, stock decoder", outOfGrammar(reference.clips), sure: .never))
            table.append(rows("corpus sample, stock decoder", only(.corpus)(reference.clips), sure: .never))
            table.append(rows("sampled commands, stock decoder", only(.phrases)(reference.clips), sure: .never))
        }
        lines.append(BenchTable(headers: headers, rows: table).text)
        if let reference { lines.append("Stock decoder: \(reference.note)") }

        // The curve on the tuning voices: what each sure fit costs.
        var curve: [[String]] = []
        for fit in stride(from: minimumFit, through: 0, by: 2) {
            let sure = SureThreshold(fit: fit, coverage: tuned.coverage, signalToNoise: tuned.signalToNoise, wordScore: tuned.wordScore)
            let wrong = WrongActionTally(outOfGrammar(tuningClips), sure: sure)
            let meant = WrongActionTally(corpus(tuningClips), sure: sure)
            curve.append([BenchFormat.number(fit, digits: 1), "\(wrong[.wrongAction])", "\(wrong[.askedWrong])",
                          "\(meant[.wrongAction])", "\(meant[.askedRight])", "\(meant[.right])"])
        }
        lines.append("By sure fit (coverage \(BenchFormat.number(tuned.coverage)), tuning voices):")
        lines.append(BenchTable(headers: ["sure fit", "oog ran a change", "oog asked", "meant ran a wrong change", "meant asked (right)", "meant right"], rows: curve).text)

        let offenders = outOfGrammar(clips).filter { $0.outcome(sure: tuned) == .wrongAction }
        if !offenders.isEmpty {
            lines.append("Out-of-grammar clips that still ran a change at the tuned threshold:")
            for clip in offenders.prefix(20) {
                lines.append("  \"\(clip.sentence)\" (\(clip.voice), \(clip.noise)) heard \"\(clip.heard ?? "")\" → \(clip.intent ?? "") fit \(BenchFormat.number(clip.fit, digits: 1)) coverage \(BenchFormat.number(clip.coverage))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
