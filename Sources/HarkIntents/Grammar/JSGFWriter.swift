/// Writes template trees as JSGF rule bodies, and reads the words back out of rule bodies.
///
/// Slots in `silentSlots` have no values, so every alternative needing one is left out
/// (PocketSphinx mishandles `<VOID>`, so it is never written).
struct JSGFWriter {
    let slots: [String: SlotVocabulary]
    let silentSlots: Set<String>

    /// The rule body for a whole template, or nil when nothing in it can be said.
    func render(_ template: Template) throws(TemplateError) -> String? {
        let options = try renderAlternatives(template)
        return options.isEmpty ? nil : options.joined(separator: " | ")
    }

    /// The top-level alternatives of a whole template's rule body, in written order;
    /// empty when nothing in it can be said.
    func renderAlternatives(_ template: Template) throws(TemplateError) -> [String] {
        try alternatives(template.root, in: template).filter { !$0.isEmpty }
    }

    /// The distinct sayable alternatives of `node` ("" for saying nothing), nested choices
    /// flattened, in written order; empty when nothing can be said.
    private func alternatives(_ node: Template.Node, in template: Template) throws(TemplateError) -> [String] {
        switch node {
        case .choice(let items):
            var result: [String] = []
            for item in items {
                for alternative in try alternatives(item, in: template) where !result.contains(alternative) {
                    result.append(alternative)
                }
            }
            return result
        case .meaning(let inner, _), .tagged(let inner, _):
            return try alternatives(inner, in: template)
        default:
            return try sequence(node, in: template).map { [$0] } ?? []
        }
    }

    /// `node` written so it can sit between other items of a sequence ("" for nothing), or
    /// nil when it cannot be said.
    private func sequence(_ node: Template.Node, in template: Template) throws(TemplateError) -> String? {
        switch node {
        case .word(let word):
            guard Self.isValidWord(word) else {
                throw TemplateError(code: .invalidCharacter,
                                    message: "\"\(word)\" can't be heard; words hold only the letters a-z and apostrophes",
                                    template: template.text, column: 1)
            }
            return word
        case .rule(let name, _):
            return "<\(GrammarCompiler.ruleName(forRule: name))>"
        case .slot(let name):
            if silentSlots.contains(name) { return nil }
            if case .rule(let rule) = slots[name] { return "<\(Self.bareName(rule))>" }
            return "<\(GrammarCompiler.ruleName(forSlot: name))>"
        case .sequence(let items):
            var parts: [String] = []
            for item in items {
                guard let part = try sequence(item, in: template) else { return nil }
                if !part.isEmpty { parts.append(part) }
            }
            return parts.joined(separator: " ")
        case .optional(let inner):
            let options = try alternatives(inner, in: template).filter { !$0.isEmpty }
            return options.isEmpty ? "" : "[" + options.joined(separator: " | ") + "]"
        case .choice:
            let all = try alternatives(node, in: template)
            let options = all.filter { !$0.isEmpty }
            if all.isEmpty { return nil }
            if options.isEmpty { return "" }
            if options.count < all.count { return "[" + options.joined(separator: " | ") + "]" }
            return options.count == 1 ? options[0] : "(" + options.joined(separator: " | ") + ")"
        case .meaning(let inner, _), .tagged(let inner, _):
            return try sequence(inner, in: template)
        }
    }

    /// The body of a generated slot rule: the spoken options as alternatives, repeats dropped;
    /// nil when there are none.
    static func alternatives(_ options: [String], slot: String) throws(TemplateError) -> String? {
        var result: [String] = []
        for (index, option) in options.enumerated() {
            let words: [String]
            do {
                words = try TemplateParser.words(in: option)
            } catch {
                throw error.with(context: "{\(slot)} option \(index + 1)")
            }
            let text = words.joined(separator: " ")
            if !result.contains(text) { result.append(text) }
        }
        return result.isEmpty ? nil : result.joined(separator: " | ")
    }

    /// Lowercase letters and apostrophes, with at least one letter.
    static func isValidWord(_ word: String) -> Bool {
        word.contains { $0 >= "a" && $0 <= "z" } && word.allSatisfy { ($0 >= "a" && $0 <= "z") || $0 == "'" }
    }

    /// A rule name without surrounding `< >`.
    static func bareName(_ name: String) -> String {
        var bare = Substring(name)
        if bare.hasPrefix("<") { bare = bare.dropFirst() }
        if bare.hasSuffix(">") { bare = bare.dropLast() }
        return String(bare)
    }

    /// A rule body without surrounding whitespace or a final `;`.
    static func trimmedBody(_ body: String) -> String {
        var trimmed = TemplateScanner.trimmed(body)
        while trimmed.hasSuffix(";") { trimmed = TemplateScanner.trimmed(String(trimmed.dropLast())) }
        return trimmed
    }

    /// The words in a JSGF rule body: everything but rule references, tags, weights and operators.
    static func terminals(in body: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        var closer: Character?
        for char in body {
            if let end = closer {
                if char == end { closer = nil }
                continue
            }
            switch char {
            case "<": closer = ">"
            case "{": closer = "}"
            case "/": closer = "/"
            default:
                if char.isWhitespace || "|()[]*+;=\"".contains(char) {
                    if !current.isEmpty { words.insert(current.lowercased()) }
                    current = ""
                } else {
                    current.append(char)
                }
                continue
            }
            if !current.isEmpty { words.insert(current.lowercased()) }
            current = ""
        }
        if !current.isEmpty { words.insert(current.lowercased()) }
        return words
    }
}
