/// Why speech synthesis or an eSpeak-derived pronunciation failed.
public struct SynthesizerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure this is; compare against the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String
        public var description: String { name }
        /// eSpeak NG could not start (its data files are missing or unreadable).
        public static let engineUnavailable = Code(name: "engineUnavailable")
        /// The requested voice is not installed.
        public static let unknownVoice = Code(name: "unknownVoice")
        /// A rate, pitch or volume is outside its allowed range.
        public static let invalidSettings = Code(name: "invalidSettings")
        /// eSpeak NG rejected or aborted the synthesis.
        public static let synthesisFailed = Code(name: "synthesisFailed")
        /// eSpeak NG produced no usable phones for a word.
        public static let noPronunciation = Code(name: "noPronunciation")
    }

    /// What kind of failure this is.
    public let code: Code
    /// One sentence saying what went wrong and what to do about it.
    public let message: String

    /// Creates an error with a code and a message.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
