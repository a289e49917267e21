import Foundation
import Hummingbird

/// A time of day as a form's time field sends it ("14:30", 24-hour), and the next moment it names.
enum ClockTime {
    /// The next moment after `now` showing `text`; 400 naming the format when it is not HH:MM.
    static func nextDate(_ text: String, after now: Date, calendar: Calendar) throws -> Date {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) }), let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0...23).contains(hour), (0...59).contains(minute) else {
            throw HTTPError(.badRequest, message: "Send the time as HH:MM on a 24-hour clock (for example 14:30), not '\(text.prefix(40))'.")
        }
        // A 24-hour time is never ambiguous: 06:30 is the morning (a spoken "six thirty" may be either).
        let components = DateComponents(hour: hour, minute: minute, second: 0)
        guard let date = calendar.nextDate(after: now, matching: components, matchingPolicy: .nextTime) else {
            throw HTTPError(.badRequest, message: "\(text) does not occur in the next day.")
        }
        return date
    }

    /// An ISO 8601 instant ("2026-11-28T14:30:00Z", with or without fractions of a second); 400 otherwise.
    static func instant(_ text: String, field: String = "at") throws -> Date {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions.insert(.withFractionalSeconds)
        if let date = formatter.date(from: text) { return date }
        throw HTTPError(.badRequest, message: "\(field) must be an ISO 8601 instant such as 2026-11-28T14:30:00Z, not '\(text.prefix(40))'.")
    }
}
