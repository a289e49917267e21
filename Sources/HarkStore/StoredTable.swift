public import GRDB

/// A record table and the reader that decides which of its rows are readable:
/// the same reader the skills use, so `hark doctor` and the skills agree.
public struct StoredTable: Sendable {
    /// The table's name.
    public let name: String
    /// What is wrong with a row, or nil when the reader reads it.
    public let problem: @Sendable (Row) -> RowProblem?

    /// A table checked by `problem`.
    public init(name: String, problem: @escaping @Sendable (Row) -> RowProblem?) {
        self.name = name
        self.problem = problem
    }

    /// The table of `type`, checked by its reader.
    public static func of<Record: StoredRecord>(_ type: Record.Type) -> StoredTable {
        StoredTable(name: Record.databaseTableName, problem: { row in Record.problem(in: row) })
    }
}
