public import HarkIntents

/// A saved fake call ("work": Boss, in 10 minutes, no re-alert), started with
/// "start the work call". Presets are entities, heard once the grammar is rebuilt.
public struct FakeCallPreset: AppEntity, Equatable, Codable {
    public static let typeDisplayName = "Call preset"
    public static let defaultQuery = FakeCallPresetQuery()

    /// The preset's name ("work"); unique ignoring case.
    public var name: String
    /// Who calls.
    public var caller: String
    /// Seconds from the request to the call.
    public var delaySeconds: Int
    /// Whether an unanswered call rings once more.
    public var realert: Bool
    /// The preset's own lines; nil for the caller's script.
    public var script: [String]?

    /// The name is the identifier.
    public var id: String { name }

    /// Creates a preset value.
    public init(name: String, caller: String, delaySeconds: Int, realert: Bool, script: [String]? = nil) {
        self.name = name
        self.caller = caller
        self.delaySeconds = delaySeconds
        self.realert = realert
        self.script = script
    }

    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: name) }
}

/// Reads call presets from the store.
public struct FakeCallPresetQuery: EntityQuery {
    /// Creates the query.
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [FakeCallPreset] {
        let wanted = Set(identifiers.map { $0.lowercased() })
        return try await suggestedEntities().filter { wanted.contains($0.name.lowercased()) }
    }

    public func suggestedEntities() async throws -> [FakeCallPreset] {
        try FakeCallService.current?.presets() ?? []
    }
}
