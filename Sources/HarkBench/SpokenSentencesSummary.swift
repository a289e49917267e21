import Foundation

/// The figures of a sentence set said aloud (`hark bench --spoken-sentences DIR`): each sentence
/// said by one voice in one background, played through the `hark run --no-wake` pipeline, and
/// judged at the sure threshold in force: understood (the meant intent ran, or Hark asked first
/// and it would run on "yes"), refused, caught (Hark asked before something not meant), and the
/// two failures, a change nobody meant that ran (a wrong action) and a reading nobody asked for.
public struct SpokenSentencesSummary: Sendable, Encodable, Equatable {
    /// The counts of one group of clips.
    public struct Row: Sendable, Encodable, Equatable {
        /// The group: a file, a voice, a background, or "all".
        public var name: String
        /// The clips by outcome at the threshold in force.
        public var tally: WrongActionTally
        /// The clips by outcome with confirmation off (every accepted command runs).
        public var unconfirmed: WrongActionTally

        /// Clips said.
        public var clips: Int { tally.clips }
        /// Hark asked first, and what it would run is what was meant.
        public var askedRight: Int { tally[.askedRight] }
        /// Understood: the meant intent ran at once (for a sentence meaning nothing: nothing ran), or one "yes" away.
        public var understood: Int { tally[.right] + tally[.askedRight] }
        /// A change nobody meant that would run with confirmation off.
        public var wrongActionUnconfirmed: Int { unconfirmed[.wrongAction] }

        init(name: String, clips: [WrongActionClip], sure: SureThreshold) {
            self.name = name
            tally = WrongActionTally(clips, sure: sure)
            unconfirmed = WrongActionTally(clips, sure: .never)
        }
    }

    /// The threshold the clips are judged at.
    public var sure: SureThreshold
    /// Per file, per voice, per background, then all.
    public var files: [Row]
    public var voices: [Row]
    public var backgrounds: [Row]
    public var all: Row
    /// One line per clip that ran something not meant (a change first).
    public var wrong: [String]

    /// Sums up the corpus clips of a report at its threshold in force.
    public init(_ report: WrongActionReport) {
        let clips = report.clips.filter { $0.source == .corpus }
        let sure = report.inForce
        self.sure = sure
        func rows(_ key: (WrongActionClip) -> String) -> [Row] {
            var order: [String] = []
            for clip in clips where !order.contains(key(clip)) { order.append(key(clip)) }
            return order.map { name in Row(name: name, clips: clips.filter { key($0) == name }, sure: sure) }
        }
        files = rows(\.category)
        voices = rows(\.voice)
        backgrounds = rows(\.noise)
        all = Row(name: "all", clips: clips, sure: sure)
        // A change not meant first, then a reading not meant, each in clip order.
        let failures = clips.map { ($0, $0.outcome(sure: sure)) }.filter { [.wrongAction, .wrongAnswer].contains($0.1) }
        wrong = (failures.filter { $0.1 == .wrongAction } + failures.filter { $0.1 == .wrongAnswer }).map { clip, outcome in
            let kind = outcome == .wrongAction ? "ran a change" : "ran a reading"
            return "\(kind): \"\(clip.sentence)\" (\(clip.voice), \(clip.noise)) heard \"\(clip.heard ?? "")\" → \(clip.intent ?? ""), "
                + "wanted \(clip.expectedIntent ?? "nothing") (\(clip.category))"
        }
    }

    /// The tables, then every clip that ran something not meant.
    public var text: String {
        func percent(_ part: Int, _ whole: Int) -> String {
            whole == 0 ? "-" : String(format: "%d (%.1f%%)", part, Double(part) * 100 / Double(whole))
        }
        let headers = ["", "clips", "understood", "at once", "asked (right)", "refused", "asked (wrong)",
                       "ran a change not meant", "ran a reading not meant", "change not meant, confirmation off"]
        var table: [[String]] = []
        for row in files + voices + backgrounds + [all] {
            let tally = row.tally
            table.append([row.name, "\(row.clips)", percent(row.understood, row.clips), "\(tally[.right])", "\(tally[.askedRight])",
                          "\(tally[.refused])", "\(tally[.askedWrong])", percent(tally[.wrongAction], row.clips), "\(tally[.wrongAnswer])",
                          "\(row.wrongActionUnconfirmed)"])
        }
        var lines = ["Spoken sentences: \(all.clips) clips, each sentence said once, the voices taking turns (clean, pink 20 dB, babble 15 dB, pink 10 dB by turn); judged at the sure threshold in force (\(sure)). A sentence that must reach nothing is understood when nothing ran.",
                     BenchTable(headers: headers, rows: table).text]
        if !wrong.isEmpty { lines += ["Clips that ran something not meant:"] + wrong.map { "  " + $0 } }
        return lines.joined(separator: "\n") + "\n"
    }
}
