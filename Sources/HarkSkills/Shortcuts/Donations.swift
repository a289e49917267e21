public import Foundation
public import HarkIntents
public import HarkStore
import GRDB

/// Completed interactions kept for a while (SiriKit's donations) and the shortcuts suggested from
/// the ones that repeat ("You often schedule a fake call from Boss on Friday evenings").
public struct Donations: Sendable {
    /// The database.
    public let store: Store
    /// The clock interactions are dated by.
    public let clock: any HarkClock
    /// The calendar weekdays and hours are counted in.
    public let calendar: Calendar
    /// Days interactions are kept (0 keeps none).
    public let keepDays: Int

    /// How many times the same intent with the same values must come before it is suggested.
    public static let repeatsForSuggestion = 3
    /// On how many different days at least: a habit, not one busy evening.
    public static let daysForSuggestion = 2

    /// Donations over `store`.
    public init(store: Store, clock: any HarkClock, calendar: Calendar, keepDays: Int) {
        self.store = store
        self.clock = clock
        self.calendar = calendar
        self.keepDays = keepDays
    }

    /// Keeps a completed interaction, and forgets those older than ``keepDays``. A store that cannot
    /// be written loses the donation, never the command.
    public func record(_ interaction: Interaction) {
        guard keepDays > 0 else { return }
        let now = clock.now
        let parts = calendar.dateComponents([.weekday, .hour, .minute], from: now)
        let donation = Donation(intent: interaction.intent, values: interaction.values, types: interaction.types,
                                source: interaction.source.rawValue, at: now, weekday: parts.weekday ?? 1,
                                minuteOfDay: (parts.hour ?? 0) * 60 + (parts.minute ?? 0))
        let cutoff = now.addingTimeInterval(-Double(keepDays) * 86_400)
        _ = try? store.write { db in
            var stored = donation
            try stored.insert(db)
            try Donation.filter(Column("at") < cutoff).deleteAll(db)
        }
    }

    /// The kept donations, oldest first.
    public func all() throws(StoreError) -> [Donation] {
        try store.read { db in try Donation.fetchReadable(db, Donation.order(Column("at"), Column("id"))) }
    }

    /// Deletes the donations whose value of type `type` is `name` (a caller or a food that was
    /// deleted): what was done with a deleted thing is not kept.
    public func forget(type: String, name: String) {
        let wanted = SpokenWords.tokenize(name)
        _ = try? store.write { db in
            for donation in try Donation.fetchReadable(db, Donation.all()) {
                let mentions = donation.types.contains { entry in
                    entry.value == type && donation.values[entry.key].map(SpokenWords.tokenize) == wanted
                }
                if mentions, let id = donation.id { try Donation.deleteOne(db, key: id) }
            }
        }
    }

    /// The interactions that repeat, most frequent first: each at least ``repeatsForSuggestion`` times
    /// on at least ``daysForSuggestion`` days (not by a shortcut, and no answer to an alert: "snooze"
    /// means something only while an alarm rings), with no stored shortcut doing the same already.
    public func suggestions(shortcuts: [VoiceShortcut]) throws(StoreError) -> [ShortcutSuggestion] {
        let made = Set(shortcuts.map { ShortcutSuggestion.key(intent: $0.intent, values: $0.values) })
        var groups: [String: [Donation]] = [:]
        let notHabits: Set<String> = [InteractionSource.shortcut.rawValue, InteractionSource.alert.rawValue]
        for donation in try all() where !notHabits.contains(donation.source) {
            groups[ShortcutSuggestion.key(intent: donation.intent, values: donation.values), default: []].append(donation)
        }
        let offered = Set(try store.read { db in try OfferedSuggestion.fetchReadable(db, OfferedSuggestion.all()) }.map(\.key))
        return groups.filter { group in
            group.value.count >= Self.repeatsForSuggestion && !made.contains(group.key)
                && Set(group.value.map { calendar.startOfDay(for: $0.at) }).count >= Self.daysForSuggestion
        }
            .map { ShortcutSuggestion(key: $0.key, donations: $0.value, offered: offered.contains($0.key)) }
            .sorted { ($0.count, $0.last) > ($1.count, $1.last) }
    }

    /// Notes that a suggestion was offered aloud, so it is never offered again.
    public func markOffered(_ suggestion: ShortcutSuggestion) throws(StoreError) {
        let record = OfferedSuggestion(key: suggestion.key, offeredAt: clock.now)
        try store.write { db in
            var stored = record
            try stored.insert(db, onConflict: .ignore)
        }
    }
}

/// An interaction that repeats, with the evidence: how often and when.
public struct ShortcutSuggestion: Sendable, Equatable {
    /// Intent and values, as one text (what "offered once" is kept by).
    public let key: String
    /// The intent's identifier.
    public let intent: String
    /// Its values as said.
    public let values: [String: String]
    /// Their types.
    public let types: [String: String]
    /// How many times it was done in the kept days.
    public let count: Int
    /// When it was done last.
    public let last: Date
    /// The weekday (1 = Sunday) at least two in three of them fell on, if one did.
    public let weekday: Int?
    /// The part of the day at least two in three of them fell in, if one did.
    public let partOfDay: PartOfDay?
    /// Whether Hark has offered it aloud already.
    public let offered: Bool

    init(key: String, donations: [Donation], offered: Bool) {
        let first = donations[0]
        self.key = key
        intent = first.intent
        values = first.values
        types = first.types
        count = donations.count
        last = donations.map(\.at).max() ?? first.at
        weekday = Self.mostly(donations.map(\.weekday))
        partOfDay = Self.mostly(donations.map { PartOfDay(minuteOfDay: $0.minuteOfDay) })
        self.offered = offered
    }

    /// The value at least two in three of `items` share, or nil.
    static func mostly<T: Hashable>(_ items: [T]) -> T? {
        let counts = Dictionary(items.map { ($0, 1) }, uniquingKeysWith: +)
        guard let best = counts.max(by: { $0.value < $1.value }), best.value * 3 >= items.count * 2 else { return nil }
        return best.key
    }

    /// "intent|name=value|…" with names sorted.
    static func key(intent: String, values: [String: String]) -> String {
        ([intent] + values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.lowercased())" }).joined(separator: "|")
    }

    /// "on Friday evenings", "on Mondays", "in the mornings", or "" when they fall at no one time.
    public var when: String {
        let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let day = weekday.flatMap { names.indices.contains($0 - 1) ? names[$0 - 1] : nil }
        switch (day, partOfDay) {
        case let (day?, part?): return "on \(day) \(part.rawValue)s"
        case let (day?, nil): return "on \(day)s"
        case let (nil, part?): return "in the \(part.rawValue)s"
        case (nil, nil): return ""
        }
    }
}
