public import HarkIntents

/// Why a fake-call change was refused. Its message is one spoken sentence.
public struct FakeCallError: Error, Equatable, Sendable, CustomStringConvertible, SpokenError {
    /// What kind of failure this is; compare against the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String
        public var description: String { name }
        /// The name has characters that cannot be spoken (digits, symbols).
        public static let invalidName = Code(name: "invalidName")
        /// A caller with that name exists.
        public static let duplicateCaller = Code(name: "duplicateCaller")
        /// No caller has that name.
        public static let unknownCaller = Code(name: "unknownCaller")
        /// The default caller cannot be removed.
        public static let defaultCaller = Code(name: "defaultCaller")
        /// A preset still uses the caller.
        public static let callerInUse = Code(name: "callerInUse")
        /// A preset with that name exists.
        public static let duplicatePreset = Code(name: "duplicatePreset")
        /// No preset has that name.
        public static let unknownPreset = Code(name: "unknownPreset")
        /// The delay is not between 1 second and 24 hours.
        public static let invalidDelay = Code(name: "invalidDelay")
        /// A script needs at least one line.
        public static let emptyScript = Code(name: "emptyScript")
        /// There is no fake call to cancel.
        public static let noPendingCall = Code(name: "noPendingCall")
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
