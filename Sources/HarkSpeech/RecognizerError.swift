/// Why the speech recognizer could not start or decode.
public struct RecognizerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure this is; compare against the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String
        public var description: String { name }
        /// The acoustic model or dictionary is missing.
        public static let modelMissing = Code(name: "modelMissing")
        /// The model files exist but PocketSphinx could not load them.
        public static let modelUnreadable = Code(name: "modelUnreadable")
        /// A decoder option was rejected.
        public static let invalidConfiguration = Code(name: "invalidConfiguration")
        /// A JSGF grammar did not parse or compile.
        public static let invalidGrammar = Code(name: "invalidGrammar")
        /// Words in a grammar or wake phrase are not in the dictionary.
        public static let unknownWords = Code(name: "unknownWords")
        /// A wake phrase or its threshold is invalid.
        public static let invalidKeyphrase = Code(name: "invalidKeyphrase")
        /// A pronunciation used phones the model does not know.
        public static let invalidPronunciation = Code(name: "invalidPronunciation")
        /// A search was activated that was never registered.
        public static let unknownSearch = Code(name: "unknownSearch")
        /// The decoder failed while processing audio.
        public static let decodingFailed = Code(name: "decodingFailed")
    }

    /// What kind of failure this is.
    public let code: Code
    /// One sentence saying what went wrong and what to do about it.
    public let message: String
    /// For `.unknownWords`: the words missing from the dictionary.
    public let words: [String]

    /// Creates an error with a code, a message and optionally the words concerned.
    public init(_ code: Code, _ message: String, words: [String] = []) {
        self.code = code
        self.message = message
        self.words = words
    }

    public var description: String { message }
}
