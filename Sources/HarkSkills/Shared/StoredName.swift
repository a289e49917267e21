import GRDB
import HarkIntents
import HarkLimits
import HarkStore

/// How a stored name (a food, a caller, a preset) is read: it must be a name Hark
/// can put in its grammar and say, as the doors that write names require.
public enum StoredName {
    /// The text on one line: every run of whitespace (newlines and tabs included) becomes one
    /// space, none at the ends. A name or title is said in a sentence and listed one per line,
    /// and a caller's name goes into a script whose lines are split at newlines.
    public static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The name in `column`, or the problem that keeps it from being heard or said.
    static func read(_ row: Row, _ column: String) throws(RowProblem) -> String {
        let name = try row.text(column)
        guard Limits.nameCharacters.contains(name.count) else {
            throw RowProblem(column: column, "is \(name.count) characters long; a name has \(Limits.nameCharacters.rangeText)")
        }
        guard let words = try? TemplateParser.words(in: name), !words.isEmpty else {
            throw RowProblem(column: column, "\(Row.shown(name.databaseValue)) cannot be spoken")
        }
        return name
    }

    /// Script lines from `column` (nil or empty: the default script); a line must be a sentence Hark can say.
    static func script(_ row: Row, _ column: String) throws(RowProblem) -> [String]? {
        let lines = (try row.optionalText(column) ?? "").split(separator: "\n").map(String.init)
        if let long = lines.first(where: { !Limits.sentenceCharacters.contains($0.count) }) {
            throw RowProblem(column: column, "has a line of \(long.count) characters; a line has \(Limits.sentenceCharacters.rangeText)")
        }
        return lines.isEmpty ? nil : lines
    }
}
