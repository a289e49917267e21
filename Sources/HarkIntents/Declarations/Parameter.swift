import Foundation
import Synchronization

/// An intent parameter, declared App Intents–style:
///
/// ```swift
/// @Parameter(title: "Amount", requestValueDialog: "How many milliliters?")
/// var amount: Int
/// ```
///
/// Optional types make optional parameters: `var size: CupSize?` with the phrase
/// `"a [{size}] {drink}"` hears "a latte" as `size == nil`, without asking and without
/// reporting `size`. A phrase's `[ ]` does not make a parameter optional; its type does
/// (`"set a timer [for {duration}]"` with `var duration: SpokenDuration` asks "For how long?").
/// `wrappedValue:` gives a default.
/// The lifecycle fills parameters before `perform()` runs; `$amount` reaches
/// this object for `needsValueError()` and `requestDisambiguation(among:)`.
@propertyWrapper
public final class Parameter<Value: ParameterValue>: Sendable {
    /// The parameter's title, used in listings and default questions.
    public let title: String
    /// What to ask when the value is missing (default: "What's the <title>?").
    public let requestValueDialog: IntentDialog?
    /// Default value when the user does not say one.
    public let defaultValue: Value?
    /// Extra validation: a spoken reason when a resolved value is not acceptable.
    let validator: (@Sendable (Value) -> IntentDialog?)?

    /// What the lifecycle resolved (and the choices it offered), set and read from whichever task runs it.
    private struct State {
        var value: Value?
        var pendingChoices: [Value] = []
    }
    private let state = Mutex(State())

    /// Declares a parameter.
    public init(
        title: String,
        requestValueDialog: IntentDialog? = nil,
        validate: (@Sendable (Value) -> IntentDialog?)? = nil
    ) {
        self.title = title
        self.requestValueDialog = requestValueDialog
        self.defaultValue = nil
        self.validator = validate
    }

    /// Declares a parameter with a default value.
    public init(
        wrappedValue: Value,
        title: String,
        requestValueDialog: IntentDialog? = nil,
        validate: (@Sendable (Value) -> IntentDialog?)? = nil
    ) {
        self.title = title
        self.requestValueDialog = requestValueDialog
        self.defaultValue = wrappedValue
        self.validator = validate
    }

    /// The resolved value (or the default). Reading a required parameter that was never resolved is a programming error.
    public var wrappedValue: Value {
        get {
            if let value = state.withLock({ $0.value }) { return value }
            if let defaultValue { return defaultValue }
            if let empty = Value.emptyValue { return empty }
            preconditionFailure("Parameter '\(title)' read before it was resolved")
        }
        set {
            store(newValue)
        }
    }

    /// The parameter itself (`$name`).
    public var projectedValue: Parameter<Value> { self }

    /// Whether a value was set (by the user or in code), not counting the default.
    public var hasValue: Bool {
        state.withLock { $0.value != nil }
    }

    /// An error that, thrown from `perform()`, makes Hark ask for this value and run `perform()` again.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> NeedsValueError {
        NeedsValueError(parameterTitle: title, dialog: dialog) { [self] in
            store(nil)
        }
    }

    /// Asks the user to pick one of `values` and returns the choice.
    public func requestDisambiguation(among values: [Value], dialog: IntentDialog? = nil) async throws -> Value {
        guard let context = IntentContext.current else { throw IntentContextError.noConversation }
        let index = try await context.disambiguate(
            options: values.map(\.spokenText), dialog: dialog, parameterTitle: title)
        wrappedValue = values[index]
        return values[index]
    }

    /// Asks the user for a value now and returns it.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
        guard let context = IntentContext.current else { throw IntentContextError.noConversation }
        store(nil)
        try await context.ask(for: self, dialog: dialog)
        return wrappedValue
    }

    private func store(_ value: Value?) {
        state.withLock { $0.value = value }
    }

    func setPendingChoices(_ values: [Value]) {
        state.withLock { $0.pendingChoices = values }
    }
}

extension Parameter: ParameterSlot {
    var isRequired: Bool { !Value.isOptionalType && defaultValue == nil }
    var typeName: String { Value.typeName }
    var isSet: Bool { hasValue }
    var jsonValue: JSONValue? {
        (state.withLock { $0.value } ?? defaultValue)?.jsonValue
    }
    var spokenValue: String? {
        (state.withLock { $0.value } ?? defaultValue)?.spokenText
    }

    func spokenForm() async throws -> SpokenForm { try await Value.spokenForm() }

    func resolve(words: [String]) async throws -> SlotResolution {
        switch try await Value.resolve(words: words) {
        case .success(let value):
            if let reason = validator?(value) { return .unsupported(reason) }
            store(value)
            return .success
        case .disambiguation(let values):
            let valid = values.filter { validator?($0) == nil }
            if valid.count == 1 { store(valid[0]); return .success }
            if valid.isEmpty, let first = values.first, let reason = validator?(first) { return .unsupported(reason) }
            setPendingChoices(valid)
            return .disambiguation(valid.map(\.spokenText))
        case .unsupported(let reason):
            return .unsupported(reason)
        }
    }

    func choose(_ index: Int) {
        state.withLock { state in
            guard state.pendingChoices.indices.contains(index) else { return }
            state.value = state.pendingChoices[index]
            state.pendingChoices = []
        }
    }

    func clear() { store(nil) }
}

/// Thrown from `perform()` (via `$parameter.needsValueError()`) to ask for a value and perform again.
public struct NeedsValueError: Error, Sendable {
    /// The parameter's title.
    public let parameterTitle: String
    /// What to ask, if not the parameter's own question.
    public let dialog: IntentDialog?
    let reset: @Sendable () -> Void
}
