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
    }

    let name: String
    let description: String
    let phrases: [String]
    let slots: [Slot]
    let response: String?
    let command: [String]?
    let responseFromCommand: Bool
    let timeout: Double

    /// What Hark says when the command fails.
    static let failureDialog: IntentDialog = "Sorry, that didn't work."

    /// The intent as the registry takes it; `runner` starts its command.
    func dynamic(runner: any CommandRunner) -> DynamicIntent {
        let intent = self
        return DynamicIntent(identifier: name, title: description.isEmpty ? name : description, description: description,
                             parameters: { intent.slots.map(\.parameter) },
                             perform: { try await intent.perform($0, runner: runner) })
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
        let values = Dictionary(parameters.map { ($0.name, $0.spokenValue ?? "") }, uniquingKeysWith: { a, _ in a })
        return .result(dialog: IntentDialog(said ?? response.map { Self.fill($0, values) } ?? "OK."))
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

    /// `{slot}` placeholders replaced by the slots' spoken values.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        var result = template
        for (name, value) in values { result = result.replacingOccurrences(of: "{\(name)}", with: value) }
        return result
    }

    /// The `{name}` placeholders in a response template.
    static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            names.append(String(after[..<close]))
            rest = after[after.index(after: close)...]
        }
        return names
    }
}

extension FileIntent.Slot {
    /// A fresh, unresolved parameter for one run.
    var parameter: DynamicParameter {
        let dialog = question.map { IntentDialog($0) }
        switch kind {
        case .choices(let options):
            return DynamicParameter(name: name, title: title, typeName: name, choices: options, requestValueDialog: dialog)
        case .integer(let min, let max):
            return DynamicParameter(name: name, parameter: Parameter<Int>(title: title, requestValueDialog: dialog, validate: {
                Self.rangeProblem(Double($0), min: min.map(Double.init), max: max.map(Double.init))
            }))
        case .number(let min, let max):
            return DynamicParameter(name: name, parameter: Parameter<Double>(title: title, requestValueDialog: dialog, validate: {
                Self.rangeProblem($0, min: min, max: max)
            }))
        case .duration:
            return DynamicParameter(name: name, parameter: Parameter<SpokenDuration>(title: title, requestValueDialog: dialog))
        case .time:
            return DynamicParameter(name: name, parameter: Parameter<TimeOfDay>(title: title, requestValueDialog: dialog))
        case .day:
            return DynamicParameter(name: name, parameter: Parameter<RelativeDay>(title: title, requestValueDialog: dialog))
        }
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
