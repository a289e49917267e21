/// Named expansion rules that phrase templates share: `<please>`, `<can_you>`, a skill's
/// `<baby>`. A rule is written once, as a template without slots, and used by name in any
/// phrase (`[<can_you>] start <feeding>`); the speech grammar defines it once and every
/// phrase refers to it.
///
/// ``standard`` holds a few general English rules; skills add their own
/// (``Skill/rules``, `rules:` in a skills file) through ``adding(_:)``. A rule may use
/// other rules, but not itself, directly or through others; it must contain a required word
/// (write `[<please>]` where it may be left out); a name keeps one definition.
public struct TemplateRules: Sendable, Hashable {
    /// Each rule's piece, by name.
    public private(set) var bodies: [String: Template.Node]
    /// Each rule's definition as written, by name.
    public private(set) var definitions: [String: String]

    /// No rules at all.
    public static let none = TemplateRules(bodies: [:], definitions: [:])

    /// The general English rules every phrase may use.
    public static let standardDefinitions: [String: String] = [
        "please": "please | kindly",
        "can_you": "can you | could you | would you | will you",
        "the": "the | a | an | my | our",
        "for_me": "for me | for us",
        "now": "now | right now",
        "i_want_to": "i want to | i'd like to | i need to | let's | let me",
        "tell_me": "tell me | show me | let me know",
        "what_is": "what is | what's",
    ]

    /// ``standardDefinitions``, parsed (they are fixed and checked by tests).
    public static let standard: TemplateRules = {
        do {
            return try TemplateRules.none.adding(standardDefinitions)
        } catch {
            preconditionFailure("the standard rules do not parse: \(error)")
        }
    }()

    /// The rule names, sorted.
    public var names: [String] { bodies.keys.sorted() }

    /// These rules and `newDefinitions` (name → template without slots). A name already
    /// defined the same way is kept; defined another way, it is an error, and so are a rule
    /// that refers to an unknown rule or to itself, a rule with a slot, and one that can be silent.
    public func adding(_ newDefinitions: [String: String]) throws(TemplateError) -> TemplateRules {
        var result = self
        var pending: [String: String] = [:]
        for (name, text) in newDefinitions {
            guard TemplateScanner.isIdentifier(name) else {
                throw TemplateError(code: .unknownRule, message: "\"\(name)\" is not a rule name (letters, digits and _ only)",
                                    template: text, column: 1, context: "rule <\(name)>")
            }
            if let known = definitions[name] {
                guard Self.sameDefinition(known, text) else {
                    throw TemplateError(
                        code: .conflictingRule,
                        message: "rule <\(name)> is already defined as \"\(known)\"; give this one another name",
                        template: text, column: 1, context: "rule <\(name)>")
                }
                continue
            }
            pending[name] = text
        }
        for name in pending.keys.sorted() {
            try result.define(name, pending: pending, visiting: [])
        }
        return result
    }

    /// Parses rule `name` from `pending` after the pending rules it refers to.
    private mutating func define(_ name: String, pending: [String: String], visiting: [String]) throws(TemplateError) {
        guard bodies[name] == nil, let text = pending[name] else { return }
        if let loop = visiting.firstIndex(of: name) {
            let path = (visiting[loop...] + [name]).map { "<\($0)>" }.joined(separator: " → ")
            throw TemplateError(code: .recursiveRule,
                                message: "rule <\(name)> refers to itself (\(path)); a rule can't contain itself, write the words out",
                                template: text, column: 1, context: "rule <\(name)>")
        }
        for reference in Self.references(in: text) where pending[reference] != nil {
            try define(reference, pending: pending, visiting: visiting + [name])
        }
        var scanner = TemplateScanner(text: text, parameters: [], rules: bodies, isRuleBody: true)
        let root: Template.Node
        do throws(TemplateError) {
            guard let parsed = try scanner.parseAlternatives(closer: nil, openedAt: nil) else {
                throw scanner.error(.emptyTemplate, "the rule is empty; write the words it stands for", at: 0)
            }
            if parsed.canBeEmpty {
                throw scanner.error(.emptyTemplate,
                                    "every word is optional, so the rule could be silent; make a word required and write [<\(name)>] where it may be left out",
                                    at: 0)
            }
            root = parsed.lowercased()
        } catch {
            throw error.with(context: "rule <\(name)>")
        }
        bodies[name] = root
        definitions[name] = text
    }

    /// The names between `<` and `>` in `text`.
    static func references(in text: String) -> [String] {
        var names: [String] = []
        var current: String?
        for char in text {
            if char == "<" {
                current = ""
            } else if char == ">" {
                if let name = current { names.append(TemplateScanner.trimmed(name)) }
                current = nil
            } else {
                current?.append(char)
            }
        }
        return names
    }

    /// Whether two definitions differ only in spacing and case.
    static func sameDefinition(_ a: String, _ b: String) -> Bool {
        func squeezed(_ text: String) -> String {
            text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        return squeezed(a) == squeezed(b)
    }
}
