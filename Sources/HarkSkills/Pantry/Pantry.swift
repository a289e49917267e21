public import Foundation
public import HarkStore
import GRDB
import HarkIntents
import Synchronization

/// The pantry list: foods with where they are kept and when they expire, and
/// a reminder (scheduler kind "pantry") at `settings.pantryReminderHour`:00 the
/// morning before each expires.
///
/// Open the store with `Scheduler.migrations + Pantry.migrations`. Register the
/// pantry as a dependency of the registry and set `onItemsChanged` to
/// `registry.invalidate`, so a new item is heard at once.
public final class Pantry: Sendable {
    /// The scheduler kind of expiry reminders.
    public static let kind = "pantry"
    /// Items expiring within this many days are mentioned by "what's expiring soon".
    public static let soonDays = 3

    /// The pantry's table.
    public static let migrations: [StoreMigration] = [
        StoreMigration("pantry-v1") { db in
            try db.create(table: "pantry_item") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull()
                t.column("category", .text).notNull()
                t.column("storage", .text).notNull()
                t.column("addedAt", .datetime).notNull()
                t.column("expiresAt", .datetime).notNull().indexed()
                t.column("usedAt", .datetime)
            }
        }
    ]

    /// The store items live in.
    public let store: Store
    /// The scheduler that holds the reminders.
    public let scheduler: Scheduler
    /// The time source.
    public let clock: any HarkClock
    /// The calendar (time zone) days and reminder hours are counted in.
    public let calendar: Calendar
    /// The user's settings (reminder hour).
    public let settings: SkillSettings
    /// Called after an item is added, used, moved or removed (set to `registry.invalidate`).
    public let onItemsChanged: @Sendable () -> Void
    /// Called with the entity types and name of a deleted item, so what was done with it is forgotten.
    public let onRecordDeleted: @Sendable (_ types: [String], _ name: String) -> Void
    /// The last "what can I cook" and the dishes offered since, for "what else".
    let recipeQuestion = Mutex<RecipeQuestion?>(nil)

    /// Creates the pantry over a store migrated with `Scheduler.migrations + Pantry.migrations`.
    public init(store: Store, scheduler: Scheduler, clock: any HarkClock, calendar: Calendar,
                settings: SkillSettings = SkillSettings(), onItemsChanged: @escaping @Sendable () -> Void = {},
                onRecordDeleted: @escaping @Sendable (_ types: [String], _ name: String) -> Void = { _, _ in }) {
        self.store = store
        self.scheduler = scheduler
        self.clock = clock
        self.calendar = calendar
        self.settings = settings
        self.onItemsChanged = onItemsChanged
        self.onRecordDeleted = onRecordDeleted
    }

    /// The items still there (or all, with `includingUsed`), soonest-expiring first, optionally in one place.
    /// An item that cannot be read is skipped and reported.
    public func items(in storage: PantryStorage? = nil, includingUsed: Bool = false) throws(StoreError) -> [PantryItem] {
        try store.read { db in
            var sql = "SELECT * FROM pantry_item WHERE 1"
            var arguments: StatementArguments = []
            if !includingUsed { sql += " AND usedAt IS NULL" }
            if let storage { sql += " AND storage = ?"; arguments += [storage.rawValue] }
            return try PantryItem.fetchReadable(db, sql: sql + " ORDER BY expiresAt, id", arguments: arguments)
        }
    }

    /// The unexpired item called `name` (the first to expire) when every such item is kept somewhere
    /// other than `storage`; nil when there is none, or one is already there.
    public func keptOnlyElsewhere(_ name: String, than storage: PantryStorage) throws -> PantryItem? {
        let name = try Self.spokenName(name)
        let same = try items().filter { $0.name.lowercased() == name.lowercased() && daysLeft($0) >= 0 }
        guard !same.contains(where: { $0.storage == storage }) else { return nil }
        return same.first
    }

    /// One item by id, used or not.
    public func item(id: Int64) throws(StoreError) -> PantryItem? {
        try store.read { db in try Self.fetchItem(id: id, db) }
    }

    /// The items expired or expiring within `days` days, soonest first.
    public func expiring(withinDays days: Int = Pantry.soonDays) throws(StoreError) -> [PantryItem] {
        try items().filter { daysLeft($0) <= days }
    }

    /// Whole days from today to the item's expiry day: 0 today, 1 tomorrow, negative once expired.
    public func daysLeft(_ item: PantryItem) -> Int {
        calendar.dateComponents([.day], from: calendar.startOfDay(for: clock.now),
                                to: calendar.startOfDay(for: item.expiresAt)).day ?? 0
    }

    /// A warning for items expired or expiring within three days; nil when the item is fine.
    ///
    /// "The chicken expired 2 days ago.", "The milk expires today.", "The spinach expires in 2 days."
    public func warning(for item: PantryItem) -> String? {
        let name = item.name
        let expires = PantryWording.verb("expires", name)
        switch daysLeft(item) {
        case ..<(-1): return "The \(name) expired \(PantryWording.days(-daysLeft(item))) ago."
        case -1: return "The \(name) expired yesterday."
        case 0: return "The \(name) \(expires) today."
        case 1: return "The \(name) \(expires) tomorrow."
        case 2...Self.soonDays: return "The \(name) \(expires) in \(daysLeft(item)) days."
        default: return nil
        }
    }

    /// The start of the day `days` days after today.
    func startOfDay(daysFromToday days: Int) -> Date {
        calendar.date(byAdding: .day, value: days, to: calendar.startOfDay(for: clock.now)) ?? clock.now
    }

    /// The item with this id; nil when there is none or it cannot be read.
    static func fetchItem(id: Int64, _ db: Database) throws -> PantryItem? {
        try PantryItem.fetchReadable(db, id: id)
    }

    // MARK: Reaching the service from entity queries

    /// The service entity queries read: the registry's dependency, which the registry
    /// puts in scope while it compiles the grammar and while an intent runs.
    static var current: Pantry? {
        IntentDependencies.current.resolve(Pantry.self)
    }
}
