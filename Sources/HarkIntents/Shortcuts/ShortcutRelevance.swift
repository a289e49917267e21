import Foundation

/// A part of the day: when an interaction tends to happen, when a shortcut is relevant.
public enum PartOfDay: String, Sendable, Hashable, CaseIterable, Codable {
    case morning, afternoon, evening, night

    /// The part of the day a time falls in: morning 5–12, afternoon 12–17, evening 17–22, night 22–5.
    public init(minuteOfDay: Int) {
        switch minuteOfDay / 60 {
        case 5..<12: self = .morning
        case 12..<17: self = .afternoon
        case 17..<22: self = .evening
        default: self = .night
        }
    }
}

/// Something that can be true of the household now, named in relevance declarations.
public struct RelevanceSituation: RawRepresentable, Sendable, Hashable, Codable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A feeding has started and not finished.
    public static let feedingRunning = RelevanceSituation(rawValue: "feeding-running")
    /// A timer is counting down.
    public static let timerRunning = RelevanceSituation(rawValue: "timer-running")
    /// A fake call is waiting to ring.
    public static let callWaiting = RelevanceSituation(rawValue: "call-waiting")
    /// A food in the pantry expires within three days.
    public static let foodExpiring = RelevanceSituation(rawValue: "food-expiring")
    /// Every situation Hark tells.
    public static let all: [RelevanceSituation] = [.feedingRunning, .timerRunning, .callWaiting, .foodExpiring]
}

/// When a shortcut is worth suggesting (SiriKit's `INRelevantShortcut` with its daily-routine and date
/// relevance providers): "what can I say" names the ones relevant now first.
public enum ShortcutRelevance: Sendable, Hashable {
    /// In a part of the day (`evening`).
    case partOfDay(PartOfDay)
    /// Between two times of every day (`06:00-09:00`).
    case hours(DailyHours)
    /// While something is so (`feeding-running`, `food-expiring`).
    case situation(RelevanceSituation)

    /// Reads `evening`, `06:00-09:00` or `feeding-running`; nil for anything else.
    public init?(_ text: String) {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let part = PartOfDay(rawValue: word) {
            self = .partOfDay(part)
        } else if let situation = RelevanceSituation.all.first(where: { $0.rawValue == word }) {
            self = .situation(situation)
        } else if let hours = DailyHours(word) {
            self = .hours(hours)
        } else {
            return nil
        }
    }

    /// As written: `evening`, `06:00-09:00`, `feeding-running`.
    public var text: String {
        switch self {
        case .partOfDay(let part): part.rawValue
        case .hours(let hours): hours.description
        case .situation(let situation): situation.rawValue
        }
    }

    /// What may be written, for a message that refuses something else.
    public static let accepted = "morning, afternoon, evening, night, hours such as 06:00-09:00, or "
        + RelevanceSituation.all.map(\.rawValue).joined(separator: ", ")

    /// Whether it holds at `moment`.
    public func holds(at moment: RelevanceMoment) -> Bool {
        switch self {
        case .partOfDay(let part): PartOfDay(minuteOfDay: moment.minuteOfDay) == part
        case .hours(let hours): hours.contains(minuteOfDay: moment.minuteOfDay)
        case .situation(let situation): moment.situations.contains(situation)
        }
    }
}

/// Now, as relevance reads it: the minute of the day and what is so.
public struct RelevanceMoment: Sendable, Equatable {
    /// Minutes after midnight.
    public var minuteOfDay: Int
    /// What is so now.
    public var situations: Set<RelevanceSituation>

    /// A moment.
    public init(minuteOfDay: Int, situations: Set<RelevanceSituation> = []) {
        self.minuteOfDay = minuteOfDay
        self.situations = situations
    }
}

extension Array where Element == ShortcutRelevance {
    /// Whether any of them holds at `moment` (an empty list never does).
    public func holds(at moment: RelevanceMoment) -> Bool {
        contains { $0.holds(at: moment) }
    }
}
