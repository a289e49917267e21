public import HarkIntents

/// Why a pantry change was refused. Its message is one spoken sentence.
public struct PantryError: Error, Equatable, Sendable, CustomStringConvertible, SpokenError {
    /// What kind of failure this is; compare against the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String
        public var description: String { name }
        /// The name has characters that cannot be spoken (digits, symbols).
        public static let invalidName = Code(name: "invalidName")
        /// No item has that id.
        public static let notFound = Code(name: "notFound")
        /// The item is already in that place.
        public static let alreadyThere = Code(name: "alreadyThere")
        /// The item is past its date, so moving it would not make it safe.
        public static let expired = Code(name: "expired")
        /// The item was already used.
        public static let alreadyUsed = Code(name: "alreadyUsed")
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
    /// The message, to be spoken.
    public var dialog: IntentDialog { IntentDialog(message) }
}
