public import GRDB
import HarkLimits
public import HarkStore

extension Feeding {
    /// Reads a feeding from a `feeding` row: the one definition of a readable feeding.
    /// Its times must be dates Hark uses and its amount one a feeding may log.
    public init(storedRow row: Row) throws(RowProblem) {
        self.init(startedAt: try row.date("startedAt"), endedAt: try row.optionalDate("endedAt"))
        id = try row.id()
        if let amount = try row.optionalInteger("amountMl") {
            guard Limits.feedingAmountMl.contains(amount) else {
                throw RowProblem(column: "amountMl", "\(amount) is outside the amounts a feeding logs (\(Limits.feedingAmountMl.rangeText))")
            }
            amountMl = amount
        }
        if let unit = try row.optionalText("amountUnit") {
            guard let known = FeedingUnit(rawValue: unit) else {
                throw RowProblem(column: "amountUnit", "'\(unit)' is not a unit a feeding logs (ml or oz)")
            }
            amountUnit = known
        }
    }

    /// GRDB's reader is the same one, so no fetch decodes a feeding differently.
    public init(row: Row) throws {
        try self.init(storedRow: row)
    }
}
