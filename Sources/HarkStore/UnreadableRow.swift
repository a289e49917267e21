import Foundation

/// A stored row that cannot be read: which table and row, which column and why.
///
/// Readers skip such a row and report it (see ``Store/open(directory:migrations:onUnreadableRow:)``);
/// `hark doctor` lists them and `hark doctor --repair` moves them into the quarantine table.
public struct UnreadableRow: Sendable, Hashable, CustomStringConvertible {
    /// The table the row is in ("pantry_item").
    public let table: String
    /// The row's id (its SQLite rowid); nil when even that cannot be read.
    public let id: Int64?
    /// The column that cannot be read; nil when the problem is not one column's.
    public let column: String?
    /// Why: "'10000-01-01 00:00:00.000' is not a date".
    public let reason: String

    /// Creates a report of an unreadable row.
    public init(table: String, id: Int64?, column: String?, reason: String) {
        self.table = table
        self.id = id
        self.column = column
        self.reason = reason
    }

    /// Creates a report from the problem a reader found.
    public init(table: String, id: Int64?, problem: RowProblem) {
        self.init(table: table, id: id, column: problem.column, reason: problem.reason)
    }

    /// "row 3", or "a row" when the id is unknown.
    public var rowName: String { id.map { "row \($0)" } ?? "a row" }

    /// What is wrong, column first: "expiresAt: '10000-01-01 00:00:00.000' is not a date".
    public var problem: String { column.map { "\($0): \(reason)" } ?? reason }

    /// "pantry_item row 3: expiresAt: '10000-01-01 00:00:00.000' is not a date".
    public var description: String { "\(table) \(rowName): \(problem)" }

    /// The line printed to standard error when a reader skips the row.
    public var warning: String {
        "Warning: skipped unreadable \(rowName) of \(table) (\(problem)); run hark doctor --repair to move it aside."
    }

    /// Prints ``warning`` to standard error: the default for every store.
    @Sendable public static func printWarning(_ row: UnreadableRow) {
        FileHandle.standardError.write(Data((row.warning + "\n").utf8))
    }
}
