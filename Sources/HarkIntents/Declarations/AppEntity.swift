/// A thing from the app's data a parameter can refer to (a caller, a pantry
/// item), declared like App Intents' `AppEntity`. Its values come from a query
/// at run time, so a new contact is heard without a restart.
public protocol AppEntity: ParameterValue, Identifiable where ID: Sendable & Hashable & CustomStringConvertible {
    associatedtype Query: EntityQuery where Query.Entity == Self
    /// The type's name ("Caller").
    static var typeDisplayName: String { get }
    /// How this entity is shown and spoken.
    var displayRepresentation: DisplayRepresentation { get }
    /// The query that finds entities of this type.
    static var defaultQuery: Query { get }
}

/// Finds entities, like App Intents' `EntityQuery`.
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    /// The entities with these identifiers.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// Every entity the grammar should know by name (all contacts, all pantry items).
    func suggestedEntities() async throws -> [Entity]
    /// The entities whose spoken name matches the words (default: exact title or synonym match, then partial).
    func entities(matching words: [String]) async throws -> [Entity]
}

extension EntityQuery {
    public func entities(matching words: [String]) async throws -> [Entity] {
        try await entitiesByName(words)
    }

    /// The suggested entities whose spoken name is the words (a title or synonym), else those
    /// whose name holds every word ("mia" is "mia smith"): what ``entities(matching:)`` finds
    /// unless a query says otherwise.
    public func entitiesByName(_ words: [String]) async throws -> [Entity] {
        let said = words.joined(separator: " ")
        let all = try await suggestedEntities()
        let exact = all.filter { $0.displayRepresentation.spokenForms.contains(said) }
        if !exact.isEmpty { return exact }
        // "mia" matches "mia smith" and "mia jones": the user is asked which.
        let saidWords = Set(words)
        return all.filter { entity in
            entity.displayRepresentation.spokenForms.contains { saidWords.isSubset(of: Set($0.split(separator: " ").map(String.init))) }
        }
    }
}

extension AppEntity {
    public static var typeName: String { typeDisplayName }

    public static func spokenForm() async throws -> SpokenForm {
        let entities = try await defaultQuery.suggestedEntities()
        var seen = Set<String>()
        var options: [SpokenOption] = []
        for entity in entities {
            let forms = entity.displayRepresentation.spokenForms
            // People say first names ("call mia"): the first word of a longer name is heard too,
            // and resolving it asks which one when several share it.
            let shortForms = forms.compactMap { $0.split(separator: " ").count > 1 ? $0.split(separator: " ").first.map(String.init) : nil }
            for words in forms + shortForms where seen.insert(words).inserted {
                options.append(SpokenOption(words: words, meaning: entity.id.description))
            }
        }
        return .names(options)
    }

    public static func resolve(words: [String]) async throws -> ParameterResolution<Self> {
        let matches = try await defaultQuery.entities(matching: words)
        switch matches.count {
        case 0: return .unsupported("Sorry, I don't know a \(typeDisplayName.lowercased()) called \(words.joined(separator: " ")).")
        case 1: return .success(matches[0])
        default: return .disambiguation(matches)
        }
    }

    public var jsonValue: JSONValue { .string(displayRepresentation.title) }
    public var spokenText: String { displayRepresentation.title }
}
