import Foundation
import HarkLimits

/// How the record commands read and print dates, in the local time zone.
enum RecordFormats {
    /// Reads "YYYY-MM-DD" (a strict calendar date) given to `flag`, inside ``Limits/date``.
    static func day(_ text: String, flag: String) throws -> Date {
        let formatter = Self.formatter("yyyy-MM-dd")
        guard let date = formatter.date(from: text), formatter.string(from: date) == text else {
            throw CLIError("'\(text)' is not a date; write it like 2027-01-15.")
        }
        return try Limits.date.check(date, flag: flag, given: text)
    }

    /// "2027-01-15".
    static func dayText(_ date: Date) -> String { formatter("yyyy-MM-dd").string(from: date) }

    /// "14:05".
    static func clockText(_ date: Date) -> String { formatter("HH:mm").string(from: date) }

    /// "Sat 2027-01-16 07:30".
    static func weekdayTimeText(_ date: Date) -> String { formatter("EEE yyyy-MM-dd HH:mm").string(from: date) }

    /// ISO 8601 with the local offset: "2027-01-15T14:05:00+01:00".
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = .current
        return formatter.string(from: date)
    }

    private static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = .current
        formatter.isLenient = false
        formatter.dateFormat = format
        return formatter
    }
}
