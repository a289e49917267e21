public import Foundation

/// A time of day said aloud ("seven", "seven o'clock", "seven thirty", "seven oh five",
/// "seven fifteen p.m.", "quarter past six", "ten to nine", "noon", "six in the morning",
/// "nine at night") or typed ("7:30", "7 am", "7:30pm", "19:30").
///
/// `meridiem` records whether the speaker said which half of the day they meant:
/// "seven thirty" is `hour` 7 with `meridiem` nil, and `nextDate(after:calendar:)`
/// picks whichever of 7:30 and 19:30 comes first. Typed 24-hour times ("19:30",
/// "07:30", "0:15") are not ambiguous and carry the meridiem they imply.
///
/// Parts of the day: "in the morning" is a.m.; "in the afternoon" is p.m.; "in the
/// evening" is p.m. except "twelve" (midnight); "at night" is p.m. for five to eleven
/// and a.m. for twelve and one to four ("two at night" is 2:00).
public struct TimeOfDay: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Which half of the day a speaker named.
    public enum Meridiem: String, Sendable, Hashable, Codable {
        /// Before noon ("a.m.", "in the morning").
        case am
        /// Noon and after ("p.m.", "in the evening").
        case pm
    }

    /// The hour, 0–23. When `meridiem` is nil it is as spoken (1–12).
    public var hour: Int
    /// The minute, 0–59.
    public var minute: Int
    /// The half of the day the speaker named, or nil if they did not say.
    public var meridiem: Meridiem?

    /// Creates a time; `hour` is 0–23 and `minute` 0–59.
    public init(hour: Int, minute: Int = 0, meridiem: Meridiem? = nil) {
        precondition((0...23).contains(hour) && (0...59).contains(minute), "hour must be 0–23 and minute 0–59")
        self.hour = hour
        self.minute = minute
        self.meridiem = meridiem
    }

    /// Whether the time could be a.m. or p.m. (no meridiem, hour 1–12).
    public var isAmbiguous: Bool { meridiem == nil && (1...12).contains(hour) }

    /// Reads a time of day that uses every word; nil if the words are not exactly one time.
    public static func parse(words: [String]) -> TimeOfDay? {
        TimeParser.times(words, 0).first { $0.next == words.count }.map(\.value)
    }

    /// Lowercases and tokenizes `text` (see `SpokenWords.tokenize`), then parses it.
    public static func parse(_ text: String) -> TimeOfDay? {
        parse(words: SpokenWords.tokenize(text))
    }

    /// The next moment after `now` (strictly later) showing this time in `calendar`.
    ///
    /// An ambiguous time ("seven thirty") resolves to whichever of a.m. and p.m. comes
    /// first; otherwise the time is today if still ahead, else tomorrow.
    public func nextDate(after now: Date, calendar: Calendar) -> Date {
        nextDate(after: now, calendar: calendar, hours: possibleHours) ?? now.addingTimeInterval(86_400)
    }

    /// The hours (0–23) this time may mean: both halves of the day when it is ambiguous.
    public var possibleHours: [Int] { isAmbiguous ? [hour % 12, hour % 12 + 12] : [hour] }

    /// The first moment after `now` at one of `hours` (0–23) and this time's minute,
    /// today, tomorrow or the day after; nil when there is none.
    public func nextDate(after now: Date, calendar: Calendar, hours: [Int]) -> Date? {
        let today = calendar.startOfDay(for: now)
        var best: Date?
        for offset in 0...2 {
            guard let day = calendar.date(byAdding: .day, value: offset, to: today) else { continue }
            for hour in hours {
                guard let candidate = calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day),
                      candidate > now else { continue }
                if best.map({ candidate < $0 }) ?? true { best = candidate }
            }
            if best != nil { break }
        }
        return best
    }

    /// The time as text eSpeak reads well (see `spokenText`).
    public var description: String { spokenText }
}
