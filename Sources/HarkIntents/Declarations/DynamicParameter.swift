import Foundation
import Synchronization

/// A parameter of a ``DynamicIntent``: a name and the slot that holds its value.
///
/// Either wraps a typed `Parameter` (built-in values such as `Int` or
/// `SpokenDuration`, with their validation), or holds a list of spoken
/// choices known only at run time, like an `AppEnum` read from a file.
public struct DynamicParameter: Sendable {
    /// The name phrases use for it (`{room}`).
    public let name: String
    let slot: any ParameterSlot

    /// A parameter backed by a typed `@Parameter`-style object, e.g. `Parameter<Int>(title: "Degrees", validate: …)`.
    public init<Value: ParameterValue>(name: String, parameter: Parameter<Value>) {
        self.name = name
        self.slot = parameter
    }

    /// A parameter that takes one of `choices`; each choice's `words` are heard and its `meaning` is the value.
    ///
    /// Several choices may share a meaning (synonyms): "bed room" and "bedroom" both mean `bedroom`.
    /// A required parameter left out of a command is asked for; an optional one (`isRequired: false`)
    /// is simply absent (`isSet` false, `value` nil), like an `@Parameter` of optional type.
    public init(name: String, title: String, typeName: String, choices: [SpokenOption], requestValueDialog: IntentDialog? = nil,
                isRequired: Bool = true) {
        self.name = name
        self.slot = ChoiceSlot(title: title, typeName: typeName, choices: choices, requestValueDialog: requestValueDialog,
                               isRequired: isRequired)
    }

    /// The title used in listings and default questions.
    public var title: String { slot.title }
    /// The type name for listings ("integer", "room").
    public var typeName: String { slot.typeName }
    /// Whether Hark asks for the value when a command leaves it out (false for an optional
    /// parameter, such as one backed by `Parameter<Int?>`).
    public var isRequired: Bool { slot.isRequired }
    /// Whether a value was resolved.
    public var isSet: Bool { slot.isSet }
    /// The value as Hark says it ("living room", "22", "7:30 AM"), nil when unset.
    public var spokenValue: String? { slot.spokenValue }
    /// The value as typed JSON (a choice's meaning is a string), nil when unset.
    public var value: JSONValue? { slot.jsonValue }
}

/// A parameter whose values are a run-time list of spoken choices.
final class ChoiceSlot: ParameterSlot, Sendable {
    let title: String
    let isRequired: Bool
    let typeName: String
    let requestValueDialog: IntentDialog?
    let choices: [SpokenOption]

    /// The meaning chosen, and the meanings offered when the words fit several.
    private struct State {
        var value: String?
        var pending: [String] = []
    }
    private let state = Mutex(State())

    init(title: String, typeName: String, choices: [SpokenOption], requestValueDialog: IntentDialog?, isRequired: Bool) {
        self.title = title
        self.isRequired = isRequired
        self.typeName = typeName
        self.requestValueDialog = requestValueDialog
        self.choices = choices.map { SpokenOption(words: SpokenWords.tokenize($0.words).joined(separator: " "), meaning: $0.meaning) }
    }

    var isSet: Bool { state.withLock { $0.value != nil } }
    var jsonValue: JSONValue? { state.withLock { $0.value.map(JSONValue.string) } }
    var spokenValue: String? { state.withLock { $0.value } }

    func spokenForm() async throws -> SpokenForm { .options(choices) }

    func resolve(words: [String]) async throws -> SlotResolution {
        let said = words.joined(separator: " ")
        // A choice is heard by its words; a tagged group's meaning arrives as the meaning's words.
        let meanings = choices.filter { $0.words == said }.map(\.meaning)
            + choices.map(\.meaning).filter { SpokenWords.tokenize($0).joined(separator: " ") == said }
        var seen = Set<String>()
        let unique = meanings.filter { seen.insert($0).inserted }
        switch unique.count {
        case 0:
            return .unsupported("Sorry, \(said) isn't a \(typeName.lowercased()) I know.")
        case 1:
            state.withLock { $0.value = unique[0] }
            return .success
        default:
            state.withLock { $0.pending = unique }
            return .disambiguation(unique)
        }
    }

    func choose(_ index: Int) {
        state.withLock { state in
            guard state.pending.indices.contains(index) else { return }
            state.value = state.pending[index]
            state.pending = []
        }
    }

    func clear() { state.withLock { $0.value = nil } }
}
