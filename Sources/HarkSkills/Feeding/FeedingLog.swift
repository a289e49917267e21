public import Foundation
public import HarkStore
import GRDB
import HarkLimits

/// The feeding log: feedings in the store, and the next-feeding alarm in the
/// scheduler (kind "feeding"), due `settings.feedingIntervalHours` after a
/// feeding ends. Each change, with its alarm, is one transaction, saved before Hark answers.
public final class FeedingLog: Sendable {
    /// The feeding table. Never edit a shipped migration; add a new one.
    public static let migrations: [StoreMigration] = [
        StoreMigration("feeding-v1") { db in
            try db.create(table: Feeding.databaseTableName) { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("startedAt", .datetime).notNull().indexed()
                t.column("endedAt", .datetime)
                t.column("amountMl", .integer)
            }
        },
        StoreMigration("feeding-v2-amount-unit") { db in
            try db.alter(table: Feeding.databaseTableName) { t in
                t.add(column: "amountUnit", .text)
            }
        },
    ]

    /// The scheduler kind of the next-feeding alarm.
    public static let alarmKind = "feeding"

    /// The store feedings live in (the scheduler's store).
    public let store: Store
    /// The scheduler holding the next-feeding alarm.
    public let scheduler: Scheduler
    /// The time source (the scheduler's clock).
    public let clock: any HarkClock
    /// The calendar and time zone times are spoken in.
    public let calendar: Calendar
    /// The interval and snooze settings.
    public let settings: SkillSettings

    /// Creates the log over the scheduler's store, whose migrations must include `FeedingLog.migrations`.
    public init(scheduler: Scheduler, calendar: Calendar = .current, settings: SkillSettings = SkillSettings()) {
        self.store = scheduler.store
        self.scheduler = scheduler
        self.clock = scheduler.clock
        self.calendar = calendar
        self.settings = settings
    }

    // MARK: Feedings

    /// The feeding that is running, if any.
    public func running() throws(StoreError) -> Feeding? {
        try store.read { db in
            try Feeding.fetchFirstReadable(db, Self.runningFeedings)
        }
    }

    /// Starts a feeding now, or restarts the one running (its start moves to now).
    /// A pending next-feeding alarm is cancelled: the feeding it announced is happening.
    @discardableResult
    public func start() throws(StoreError) -> Feeding {
        let now = try Limits.date.checkClock(clock.now)
        return try scheduler.write { db in
            var feeding = try Feeding.fetchFirstReadable(db, Self.runningFeedings) ?? Feeding(startedAt: now)
            feeding.startedAt = now
            try feeding.save(db)
            try Scheduler.cancelPending(kind: Self.alarmKind, db)
            return feeding
        }
    }

    /// Ends the running feeding now and sets the next-feeding alarm; nil when none is running.
    /// The feeding and the alarm are saved in one transaction: both or neither. An interval
    /// or alarm time out of range is refused (`.outOfRange`) and nothing is saved.
    public func finish() throws(StoreError) -> (feeding: Feeding, alarm: ScheduledEvent)? {
        let now = try Limits.date.checkClock(clock.now)
        let hours = try Limits.feedingIntervalHours.checkStored(settings.feedingIntervalHours)
        let alarmAt = try Limits.date.checkStored(now.addingTimeInterval(hours * 3600))
        let finished = try scheduler.write { db -> FinishedFeeding? in
            guard var feeding = try Feeding.fetchFirstReadable(db, Self.runningFeedings) else { return nil }
            feeding.endedAt = now
            try feeding.update(db)
            return FinishedFeeding(feeding: feeding, alarm: try Self.replaceAlarm(at: alarmAt, now: now, db))
        }
        return finished.map { ($0.feeding, $0.alarm) }
    }

    /// Feedings still running, the latest first.
    static var runningFeedings: QueryInterfaceRequest<Feeding> {
        Feeding.filter(Column("endedAt") == nil).order(Column("startedAt").desc)
    }

    private struct FinishedFeeding: Sendable {
        let feeding: Feeding
        let alarm: ScheduledEvent
    }

    /// The most recently started feeding that can be read (unreadable ones are skipped and reported).
    public func last() throws(StoreError) -> Feeding? {
        try store.read { db in try Feeding.fetchFirstReadable(db, Feeding.order(Column("startedAt").desc, Column("id").desc)) }
    }

    /// One feeding by id; nil when there is none or it cannot be read.
    public func feeding(id: Int64) throws(StoreError) -> Feeding? {
        try store.read { db in try Feeding.fetchReadable(db, id: id) }
    }

    /// The readable feedings that started on the calendar day containing `day`, earliest first.
    public func feedings(on day: Date) throws(StoreError) -> [Feeding] {
        let start = calendar.startOfDay(for: day)
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
        return try store.read { db in
            try Feeding.fetchReadable(db, Feeding.filter(Column("startedAt") >= start && Column("startedAt") < end)
                .order(Column("startedAt"), Column("id")))
        }
    }

    /// Sets the amount of a feeding, and the unit it was said in; nil when there is no such
    /// feeding. An amount outside ``Limits/feedingAmountMl`` is refused (`.outOfRange`) and nothing changes.
    @discardableResult
    public func setAmount(_ milliliters: Int, unit: FeedingUnit? = nil, forFeeding id: Int64) throws(StoreError) -> Feeding? {
        try Limits.feedingAmountMl.checkStored(milliliters)
        return try store.write { db -> Feeding? in
            guard var feeding = try Feeding.fetchReadable(db, id: id) else { return nil }
            feeding.amountMl = milliliters
            feeding.amountUnit = unit
            try feeding.update(db)
            return feeding
        }
    }

    /// Deletes a feeding; false when there is no such feeding.
    @discardableResult
    public func delete(id: Int64) throws(StoreError) -> Bool {
        try store.write { db in try Feeding.deleteOne(db, key: id) }
    }

    // MARK: The next-feeding alarm

    /// The pending next-feeding alarm, if any.
    public func nextAlarm() throws(StoreError) -> ScheduledEvent? {
        try scheduler.pending(kind: Self.alarmKind).first
    }

    /// Sets the next-feeding alarm to `date`, replacing any pending one; a date out of range is refused.
    @discardableResult
    public func setAlarm(at date: Date) throws(StoreError) -> ScheduledEvent {
        try Limits.date.checkStored(date)
        let now = try Limits.date.checkClock(clock.now)
        return try scheduler.write { db in try Self.replaceAlarm(at: date, now: now, db) }
    }

    /// Cancels the pending next-feeding alarm; false when none was set.
    @discardableResult
    public func cancelAlarm() throws(StoreError) -> Bool {
        try scheduler.write { db in try !Scheduler.cancelPending(kind: Self.alarmKind, db).isEmpty }
    }

    /// Inside a transaction: replaces any pending next-feeding alarm with one at `date`.
    static func replaceAlarm(at date: Date, now: Date, _ db: Database) throws -> ScheduledEvent {
        try Scheduler.cancelPending(kind: alarmKind, db)
        return try Scheduler.schedule(kind: alarmKind, title: "Next feeding", at: date, createdAt: now, db)
    }

    // MARK: Speaking

    /// "5:40 PM" in the log's calendar.
    func spokenTime(_ date: Date) -> String { AlarmSpeech.time(date, calendar: calendar) }

    /// "5:40 PM", with the day added when it is not today ("1:10 AM tomorrow").
    func spokenMoment(_ date: Date) -> String {
        let day = AlarmSpeech.day(date, now: clock.now, calendar: calendar)
        return spokenTime(date) + (day == "today" ? "" : " " + day)
    }
}
