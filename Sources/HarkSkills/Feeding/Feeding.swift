public import Foundation
public import GRDB
public import HarkStore

/// One feeding in the log: when it started, when it ended, how much the baby drank.
public struct Feeding: Sendable, Equatable, Codable, FetchableRecord, MutablePersistableRecord, StoredRecord {
    public static let databaseTableName = "feeding"

    /// Row id (nil before insertion).
    public var id: Int64?
    /// When the feeding started.
    public var startedAt: Date
    /// When it ended; nil while it is running.
    public var endedAt: Date?
    /// Milliliters drunk, if logged.
    public var amountMl: Int?
    /// The unit the amount was said in (replies use it again); nil means milliliters.
    public var amountUnit: FeedingUnit?

    /// Creates a feeding (not yet stored).
    public init(startedAt: Date, endedAt: Date? = nil, amountMl: Int? = nil, amountUnit: FeedingUnit? = nil) {
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.amountMl = amountMl
        self.amountUnit = amountUnit
    }

    /// Whether the feeding is still going.
    public var isRunning: Bool { endedAt == nil }

    /// How long it lasted, once ended (zero for a feeding logged afterwards without a length).
    public var duration: TimeInterval? { endedAt.map { $0.timeIntervalSince(startedAt) } }

    /// The amount as a listing shows it, in the unit it was said in: "120 ml", "4 oz".
    public var amountText: String? { amountMl.map { (amountUnit ?? .ml).written(milliliters: $0) } }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
