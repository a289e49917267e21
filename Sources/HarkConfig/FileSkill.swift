import Foundation
public import HarkIntents

/// A skill read from a skills file: its intents are `DynamicIntent`s, so they
/// join the same grammar, router and lifecycle as the Swift skills.
public struct FileSkill: Skill {
    /// The skill's name as written in the file.
    public let name: String
    /// One shortcut per intent.
    public let shortcuts: [AppShortcut]
    /// The file it came from.
    public let path: String
    /// The file's shared rules (its top-level `rules:`), which its phrases use as `<name>`.
    public var rules: [String: String] = [:]
    /// The person wrote it.
    public var isUserDefined: Bool { true }
}

/// One intent of a skills file, as read (before it becomes a `DynamicIntent`).
struct FileIntent: Sendable {
    /// What a slot holds.
    enum SlotKind: Sendable {
        case choices([SpokenOption])
        case integer(min: Int?, max: Int?)
        case number(min: Double?, max: Double?)
        case duration, time, day
    }

    struct Slot: Sendable {
        let name: String
        let title: String
        let question: String?
        let kind: SlotKind
        /// Asked for when a command leaves it out; an optional slot is simply absent.
        let required: Bool
    }

    let name: String
    let description: String
    let phrases: [String]
    let slots: [Slot]
    let response: ResponseTemplate?
    let command: [String]?
    let responseFromCommand: Bool
    let timeout: Double
    /// `restricted_while_locked: true`: refused while Hark is locked.
    var restrictedWhileLocked = false
    /// `relevant:`: when "what can I say" names it first.
    var relevance: [ShortcutRelevance] = []
    /// `replaces:`: the names it had before, so voice shortcuts stored for them run it.
    var replaces: [String] = []

    /// What Hark says when the command fails.
    static let failureDialog: IntentDialog = "Sorry, that didn't work."

    /// The intent as the registry takes it; `runner` starts its command.
    func dynamic(runner: any CommandRunner) -> DynamicIntent {
        let intent = self
        var dynamic = DynamicIntent(identifier: name, title: description.isEmpty ? name : description, description: description,
                                    authenticationPolicy: restrictedWhileLocked ? .requiresAuthentication : .alwaysAllowed,
                                    parameters: { intent.slots.map(\.parameter) },
                                    perform: { try await intent.perform($0, runner: runner) })
        dynamic.replacedIdentifiers = replaces
        return dynamic
    }

    /// Runs the command (if any) with the slot values in its environment, then says the response.
    func perform(_ parameters: [DynamicParameter], runner: any CommandRunner) async throws -> IntentResult {
        var said: String?
        if let command {
            var environment = ["HARK_INTENT": name]
            for parameter in parameters {
                guard let value = Self.environmentValue(parameter) else { continue }
                environment["HARK_SLOT_" + parameter.name.uppercased()] = value
            }
            let result: CommandResult
            do {
                result = try await runner.run(command, environment: environment, timeout: timeout)
            } catch {
                throw IntentError(Self.failureDialog)
            }
            guard result.succeeded else { throw IntentError(Self.failureDialog) }
            if responseFromCommand {
                said = result.output.split(whereSeparator: \.isNewline).first
                    .map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
            }
        }
        var values: [String: String] = [:]
        for parameter in parameters where parameter.isSet {
            if values[parameter.name] == nil { values[parameter.name] = parameter.spokenValue ?? "" }
        }
        return .result(dialog: IntentDialog(said ?? response?.fill(values) ?? "OK."))
    }

    /// A slot value for the command's environment: a choice's value, a number, a duration in
    /// seconds, a time or day as spoken ("7:30 AM", "tomorrow").
    static func environmentValue(_ parameter: DynamicParameter) -> String? {
        switch parameter.value {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .double(let number): return ConfigFile.format(number)
        case .bool(let flag): return flag ? "true" : "false"
        case nil, .null: return nil
        case .array, .object: return parameter.spokenValue
        }
    }
}

extension FileIntent.Slot {
    /// A fresh, unresolved parameter for one run.
    var parameter: DynamicParameter {
        switch kind {
        case .choices(let options):
            return DynamicParameter(name: name, title: title, typeName: name, choices: options,
                                    requestValueDialog: question.map { IntentDialog($0) }, isRequired: required)
        case .integer(let min, let max):
            return typed(Int.self) { Self.rangeProblem(Double($0), min: min.map(Double.init), max: max.map(Double.init)) }
        case .number(let min, let max):
            return typed(Double.self) { Self.rangeProblem($0, min: min, max: max) }
        case .duration:
            return typed(SpokenDuration.self)
        case .time:
            return typed(TimeOfDay.self)
        case .day:
            return typed(RelativeDay.self)
        }
    }

    /// A `Parameter<Value>`, or `Parameter<Value?>` when the slot is optional, with the same validation.
    private func typed<Value: ParameterValue>(
        _ type: Value.Type, validate: (@Sendable (Value) -> IntentDialog?)? = nil
    ) -> DynamicParameter {
        let dialog = question.map { IntentDialog($0) }
        if required {
            return DynamicParameter(name: name, parameter: Parameter<Value>(title: title, requestValueDialog: dialog, validate: validate))
        }
        var optional: (@Sendable (Value?) -> IntentDialog?)?
        if let validate {
            optional = { (value: Value?) -> IntentDialog? in value.flatMap(validate) }
        }
        return DynamicParameter(name: name, parameter: Parameter<Value?>(title: title, requestValueDialog: dialog, validate: optional))
    }

    /// "Please say a number from 10 to 30." when `value` is outside the bounds.
    static func rangeProblem(_ value: Double, min: Double?, max: Double?) -> IntentDialog? {
        if let min, value < min {
            return max.map { "Please say a number from \(ConfigFile.format(min)) to \(ConfigFile.format($0))." }
                ?? "Please say a number of at least \(ConfigFile.format(min))."
        }
        if let max, value > max {
            return min.map { "Please say a number from \(ConfigFile.format($0)) to \(ConfigFile.format(max))." }
                ?? "Please say a number no bigger than \(ConfigFile.format(max))."
        }
        return nil
    }
}
