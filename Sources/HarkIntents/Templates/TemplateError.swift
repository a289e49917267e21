/// Why a phrase template (or a spoken option list) could not be parsed or compiled.
///
/// The description names the template, the 1-based column and the problem:
/// `"set an alarm for {tme}" column 18: unknown parameter {tme}; this intent's parameters are: time.`
/// Callers that know more (skill, intent, phrase number) add it with ``with(context:)``.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure this is; compare against the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String
        public var description: String { name }

        /// The template is blank, or every word in it is optional (it would match silence).
        public static let emptyTemplate = Code(name: "emptyTemplate")
        /// A `(`, `[` or `{` is never closed.
        public static let unclosedBracket = Code(name: "unclosedBracket")
        /// A `)`, `]` or `}` has no matching opener, or closes the wrong kind of bracket.
        public static let unexpectedBracket = Code(name: "unexpectedBracket")
        /// A group holds nothing: `()` or `[]`.
        public static let emptyGroup = Code(name: "emptyGroup")
        /// One side of a `|` is empty: `(a | )`, `(| a)`, `a || b`.
        public static let emptyAlternative = Code(name: "emptyAlternative")
        /// `{name}` names a parameter the intent does not have.
        public static let unknownParameter = Code(name: "unknownParameter")
        /// The same parameter could be filled twice by one sentence.
        public static let duplicateParameter = Code(name: "duplicateParameter")
        /// A `{…}` holds no valid name, or a slot tag is in a place it cannot be.
        public static let invalidSlot = Code(name: "invalidSlot")
        /// A `:meaning` is empty, misplaced or repeated.
        public static let invalidMeaning = Code(name: "invalidMeaning")
        /// A digit appears in a word; numbers are written as words.
        public static let digits = Code(name: "digits")
        /// A character that cannot appear in a spoken phrase.
        public static let invalidCharacter = Code(name: "invalidCharacter")
        /// Groups nest deeper than ``TemplateParser`` reads (16).
        public static let tooDeep = Code(name: "tooDeep")
        /// A `<rule>` that is not defined, or not a rule name.
        public static let unknownRule = Code(name: "unknownRule")
        /// A rule that refers to itself, directly or through other rules.
        public static let recursiveRule = Code(name: "recursiveRule")
        /// A rule defined twice with different bodies.
        public static let conflictingRule = Code(name: "conflictingRule")
        /// A permutation `(a; b)` with too many parts, or a `;` outside `( )`.
        public static let invalidPermutation = Code(name: "invalidPermutation")
    }

    /// What went wrong.
    public let code: Code
    /// One sentence saying what went wrong and what to do about it.
    public let message: String
    /// The template (or option) text as written.
    public let template: String
    /// The 1-based column (in characters) where the problem is.
    public let column: Int
    /// Where the template came from, e.g. "feeding ▸ StartFeeding ▸ phrase 2"; nil until a caller adds it.
    public let context: String?

    /// Creates an error.
    public init(code: Code, message: String, template: String, column: Int, context: String? = nil) {
        self.code = code
        self.message = message
        self.template = template
        self.column = column
        self.context = context
    }

    /// The same error with `context` in front of it (replacing any earlier context).
    public func with(context: String) -> TemplateError {
        TemplateError(code: code, message: message, template: template, column: column, context: context)
    }

    public var description: String {
        let location = "\"\(template)\" column \(column): \(message)"
        guard let context else { return location }
        return "\(context): \(location)"
    }
}
