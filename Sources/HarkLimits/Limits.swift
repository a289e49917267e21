public import Foundation

/// The one place that defines the usable range of every kind of value Hark
/// takes in or stores: dates and times, durations, amounts, intervals,
/// delays, counts and text lengths.
///
/// Values are checked where they enter (flags, config, skills files, speech,
/// typed text) so the refusal names the right thing, and again where they are
/// written, so nothing out of range is ever stored whatever the door.
public enum Limits {
    // MARK: Dates and times

    /// The earliest date Hark stores or schedules: 2000-01-01 00:00 UTC.
    public static let earliestDate = Date(timeIntervalSince1970: 946_684_800)
    /// The latest date Hark stores or schedules: 2099-12-31 23:59:59 UTC.
    public static let latestDate = Date(timeIntervalSince1970: 4_102_444_799)
    /// Any date Hark stores: a feeding's times, an expiry day, a scheduled event, `--start`.
    /// Bounds read as years in UTC: "from 2000 to 2099", every moment of both years included.
    public static let date = Limit("a date", earliestDate...latestDate) { date in
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return String(calendar.component(.year, from: date))
    }

    // MARK: Durations and delays (seconds)

    /// A timer's length: 1 second to 24 hours.
    public static let timerSeconds = Limit("a timer", 1.0...86_400) { spokenSeconds($0) }
    /// How far ahead a fake call may be set: now to 24 hours.
    public static let delaySeconds = Limit("a fake call's delay", 0.0...86_400) { spokenSeconds($0) }
    /// A snooze: 1 to 60 minutes.
    public static let snoozeMinutes = Limit("a snooze", 1.0...60) { "\(number($0)) minutes" }
    /// How long an alarm rings before it stops by itself: 5 seconds to 1 hour.
    public static let alarmRingSeconds = Limit("an alarm's ringing time", 5.0...3_600) { "\(number($0)) seconds" }
    /// How long a fake call rings before it counts as unanswered: 5 seconds to 5 minutes.
    public static let callRingSeconds = Limit("a call's ringing time", 5.0...300) { "\(number($0)) seconds" }
    /// Minutes before an unanswered fake call rings again: half a minute to an hour.
    public static let realertMinutes = Limit("the re-alert time", 0.5...60) { "\(number($0)) minutes" }
    /// A fake call's default delay in minutes: now to 24 hours (``delaySeconds`` in minutes).
    public static let callDelayMinutes = Limit("the default call delay", 0.0...1_440) { "\(number($0)) minutes" }
    /// Hours from the end of a feeding to the next-feeding alarm: a quarter hour to a day.
    public static let feedingIntervalHours = Limit("the feeding interval", 0.25...24) { "\(number($0)) hours" }
    /// How long Hark listens for a command after the wake phrase, or for an answer: 1 second to 2 minutes.
    public static let listenSeconds = Limit("a listening timeout", 1.0...120) { spokenSeconds($0) }
    /// How long a skills-file command may run before it is stopped: a tenth of a second to 1 hour.
    public static let commandSeconds = Limit("a command's time limit", 0.1...3_600) { spokenSeconds($0) }

    // MARK: Amounts and counts

    /// What one feeding may log: 1 to 1000 milliliters.
    public static let feedingAmountMl = Limit("a feeding amount", 1...1_000) { "\($0) milliliters" }
    /// A food's shelf life: today to ten years.
    public static let shelfLifeDays = Limit("a shelf life", 0...3_650) { "\($0) days" }
    /// A spoken or typed number: minus one million to one million (spoken cardinals stop below a million).
    public static let spokenNumber = Limit("a number", -1_000_000.0...1_000_000) { number($0) }
    /// Pipelines or processes run side by side (`hark bench --jobs`): 1 to 64, each loads a recognizer.
    public static let parallelJobs = Limit("the number of jobs", 1...64) { "\($0)" }
    /// The lines of a caller's script: 1 to 50.
    public static let scriptLines = Limit("a script", 1...50) { $0 == 1 ? "1 line" : "\($0) lines" }

    // MARK: Text

    /// A command typed or handed to Hark: at most 500 characters (a spoken command is far shorter).
    public static let commandCharacters = Limit("a command", 0...500) { "\($0) characters" }
    /// A name (a food, a caller, a preset, a shortcut): 1 to 80 characters.
    public static let nameCharacters = Limit("a name", 1...80) { "\($0) characters" }
    /// One line of a caller's script, or a skills file's reply: at most 1000 characters.
    public static let sentenceCharacters = Limit("a sentence", 0...1_000) { "\($0) characters" }

    // MARK: Spelling bounds

    /// "90 seconds", "15 minutes", "1 hour", "24 hours".
    static func spokenSeconds(_ seconds: Double) -> String {
        if seconds >= 3_600, (seconds / 3_600).rounded() == seconds / 3_600 { return counted(seconds / 3_600, "hour") }
        if seconds >= 60, (seconds / 60).rounded() == seconds / 60 { return counted(seconds / 60, "minute") }
        return counted(seconds, "second")
    }

    /// "1 hour", "2 hours", "0.5 hours".
    static func counted(_ value: Double, _ unit: String) -> String {
        "\(number(value)) \(unit)\(value == 1 ? "" : "s")"
    }

    /// "0.5", "60", "1000000".
    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
