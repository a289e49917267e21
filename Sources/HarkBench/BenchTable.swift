public import Foundation
import HarkAssistant

/// A small table the benchmark prints: aligned text for the terminal, a pipe table for Markdown.
public struct BenchTable: Sendable, Equatable {
    /// Column headings.
    public var headers: [String]
    /// Rows of cells (short rows are padded with empty cells).
    public var rows: [[String]]

    /// Creates a table.
    public init(headers: [String], rows: [[String]]) {
        self.headers = headers
        self.rows = rows
    }

    /// Columns padded to their widest entry and two spaces apart: the first column
    /// left-aligned, the others right-aligned; a dashed rule under the headings.
    public var text: String {
        let all = [headers] + rows
        let columns = all.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in all.map { Self.cell($0, column).count }.max() ?? 0 }
        func line(_ row: [String]) -> String {
            (0..<columns).map { column in
                let value = Self.cell(row, column)
                let padding = String(repeating: " ", count: widths[column] - value.count)
                return column == 0 ? value + padding : padding + value
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n") + "\n"
    }

    /// A Markdown pipe table (the first column left-aligned, the others right-aligned).
    public var markdown: String {
        let columns = ([headers] + rows).map(\.count).max() ?? 0
        func line(_ row: [String]) -> String {
            "| " + (0..<columns).map { Self.cell(row, $0).replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
        }
        let rule = "|" + (0..<columns).map { $0 == 0 ? "---|" : "---:|" }.joined()
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n") + "\n"
    }

    private static func cell(_ cells: [String], _ column: Int) -> String {
        column < cells.count ? cells[column] : ""
    }
}

/// How the benchmark writes numbers.
public enum BenchFormat {
    /// The encoder of every report the benchmark writes: pretty, sorted JSON in which a
    /// non-finite number (the fit of no words, -infinity) is the string "-inf", "inf" or "nan".
    public static var jsonEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// A rate as a percentage with one decimal ("96.7"), or "-" when there were no trials.
    public static func percent(_ rate: BenchRate) -> String {
        rate.value.map { String(format: "%.1f", $0 * 100) } ?? "-"
    }

    /// A rate with its counts: "96.7% (58/60)", or "- (0/0)".
    public static func percentWithCounts(_ rate: BenchRate) -> String {
        rate.value.map { String(format: "%.1f%% (%d/%d)", $0 * 100, rate.hits, rate.total) } ?? "- (0/0)"
    }

    /// A number with `digits` decimals, or "-".
    public static func number(_ value: Double?, digits: Int = 2) -> String {
        guard let value, value.isFinite else { return "-" }
        return String(format: "%.\(digits)f", value)
    }

    /// Seconds as "4m07s" (or "12.3s" under a minute).
    public static func duration(_ seconds: Double) -> String {
        guard seconds >= 60 else { return String(format: "%.1fs", seconds) }
        let whole = Int(seconds.rounded())
        return String(format: "%dm%02ds", whole / 60, whole % 60)
    }
}
