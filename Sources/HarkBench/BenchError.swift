import HarkAssistant
/// Why the benchmark could not build its corpus or run.
public struct BenchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure this is; compare against the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String
        public var description: String { name }
        /// A program the benchmark needs (flite, pocketsphinx_continuous) is not installed.
        public static let toolMissing = Code(name: "toolMissing")
        /// A program ran but failed or printed something unexpected.
        public static let toolFailed = Code(name: "toolFailed")
        /// The corpus could not be built (no phrases, unreadable recordings, unwritable directory).
        public static let corpus = Code(name: "corpus")
    }

    /// The kind of failure.
    public let code: Code
    /// One sentence saying what went wrong and what to do about it.
    public let message: String
    public var description: String { message }

    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}
