import Foundation

/// The real coffee orders scored clean and under real babble (``RealBabble``) at each ratio:
/// what became of each clip with the sure threshold in force.
public struct RealBabbleSummary: Codable, Equatable, Sendable {
    /// One condition's outcomes.
    public struct Row: Codable, Equatable, Sendable {
        /// The ratio in dB; nil for the clips as recorded.
        public var snr: Double?
        /// Clips played.
        public var clips: Int
        /// Clips per outcome.
        public var outcomes: [WrongActionOutcome: Int]

        /// Counts the outcomes of `clips`.
        public init(snr: Double?, clips: [WrongActionClip], sure: SureThreshold) {
            self.snr = snr
            self.clips = clips.count
            var outcomes: [WrongActionOutcome: Int] = [:]
            for clip in clips { outcomes[clip.outcome(sure: sure), default: 0] += 1 }
            self.outcomes = outcomes
        }

        /// Clips with `outcome`.
        public func count(_ outcome: WrongActionOutcome) -> Int { outcomes[outcome] ?? 0 }
    }

    /// The rows, clean first.
    public var rows: [Row]
    /// Talkers overlapped in the babble.
    public var talkers: Int
    /// Recordings of other people the babble was made from.
    public var recordings: Int

    /// A summary of these rows.
    public init(rows: [Row], talkers: Int, recordings: Int) {
        self.rows = rows
        self.talkers = talkers
        self.recordings = recordings
    }

    /// The rows as a table.
    public var text: String {
        let header = ["condition", "right", "asked, right", "refused", "asked, wrong", "wrong action", "wrong answer"]
        let body = rows.map { row -> [String] in
            let name = row.snr.map { String(format: "%g dB", $0) } ?? "as recorded"
            func cell(_ outcome: WrongActionOutcome) -> String {
                row.clips == 0 ? "–" : String(format: "%d (%.1f%%)", row.count(outcome), 100 * Double(row.count(outcome)) / Double(row.clips))
            }
            return [name, cell(.right), cell(.askedRight), cell(.refused), cell(.askedWrong), cell(.wrongAction), cell(.wrongAnswer)]
        }
        let widths = header.indices.map { column in ([header] + body).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == 0 ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: "  ")
        }
        return "Real speech under real babble (coffee orders; \(talkers) talkers overlapped from \(recordings) recordings of other people; "
            + "SNR is the order's active level over the babble's)\n"
            + ([line(header), line(widths.map { String(repeating: "-", count: $0) })] + body.map(line)).joined(separator: "\n") + "\n\n"
    }
}
