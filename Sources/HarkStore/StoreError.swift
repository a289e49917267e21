public import HarkLimits

/// Why the store could not open, read or write.
public struct StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure this is; compare against the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String
        public var description: String { name }
        /// The file is not an SQLite database.
        public static let notADatabase = Code(name: "notADatabase")
        /// The file is an SQLite database of another program.
        public static let foreignDatabase = Code(name: "foreignDatabase")
        /// The database is damaged.
        public static let corrupt = Code(name: "corrupt")
        /// The database was written by a newer Hark.
        public static let tooNew = Code(name: "tooNew")
        /// The disk is full; nothing was saved.
        public static let diskFull = Code(name: "diskFull")
        /// The disk failed a read or write (it may be full, failing, or over a file-size limit).
        public static let ioFailure = Code(name: "ioFailure")
        /// The data directory cannot be created or written.
        public static let unwritable = Code(name: "unwritable")
        /// Another process holds the database longer than Hark waits; trying again may work.
        public static let busy = Code(name: "busy")
        /// A value outside its usable range (``Limits``) was refused; nothing was written.
        public static let outOfRange = Code(name: "outOfRange")
        /// Any other SQLite failure.
        public static let failed = Code(name: "failed")
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

    /// A refused out-of-range value: code `.outOfRange`, the limit's sentence as the message.
    public init(_ limit: LimitError) {
        self.init(.outOfRange, limit.message)
    }

    public var description: String { message }
}
