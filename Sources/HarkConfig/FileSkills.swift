import Foundation
public import HarkIntents
import HarkLimits
import Yams

/// Skills written as YAML instead of Swift (see docs/CONFIG.md, "Skills files"):
///
/// ```yaml
/// skills:
///   - name: Lights
///     intents:
///       - name: TurnOnLight
///         phrases: ["turn on the {room} light"]
///         slots:
///           room: {values: [kitchen, {value: bedroom, synonyms: [bed room]}]}
///         response: "Turning on the {room} light."
///         command: ["/usr/local/bin/lights", "on"]
/// ```
///
/// Errors name the file, line and column, the skill and the intent.
public enum FileSkills {
    /// Slot types besides value lists.
    static let slotTypes = ["integer", "number", "duration", "time", "day"]
    /// Seconds a command may run before it is stopped.
    public static let defaultTimeout = 10.0

    /// Reads the skills in the file at `path`; `runner` starts their commands.
    public static func load(path: String, runner: any CommandRunner = ProcessCommandRunner()) throws(ConfigError) -> [any Skill] {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "it cannot be read (check its permissions)" : "it does not exist"
            throw ConfigError(.unreadable, "The skills file cannot be used: \(reason); fix the path in skills.files or --skills.", path: path)
        }
        return try parse(yaml: text, path: path, runner: runner)
    }

    /// Reads skills from YAML text; `path` names the file in errors.
    public static func parse(yaml: String, path: String, runner: any CommandRunner = ProcessCommandRunner()) throws(ConfigError) -> [any Skill] {
        guard let root = try ConfigNode.document(yaml: yaml, file: path) else {
            throw ConfigError(.missingKey, "The skills file is empty; it needs a 'skills' list.", path: path)
        }
        let top = try root.mapping(allowed: ["rules", "skills"])
        let (definitions, rules) = try readRules(top["rules"])
        var skills: [any Skill] = []
        var names: Set<String> = []
        for item in try root.required("skills", in: top).sequence() {
            var skill = try readSkill(item, runner: runner, path: path, rules: rules)
            skill.rules = definitions
            guard names.insert(skill.name).inserted else {
                throw item.error(.duplicate, "A second skill is named '\(skill.name)' \(item.location); give each skill its own name.")
            }
            skills.append(skill)
        }
        do {
            _ = try SkillRegistry(skills: skills)
        } catch {
            throw ConfigError(.registration, error.message, path: path)
        }
        return skills
    }

    static func readSkill(_ item: ConfigNode, runner: any CommandRunner, path: String,
                          rules: TemplateRules = .standard) throws(ConfigError) -> FileSkill {
        let name = try item.peek("name")?.nonEmptyString() ?? ""
        let node = item.renamed(name.isEmpty ? item.path : name)
        let entries = try node.mapping(allowed: ["name", "intents"])
        _ = try node.required("name", in: entries).text(within: Limits.nameCharacters)
        let list = try node.required("intents", in: entries).sequence()
        guard (1...SkillRegistry.maxShortcutsPerSkill).contains(list.count) else {
            throw node.error(.outOfRange, "Skill '\(name)' \(node.location) has \(list.count) intents; give it 1 to \(SkillRegistry.maxShortcutsPerSkill) (split it into two skills).")
        }
        var intents: [FileIntent] = []
        for entry in list {
            let intent = try FileSkills.readIntent(entry, skill: name, rules: rules)
            if intents.contains(where: { $0.name == intent.name }) {
                throw entry.error(.duplicate, "Skill '\(name)' has a second intent named '\(intent.name)' \(entry.location); give each intent its own name.")
            }
            intents.append(intent)
        }
        let shortcuts = intents.map { AppShortcut(dynamic: $0.dynamic(runner: runner), phrases: $0.phrases, relevance: $0.relevance) }
        return FileSkill(name: name, shortcuts: shortcuts, path: path)
    }

    static func readIntent(_ item: ConfigNode, skill: String, rules: TemplateRules = .standard) throws(ConfigError) -> FileIntent {
        let name = try item.peek("name")?.nonEmptyString() ?? ""
        let node = item.renamed("\(skill) ▸ \(name.isEmpty ? "intent" : name)")
        let entries = try node.mapping(allowed: ["name", "description", "phrases", "slots", "response", "command", "response_from_command", "timeout",
                                                   "restricted_while_locked", "relevant", "replaces"])
        let nameValue = try node.required("name", in: entries)
        guard isIdentifier(name) else {
            throw nameValue.error(.invalidWords, "Skill '\(skill)': the intent name '\(name)' \(nameValue.location) must be letters, digits and _ starting with a letter, like TurnOnLight.")
        }
        _ = try nameValue.text(within: Limits.nameCharacters)
        var slots: [FileIntent.Slot] = []
        var declaredRequired: [String: Bool] = [:]
        if let slotNode = entries["slots"] {
            guard case .mapping(let mapping) = slotNode.node else {
                throw slotNode.error(.wrongType, "\(slotNode.subject) must map slot names to their values or type, got \(slotNode.shown).")
            }
            for (key, value) in mapping {
                let slotName = key.string ?? ""
                guard isIdentifier(slotName) else {
                    let keyNode = slotNode.child(key, key: slotName)
                    throw keyNode.error(.invalidWords, "\(skill) ▸ \(name): the slot name '\(slotName)' \(keyNode.location) must be letters, digits and _ starting with a letter, like room.")
                }
                let (slot, required) = try readSlot(slotNode.child(value, key: slotName), name: slotName, skill: skill, intent: name)
                slots.append(slot)
                declaredRequired[slotName] = required
            }
        }
        let slotNames = Set(slots.map(\.name))
        let phrasesNode = try node.required("phrases", in: entries)
        let phraseNodes = if case .scalar = phrasesNode.node { [phrasesNode] } else { try phrasesNode.sequence() }
        guard !phraseNodes.isEmpty else { throw phrasesNode.error(.missingKey, "\(phrasesNode.subject) must list at least one phrase.") }
        var phrases: [Template] = []
        for (index, phrase) in phraseNodes.enumerated() {
            phrases.append(try readPhrase(phrase, number: index + 1, slots: slotNames, rules: rules, context: "\(skill) ▸ \(name)"))
        }
        // A slot is optional when declared `required: false`, or written inside `[ ]` in a phrase and not declared `required: true`.
        let bracketed = phrases.reduce(into: Set<String>()) { $0.formUnion($1.optionalSlotNames) }
        slots = slots.map { slot in
            let required = declaredRequired[slot.name] ?? !bracketed.contains(slot.name)
            return FileIntent.Slot(name: slot.name, title: slot.title, question: slot.question, kind: slot.kind, required: required)
        }
        let optional = Set(slots.filter { !$0.required }.map(\.name))
        let response = try entries["response"].map { node throws(ConfigError) in
            try readResponse(node, slots: slotNames, optional: optional, context: "\(skill) ▸ \(name)")
        }
        let command = try entries["command"].map { node throws(ConfigError) in try readCommand(node) }
        let fromCommand = try entries["response_from_command"]?.bool() ?? false
        if fromCommand, command == nil, let flag = entries["response_from_command"] {
            throw flag.error(.missingKey, "\(flag.subject) needs a 'command' in the same intent; add one or remove it.")
        }
        let timeout = try entries["timeout"]?.number(within: Limits.commandSeconds) ?? defaultTimeout
        let description = try entries["description"]?.string() ?? ""
        if let node = entries["description"], !Limits.sentenceCharacters.contains(description.count) {
            throw node.error(.outOfRange, Limits.sentenceCharacters.refusal(node.subject, is: "\(description.count) characters long"))
        }
        var intent = FileIntent(name: name, description: description, phrases: phrases.map(\.text), slots: slots,
                                response: response, command: command, responseFromCommand: fromCommand, timeout: timeout)
        intent.restrictedWhileLocked = try entries["restricted_while_locked"]?.bool() ?? false
        if let relevant = entries["relevant"] { intent.relevance = try readRelevance(relevant) }
        if let replaces = entries["replaces"] { intent.replaces = try readReplaced(replaces, name: name) }
        return intent
    }

    /// `replaces:`: one or a list of the intent's earlier names, each written as an intent name is.
    static func readReplaced(_ node: ConfigNode, name: String) throws(ConfigError) -> [String] {
        var items: [ConfigNode] = [node]
        if case .sequence = node.node { items = try node.sequence() }
        var names: [String] = []
        for item in items {
            let old = try item.text(within: Limits.nameCharacters)
            guard isIdentifier(old) else {
                throw item.error(.invalidWords, "\(item.subject) is '\(abbreviated(old))'; write the intent's earlier name as it was, letters, digits and _ starting with a letter.")
            }
            guard old != name else {
                throw item.error(.duplicate, "\(item.subject) names the intent itself ('\(name)'); list only the names it had before.")
            }
            if !names.contains(old) { names.append(old) }
        }
        return names
    }

    /// `relevant:`: one or a list of `morning`, `06:00-09:00`, `feeding-running`…
    static func readRelevance(_ node: ConfigNode) throws(ConfigError) -> [ShortcutRelevance] {
        var items: [ConfigNode] = [node]
        if case .sequence = node.node { items = try node.sequence() }
        var relevance: [ShortcutRelevance] = []
        for item in items {
            let text = try item.nonEmptyString()
            guard let read = ShortcutRelevance(text) else {
                throw item.error(.malformed, "\(item.subject) is '\(text)'; write \(ShortcutRelevance.accepted).")
            }
            relevance.append(read)
        }
        return relevance
    }

    /// A phrase template, parsed now so errors point into the file.
    static func readPhrase(_ node: ConfigNode, number: Int, slots: Set<String>, rules: TemplateRules = .standard,
                           context: String) throws(ConfigError) -> Template {
        let text = try node.text(within: Limits.commandCharacters)
        do {
            return try TemplateParser(parameters: slots, rules: rules).parse(text)
        } catch {
            let column = (node.column ?? 1) + node.quoteOffset + error.column - 1
            throw ConfigError(.invalidPhrase,
                "\(context) ▸ phrase \(number) \"\(abbreviated(text))\" at line \(node.line ?? 0), column \(column): \(error.message)",
                path: node.file, line: node.line, column: column)
        }
    }

    /// `text` as quoted in a message: at most 60 characters, cut with "…", so a runaway line
    /// in a file still gives a message that fits on a screen.
    static func abbreviated(_ text: String) -> String {
        text.count <= 60 ? text : text.prefix(59) + "…"
    }

    /// A response; its `{slot}` placeholders must name slots, and an optional slot may only be
    /// named inside a `[ … ]` section (left out with the slot).
    static func readResponse(_ node: ConfigNode, slots: Set<String>, optional: Set<String>, context: String) throws(ConfigError) -> ResponseTemplate {
        let text = try node.text(within: Limits.sentenceCharacters)
        let template: ResponseTemplate
        do {
            template = try ResponseTemplate(parsing: text)
        } catch {
            let column = (node.column ?? 1) + node.quoteOffset + error.column - 1
            throw ConfigError(.invalidResponse,
                "\(context) ▸ response \"\(abbreviated(text))\" at line \(node.line ?? 0), column \(column): \(error.message).",
                path: node.file, line: node.line, column: column)
        }
        for name in template.slotNames where !slots.contains(name) {
            let known = slots.isEmpty ? "it has no slots" : "its slots are: \(slots.sorted().joined(separator: ", "))"
            throw node.error(.unknownKey, "\(context) ▸ response \(node.location) uses {\(name)}, which is not a slot of the intent; \(known).")
        }
        if let name = template.bareSlotNames.first(where: optional.contains) {
            throw node.error(.invalidResponse,
                "\(context) ▸ response \(node.location) says {\(name)} outside [ ], but \(name) is optional and may be left out; put it in a section said only when it is filled, like \"[ with {\(name)}]\", or declare the slot required: true.")
        }
        return template
    }

    /// A command: a program and its arguments (a list), or just a program.
    static func readCommand(_ node: ConfigNode) throws(ConfigError) -> [String] {
        let items = if case .scalar = node.node { [node] } else { try node.sequence() }
        var arguments: [String] = []
        for item in items { arguments.append(try item.string()) }
        guard let program = arguments.first, !program.allSatisfy(\.isWhitespace) else {
            throw node.error(.missingKey, "\(node.subject) must name a program, like [\"/usr/local/bin/lights\", \"on\"].")
        }
        return arguments
    }

    /// `[A-Za-z][A-Za-z0-9_]*`.
    static func isIdentifier(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, first.isASCII, Character(first).isLetter else { return false }
        return scalars.allSatisfy { $0.isASCII && (Character($0).isLetter || Character($0).isNumber || $0 == "_") }
    }
}
