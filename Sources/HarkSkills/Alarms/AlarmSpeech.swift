import Foundation
import HarkIntents

/// How the alarm and feeding skills say moments and lengths of time: "5:40 PM",
/// "6:30 AM tomorrow", "18 minutes". Times are read in the injected calendar's
/// time zone, never the machine's.
enum AlarmSpeech {
    /// The clock time of `date` as a `TimeOfDay` that knows its half of the day.
    static func timeOfDay(_ date: Date, calendar: Calendar) -> TimeOfDay {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour ?? 0
        return TimeOfDay(hour: hour, minute: parts.minute ?? 0, meridiem: hour < 12 ? .am : .pm)
    }

    /// "5:40 PM", "7 AM", "noon".
    static func time(_ date: Date, calendar: Calendar) -> String {
        timeOfDay(date, calendar: calendar).spokenText
    }

    /// The day of `date` seen from `now`: "today", "tomorrow", "yesterday", "on Friday" (up to a week ahead), "on January 22".
    static func day(_ date: Date, now: Date, calendar: Calendar) -> String {
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date)).day ?? 0
        switch days {
        case 0: return "today"
        case 1: return "tomorrow"
        case -1: return "yesterday"
        case 2...7:
            let weekday = calendar.component(.weekday, from: date)
            return "on " + RelativeDay.weekday(weekday).spokenText
        default:
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.dateFormat = "MMMM d"
            return "on " + formatter.string(from: date)
        }
    }

    /// "6:30 AM tomorrow", "7 PM today".
    static func moment(_ date: Date, now: Date, calendar: Calendar) -> String {
        time(date, calendar: calendar) + " " + day(date, now: now, calendar: calendar)
    }

    /// The moment in words a recognizer can hear back: "six thirty a.m. tomorrow", "seven p.m. on friday".
    static func momentWords(_ date: Date, now: Date, calendar: Calendar) -> String {
        timeOfDay(date, calendar: calendar).spokenWords + " " + day(date, now: now, calendar: calendar).lowercased()
    }

    /// A length of time as people say it after the fact: whole minutes from a minute up ("18 minutes",
    /// "1 hour and 5 minutes"), seconds below ("40 seconds").
    static func duration(_ seconds: TimeInterval) -> String {
        let seconds = max(0, seconds)
        if seconds < 60 { return SpokenDuration(seconds: Int(seconds.rounded())).spokenText }
        return SpokenDuration(minutes: Int((seconds / 60).rounded())).spokenText
    }

    /// "9 minutes" for a number of minutes (rounded to whole seconds).
    static func minutes(_ minutes: Double) -> String {
        SpokenDuration(seconds: Int((minutes * 60).rounded())).spokenText
    }

    /// Whether `date` shows `time` in `calendar`; an ambiguous time ("seven thirty") matches a.m. and p.m.
    static func matches(_ date: Date, _ time: TimeOfDay, calendar: Calendar) -> Bool {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        guard parts.minute == time.minute, let hour = parts.hour else { return false }
        return time.isAmbiguous ? hour % 12 == time.hour % 12 : hour == time.hour
    }
}
