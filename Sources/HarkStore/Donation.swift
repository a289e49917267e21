public import Foundation
public import GRDB

/// A completed interaction kept for suggestions (SiriKit's donated `INInteraction`): the intent,
/// its values as said, when, and how it came. Kept for a configured number of days.
public struct Donation: Sendable, Equatable, FetchableRecord, MutablePersistableRecord, StoredRecord {
    public static let databaseTableName = "donation"

    /// Row id (nil before insertion).
    public var id: Int64?
    /// The intent's identifier.
    public var intent: String
    /// Parameter name → value as said.
    public var values: [String: String]
    /// Parameter name → type name.
    public var types: [String: String]
    /// `voice`, `shortcut`, `typed`, `alert` or `web`.
    public var source: String
    /// When it completed.
    public var at: Date
    /// The weekday it completed on, 1 (Sunday) to 7, in the calendar Hark counts days in.
    public var weekday: Int
    /// Minutes after midnight it completed at, 0 to 1439.
    public var minuteOfDay: Int

    /// Creates a donation (not yet stored).
    public init(intent: String, values: [String: String], types: [String: String], source: String, at: Date, weekday: Int, minuteOfDay: Int) {
        self.intent = intent
        self.values = values
        self.types = types
        self.source = source
        self.at = at
        self.weekday = weekday
        self.minuteOfDay = minuteOfDay
    }

    /// Reads a donation from a `donation` row.
    public init(storedRow row: Row) throws(RowProblem) {
        intent = try row.text("intent")
        guard !intent.isEmpty else { throw RowProblem(column: "intent", "is empty") }
        values = try VoiceShortcut.texts(row, "parameterValues")
        types = try VoiceShortcut.texts(row, "parameterTypes")
        source = try row.text("source")
        at = try row.date("at")
        weekday = try row.integer("weekday")
        guard (1...7).contains(weekday) else { throw RowProblem(column: "weekday", "\(weekday) is not 1 to 7") }
        minuteOfDay = try row.integer("minuteOfDay")
        guard (0..<1440).contains(minuteOfDay) else { throw RowProblem(column: "minuteOfDay", "\(minuteOfDay) is not 0 to 1439") }
        id = try row.id()
    }

    /// GRDB's reader is the same one.
    public init(row: Row) throws {
        try self.init(storedRow: row)
    }

    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["intent"] = intent
        container["parameterValues"] = VoiceShortcut.json(values)
        container["parameterTypes"] = VoiceShortcut.json(types)
        container["source"] = source
        container["at"] = at
        container["weekday"] = weekday
        container["minuteOfDay"] = minuteOfDay
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// A suggestion Hark offered aloud, kept so it is offered at most once.
public struct OfferedSuggestion: Sendable, Equatable, FetchableRecord, MutablePersistableRecord, StoredRecord {
    public static let databaseTableName = "offered_suggestion"

    /// Row id (nil before insertion).
    public var id: Int64?
    /// The suggestion's key: intent and values.
    public var key: String
    /// When it was offered.
    public var offeredAt: Date

    /// Creates a record (not yet stored).
    public init(key: String, offeredAt: Date) {
        self.key = key
        self.offeredAt = offeredAt
    }

    /// Reads one from an `offered_suggestion` row.
    public init(storedRow row: Row) throws(RowProblem) {
        key = try row.text("key")
        offeredAt = try row.date("offeredAt")
        id = try row.id()
    }

    /// GRDB's reader is the same one.
    public init(row: Row) throws {
        try self.init(storedRow: row)
    }

    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["key"] = key
        container["offeredAt"] = offeredAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

extension Store {
    /// Donations and the suggestions offered from them, after the voice shortcuts.
    public static let donationMigrations = [StoreMigration("donations-v1") { db in
        try db.create(table: Donation.databaseTableName) { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("intent", .text).notNull()
            t.column("parameterValues", .text).notNull().defaults(to: "{}")
            t.column("parameterTypes", .text).notNull().defaults(to: "{}")
            t.column("source", .text).notNull()
            t.column("at", .datetime).notNull().indexed()
            t.column("weekday", .integer).notNull()
            t.column("minuteOfDay", .integer).notNull()
        }
        try db.create(table: OfferedSuggestion.databaseTableName) { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("key", .text).notNull().unique()
            t.column("offeredAt", .datetime).notNull()
        }
    }]
}
