import Foundation
public import GRDB
public import HarkLimits

extension ScheduledEvent {
    /// Refuses to insert an event whose times or title are out of range: whatever
    /// computed it (end of a feeding + interval, now + delay, a re-alert, a clock
    /// started far ahead), nothing out of range is written, and the transaction it
    /// is part of is rolled back. (`Scheduler.reschedule` checks the new time itself;
    /// claiming an event already stored never fails on its old values.)
    public mutating func willInsert(_ db: Database) throws {
        try checkLimits()
    }

    /// Throws a `LimitError` when a time (``Limits/date``) or the title (``Limits/nameCharacters``) is out of range.
    public func checkLimits() throws(LimitError) {
        try Limits.date.check(fireAt)
        try Limits.date.check(createdAt)
        if let firedAt { try Limits.date.check(firedAt) }
        try Limits.nameCharacters.check(title.count)
    }
}
