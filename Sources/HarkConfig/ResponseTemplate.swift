/// What a skills-file intent says: text with `{slot}` placeholders and `[ … ]`
/// sections that are said only when every slot inside them was filled.
///
/// ```text
/// One [{size} ]{drink}[ with {milk}], coming up.
///   size: large, drink: latte, milk: soy milk → "One large latte with soy milk, coming up."
///   drink: latte                             → "One latte, coming up."
/// ```
///
/// A section holds at least one `{slot}` and does not nest. An optional slot
/// (one a phrase may leave out) may only be written inside a section, so a
/// response never says "for  minutes"; ``FileSkills`` checks that when it reads the file.
/// After filling, runs of spaces become one and spaces before `, . ; : ! ?` go.
struct ResponseTemplate: Sendable, Equatable {
    /// One piece of the response.
    enum Piece: Sendable, Equatable {
        case text(String)
        case slot(String)
        /// Said only when all its slots are filled.
        case section([Piece])
    }

    /// The response as written.
    let text: String
    let pieces: [Piece]

    /// Parses `text`; the error's column is 1-based within `text`.
    init(parsing text: String) throws(ResponseTemplateError) {
        self.text = text
        var pieces: [Piece] = []
        var section: [Piece]?
        var sectionStart = 0
        var literal = ""
        func flushLiteral() {
            guard !literal.isEmpty else { return }
            if section != nil { section?.append(.text(literal)) } else { pieces.append(.text(literal)) }
            literal = ""
        }
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "{":
                guard let close = characters[index...].firstIndex(of: "}") else {
                    throw ResponseTemplateError(column: index + 1, message: "the '{' has no closing '}'; write {slot}")
                }
                flushLiteral()
                let name = String(characters[(index + 1)..<close])
                if section != nil { section?.append(.slot(name)) } else { pieces.append(.slot(name)) }
                index = close + 1
                continue
            case "[":
                guard section == nil else {
                    throw ResponseTemplateError(column: index + 1, message: "sections in [ ] do not nest; close the first one before opening another")
                }
                flushLiteral()
                section = []
                sectionStart = index
            case "]":
                guard section != nil else {
                    throw ResponseTemplateError(column: index + 1, message: "the ']' closes no '['; remove it or add the '['")
                }
                flushLiteral()
                let open = section ?? []
                guard open.contains(where: { if case .slot = $0 { true } else { false } }) else {
                    throw ResponseTemplateError(column: sectionStart + 1,
                        message: "the section in [ ] has no {slot}, so it would always be said; remove the brackets")
                }
                pieces.append(.section(open))
                section = nil
            default:
                literal.append(character)
            }
            index += 1
        }
        if section != nil {
            throw ResponseTemplateError(column: sectionStart + 1, message: "the '[' is never closed; add a ']'")
        }
        flushLiteral()
        self.pieces = pieces
    }

    /// Every slot the response names, in or out of sections.
    var slotNames: [String] { Self.slots(in: pieces) }

    /// Slots named outside any section (said even when they were left out).
    var bareSlotNames: [String] {
        pieces.compactMap { if case .slot(let name) = $0 { name } else { nil } }
    }

    /// The response with slots replaced by `values` (spoken values of the filled slots);
    /// a section with a slot missing from `values` is left out.
    func fill(_ values: [String: String]) -> String {
        Self.tidy(Self.raw(pieces, values))
    }

    private static func raw(_ pieces: [Piece], _ values: [String: String]) -> String {
        var said = ""
        for piece in pieces {
            switch piece {
            case .text(let text): said += text
            case .slot(let name): said += values[name] ?? ""
            case .section(let inner):
                if slots(in: inner).allSatisfy({ values[$0] != nil }) { said += raw(inner, values) }
            }
        }
        return said
    }

    private static func slots(in pieces: [Piece]) -> [String] {
        pieces.flatMap { piece -> [String] in
            switch piece {
            case .text: return []
            case .slot(let name): return [name]
            case .section(let inner): return slots(in: inner)
            }
        }
    }

    /// Single spaces, none before punctuation, none at the ends.
    static func tidy(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == " ", result.last == " " || result.isEmpty { continue }
            if ",.;:!?".contains(character), result.last == " " { result.removeLast() }
            result.append(character)
        }
        while result.last == " " { result.removeLast() }
        return result
    }
}

/// A response template that does not parse: where (1-based column) and what to fix.
struct ResponseTemplateError: Error, Sendable, Equatable {
    let column: Int
    let message: String
}
