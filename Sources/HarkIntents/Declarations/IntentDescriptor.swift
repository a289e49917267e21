/// What a shortcut starts, as the registry, router and lifecycle see it:
/// an `AppIntent` type, or a ``DynamicIntent`` defined at run time.
public struct IntentDescriptor: Sendable {
    /// The intent's identifier: the type name of an `AppIntent`, or a dynamic intent's identifier.
    public let identifier: String
    /// A short human title.
    public let title: String
    /// A one-line description.
    public let description: String
    /// What performing it does (``AppIntent/effect``; a dynamic intent's ``DynamicIntent/effect``).
    public let effect: IntentEffect
    /// The identifiers it replaces (``AppIntent/replacedIdentifiers``), for stored voice shortcuts.
    public let replacedIdentifiers: [String]
    /// Whether it may run while Hark is locked (``AppIntent/authenticationPolicy``).
    public let authenticationPolicy: IntentAuthenticationPolicy
    /// Whether it is kept for suggestions and shortcuts (``AppIntent/isDiscoverable``).
    public let isDiscoverable: Bool
    /// Makes a fresh intent with unresolved parameters.
    let make: @Sendable () -> any AppIntent

    /// Describes an `AppIntent` type.
    public init<Intent: AppIntent>(_ type: Intent.Type) {
        identifier = Intent.identifier
        title = Intent.title
        description = Intent.description
        effect = Intent.effect
        replacedIdentifiers = Intent.replacedIdentifiers
        authenticationPolicy = Intent.authenticationPolicy
        isDiscoverable = Intent.isDiscoverable
        make = { Intent() }
    }

    /// Describes an intent defined at run time.
    public init(_ intent: DynamicIntent) {
        identifier = intent.identifier
        title = intent.title
        description = intent.description
        effect = intent.effect
        replacedIdentifiers = intent.replacedIdentifiers
        authenticationPolicy = intent.authenticationPolicy
        isDiscoverable = true
        make = { DynamicIntentRun(intent) }
    }

    /// The intent's parameters, in declaration order.
    public var parameterSummaries: [ParameterSummary] {
        make().declaredParameters.map {
            ParameterSummary(name: $0.name, title: $0.slot.title, type: $0.slot.typeName, required: $0.slot.isRequired)
        }
    }
}
