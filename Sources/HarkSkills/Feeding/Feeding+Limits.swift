import Foundation
public import GRDB
public import HarkLimits

extension Feeding {
    /// Refuses to insert a feeding whose times or amount are out of range; nothing is written.
    /// (Updates check the values they change: `FeedingLog` does it before each write.)
    public mutating func willInsert(_ db: Database) throws {
        try checkLimits()
    }

    /// Throws a `LimitError` when a time (``Limits/date``) or the amount (``Limits/feedingAmountMl``) is out of range.
    public func checkLimits() throws(LimitError) {
        try Limits.date.check(startedAt)
        if let endedAt { try Limits.date.check(endedAt) }
        if let amountMl { try Limits.feedingAmountMl.check(amountMl) }
    }
}
