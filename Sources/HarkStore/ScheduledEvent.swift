public import Foundation
public import GRDB

/// Something due at a time: an alarm, a timer, a fake call, a reminder.
public struct ScheduledEvent: Sendable, Equatable, Codable, FetchableRecord, MutablePersistableRecord, StoredRecord {
    /// Lifecycle of an event.
    public enum State: String, Sendable, Codable, DatabaseValueConvertible {
        /// Waiting for its time.
        case pending
        /// Claimed by a running process that is announcing it now; if that process
        /// stops first, the event is delivered again, as missed.
        case delivering
        /// Delivered (at most once).
        case fired
        /// Cancelled before it fired.
        case cancelled
    }

    public static let databaseTableName = "scheduled_event"

    /// Row id (nil before insertion).
    public var id: Int64?
    /// Which skill handles it ("alarm", "timer", "fake_call", "feeding", "pantry").
    public var kind: String
    /// A short title ("Wake up", "Mom").
    public var title: String
    /// When it is due.
    public var fireAt: Date
    /// Skill-specific data (JSON object of strings).
    public var payload: [String: String]
    /// Where it is in its lifecycle.
    public var state: State
    /// When it was created.
    public var createdAt: Date
    /// When it was claimed for delivery.
    public var firedAt: Date?
    /// The process delivering it (a `ProcessIdentity`), while `.delivering`.
    public var claimedBy: String?

    /// Creates a pending event.
    public init(kind: String, title: String, fireAt: Date, payload: [String: String] = [:], createdAt: Date) {
        self.kind = kind
        self.title = title
        self.fireAt = fireAt
        self.payload = payload
        self.state = .pending
        self.createdAt = createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// An event delivered by the scheduler.
public struct FiredEvent: Sendable, Equatable {
    /// The event (state `.delivering` until `Scheduler.delivered(_:)`).
    public var event: ScheduledEvent
    /// True when it fell due while Hark was not running ("You missed an alarm at 3:10").
    public var missed: Bool

    /// Creates a fired event.
    public init(event: ScheduledEvent, missed: Bool) {
        self.event = event
        self.missed = missed
    }
}
