public import Foundation
import GRDB

/// Stores events and delivers each exactly once when due, also across restarts.
///
/// An event is marked fired in the same transaction that claims it, before it
/// is delivered, so a crash can never deliver it twice. Events that fell due
/// while Hark was not running are delivered once at start-up with
/// `missed == true`. Time comes from an injected `HarkClock`.
public final class Scheduler: Sendable {
    /// The scheduler's table.
    public static let migrations: [StoreMigration] = [
        StoreMigration("scheduler-v1") { db in
            try db.create(table: ScheduledEvent.databaseTableName) { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("kind", .text).notNull().indexed()
                t.column("title", .text).notNull()
                t.column("fireAt", .datetime).notNull().indexed()
                t.column("payload", .text).notNull()
                t.column("state", .text).notNull().indexed()
                t.column("createdAt", .datetime).notNull()
                t.column("firedAt", .datetime)
            }
        }
    ]

    /// The store events live in.
    public let store: Store
    /// The time source.
    public let clock: any HarkClock
    private let changed = ChangeSignal()

    /// Creates a scheduler over a store whose migrations include `Scheduler.migrations`.
    public init(store: Store, clock: any HarkClock) {
        self.store = store
        self.clock = clock
    }

    /// Stores a new pending event and returns it with its id.
    @discardableResult
    public func schedule(kind: String, title: String, at fireAt: Date, payload: [String: String] = [:]) throws(StoreError) -> ScheduledEvent {
        let created = clock.now
        let event = try store.write { db in
            var event = ScheduledEvent(kind: kind, title: title, fireAt: fireAt, payload: payload, createdAt: created)
            try event.insert(db)
            return event
        }
        changed.signal()
        return event
    }

    /// Cancels a pending event; false when it does not exist or is no longer pending.
    @discardableResult
    public func cancel(id: Int64) throws(StoreError) -> Bool {
        let done = try store.write { db in
            try db.execute(sql: "UPDATE scheduled_event SET state = 'cancelled' WHERE id = ? AND state = 'pending'", arguments: [id])
            return db.changesCount > 0
        }
        if done { changed.signal() }
        return done
    }

    /// Moves a pending event to a new time; nil when it is not pending.
    @discardableResult
    public func reschedule(id: Int64, to fireAt: Date) throws(StoreError) -> ScheduledEvent? {
        let event = try store.write { db -> ScheduledEvent? in
            guard var event = try ScheduledEvent.fetchOne(db, key: id), event.state == .pending else { return nil }
            event.fireAt = fireAt
            try event.update(db)
            return event
        }
        if event != nil { changed.signal() }
        return event
    }

    /// Pending events, soonest first, optionally of one kind.
    public func pending(kind: String? = nil) throws(StoreError) -> [ScheduledEvent] {
        try store.read { db in
            var request = ScheduledEvent.filter(Column("state") == ScheduledEvent.State.pending.rawValue)
            if let kind { request = request.filter(Column("kind") == kind) }
            return try request.order(Column("fireAt"), Column("id")).fetchAll(db)
        }
    }

    /// One event by id, in any state.
    public func event(id: Int64) throws(StoreError) -> ScheduledEvent? {
        try store.read { db in try ScheduledEvent.fetchOne(db, key: id) }
    }

    /// Delivers due events until cancelled. Events that were due before this call
    /// started are delivered first, once, as missed.
    public func run(deliver: @escaping @Sendable (FiredEvent) async -> Void) async throws {
        let started = clock.now
        while !Task.isCancelled {
            for event in try claimDue() {
                await deliver(FiredEvent(event: event, missed: event.fireAt < started))
            }
            let next = try pending().first?.fireAt
            try await waitForChange(orUntil: next)
        }
        throw CancellationError()
    }

    /// Delivers whatever is due now, without waiting (for `hark run` and tests).
    public func fireDue(deliver: @Sendable (FiredEvent) async -> Void, missedBefore: Date? = nil) async throws {
        for event in try claimDue() {
            await deliver(FiredEvent(event: event, missed: missedBefore.map { event.fireAt < $0 } ?? false))
        }
    }

    /// Marks every due pending event fired, in one transaction, and returns them in time order.
    private func claimDue() throws(StoreError) -> [ScheduledEvent] {
        let now = clock.now
        return try store.write { db in
            var due = try ScheduledEvent
                .filter(Column("state") == ScheduledEvent.State.pending.rawValue && Column("fireAt") <= now)
                .order(Column("fireAt"), Column("id"))
                .fetchAll(db)
            for index in due.indices {
                due[index].state = .fired
                due[index].firedAt = now
                try due[index].update(db)
            }
            return due
        }
    }

    private func waitForChange(orUntil deadline: Date?) async throws {
        let clock = self.clock
        let changed = self.changed
        try await withThrowingTaskGroup(of: Void.self) { group in
            if let deadline {
                group.addTask { try await clock.sleep(until: deadline) }
            }
            group.addTask { await changed.wait() }
            _ = try await group.next()
            group.cancelAll()
        }
    }
}
