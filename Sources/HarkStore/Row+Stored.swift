public import Foundation
public import GRDB
import HarkLimits

/// Throwing reads of one column, for records' readers: a value that is missing,
/// of the wrong kind or out of range becomes a ``RowProblem`` naming the column
/// and the value, never a trap (GRDB's `row[column]` subscript traps on such values).
extension Row {
    /// A column that must hold text.
    public func text(_ column: String) throws(RowProblem) -> String {
        try required(column, as: String.self, "text")
    }

    /// A column that may hold text or be NULL.
    public func optionalText(_ column: String) throws(RowProblem) -> String? {
        try optional(column, as: String.self, "text")
    }

    /// A column that must hold a whole number.
    public func integer(_ column: String) throws(RowProblem) -> Int {
        try required(column, as: Int.self, "a whole number")
    }

    /// A column that may hold a whole number or be NULL.
    public func optionalInteger(_ column: String) throws(RowProblem) -> Int? {
        try optional(column, as: Int.self, "a whole number")
    }

    /// A column that must hold a 64-bit id.
    public func id(_ column: String = "id") throws(RowProblem) -> Int64 {
        try required(column, as: Int64.self, "a row id")
    }

    /// A column that must hold true or false (0 or 1).
    public func bool(_ column: String) throws(RowProblem) -> Bool {
        try required(column, as: Bool.self, "true or false")
    }

    /// A column that must hold a date Hark can use (``Limits/date``).
    public func date(_ column: String) throws(RowProblem) -> Date {
        guard let date = try optionalDate(column) else { throw RowProblem(column: column, "is NULL but must hold a date") }
        return date
    }

    /// A column that may hold a date Hark can use, or be NULL.
    public func optionalDate(_ column: String) throws(RowProblem) -> Date? {
        guard let date = try optional(column, as: Date.self, "a date") else { return nil }
        guard Limits.date.contains(date) else {
            throw RowProblem(column: column, "\(Self.shown(try storedValue(column))) is outside the dates Hark uses (\(Limits.date.rangeText))")
        }
        return date
    }

    /// A column holding `what` as JSON text, decoded as `type`.
    public func json<Value: Decodable>(_ column: String, as type: Value.Type, _ what: String) throws(RowProblem) -> Value {
        let text = try required(column, as: String.self, what)
        do {
            return try JSONDecoder().decode(type, from: Data(text.utf8))
        } catch {
            throw RowProblem(column: column, "\(Self.shown(text.databaseValue)) is not \(what)")
        }
    }

    /// A column that must hold a value of `type`; `what` names it in the problem ("a date").
    public func required<Value: DatabaseValueConvertible>(_ column: String, as type: Value.Type, _ what: String) throws(RowProblem) -> Value {
        guard let value = try optional(column, as: type, what) else {
            throw RowProblem(column: column, "is NULL but must hold \(what)")
        }
        return value
    }

    /// A column that may hold a value of `type` or be NULL.
    public func optional<Value: DatabaseValueConvertible>(_ column: String, as type: Value.Type, _ what: String) throws(RowProblem) -> Value? {
        let raw = try storedValue(column)
        if raw.isNull { return nil }
        guard let value = Value.fromDatabaseValue(raw) else {
            throw RowProblem(column: column, "\(Self.shown(raw)) is not \(what)")
        }
        return value
    }

    /// The column's value as stored.
    func storedValue(_ column: String) throws(RowProblem) -> DatabaseValue {
        guard hasColumn(column) else { throw RowProblem(column: column, "is missing") }
        do {
            return try decode(DatabaseValue.self, forColumn: column)
        } catch {
            throw RowProblem(column: column, "cannot be read (\(error))")
        }
    }

    /// How a stored value reads in a problem: 'text' (shortened), a number, "a 12-byte blob", NULL.
    public static func shown(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: return "NULL"
        case .int64(let number): return String(number)
        case .double(let number): return String(number)
        case .string(let text):
            let printable = text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : String($0) }.joined()
            return "'" + (printable.count > 40 ? printable.prefix(40) + "…" : printable) + "'"
        case .blob(let data): return "a \(data.count)-byte blob"
        }
    }
}
