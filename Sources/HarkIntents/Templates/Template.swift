/// A parsed phrase template: the words a user may say for an intent, with
/// alternatives, optional words, parameter slots and meanings.
///
/// Create one with ``init(_:parameters:)`` (see ``TemplateParser`` for the syntax)
/// or build a ``Node`` tree directly. `description` prints the canonical form;
/// parsing it gives back the same tree for every template the parser made.
public struct Template: Sendable, Hashable, CustomStringConvertible {
    /// One piece of a template.
    public indirect enum Node: Sendable, Hashable {
        /// A lowercase word that must be said (`alarm`, `i'm`).
        case word(String)
        /// A parameter slot `{name}` whose words a value parser judges.
        case slot(String)
        /// Pieces said one after another.
        case sequence([Node])
        /// Exactly one of the alternatives `(a | b)`.
        case choice([Node])
        /// A piece that may be left out `[a]`.
        case optional(Node)
        /// A piece that means `value` when said: `(fridge | refrigerator):fridge`.
        case meaning(Node, String)
        /// A piece whose words fill the parameter `slot`: `(fridge | freezer){place}`.
        case tagged(Node, slot: String)
        /// A shared rule `<name>` and the piece it stands for (see ``TemplateRules``): matched
        /// as the piece, written to the speech grammar as one rule every phrase refers to.
        case rule(String, Node)
    }

    /// The template as written (or the canonical form, for built trees).
    public let text: String
    /// The root of the tree.
    public let root: Node

    /// Parses `text`, allowing only the slot names in `parameters` and the rules in `rules`.
    public init(_ text: String, parameters: Set<String> = [], rules: TemplateRules = .standard) throws(TemplateError) {
        self = try TemplateParser(parameters: parameters, rules: rules).parse(text)
    }

    /// Wraps a tree, lowercasing its words (`’` becomes `'`); `text` defaults to the canonical form.
    public init(root: Node, text: String? = nil) {
        let normalized = root.lowercased()
        self.root = normalized
        self.text = text ?? Template.render(normalized, context: .top)
    }

    /// Every parameter this template can fill (by `{slot}` or by a tagged group).
    public var slotNames: Set<String> { root.slotNames }

    /// Every word this template can make the user say (slots excluded).
    public var words: Set<String> {
        var result: Set<String> = []
        root.collectWords(into: &result)
        return result
    }

    /// The words every way of saying this template contains: a sentence lacking one of
    /// them cannot be this template, whatever its slots hold.
    public var requiredWords: Set<String> { root.requiredWords }

    /// The canonical form: lowercase words, single spaces, `(a | b)`, `[a]`, `{slot}`, `<rule>`, `x:meaning`, `(…){slot}`;
    /// a permutation `(a; b)` is printed as the orders it stands for.
    public var description: String { Template.render(root, context: .top) }
}

extension Template.Node {
    /// The same piece with every word lowercase and curly apostrophes straightened.
    func lowercased() -> Template.Node {
        switch self {
        case .word(let word):
            return .word(String(word.lowercased().map { $0 == "\u{2019}" ? "'" : $0 }))
        case .slot: return self
        case .sequence(let items): return .sequence(items.map { $0.lowercased() })
        case .choice(let items): return .choice(items.map { $0.lowercased() })
        case .optional(let inner): return .optional(inner.lowercased())
        case .meaning(let inner, let value): return .meaning(inner.lowercased(), value)
        case .tagged(let inner, let slot): return .tagged(inner.lowercased(), slot: slot)
        case .rule(let name, let body): return .rule(name, body.lowercased())
        }
    }

    /// Parameters this piece can fill.
    var slotNames: Set<String> {
        switch self {
        case .word: return []
        case .slot(let name): return [name]
        case .sequence(let items), .choice(let items):
            return items.reduce(into: []) { $0.formUnion($1.slotNames) }
        case .optional(let inner), .meaning(let inner, _), .rule(_, let inner): return inner.slotNames
        case .tagged(let inner, let slot): return inner.slotNames.union([slot])
        }
    }

    /// Whether this piece can be said with no words at all.
    var canBeEmpty: Bool {
        switch self {
        case .word, .slot: return false
        case .sequence(let items): return items.allSatisfy(\.canBeEmpty)
        case .choice(let items): return items.contains(where: \.canBeEmpty)
        case .optional: return true
        case .meaning(let inner, _), .tagged(let inner, _), .rule(_, let inner): return inner.canBeEmpty
        }
    }

    /// Whether some way of saying this piece is words alone, with no `{slot}` left for a
    /// value (a tagged group's words are words: its slot is filled by them).
    var canBeSaidWithoutSlots: Bool {
        switch self {
        case .word: return true
        case .slot: return false
        case .sequence(let items): return items.allSatisfy(\.canBeSaidWithoutSlots)
        case .choice(let items): return items.contains(where: \.canBeSaidWithoutSlots)
        case .optional: return true
        case .meaning(let inner, _), .tagged(let inner, _), .rule(_, let inner): return inner.canBeSaidWithoutSlots
        }
    }

    /// Words said whichever alternatives are taken and whatever optional pieces are left out.
    var requiredWords: Set<String> {
        switch self {
        case .word(let word): return [word]
        case .slot, .optional: return []
        case .sequence(let items): return items.reduce(into: []) { $0.formUnion($1.requiredWords) }
        case .choice(let items):
            guard let first = items.first else { return [] }
            return items.dropFirst().reduce(first.requiredWords) { $0.intersection($1.requiredWords) }
        case .meaning(let inner, _), .tagged(let inner, _), .rule(_, let inner): return inner.requiredWords
        }
    }

    func collectWords(into result: inout Set<String>) {
        switch self {
        case .word(let word): result.insert(word)
        case .slot: break
        case .sequence(let items), .choice(let items):
            for item in items { item.collectWords(into: &result) }
        case .optional(let inner), .meaning(let inner, _), .tagged(let inner, _), .rule(_, let inner):
            inner.collectWords(into: &result)
        }
    }
}

extension Template {
    /// Where a node is printed, which decides whether it needs parentheses.
    enum RenderContext { case top, alternative, item, postfix }

    static func render(_ node: Node, context: RenderContext) -> String {
        switch node {
        case .word(let word):
            return context == .postfix ? "(\(word))" : word
        case .rule(let name, _):
            return context == .postfix ? "(<\(name)>)" : "<\(name)>"
        case .slot(let name):
            return context == .postfix ? "({\(name)})" : "{\(name)}"
        case .sequence(let items):
            let body = items.map { render($0, context: .item) }.joined(separator: " ")
            return context == .item || context == .postfix ? "(\(body))" : body
        case .choice(let items):
            let body = items.map { render($0, context: .alternative) }.joined(separator: " | ")
            return context == .top ? body : "(\(body))"
        case .optional(let inner):
            return "[\(render(inner, context: .top))]"
        case .meaning(let inner, let value):
            switch inner {
            case .word(let word): return "\(word):\(value)"
            case .meaning, .tagged: return "(\(render(inner, context: .alternative))):\(value)"
            default: return "\(render(inner, context: .postfix)):\(value)"
            }
        case .tagged(let inner, let slot):
            switch inner {
            case .meaning: return "\(render(inner, context: .item)){\(slot)}"
            case .tagged: return "(\(render(inner, context: .alternative))){\(slot)}"
            default: return "\(render(inner, context: .postfix)){\(slot)}"
            }
        }
    }
}
