public import HarkIntents

/// A food by name, for putting things away and storage advice: the foods of the
/// shelf-life table plus the names already on the list. Typed text may name any
/// food ("quinoa"); it then counts as `other`.
public struct PantryFood: AppEntity, Equatable {
    public static let typeDisplayName = "Food"
    public static let defaultQuery = PantryFoodQuery()

    /// The name, lowercase.
    public var id: String
    /// Whether the shelf-life table knows it or its family ("brie" is a cheese).
    public var isKnown: Bool { ShelfLife.category(of: id) != .other }

    /// A food by name.
    public init(name: String) { self.id = name }

    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: id) }

    /// Whole names only: "ice cream" is not also heard as "ice".
    public static func spokenForm() async throws -> SpokenForm {
        .names(try await defaultQuery.suggestedEntities().map { SpokenOption(words: $0.id, meaning: $0.id) })
    }
}

/// Lists the known foods and the names on the pantry list.
public struct PantryFoodQuery: EntityQuery {
    /// Creates the query.
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [PantryFood] {
        identifiers.map(PantryFood.init(name:))
    }

    public func suggestedEntities() async throws -> [PantryFood] {
        let stored = (try? Pantry.current?.items().map(\.name)) ?? []
        return Set(ShelfLife.foods + stored).sorted().map(PantryFood.init(name:))
    }

    /// The known name ("egg" → eggs), else the words themselves as a new food.
    public func entities(matching words: [String]) async throws -> [PantryFood] {
        let said = words.joined(separator: " ")
        guard !said.isEmpty else { return [] }
        if let known = ShelfLife.knownName(said) { return [PantryFood(name: known)] }
        return [PantryFood(name: said)]
    }
}
