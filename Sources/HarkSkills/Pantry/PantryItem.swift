public import Foundation
public import HarkIntents

/// One food on the pantry list: what it is, where it is kept and when it
/// expires. Items are entities, so "I used the eggs" names what is stored.
public struct PantryItem: AppEntity, Equatable, Codable {
    public static let typeDisplayName = "Pantry item"
    public static let defaultQuery = PantryItemQuery()

    /// Row id.
    public var id: Int64
    /// The food's name, lowercase ("milk", "chicken soup").
    public var name: String
    /// Its shelf-life category.
    public var category: ShelfLife.Category
    /// Where it is kept.
    public var storage: PantryStorage
    /// When it was put away.
    public var addedAt: Date
    /// The start of the day it expires (in the pantry's calendar).
    public var expiresAt: Date
    /// When it was used up or thrown out; nil while it is still there.
    public var usedAt: Date?

    /// Creates an item value.
    public init(id: Int64, name: String, category: ShelfLife.Category, storage: PantryStorage,
                addedAt: Date, expiresAt: Date, usedAt: Date? = nil) {
        self.id = id
        self.name = name
        self.category = category
        self.storage = storage
        self.addedAt = addedAt
        self.expiresAt = expiresAt
        self.usedAt = usedAt
    }

    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: name) }

    /// Resolves words against stored items, with a pantry-worded reason when nothing matches.
    public static func resolve(words: [String]) async throws -> ParameterResolution<PantryItem> {
        let matches = try await defaultQuery.entities(matching: words)
        switch matches.count {
        case 0: return .unsupported("Sorry, I can't find the \(words.joined(separator: " ")) on the list.")
        case 1: return .success(matches[0])
        default: return .disambiguation(matches)
        }
    }
}

/// Finds stored, unused pantry items.
///
/// Several items with the same name ("milk" twice) count as one: the one that
/// expires first is meant, as it should be used first. Items whose names share
/// the words said ("chicken" for "chicken soup" and "chicken breasts") are
/// offered as a choice.
public struct PantryItemQuery: EntityQuery {
    /// Creates the query.
    public init() {}

    public func entities(for identifiers: [Int64]) async throws -> [PantryItem] {
        guard let pantry = Pantry.current else { return [] }
        return try identifiers.compactMap { try pantry.item(id: $0) }
    }

    public func suggestedEntities() async throws -> [PantryItem] {
        try Pantry.current?.items() ?? []
    }

    public func entities(matching words: [String]) async throws -> [PantryItem] {
        let all = try await suggestedEntities()
        let said = words.joined(separator: " ")
        let known = ShelfLife.knownName(said)
        let exact = all.filter { $0.name == said || (known != nil && $0.name == known) }
        if !exact.isEmpty { return Self.firstOfEachName(exact) }
        let saidWords = Set(words)
        let partial = all.filter { saidWords.isSubset(of: Set($0.name.split(separator: " ").map(String.init))) }
        return Self.firstOfEachName(partial)
    }

    /// One item per name, the soonest-expiring (items arrive sorted by expiry).
    static func firstOfEachName(_ items: [PantryItem]) -> [PantryItem] {
        var seen = Set<String>()
        return items.filter { seen.insert($0.name).inserted }
    }
}
