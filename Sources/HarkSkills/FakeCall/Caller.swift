public import HarkIntents

/// Someone a fake call can come from ("Mom"), with an optional script of what
/// they say when the call is answered. Callers are entities: a caller added with
/// `hark callers add` is heard as soon as the grammar is rebuilt.
public struct Caller: AppEntity, Equatable, Codable {
    public static let typeDisplayName = "Caller"
    public static let defaultQuery = CallerQuery()

    /// The name as written ("Mom", "Aunt Mary"); unique ignoring case.
    public var name: String
    /// The caller's own lines; nil for the default script.
    public var script: [String]?

    /// The name is the identifier.
    public var id: String { name }

    /// Creates a caller value.
    public init(name: String, script: [String]? = nil) {
        self.name = name
        self.script = script
    }

    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: name) }

    /// The lines said when the call is answered: the caller's own, else the default script.
    public var lines: [String] { script ?? FakeCallService.defaultScript(for: name) }

    /// A caller nobody saved, named by the words said, each capitalised ("auntie pat" is
    /// "Auntie Pat"); nil unless they are one to three words of letters (an apostrophe or a
    /// hyphen allowed) and none is a number ("42", "forty two"), so no value or stray word becomes a caller.
    static func unsaved(named words: [String]) -> Caller? {
        guard (1...3).contains(words.count),
              words.allSatisfy({ word in word.first?.isLetter == true && word.allSatisfy { $0.isLetter || $0 == "'" || $0 == "-" } }),
              !words.contains(where: { SpokenNumber.parse(words: [$0]) != nil })
        else { return nil }
        return Caller(name: words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " "))
    }
}

/// Reads callers from the store, always including the default caller from the settings.
public struct CallerQuery: EntityQuery {
    /// Creates the query.
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [Caller] {
        let wanted = Set(identifiers.map { $0.lowercased() })
        return try await suggestedEntities().filter { wanted.contains($0.name.lowercased()) }
    }

    public func suggestedEntities() async throws -> [Caller] {
        try FakeCallService.current?.callers() ?? []
    }

    /// The callers the words name, as for every entity (``EntityQuery/entitiesByName(_:)``); a
    /// name no caller has ("sarah", "auntie pat") is a caller for this call alone, with the
    /// default script: someone who asks for a fake call from a person Hark was never told of
    /// still gets one. The grammar hears only the saved callers, so this is typed text's.
    public func entities(matching words: [String]) async throws -> [Caller] {
        let known = try await entitiesByName(words)
        if !known.isEmpty { return known }
        return Caller.unsaved(named: words).map { [$0] } ?? []
    }
}
