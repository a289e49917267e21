/// Why a config file or a skills file was refused.
///
/// The message names the key path and the line and column in the file, and says
/// what to write instead; `description` puts the file in front of it.
public struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure this is; compare against the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String
        public var description: String { name }

        /// The file cannot be read.
        public static let unreadable = Code(name: "unreadable")
        /// The file is not valid YAML.
        public static let malformed = Code(name: "malformed")
        /// A key Hark does not know (often a typo).
        public static let unknownKey = Code(name: "unknownKey")
        /// A required key is missing.
        public static let missingKey = Code(name: "missingKey")
        /// A value has the wrong type (text where a number belongs, …).
        public static let wrongType = Code(name: "wrongType")
        /// A number outside its allowed range.
        public static let outOfRange = Code(name: "outOfRange")
        /// A skills-file phrase template does not parse.
        public static let invalidPhrase = Code(name: "invalidPhrase")
        /// A skills-file response template does not parse, or says an optional slot outside `[ ]`.
        public static let invalidResponse = Code(name: "invalidResponse")
        /// Words with digits or punctuation, or a name that is not an identifier.
        public static let invalidWords = Code(name: "invalidWords")
        /// A name used twice (a skill, an intent, a slot value).
        public static let duplicate = Code(name: "duplicate")
        /// The skills do not register (phrases of two intents can be said the same way, …).
        public static let registration = Code(name: "registration")
    }

    /// What kind of failure this is.
    public let code: Code
    /// One sentence saying what went wrong and what to do about it.
    public let message: String
    /// The file the problem is in.
    public let path: String
    /// The 1-based line of the problem, when known.
    public let line: Int?
    /// The 1-based column of the problem, when known.
    public let column: Int?

    /// Creates an error. The message is kept to one line: text quoted from the file (a
    /// block scalar, a flow mapping written over several lines) has its line breaks and the
    /// indentation after them folded into one space.
    public init(_ code: Code, _ message: String, path: String, line: Int? = nil, column: Int? = nil) {
        self.code = code
        self.message = Self.oneLine(message)
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }

    /// `text` with every line break, and the blanks around it, folded into one space.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        var result = ""
        var pendingBreak = false
        for character in text {
            if character.isNewline {
                pendingBreak = true
                while result.last == " " || result.last == "\t" { result.removeLast() }
            } else if pendingBreak && (character == " " || character == "\t") {
                continue
            } else {
                if pendingBreak && !result.isEmpty && result.last != "'" { result.append(" ") }
                pendingBreak = false
                result.append(character)
            }
        }
        return result
    }
}
