/// A JSGF rule body as a tree, read back from the text `ValueGrammar` emits so
/// sampling and word checks see exactly what the speech engine is given.
/// Covers the JSGF subset used there: words, `<rule>` references, `( … )`,
/// `[ … ]`, `|`, and a postfix `+` or `*`.
indirect enum JSGFExpression: Hashable, Sendable {
    /// A word the speaker says.
    case word(String)
    /// A reference to another rule, by name without angle brackets.
    case rule(String)
    /// Parts said one after another.
    case sequence([JSGFExpression])
    /// One of the alternatives.
    case choice([JSGFExpression])
    /// Said or not.
    case optional(JSGFExpression)
    /// Said once or more (`+`), or any number of times including none (`*`).
    case repeated(JSGFExpression, atLeastOnce: Bool)

    /// Reads a rule body; nil if it is not well formed.
    static func parse(_ body: String) -> JSGFExpression? {
        var tokens: [String] = []
        var current = ""
        for char in body {
            if char.isWhitespace || "()[]|<>+*".contains(char) {
                if !current.isEmpty { tokens.append(current); current = "" }
                if !char.isWhitespace { tokens.append(String(char)) }
            } else {
                current.append(char)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        var reader = Reader(tokens: tokens)
        guard let expression = reader.choice(), reader.index == tokens.count else { return nil }
        return expression
    }

    /// A recursive-descent reader over the tokens of one body.
    private struct Reader {
        let tokens: [String]
        var index = 0

        mutating func choice() -> JSGFExpression? {
            var options: [JSGFExpression] = []
            repeat {
                if !options.isEmpty { index += 1 }  // the "|"
                guard let option = sequence() else { return nil }
                options.append(option)
            } while index < tokens.count && tokens[index] == "|"
            return options.count == 1 ? options[0] : .choice(options)
        }

        mutating func sequence() -> JSGFExpression? {
            var parts: [JSGFExpression] = []
            while index < tokens.count, !["|", ")", "]"].contains(tokens[index]) {
                guard var part = atom() else { return nil }
                while index < tokens.count, tokens[index] == "+" || tokens[index] == "*" {
                    part = .repeated(part, atLeastOnce: tokens[index] == "+")
                    index += 1
                }
                parts.append(part)
            }
            guard !parts.isEmpty else { return nil }
            return parts.count == 1 ? parts[0] : .sequence(parts)
        }

        mutating func atom() -> JSGFExpression? {
            let token = tokens[index]
            index += 1
            switch token {
            case "(", "[":
                guard let inner = choice(), index < tokens.count, tokens[index] == (token == "(" ? ")" : "]") else { return nil }
                index += 1
                return token == "(" ? inner : .optional(inner)
            case "<":
                guard index + 1 < tokens.count, tokens[index + 1] == ">" else { return nil }
                defer { index += 2 }
                return .rule(tokens[index])
            case ")", "]", ">", "|", "+", "*":
                return nil
            default:
                return .word(token)
            }
        }
    }

    /// The rules this expression refers to directly.
    var references: Set<String> {
        switch self {
        case .word: return []
        case .rule(let name): return [name]
        case .sequence(let parts), .choice(let parts): return parts.reduce(into: []) { $0.formUnion($1.references) }
        case .optional(let inner), .repeated(let inner, _): return inner.references
        }
    }

    /// The words this expression says directly (not through other rules).
    var words: Set<String> {
        switch self {
        case .word(let word): return [word]
        case .rule: return []
        case .sequence(let parts), .choice(let parts): return parts.reduce(into: []) { $0.formUnion($1.words) }
        case .optional(let inner), .repeated(let inner, _): return inner.words
        }
    }
}
