/// How a speech grammar hears the values of a parameter type.
public enum SpokenForm: Sendable, Hashable {
    /// A built-in spoken value (numbers, durations, times, days) with its own grammar and parser.
    case value(ValueKind)
    /// A closed list of spoken options (enum cases), each possibly multi-word.
    case options([SpokenOption])
    /// Names of the user's things (entities: contacts, pantry items). The list changes at
    /// run time, and typed text may name one that does not exist, which is then said so.
    case names([SpokenOption])

    /// The spoken options of `.options` and `.names`; empty for values.
    var spokenOptions: [SpokenOption] {
        switch self {
        case .value: return []
        case .options(let list), .names(let list): return list
        }
    }
}

/// One way to say an option, and what it means.
public struct SpokenOption: Sendable, Hashable {
    /// The words as spoken, lowercase ("mom", "the freezer").
    public var words: String
    /// The option it selects: an enum raw value or an entity identifier.
    public var meaning: String

    /// Creates a spoken option.
    public init(words: String, meaning: String) {
        self.words = words
        self.meaning = meaning
    }
}

/// The outcome of resolving spoken words to a parameter value (SiriKit's resolution result).
public enum ParameterResolution<Value: Sendable>: Sendable {
    /// Exactly one value fits.
    case success(Value)
    /// Several values fit; the user picks one.
    case disambiguation([Value])
    /// Nothing fits; the reason is spoken before asking again.
    case unsupported(IntentDialog)
}

/// A type an intent parameter can hold: it knows how it is spoken, how words
/// resolve to it, and how it is reported.
public protocol ParameterValue: Sendable {
    /// A short name for listings and grammar rule names ("integer", "Caller").
    static var typeName: String { get }
    /// How the grammar hears values (asked again whenever the grammar is rebuilt, so entity lists can change).
    static func spokenForm() async throws -> SpokenForm
    /// Resolves recognized words to a value.
    static func resolve(words: [String]) async throws -> ParameterResolution<Self>
    /// Whether this is an `Optional` (an optional parameter).
    static var isOptionalType: Bool { get }
    /// The empty value of an optional type, nil for others.
    static var emptyValue: Self? { get }
    /// The value as typed JSON (numbers as numbers).
    var jsonValue: JSONValue { get }
    /// The value as Hark says it ("7:30 AM", "20 minutes", "Mom").
    var spokenText: String { get }
}

extension ParameterValue {
    public static var isOptionalType: Bool { false }
    public static var emptyValue: Self? { nil }
}

extension Optional: ParameterValue where Wrapped: ParameterValue {
    public static var typeName: String { Wrapped.typeName }
    public static func spokenForm() async throws -> SpokenForm { try await Wrapped.spokenForm() }
    public static func resolve(words: [String]) async throws -> ParameterResolution<Self> {
        switch try await Wrapped.resolve(words: words) {
        case .success(let value): return .success(.some(value))
        case .disambiguation(let values): return .disambiguation(values.map { .some($0) })
        case .unsupported(let reason): return .unsupported(reason)
        }
    }
    public static var isOptionalType: Bool { true }
    public static var emptyValue: Self? { .some(.none) }
    public var jsonValue: JSONValue { self?.jsonValue ?? .null }
    public var spokenText: String { self?.spokenText ?? "" }
}
