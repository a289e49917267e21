/// Character classes, messages and tree-building helpers for ``TemplateScanner``.
extension TemplateScanner {
    static let digitNames = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]

    /// Letters a–z (either case) and apostrophes (straight or curly).
    static func isWordCharacter(_ char: Character) -> Bool {
        (char.isASCII && char.isLetter) || char == "'" || char == "\u{2019}"
    }

    static func isMeaningCharacter(_ char: Character) -> Bool {
        char.isASCII && (char.isLetter || char.isNumber || "_-.".contains(char))
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    static func closer(of opener: Character) -> Character {
        switch opener {
        case "(": return ")"
        case "[": return "]"
        default: return "}"
        }
    }

    static func opener(of closer: Character) -> Character {
        switch closer {
        case ")": return "("
        case "]": return "["
        default: return "{"
        }
    }

    static func invalidCharacterMessage(_ char: Character) -> String {
        "\"\(char)\" can't be spoken; phrases hold only the letters a-z, apostrophes, spaces and ( ) [ ] { } < > | ; :"
    }

    /// "write numbers as words" for the run of digits starting at `index`.
    func digitsError(at index: Int) -> TemplateError {
        var end = index
        while end < chars.count, chars[end].isNumber { end += 1 }
        let number = String(chars[index..<end])
        let example: String
        if number.count == 1, number.allSatisfy(\.isASCII), let digit = Int(number), Self.digitNames.indices.contains(digit) {
            example = "\"\(Self.digitNames[digit])\", not \"\(number)\""
        } else {
            example = "not \"\(number)\""
        }
        return error(.digits, "write numbers as words (\(example)); the recognizer hears words, not digits", at: index)
    }

    /// `text` without leading and trailing whitespace (Foundation-free).
    static func trimmed(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// `items` said in order, with nested bare sequences flattened and a single item unwrapped.
    static func sequence(_ items: [Template.Node]) -> Template.Node {
        var flat: [Template.Node] = []
        for item in items {
            if case .sequence(let inner) = item { flat.append(contentsOf: inner) } else { flat.append(item) }
        }
        return flat.count == 1 ? flat[0] : .sequence(flat)
    }

    /// One of `alternatives`, with nested bare choices flattened and a single alternative unwrapped.
    static func choice(_ alternatives: [Template.Node]) -> Template.Node {
        var flat: [Template.Node] = []
        for alternative in alternatives {
            if case .choice(let inner) = alternative { flat.append(contentsOf: inner) } else { flat.append(alternative) }
        }
        return flat.count == 1 ? flat[0] : .choice(flat)
    }
}
