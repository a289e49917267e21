/// Why a stored row cannot be read, thrown by a record's reader: the column and
/// what is wrong with its value.
public struct RowProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The column at fault; nil when the row as a whole is wrong.
    public let column: String?
    /// What is wrong: "'abc' is not a whole number".
    public let reason: String

    /// Creates a problem with `column`.
    public init(column: String?, _ reason: String) {
        self.column = column
        self.reason = reason
    }

    public var description: String { column.map { "\($0): \(reason)" } ?? reason }
}
