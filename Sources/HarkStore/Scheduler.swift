public import Foundation
import GRDB
import HarkLimits

/// Stores events and delivers each once when due, also across restarts.
///
/// Events are claimed one at a time: a claim marks the event `.delivering` by
/// this process, and `delivered(_:)` marks it `.fired` once it has been announced.
/// An event whose claiming process stopped first (killed, crashed, shut down
/// mid-ring) is claimed again by the next scheduler and delivered as missed; one
/// that fell due while Hark was not running is delivered once with
/// `missed == true`. Time comes from an injected `HarkClock`. An event whose row
/// cannot be read is skipped and reported (see ``UnreadableRow``), never delivered
/// and never a reason not to start.
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
        },
        StoreMigration("scheduler-v2-claims") { db in
            try db.alter(table: ScheduledEvent.databaseTableName) { t in
                t.add(column: "claimedBy", .text)
            }
        },
    ]

    /// The store events live in.
    public let store: Store
    /// The time source.
    public let clock: any HarkClock
    /// The process claims are made for (this one, except in tests of recovery).
    public let owner: ProcessIdentity
    /// Changes this process made to the schedule (watchers read it again after one).
    let changes = ScheduleChanges()

    /// Creates a scheduler over a store whose migrations include `Scheduler.migrations`.
    public init(store: Store, clock: any HarkClock, owner: ProcessIdentity = .current) {
        self.store = store
        self.clock = clock
        self.owner = owner
    }

    /// Stores a new pending event and returns it with its id. A time or title out of
    /// range (``ScheduledEvent/checkLimits()``) is refused (`.outOfRange`) and nothing is stored.
    @discardableResult
    public func schedule(kind: String, title: String, at fireAt: Date, payload: [String: String] = [:]) throws(StoreError) -> ScheduledEvent {
        let created = try Limits.date.checkClock(clock.now)
        let event = try store.write { db in
            var event = ScheduledEvent(kind: kind, title: title, fireAt: fireAt, payload: payload, createdAt: created)
            try event.insert(db)
            return event
        }
        changes.signal()
        return event
    }

    /// Cancels a pending event; false when it does not exist or is no longer pending.
    @discardableResult
    public func cancel(id: Int64) throws(StoreError) -> Bool {
        let done = try store.write { db in
            try db.execute(sql: "UPDATE scheduled_event SET state = 'cancelled' WHERE id = ? AND state = 'pending'", arguments: [id])
            return db.changesCount > 0
        }
        if done { changes.signal() }
        return done
    }

    /// Moves a pending event to a new time; nil when it is not pending. A time
    /// outside ``Limits/date`` is refused (`.outOfRange`) and nothing changes.
    @discardableResult
    public func reschedule(id: Int64, to fireAt: Date) throws(StoreError) -> ScheduledEvent? {
        do { try Limits.date.check(fireAt) } catch { throw StoreError(error) }
        let event = try store.write { db -> ScheduledEvent? in
            guard var event = try ScheduledEvent.fetchReadable(db, id: id), event.state == .pending else { return nil }
            event.fireAt = fireAt
            try event.update(db)
            return event
        }
        if event != nil { changes.signal() }
        return event
    }

    /// Pending events, soonest first, optionally of one kind. An event that cannot be
    /// read is skipped and reported, so one bad row never stops the others.
    public func pending(kind: String? = nil) throws(StoreError) -> [ScheduledEvent] {
        try store.read { db in
            var request = ScheduledEvent.filter(Column("state") == ScheduledEvent.State.pending.rawValue)
            if let kind { request = request.filter(Column("kind") == kind) }
            return try ScheduledEvent.fetchReadable(db, request.order(Column("fireAt"), Column("id")))
        }
    }

    /// One event by id, in any state.
    public func event(id: Int64) throws(StoreError) -> ScheduledEvent? {
        try store.read { db in try ScheduledEvent.fetchReadable(db, id: id) }
    }

    /// Delivers due events until cancelled. Events that were due before this call
    /// started, or left undelivered by a process that stopped, are delivered as missed.
    /// An event whose `deliver` throws stays claimed and comes back as missed after a restart.
    public func run(deliver: @escaping @Sendable (FiredEvent) async throws -> Void) async throws {
        var due = DueEvents(scheduler: self, missedBefore: clock.now)
        while let fired = try await due.next() {
            try await deliver(fired)
            try delivered(fired)
        }
        throw CancellationError()
    }

    /// Delivers whatever is due now, without waiting (for `hark run` and tests).
    public func fireDue(deliver: @Sendable (FiredEvent) async throws -> Void, missedBefore: Date? = nil) async throws {
        try await deliverDue(deliver, missedBefore: missedBefore)
    }

    private func deliverDue(_ deliver: @Sendable (FiredEvent) async throws -> Void, missedBefore: Date?) async throws {
        while let fired = try claimNext(missedBefore: missedBefore) {
            try await deliver(fired)
            try delivered(fired)
        }
    }

    /// Claims the next event to announce, or nil when none is due: first one a stopped
    /// process left undelivered (as missed), then the earliest due pending event (missed
    /// when due before `missedBefore`). Call `delivered(_:)` once it has been announced.
    public func claimNext(missedBefore: Date? = nil) throws(StoreError) -> FiredEvent? {
        let now = clock.now
        let owner = owner.description
        return try store.write { db -> FiredEvent? in
            let abandoned = try ScheduledEvent.fetchReadable(db, ScheduledEvent
                .filter(Column("state") == ScheduledEvent.State.delivering.rawValue)
                .order(Column("fireAt"), Column("id")))
                .first { Self.isAbandoned($0, by: owner) }
            if var event = abandoned {
                event.claimedBy = owner
                event.firedAt = now
                try event.update(db)
                return FiredEvent(event: event, missed: true)
            }
            guard var event = try ScheduledEvent.fetchFirstReadable(db, ScheduledEvent
                .filter(Column("state") == ScheduledEvent.State.pending.rawValue && Column("fireAt") <= now)
                .order(Column("fireAt"), Column("id"))) else { return nil }
            event.state = .delivering
            event.claimedBy = owner
            event.firedAt = now
            try event.update(db)
            return FiredEvent(event: event, missed: missedBefore.map { event.fireAt < $0 } ?? false)
        }
    }

    /// Marks a claimed event announced (`.fired`), so it is never delivered again.
    public func delivered(_ fired: FiredEvent) throws(StoreError) {
        guard let id = fired.event.id else { return }
        let owner = owner.description
        try store.write { db in
            try db.execute(sql: """
                UPDATE scheduled_event SET state = 'fired', claimedBy = NULL
                WHERE id = ? AND state = 'delivering' AND claimedBy = ?
                """, arguments: [id, owner])
        }
    }

    /// Whether a `.delivering` event was left by a process that no longer runs. One that
    /// names no process (Hark always names one; another tool may not) is abandoned too,
    /// so it is delivered once as missed instead of never.
    private static func isAbandoned(_ event: ScheduledEvent, by owner: String) -> Bool {
        guard let claimant = event.claimedBy else { return true }
        guard claimant != owner else { return false }
        return ProcessIdentity(claimant)?.isRunning != true
    }
}
