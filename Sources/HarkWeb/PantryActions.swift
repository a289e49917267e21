import Foundation
import HarkSkills
import HarkStore
import Hummingbird

/// What the fridge page and the API do to the pantry, each with its refusals: one definition
/// over the same ``Pantry`` the voice uses (shelf life, reminders and moves are its rules).
struct PantryActions {
    let pantry: Pantry

    /// A place by its name; 400 for anything else.
    static func place(_ text: String?) throws -> PantryStorage? {
        guard let text, !text.isEmpty else { return nil }
        guard let place = PantryStorage(rawValue: text.lowercased()) else {
            throw HTTPError(.badRequest, message: "The place must be fridge, freezer or pantry, not '\(text.prefix(20))'.")
        }
        return place
    }

    /// The shelf life Hark suggests for `name` kept in `place` (its best place when nil).
    static func suggestion(for name: String, in place: PantryStorage?) -> (category: ShelfLife.Category, place: PantryStorage, days: Int) {
        let best = place ?? ShelfLife.entry(for: ShelfLife.category(of: name)).bestStorage
        let category = ShelfLife.category(of: name, storedIn: best)
        return (category, best, ShelfLife.days(for: category, in: best))
    }

    /// Puts food away. `days` (from today) overrides the suggested shelf life; a food Hark does
    /// not know needs it, rather than a silent guess.
    func add(name: String, place: PantryStorage?, days: Int?) throws -> PantryItem {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw HTTPError(.badRequest, message: "Give the food's name.") }
        if let days, !(0...3650).contains(days) {
            throw HTTPError(.badRequest, message: "The shelf life must be from 0 to 3650 days, not \(days).")
        }
        if days == nil, ShelfLife.category(of: name) == .other {
            throw HTTPError(.badRequest, message: "Hark does not know how long \(name.prefix(60)) keeps; give the number of days it keeps.")
        }
        let expiry = days.map { pantry.calendar.date(byAdding: .day, value: $0, to: pantry.calendar.startOfDay(for: pantry.clock.now)) } ?? nil
        return try refusals { try pantry.add(name, storage: place, expiresAt: expiry) }
    }

    func move(id: Int64, to place: PantryStorage) throws -> PantryItem {
        try refusals { try pantry.move(id: id, to: place) }
    }

    func markUsed(id: Int64) throws -> PantryItem {
        try refusals { try pantry.markUsed(id: id) }
    }

    func remove(id: Int64) throws {
        try refusals { try pantry.remove(id: id) }
    }

    /// The pantry's refusals as HTTP errors: 404 for no such item, 409 for a change that
    /// cannot be made now, 400 for a name that cannot be spoken.
    private func refusals<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as PantryError {
            let status: HTTPResponse.Status = switch error.code {
            case .notFound: .notFound
            case .invalidName: .badRequest
            default: .conflict
            }
            throw HTTPError(status, message: error.message)
        }
    }

    /// How an item's days left read, and how loud its warning is.
    enum Urgency: String {
        case fine, soon, today, expired
    }

    static func urgency(daysLeft: Int) -> Urgency {
        switch daysLeft {
        case ..<0: .expired
        case 0: .today
        case 1...Pantry.soonDays: .soon
        default: .fine
        }
    }

    static func daysText(_ days: Int) -> String {
        switch days {
        case ..<(-1): "expired \(-days) days ago"
        case -1: "expired yesterday"
        case 0: "expires today"
        case 1: "1 day left"
        default: "\(days) days left"
        }
    }
}
