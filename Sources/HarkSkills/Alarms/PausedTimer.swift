public import Foundation
public import GRDB
import HarkLimits
public import HarkStore

/// A paused timer: what was left of it, and no due event. Resuming schedules it
/// again that long from then; it survives restarts like every other row.
public struct PausedTimer: Sendable, Equatable, Codable, FetchableRecord, MutablePersistableRecord, StoredRecord {
    public static let databaseTableName = "paused_timer"

    /// Row id (nil before insertion).
    public var id: Int64?
    /// The timer's name (a ``TimerName`` raw value), nil for "the timer".
    public var name: String?
    /// What it is called when spoken ("pizza timer", "10 minute timer").
    public var title: String
    /// The length it was set for, in seconds.
    public var seconds: Int
    /// The seconds it still had to run when it was paused.
    public var remaining: Int
    /// When it was paused.
    public var pausedAt: Date

    /// Creates a paused timer (not yet stored).
    public init(name: String?, title: String, seconds: Int, remaining: Int, pausedAt: Date) {
        self.name = name
        self.title = title
        self.seconds = seconds
        self.remaining = remaining
        self.pausedAt = pausedAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

extension PausedTimer {
    /// Reads a paused timer from a `paused_timer` row: its lengths must be timer lengths
    /// (``Limits/timerSeconds``), its title one line a name may be, its date one Hark uses.
    public init(storedRow row: Row) throws(RowProblem) {
        self.init(name: try row.optionalText("name"), title: try row.text("title"), seconds: try row.integer("seconds"),
                  remaining: try row.integer("remaining"), pausedAt: try row.date("pausedAt"))
        id = try row.id()
        for (column, value) in [("seconds", seconds), ("remaining", remaining)]
        where !Limits.timerSeconds.contains(TimeInterval(value)) {
            throw RowProblem(column: column, "\(value) is outside the lengths a timer may have (\(Limits.timerSeconds.rangeText))")
        }
        guard Limits.nameCharacters.contains(title.count) else {
            throw RowProblem(column: "title", "is \(title.count) characters; a title must be \(Limits.nameCharacters.rangeText)")
        }
        if let name, TimerName(rawValue: name) == nil {
            throw RowProblem(column: "name", "\"\(name)\" is not a timer name Hark knows")
        }
    }

    /// GRDB's reader is the same one, so no fetch decodes a paused timer differently.
    public init(row: Row) throws {
        try self.init(storedRow: row)
    }

    /// Refuses to store lengths or a title out of range (the transaction is rolled back).
    public mutating func willInsert(_ db: Database) throws {
        try Limits.timerSeconds.check(TimeInterval(seconds))
        try Limits.timerSeconds.check(TimeInterval(remaining))
        try Limits.nameCharacters.check(title.count)
        try Limits.date.check(pausedAt)
    }
}
