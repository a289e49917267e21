public import Foundation
public import GRDB

/// Scheduler changes made inside a skill's own transaction, so a user-visible change
/// ("feeding ended, next alarm at 5:23") is saved whole or not at all.
extension Scheduler {
    /// Runs `body` in one store transaction, then wakes a running scheduler so it
    /// sees any event `body` scheduled, moved or cancelled.
    public func write<T: Sendable>(_ body: @Sendable (Database) throws -> T) throws(StoreError) -> T {
        let result = try store.write(body)
        changes.signal()
        return result
    }

    /// Inside a transaction: stores a new pending event and returns it with its id.
    public static func schedule(kind: String, title: String, at fireAt: Date, payload: [String: String] = [:],
                                createdAt: Date, _ db: Database) throws -> ScheduledEvent {
        var event = ScheduledEvent(kind: kind, title: title, fireAt: fireAt, payload: payload, createdAt: createdAt)
        try event.insert(db)
        return event
    }

    /// Inside a transaction: cancels the pending events of `kind` that `matching` accepts, and returns them.
    @discardableResult
    public static func cancelPending(kind: String, _ db: Database,
                                     matching: (ScheduledEvent) -> Bool = { _ in true }) throws -> [ScheduledEvent] {
        let pending = try ScheduledEvent.fetchReadable(db, ScheduledEvent
            .filter(Column("kind") == kind && Column("state") == ScheduledEvent.State.pending.rawValue)
            .order(Column("fireAt"), Column("id")))
            .filter(matching)
        for event in pending {
            try db.execute(sql: "UPDATE scheduled_event SET state = 'cancelled' WHERE id = ?", arguments: [event.id])
        }
        return pending
    }
}
