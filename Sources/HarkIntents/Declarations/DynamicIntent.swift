/// An intent defined at run time (from a skills file) instead of as a Swift type.
///
/// App Intents are static types whose `@Parameter` properties are found by
/// reflection; a file cannot declare a type. A dynamic intent carries the same
/// information as data: an identifier, a title, a factory for fresh parameters
/// and a `perform` closure. Put it in a skill with ``AppShortcut/init(dynamic:phrases:shortTitle:)``;
/// the registry, grammar, router and lifecycle then treat it exactly like an
/// `AppIntent` type (slots are resolved, asked for and disambiguated the same way).
///
/// ```swift
/// let lights = DynamicIntent(identifier: "TurnOnLight", title: "Turn on a light",
///     parameters: { [DynamicParameter(name: "room", title: "Room", typeName: "room",
///                                     choices: [SpokenOption(words: "kitchen", meaning: "kitchen")])] },
///     perform: { values in .result(dialog: "Turning on the \(values[0].spokenValue ?? "") light.") })
/// ```
public struct DynamicIntent: Sendable {
    /// The identifier reported in events and listings, like an `AppIntent` type name ("TurnOnLight").
    public let identifier: String
    /// A short human title.
    public let title: String
    /// A one-line description for `hark intents`.
    public let description: String
    /// Makes the intent's parameters, unresolved, in declaration order; called once per run.
    public let parameters: @Sendable () -> [DynamicParameter]
    /// Does the work with the resolved parameters (as made by `parameters`) and returns what to say.
    public let perform: @Sendable ([DynamicParameter]) async throws -> IntentResult
    /// What performing it does; a skills-file intent runs a template or a command,
    /// so it is taken to change something unless it says otherwise.
    public var effect: IntentEffect = .changes
    /// Whether it may run while Hark is locked (a skills file's `restricted_while_locked: true`).
    public var authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed
    /// The identifiers of intents it replaces (a skills file's `replaces:`; ``AppIntent/replacedIdentifiers``):
    /// a voice shortcut stored for one of them runs this intent.
    public var replacedIdentifiers: [String] = []

    /// Creates a dynamic intent.
    public init(
        identifier: String,
        title: String,
        description: String = "",
        effect: IntentEffect = .changes,
        authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed,
        parameters: @escaping @Sendable () -> [DynamicParameter],
        perform: @escaping @Sendable ([DynamicParameter]) async throws -> IntentResult
    ) {
        self.identifier = identifier
        self.title = title
        self.description = description
        self.effect = effect
        self.authenticationPolicy = authenticationPolicy
        self.parameters = parameters
        self.perform = perform
    }
}

/// One run of a ``DynamicIntent``: the `AppIntent` the lifecycle drives.
struct DynamicIntentRun: AppIntent {
    static let title = "Dynamic intent"
    let definition: DynamicIntent?
    let parameters: [DynamicParameter]

    /// An empty run (the protocol requires it; the registry never uses it).
    init() {
        definition = nil
        parameters = []
    }

    init(_ definition: DynamicIntent) {
        self.definition = definition
        self.parameters = definition.parameters()
    }

    func perform() async throws -> IntentResult {
        guard let definition else { return .result() }
        return try await definition.perform(parameters)
    }
}

extension AppShortcut {
    /// Creates a shortcut for an intent defined at run time.
    public init(dynamic intent: DynamicIntent, phrases: [String], shortTitle: String? = nil, relevance: [ShortcutRelevance] = []) {
        self.init(descriptor: IntentDescriptor(intent), phrases: phrases, shortTitle: shortTitle ?? intent.title, relevance: relevance)
    }
}
