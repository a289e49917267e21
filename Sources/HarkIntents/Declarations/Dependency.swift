/// Values intents reach through `@Dependency` (a store, a scheduler, a clock),
/// registered once on the `SkillRegistry`, like App Intents' `AppDependencyManager`.
public struct IntentDependencies: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// The dependencies of the intent being performed.
    @TaskLocal public static var current = IntentDependencies()

    /// Creates an empty set.
    public init() {}

    /// Adds or replaces the value for its type.
    public mutating func register<Value: Sendable>(_ value: Value, as type: Value.Type = Value.self) {
        values[ObjectIdentifier(type)] = value
    }

    /// The registered value of a type, if any.
    public func resolve<Value>(_ type: Value.Type) -> Value? {
        values[ObjectIdentifier(type)] as? Value
    }
}

/// A value an intent needs, resolved from `IntentDependencies.current` when read:
///
/// ```swift
/// struct StartFeeding: AppIntent {
///     @Dependency var log: FeedingLog
/// }
/// ```
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
    /// Declares a dependency of type `Value`.
    public init() {}

    /// The registered value. Reading one that was never registered is a programming error.
    public var wrappedValue: Value {
        guard let value = IntentDependencies.current.resolve(Value.self) else {
            preconditionFailure("No \(Value.self) registered: call registry.dependencies.register(_:) before running intents")
        }
        return value
    }
}
