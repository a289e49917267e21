public import Foundation

/// Hours of every day ("22:00-07:00"): from `start` to `end`, minutes after midnight, across midnight
/// when `end` comes first. When Hark locks itself (`lock.schedule`), when a shortcut is relevant.
public struct DailyHours: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Minutes after midnight it locks.
    public var start: Int
    /// Minutes after midnight it unlocks.
    public var end: Int

    /// A schedule from `start` to `end` minutes after midnight (each 0..<1440, not equal).
    public init?(start: Int, end: Int) {
        guard (0..<1440).contains(start), (0..<1440).contains(end), start != end else { return nil }
        self.start = start
        self.end = end
    }

    /// Reads "22:00-07:00" (24-hour clock; an en dash or "to" also separate them); nil otherwise.
    public init?(_ text: String) {
        let parts = text.replacingOccurrences(of: "–", with: "-").replacingOccurrences(of: " to ", with: "-")
            .split(separator: "-").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let start = Self.minutes(parts[0]), let end = Self.minutes(parts[1]) else { return nil }
        self.init(start: start, end: end)
    }

    /// "7:30" or "07:30" → 450.
    static func minutes(_ text: String) -> Int? {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2, fields[1].count == 2, let hours = Int(fields[0]), let minutes = Int(fields[1]),
              (0..<24).contains(hours), (0..<60).contains(minutes) else { return nil }
        return hours * 60 + minutes
    }

    /// Whether `date` falls inside the hours.
    public func contains(_ date: Date, calendar: Calendar) -> Bool {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return contains(minuteOfDay: (parts.hour ?? 0) * 60 + (parts.minute ?? 0))
    }

    /// Whether the minute after midnight falls inside the hours.
    public func contains(minuteOfDay minute: Int) -> Bool {
        start < end ? (start..<end).contains(minute) : minute >= start || minute < end
    }

    /// "22:00-07:00".
    public var description: String { "\(Self.clock(start))-\(Self.clock(end))" }

    /// The end as "07:00".
    public var endText: String { Self.clock(end) }

    static func clock(_ minutes: Int) -> String {
        String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }
}
