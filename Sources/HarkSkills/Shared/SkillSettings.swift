public import HarkIntents

/// User settings the skills read (from the config file; defaults here).
public struct SkillSettings: Sendable, Equatable, Codable {
    /// Hours from the end of a feeding to the next-feeding alarm.
    public var feedingIntervalHours: Double = 3
    /// The baby's name, heard and said by the feeding log ("feed Emma"); nil: "the baby" only.
    public var babyName: String?
    /// The unit a feeding amount said without one is in ("she drank ninety").
    public var feedingAmountUnit: FeedingUnit = .ml
    /// Minutes a snoozed alarm waits.
    public var snoozeMinutes: Double = 9
    /// Seconds an alarm rings before it stops by itself.
    public var alarmRingSeconds: Double = 300
    /// Caller of a fake call when none is named.
    public var fakeCallDefaultCaller: String = "Mom"
    /// Delay of a fake call when none is given, in minutes.
    public var fakeCallDefaultDelayMinutes: Double = 5
    /// Whether an unanswered fake call rings again once, `fakeCallRealertMinutes` later.
    public var fakeCallRealert: Bool = true
    /// Minutes before an unanswered fake call rings again.
    public var fakeCallRealertMinutes: Double = 2
    /// Seconds a fake call rings before it counts as unanswered.
    public var fakeCallRingSeconds: Double = 30
    /// Hour of day (0–23) of the pantry expiry reminder, the morning before an item expires.
    public var pantryReminderHour: Int = 8
    /// Days completed interactions are kept for suggestions (0 keeps none).
    public var donationDays: Int = 28
    /// Whether Hark is locked all the time (restricted intents need a passphrase each time).
    public var lockAlways: Bool = false
    /// When Hark locks itself every day ("22:00-07:00"); nil: only by hand.
    public var lockSchedule: DailyHours?
    /// Minutes a passphrase (or `hark unlock`) keeps an always- or schedule-locked Hark unlocked.
    public var unlockMinutes: Double = 10

    /// The defaults.
    public init() {}
}
