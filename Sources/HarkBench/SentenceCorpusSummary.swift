import Foundation

/// The figures of a sentence corpus checked in text (`hark bench --sentences DIR`): for a
/// held-out set of phrasings, how many reach their intent with exactly their values, how many
/// reach the intent with other values, how many a wrong intent (worse than nothing), and how
/// many nothing.
public struct SentenceCorpusSummary: Sendable, Encodable, Equatable {
    /// One file's (or the whole corpus's) counts.
    public struct Counts: Sendable, Encodable, Equatable {
        /// The file, or "all".
        public var name: String
        /// Sentences checked.
        public var sentences = 0
        /// The intent (or none) with exactly the values written.
        public var right = 0
        /// The intent written, whatever the values.
        public var intentRight = 0
        /// Another intent than the one written (for a `none` sentence: any intent).
        public var wrongIntent = 0
        /// No intent where one was written.
        public var nothing = 0

        /// Counts as given (all zero: a file before any check).
        public init(name: String, sentences: Int = 0, right: Int = 0, intentRight: Int = 0, wrongIntent: Int = 0, nothing: Int = 0) {
            self.name = name
            self.sentences = sentences
            self.right = right
            self.intentRight = intentRight
            self.wrongIntent = wrongIntent
            self.nothing = nothing
        }

        mutating func add(_ check: SentenceCheck) {
            sentences += 1
            if check.isRight { right += 1 }
            if check.intent == check.expectedIntent { intentRight += 1 }
            if check.isWrongIntent { wrongIntent += 1 }
            if check.intent == nil && check.expectedIntent != nil { nothing += 1 }
        }
    }

    /// Per file, in the corpus's order.
    public var files: [Counts]
    /// Every file together.
    public var all: Counts
    /// One line for each sentence that is not right.
    public var problems: [String]

    /// Sums up the checks of a corpus.
    public init(_ checks: [SentenceCheck]) {
        var order: [String] = []
        var byFile: [String: Counts] = [:]
        var all = Counts(name: "all")
        for check in checks {
            if byFile[check.file] == nil { order.append(check.file); byFile[check.file] = Counts(name: check.file) }
            byFile[check.file]!.add(check)
            all.add(check)
        }
        files = order.map { byFile[$0]! }
        self.all = all
        problems = checks.filter { !$0.isRight }.map(\.problem)
    }

    /// The table, then every problem.
    public var text: String {
        func percent(_ part: Int, _ whole: Int) -> String {
            whole == 0 ? "-" : String(format: "%.1f%%", Double(part) * 100 / Double(whole))
        }
        var lines = ["| file | sentences | right | intent right | wrong intent | nothing |", "|---|---:|---:|---:|---:|---:|"]
        for counts in files + [all] {
            lines.append("| \(counts.name) | \(counts.sentences) | \(counts.right) (\(percent(counts.right, counts.sentences))) "
                + "| \(counts.intentRight) (\(percent(counts.intentRight, counts.sentences))) "
                + "| \(counts.wrongIntent) (\(percent(counts.wrongIntent, counts.sentences))) | \(counts.nothing) |")
        }
        if !problems.isEmpty { lines += ["", "Not right:"] + problems.map { "- " + $0 } }
        return lines.joined(separator: "\n") + "\n"
    }
}
