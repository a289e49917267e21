/// The sure threshold judged on real voices: the coffee orders with their own phrases
/// (commands said right, which a doubtful fit makes Hark ask about) and the same recordings
/// on the built-in skills alone (speech no phrase was written for, where whatever change
/// runs is a wrong action). Both runs have confirmation off, so one run scores every threshold.
public struct RealSpeechHearing: Codable, Equatable, Sendable {
    /// The coffee orders heard with the coffee context.
    public var orders: [WrongActionClip]
    /// The same recordings heard with the built-in skills only.
    public var outOfGrammar: [WrongActionClip]
    /// The sure threshold in force.
    public var inForce: SureThreshold
    /// The reject thresholds (the lowest sure threshold tried).
    public var minimumFit: Double
    /// The lowest coverage accepted.
    public var minimumCoverage: Double

    /// Figures over these runs.
    public init(orders: [WrongActionClip], outOfGrammar: [WrongActionClip], inForce: SureThreshold,
                minimumFit: Double = -20, minimumCoverage: Double = 0.8) {
        self.orders = orders
        self.outOfGrammar = outOfGrammar
        self.inForce = inForce
        self.minimumFit = minimumFit
        self.minimumCoverage = minimumCoverage
    }

    /// The threshold the wrong-action bench's rule picks on these recordings: the fewest
    /// changes run on speech no phrase fits, asking before at most
    /// ``WrongActionTuning/questionBudget`` of the orders heard right (nil: none within it).
    public var tuned: SureThreshold? {
        WrongActionTuning.best(WrongActionTuning.candidates(from: minimumFit, minimumCoverage: minimumCoverage,
                                                            signalToNoise: inForce.signalToNoise, wordScore: inForce.wordScore),
                               on: orders + outOfGrammar)
    }

    /// One row of the curve: at `sure`, orders run right, orders asked (right), real speech that ran a change.
    public struct Row: Codable, Equatable, Sendable {
        /// The threshold.
        public var sure: SureThreshold
        /// Orders whose meant command ran without a question.
        public var ordersRight: Int
        /// Orders heard right but asked about first.
        public var ordersAsked: Int
        /// Recordings on the built-in skills that ran a change without a question.
        public var wrongActions: Int
        /// Recordings on the built-in skills that Hark would ask about (a change, doubtful).
        public var outOfGrammarAsked: Int
    }

    /// The figures at one threshold.
    public func row(_ sure: SureThreshold) -> Row {
        let orders = WrongActionTally(self.orders, sure: sure)
        let wrong = WrongActionTally(outOfGrammar, sure: sure)
        return Row(sure: sure, ordersRight: orders[.right], ordersAsked: orders[.askedRight],
                   wrongActions: wrong[.wrongAction], outOfGrammarAsked: wrong[.askedWrong])
    }

    /// Fits from `low` to `high` in steps of `step`, at the coverage in force, then no confirmation and the threshold in force.
    public func curve(low: Double = -20, high: Double = -4, step: Double = 1) -> [Row] {
        var rows = [row(.never), row(inForce)]
        for fit in stride(from: low, through: high, by: step) {
            rows.append(row(SureThreshold(fit: fit, coverage: inForce.coverage, signalToNoise: inForce.signalToNoise,
                                          wordScore: inForce.wordScore)))
        }
        return rows
    }

    /// The curve as text.
    public var text: String {
        var table: [[String]] = []
        for row in curve() {
            let name = row.sure == .never ? "no confirmation" : row.sure == inForce ? "in force (\(inForce))" : BenchFormat.number(row.sure.fit, digits: 1)
            table.append([name, "\(row.ordersRight)", "\(row.ordersAsked)", "\(row.wrongActions)", "\(row.outOfGrammarAsked)"])
        }
        let ran = outOfGrammar.filter { $0.intent != nil }
        let tuned = self.tuned
        var lines = ["Sure threshold on real voices: \(orders.count) coffee orders with their phrases, and the same \(outOfGrammar.count) recordings on the built-in skills alone (no phrase fits them: \(ran.count) still ran an intent with confirmation off).",
                     BenchTable(headers: ["sure fit", "orders right", "orders asked (right)", "built-in only: ran a change", "built-in only: asked"], rows: table).text,
                     "Tuned on these recordings (fewest changes run on speech no phrase fits, asking before at most \(Int(WrongActionTuning.questionBudget * 100))% of the orders heard right): \(tuned.map { sure in let at = row(sure); return "\(sure): \(at.ordersRight) orders right, \(at.ordersAsked) asked, \(at.wrongActions) changes run" } ?? "none within the budget")."]
        let offenders = outOfGrammar.filter { $0.outcome(sure: inForce) == .wrongAction }
        if !offenders.isEmpty {
            lines.append("Real speech that ran a change at the threshold in force:")
            for clip in offenders.prefix(15) {
                lines.append("  \(clip.sentence) heard \"\(clip.heard ?? "")\" → \(clip.intent ?? "") fit \(BenchFormat.number(clip.fit, digits: 1)) coverage \(BenchFormat.number(clip.coverage))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
