import Foundation
import HarkIntents

/// Which half of the day an hour said without "a.m." or "p.m." means.
enum HalfDayPreference: Sendable, Equatable {
    /// Whichever of a.m. and p.m. comes first ("set an alarm for seven").
    case soonest
    /// The morning ("wake me up at six thirty" said in the evening is tomorrow morning).
    case morning
    /// The half of the day of an existing time ("move my 6:30 AM alarm to eight" is 8 AM).
    case sameHalf(as: Date)
}

extension TimeOfDay {
    /// The hours (0–23) this time may mean. A time with a meridiem, or a 24-hour time,
    /// means exactly one hour: what the speaker said always wins over `preference`.
    func candidateHours(preferring preference: HalfDayPreference, calendar: Calendar) -> [Int] {
        guard isAmbiguous else { return possibleHours }
        let morning = hour % 12, evening = hour % 12 + 12
        switch preference {
        case .soonest: return possibleHours
        // "Wake me up at twelve" is noon, not midnight; leave it to whichever comes first.
        case .morning: return hour == 12 ? [morning, evening] : [morning]
        case .sameHalf(let date): return calendar.component(.hour, from: date) >= 12 ? [evening] : [morning]
        }
    }

    /// The first moment after `now` showing this time, on `day` when one was said
    /// (nil when every fitting moment of that day has passed), else on today, tomorrow
    /// or the day after.
    func resolvedDate(on day: RelativeDay?, after now: Date, calendar: Calendar,
                      preferring preference: HalfDayPreference) -> Date? {
        let hours = candidateHours(preferring: preference, calendar: calendar)
        guard let day else { return nextDate(after: now, calendar: calendar, hours: hours) }
        let start = day.date(relativeTo: now, calendar: calendar)
        return hours.compactMap { calendar.date(bySettingHour: $0, minute: minute, second: 0, of: start) }
            .filter { $0 > now }.min()
    }
}
