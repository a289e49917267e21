public import Foundation
public import HarkIntents
import GRDB
import HarkLimits
public import HarkStore

/// Alarms and timers, kept as scheduler events of kinds "alarm" and "timer"
/// (so they survive restarts and a missed one is announced once).
public final class AlarmClock: Sendable {
    /// Running alarms and timers live in the scheduler's table; a paused timer has no
    /// due event, so it waits in its own table. Never edit a shipped migration; add a new one.
    public static let migrations: [StoreMigration] = [
        StoreMigration("timers-v1-paused") { db in
            try db.create(table: PausedTimer.databaseTableName) { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text)
                t.column("title", .text).notNull()
                t.column("seconds", .integer).notNull()
                t.column("remaining", .integer).notNull()
                t.column("pausedAt", .datetime).notNull()
            }
        }
    ]
    /// The scheduler kind of alarms.
    public static let alarmKind = "alarm"
    /// The scheduler kind of timers.
    public static let timerKind = "timer"
    /// The title of an alarm set without one.
    public static let defaultTitle = "Alarm"

    /// The scheduler holding alarms and running timers.
    public let scheduler: Scheduler
    /// The store paused timers live in (the scheduler's store).
    public let store: Store
    /// The time source (the scheduler's clock).
    public let clock: any HarkClock
    /// The calendar and time zone times are read and spoken in.
    public let calendar: Calendar
    /// Snooze and ring settings.
    public let settings: SkillSettings

    /// Creates the alarm clock over a scheduler.
    public init(scheduler: Scheduler, calendar: Calendar = .current, settings: SkillSettings = SkillSettings()) {
        self.scheduler = scheduler
        self.store = scheduler.store
        self.clock = scheduler.clock
        self.calendar = calendar
        self.settings = settings
    }

    /// Sets an alarm.
    @discardableResult
    public func setAlarm(at date: Date, title: String = AlarmClock.defaultTitle) throws(StoreError) -> ScheduledEvent {
        try scheduler.schedule(kind: Self.alarmKind, title: StoredName.oneLine(title), at: date)
    }

    /// The spoken reason a title is refused (it must be words eSpeak can say, no longer
    /// than ``Limits/nameCharacters``), or nil when it is fine.
    public static func titleProblem(_ title: String) -> String? {
        let trimmed = StoredName.oneLine(title)
        let words = try? TemplateParser.words(in: trimmed)
        guard let words, !words.isEmpty else {
            return "Alarm title \"\(title)\" can't be spoken; use letters and spaces only, with numbers written as words."
        }
        guard Limits.nameCharacters.contains(trimmed.count) else {
            return "An alarm title must be \(Limits.nameCharacters.rangeText)."
        }
        return nil
    }

    /// A pending alarm at exactly `date` with the same title: setting it again would add
    /// an alarm nobody could tell apart from it.
    public func duplicate(at date: Date, title: String) throws(StoreError) -> ScheduledEvent? {
        try alarms().first { $0.fireAt == date && $0.title == title }
    }

    /// Starts a timer of `seconds`, due that long from now, called "pizza timer" when it has
    /// a name; a length outside ``Limits/timerSeconds`` is refused (`.outOfRange`) and nothing is stored.
    @discardableResult
    public func setTimer(seconds: Int, name: TimerName? = nil) throws(StoreError) -> ScheduledEvent {
        try Limits.timerSeconds.checkStored(TimeInterval(seconds))
        var payload = ["seconds": String(seconds)]
        payload["name"] = name?.rawValue
        return try scheduler.schedule(kind: Self.timerKind, title: name?.timerTitle ?? Self.timerName(seconds: seconds),
                                      at: clock.now.addingTimeInterval(TimeInterval(seconds)), payload: payload)
    }

    /// Pending alarms, soonest first.
    public func alarms() throws(StoreError) -> [ScheduledEvent] {
        try scheduler.pending(kind: Self.alarmKind)
    }

    /// Running timers, soonest first (paused ones are in ``countdowns()``).
    public func timers() throws(StoreError) -> [ScheduledEvent] {
        try scheduler.pending(kind: Self.timerKind)
    }

    /// Pending alarms showing `time` (an ambiguous time matches a.m. and p.m.), soonest first.
    public func alarms(at time: TimeOfDay) throws(StoreError) -> [ScheduledEvent] {
        try alarms().filter { AlarmSpeech.matches($0.fireAt, time, calendar: calendar) }
    }

    /// Cancels a pending alarm or timer; false when there is none with that id.
    @discardableResult
    public func cancel(id: Int64) throws(StoreError) -> Bool {
        try cancel(id: id, if: Self.owns)
    }

    /// Cancels the pending event `id` when `accepted` says it may; false when there is none.
    func cancel(id: Int64, if accepted: (ScheduledEvent) -> Bool) throws(StoreError) -> Bool {
        guard let event = try scheduler.event(id: id), accepted(event) else { return false }
        return try scheduler.cancel(id: id)
    }

    /// Moves a pending alarm; nil when there is none with that id.
    @discardableResult
    public func move(id: Int64, to date: Date) throws(StoreError) -> ScheduledEvent? {
        guard let event = try scheduler.event(id: id), event.kind == Self.alarmKind else { return nil }
        return try scheduler.reschedule(id: id, to: date)
    }

    /// When an alarm for `time` on `day` rings: the day's first fitting moment after now,
    /// or with no day the time's next fitting moment. An hour said without a.m. or p.m.
    /// fits as `preference` says ("six thirty tomorrow" is 6:30 AM whichever way, since
    /// the day starts with it). Nil when that moment of `day` has already passed.
    func date(for time: TimeOfDay, on day: RelativeDay?, preferring preference: HalfDayPreference = .soonest) -> Date? {
        time.resolvedDate(on: day, after: clock.now, calendar: calendar, preferring: preference)
    }

    /// "6:30 AM tomorrow", "7 PM today".
    public func spokenMoment(_ date: Date) -> String {
        AlarmSpeech.moment(date, now: clock.now, calendar: calendar)
    }

    /// "20 minute timer", "90 minute timer", "45 second timer", or "timer for 1 minute and 30 seconds"
    /// when it is not a whole number of minutes.
    public static func timerName(seconds: Int) -> String {
        if seconds >= 3600, seconds % 3600 == 0 { return "\(seconds / 3600) hour timer" }
        if seconds >= 60, seconds % 60 == 0 { return "\(seconds / 60) minute timer" }
        if seconds < 60 { return "\(seconds) second timer" }
        return "timer for \(SpokenDuration(seconds: seconds).spokenText)"
    }

    /// Whether the event is an alarm or a timer.
    public static func owns(_ event: ScheduledEvent) -> Bool {
        event.kind == alarmKind || event.kind == timerKind
    }
}
