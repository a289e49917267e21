public import Foundation

/// A day said relative to today: "today", "tomorrow", "the day after tomorrow",
/// or a weekday ("monday", "on monday", "next friday", "this friday"; typed "fri").
///
/// A weekday always means its next occurrence strictly after today, whichever
/// word comes before it: said on a Monday, "monday" and "on monday" mean the
/// Monday a week later, and "next friday" said on a Wednesday is two days later.
public enum RelativeDay: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The current day.
    case today
    /// The day after today.
    case tomorrow
    /// Two days after today.
    case dayAfterTomorrow
    /// The next such weekday after today; 1 = Sunday … 7 = Saturday, as `Calendar` numbers them.
    case weekday(Int)

    /// Reads a day that uses every word; nil if the words are not exactly one day.
    public static func parse(words: [String]) -> RelativeDay? {
        switch words {
        case ["today"]: return .today
        case ["tomorrow"], ["tmrw"], ["tmw"]: return .tomorrow
        case ["the", "day", "after", "tomorrow"], ["day", "after", "tomorrow"]: return .dayAfterTomorrow
        default: break
        }
        var rest = words[...]
        if let first = rest.first, ["on", "next", "this"].contains(first) { rest = rest.dropFirst() }
        guard rest.count == 1, let weekday = weekday(rest[rest.startIndex]) else { return nil }
        return .weekday(weekday)
    }

    /// Lowercases and tokenizes `text` (see `SpokenWords.tokenize`), then parses it.
    public static func parse(_ text: String) -> RelativeDay? {
        parse(words: SpokenWords.tokenize(text))
    }

    /// The weekday number of a full name ("friday") or a typed abbreviation ("fri", "thurs").
    static func weekday(_ word: String) -> Int? {
        if let index = SpokenWords.weekdays.firstIndex(of: word) { return index + 1 }
        let abbreviations = [["sun"], ["mon"], ["tue", "tues"], ["wed", "weds"], ["thu", "thur", "thurs"], ["fri"], ["sat"]]
        return abbreviations.firstIndex { $0.contains(word) }.map { $0 + 1 }
    }

    /// The start of this day in `calendar`, counted from the day containing `now`.
    public func date(relativeTo now: Date, calendar: Calendar) -> Date {
        let today = calendar.startOfDay(for: now)
        let offset: Int
        switch self {
        case .today: offset = 0
        case .tomorrow: offset = 1
        case .dayAfterTomorrow: offset = 2
        case .weekday(let weekday):
            let current = calendar.component(.weekday, from: today)
            let ahead = ((weekday - current) % 7 + 7) % 7
            offset = ahead == 0 ? 7 : ahead
        }
        let day = calendar.date(byAdding: .day, value: offset, to: today) ?? today
        return calendar.startOfDay(for: day)
    }

    /// The day as words ("tomorrow", "friday").
    public var description: String { spokenText }
}
