/// Parses phrase templates.
///
/// ## Phrase template syntax
///
/// | Write | Means |
/// | --- | --- |
/// | `start feeding` | Words, said in order. Case is ignored (stored lowercase). Apostrophes may appear inside words: `i'm`, `what's`, `o'clock`. |
/// | `(start \| begin) feeding` | Exactly one of the alternatives. Groups nest: `(turn (on \| off) \| switch)`. |
/// | `set [an] alarm` | Optional words: said or left out. `[a \| an]` is an optional choice. |
/// | `alarm for {time}` | A parameter slot: the intent's parameter `time` fills it, and its value parser decides which words fit. |
/// | `(fridge \| refrigerator):fridge` | A meaning: whichever alternative is said, it means `fridge`. Works after a word too: `a m:am`, `twice:2`. |
/// | `in the (fridge \| freezer){place}` | A slot tag: the group's words fill the parameter `place`, like an inline enum. The tag must touch the closing `)` or `]`. |
/// | `((fridge \| refrigerator):fridge \| freezer){place}` | Both: `place` is filled with the meaning (`fridge`) or, with no meaning, the words said (`freezer`). |
/// | `stop feeding \| feeding (is over \| done)` | Top-level alternatives, as if the whole phrase were in `( … )`. |
/// | `[<please>] stop <feeding>` | A shared rule: the words its definition allows (see ``TemplateRules``). Takes `:meaning` and `{slot}` like a group: `<place>{place}`. |
/// | `(log; {amount})` | A permutation: the parts, separated by `;`, in any order (at most 4 parts). `(turn on; the light)` also hears "the light turn on". |
///
/// Rules:
/// - Write numbers as words (`seven`, not `7`): the recognizer hears words, not digits.
/// - Words hold only the letters a–z and apostrophes (`’` is read as `'`); hyphens,
///   punctuation and accented letters are rejected. Write `wi fi`, not `wi-fi`.
/// - A meaning (`:value`) directly follows a word, `)` or `]`, with no space, and is made of
///   letters, digits, `_`, `-` and `.`; it keeps its case. At most one per piece.
/// - A slot tag (`{name}`) directly follows `)`, `]` or a meaning. A word is tagged by wrapping it:
///   `(upstairs){floor}`. A meaning comes before the tag: `(a | b):x{slot}`.
/// - Slot names are identifiers and must be parameters of the intent; one sentence may
///   fill a parameter at most once (`{a} or {a}` is rejected, `({a} | the {a})` is fine).
/// - At least one word must be required: a phrase that could match silence is rejected.
///
/// Errors are ``TemplateError``s carrying the template, a 1-based column and a message.
public struct TemplateParser: Sendable {
    /// The parameter names `{slot}`s may use.
    public var parameters: Set<String>
    /// The rules `<name>`s may use.
    public var rules: TemplateRules

    /// Creates a parser that accepts the slot names in `parameters` and the rules in `rules`.
    public init(parameters: Set<String> = [], rules: TemplateRules = .standard) {
        self.parameters = parameters
        self.rules = rules
    }

    /// Parses `text` into a ``Template``.
    public func parse(_ text: String) throws(TemplateError) -> Template {
        var scanner = TemplateScanner(text: text, parameters: parameters, rules: rules.bodies)
        guard let root = try scanner.parseAlternatives(closer: nil, openedAt: nil) else {
            throw scanner.error(.emptyTemplate, "the phrase is empty; write the words a user would say", at: 0)
        }
        if root.canBeEmpty {
            throw scanner.error(
                .emptyTemplate,
                "every word is optional, so the phrase would match silence; make at least one word required",
                at: 0)
        }
        return Template(root: root, text: text)
    }

    /// Splits a spoken option (an entity name such as "Bob O'Brien") into lowercase words.
    ///
    /// Spaces, `.`, `,`, `-` and `_` separate words; digits and other symbols are errors.
    public static func words(in phrase: String) throws(TemplateError) -> [String] {
        let chars = Array(phrase)
        let scanner = TemplateScanner(text: phrase, parameters: [])
        var words: [String] = []
        var current = ""
        var currentStart = 0
        func flush() throws(TemplateError) {
            guard !current.isEmpty else { return }
            guard current.contains(where: \.isLetter) else {
                throw scanner.error(.invalidCharacter, "an apostrophe must be part of a word", at: currentStart)
            }
            words.append(current)
            current = ""
        }
        for (index, char) in chars.enumerated() {
            if TemplateScanner.isWordCharacter(char) {
                if current.isEmpty { currentStart = index }
                current.append(char == "\u{2019}" ? "'" : Character(char.lowercased()))
                continue
            }
            try flush()
            if char.isWhitespace || ".,-_".contains(char) { continue }
            if char.isNumber { throw scanner.digitsError(at: index) }
            throw scanner.error(.invalidCharacter, TemplateScanner.invalidCharacterMessage(char), at: index)
        }
        try flush()
        guard !words.isEmpty else {
            throw scanner.error(.emptyTemplate, "the option has no words", at: 0)
        }
        return words
    }
}
