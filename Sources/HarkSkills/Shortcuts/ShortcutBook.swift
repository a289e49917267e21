public import Foundation
public import HarkIntents
public import HarkStore

/// What the shortcut intents reach with `@Dependency`: the person's shortcuts over the suite's store
/// (the registry held weakly, as the registry holds this). It schedules nothing, so it has no alerts.
public struct ShortcutBook: AlertSource {
    let store: Store
    let clock: any HarkClock
    let registry: @Sendable () -> SkillRegistry?

    /// The shortcuts service, while the registry lives.
    var shortcuts: VoiceShortcuts? {
        registry().map { VoiceShortcuts(store: store, registry: $0, clock: clock) }
    }

    public func alert(for fired: FiredEvent) async throws -> Alert? { nil }

    /// The book the intents are running with.
    static var current: ShortcutBook? {
        IntentDependencies.current.resolve(ShortcutBook.self)
    }
}

/// One of the person's voice shortcuts, named by its phrase ("delete the pineapple pizza shortcut").
public struct ShortcutEntity: AppEntity, Equatable {
    public static let typeDisplayName = "Shortcut"
    public static let defaultQuery = ShortcutQuery()

    /// The stored shortcut's id.
    public let number: Int64
    /// Its phrase, as stored.
    public let phrase: String

    /// The phrase is how it is named.
    public var id: String { phrase }

    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: phrase) }
}

/// Reads the stored shortcuts; each is named by its phrase.
public struct ShortcutQuery: EntityQuery {
    /// Creates the query.
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [ShortcutEntity] {
        let wanted = Set(identifiers.map { SpokenWords.tokenize($0) })
        return try await suggestedEntities().filter { wanted.contains(SpokenWords.tokenize($0.phrase)) }
    }

    /// The shortcuts heard now: a stored one the registry refused (a phrase that cannot be said) is no
    /// name the grammar could hold.
    public func suggestedEntities() async throws -> [ShortcutEntity] {
        ShortcutBook.current?.registry()?.voiceShortcuts.map { ShortcutEntity(number: $0.id, phrase: $0.phrase) } ?? []
    }
}
