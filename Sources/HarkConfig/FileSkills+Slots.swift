import Foundation
import HarkIntents
import HarkLimits
import Yams

extension FileSkills {
    /// A slot: `{values: […]}` or `{type: integer, min: 10, max: 30}`, plus optional `title`, `question`
    /// and `required`. Shorthands: a list is its values, a word is its type.
    ///
    /// `required` is returned apart (nil when not written): left out, it depends on the phrases
    /// (a slot written inside `[ ]` is optional), which are read after the slots.
    static func readSlot(_ node: ConfigNode, name: String, skill: String, intent: String) throws(ConfigError) -> (slot: FileIntent.Slot, required: Bool?) {
        let context = "\(skill) ▸ \(intent) ▸ slot \(name)"
        var entries: [String: ConfigNode] = [:]
        switch node.node {
        case .sequence: entries["values"] = node
        case .scalar: entries["type"] = node
        default: entries = try node.mapping(allowed: ["values", "type", "min", "max", "title", "question", "required"])
        }
        let title = try entries["title"]?.text(within: Limits.nameCharacters) ?? name.replacingOccurrences(of: "_", with: " ")
        let question = try entries["question"]?.text(within: Limits.sentenceCharacters)
        let required = try entries["required"]?.bool()
        let kind: FileIntent.SlotKind
        switch (entries["values"], entries["type"]) {
        case (let values?, nil):
            if let bound = entries["min"] ?? entries["max"] {
                throw bound.error(.unknownKey, "\(context): '\(bound.path.split(separator: ".").last ?? "")' \(bound.location) only applies to type integer or number, not to a list of values.")
            }
            kind = .choices(try readChoices(values, context: context))
        case (nil, let type?):
            kind = try readType(type, min: entries["min"], max: entries["max"], context: context)
        case (_?, _?):
            throw node.error(.wrongType, "\(context) \(node.location) has both 'values' and 'type'; keep one.")
        case (nil, nil):
            throw node.error(.missingKey, "\(context) \(node.location) needs 'values' (a list of words) or 'type' (\(slotTypes.joined(separator: ", "))).")
        }
        return (FileIntent.Slot(name: name, title: title, question: question, kind: kind, required: required ?? true), required)
    }

    /// A slot's values: words, or `{value: …, synonyms: […]}`.
    static func readChoices(_ node: ConfigNode, context: String) throws(ConfigError) -> [SpokenOption] {
        var options: [SpokenOption] = []
        var values: Set<String> = []
        let items = try node.sequence()
        guard !items.isEmpty else { throw node.error(.missingKey, "\(context): 'values' \(node.location) must list at least one value.") }
        for item in items {
            let valueNode: ConfigNode
            var synonyms: [ConfigNode] = []
            if case .mapping = item.node {
                let entries = try item.mapping(allowed: ["value", "synonyms"])
                valueNode = try item.required("value", in: entries)
                synonyms = try entries["synonyms"]?.sequence() ?? []
            } else {
                valueNode = item
            }
            let value = try valueNode.text(within: Limits.nameCharacters)
            guard values.insert(value).inserted else {
                throw valueNode.error(.duplicate, "\(context): the value \"\(value)\" \(valueNode.location) is listed twice; keep one.")
            }
            for said in [valueNode] + synonyms {
                options.append(SpokenOption(words: try spokenWords(said, context: context).joined(separator: " "), meaning: value))
            }
        }
        return options
    }

    /// The words of a value or synonym; digits and punctuation are errors.
    static func spokenWords(_ node: ConfigNode, context: String) throws(ConfigError) -> [String] {
        let text = try node.text(within: Limits.nameCharacters)
        do {
            return try TemplateParser.words(in: text)
        } catch {
            let column = (node.column ?? 1) + node.quoteOffset + error.column - 1
            throw ConfigError(.invalidWords,
                "\(context): the value \"\(FileSkills.abbreviated(text))\" at line \(node.line ?? 0), column \(column): \(error.message)",
                path: node.file, line: node.line, column: column)
        }
    }

    /// A built-in type with optional bounds.
    static func readType(_ node: ConfigNode, min: ConfigNode?, max: ConfigNode?, context: String) throws(ConfigError) -> FileIntent.SlotKind {
        let type = try node.nonEmptyString()
        let bounds = (try min?.number(within: Limits.spokenNumber), try max?.number(within: Limits.spokenNumber))
        if let low = bounds.0, let high = bounds.1, low > high, let max {
            throw max.error(.outOfRange, "\(context): max \(max.raw) \(max.location) is below min \(min?.raw ?? ""); swap them.")
        }
        switch type {
        case "integer":
            for bound in [min, max].compactMap({ $0 }) where try bound.number().rounded() != (try bound.number()) {
                throw bound.error(.wrongType, "\(context): '\(bound.path.split(separator: ".").last ?? "")' \(bound.location) must be a whole number for an integer slot, got \(bound.raw).")
            }
            return .integer(min: bounds.0.map { Int($0) }, max: bounds.1.map { Int($0) })
        case "number":
            return .number(min: bounds.0, max: bounds.1)
        case "duration", "time", "day":
            if let bound = min ?? max {
                throw bound.error(.unknownKey, "\(context): '\(bound.path.split(separator: ".").last ?? "")' \(bound.location) only applies to type integer or number, not \(type).")
            }
            return type == "duration" ? .duration : type == "time" ? .time : .day
        default:
            let hint = ConfigNode.suggestion(for: type, among: slotTypes).map { "did you mean '\($0)'?" } ?? "use one of: \(slotTypes.joined(separator: ", "))."
            throw node.error(.wrongType, "\(context): unknown type '\(FileSkills.abbreviated(type))' \(node.location); \(hint)")
        }
    }
}
