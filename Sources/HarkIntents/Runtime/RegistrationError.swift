/// Why a skill could not be registered.
public struct RegistrationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure this is; compare against the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String
        public var description: String { name }
        /// A phrase template does not parse (the message names skill, intent, phrase and column).
        public static let invalidPhrase = Code(name: "invalidPhrase")
        /// Two phrases can be said the same way.
        public static let collision = Code(name: "collision")
        /// A skill declares more than ten shortcuts.
        public static let tooManyShortcuts = Code(name: "tooManyShortcuts")
        /// Another skill already has an intent with this identifier.
        public static let duplicateIntent = Code(name: "duplicateIntent")
        /// A skill with this name is already registered.
        public static let duplicateSkill = Code(name: "duplicateSkill")
        /// A shared rule does not parse, refers to an unknown rule or to itself, or has two definitions.
        public static let invalidRule = Code(name: "invalidRule")
        /// Words in a phrase or a value list have no pronunciation.
        public static let unknownWords = Code(name: "unknownWords")
    }

    /// What kind of failure this is.
    public let code: Code
    /// One sentence saying what went wrong and what to do about it.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
