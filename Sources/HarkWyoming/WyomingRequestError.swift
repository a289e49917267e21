/// A request Hark understood as Wyoming but cannot serve as sent: answered with an `error`
/// event naming what to change; the connection stays open.
public struct WyomingRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong and what to do about it.
    public let message: String
    /// A short machine-readable kind (the `error` event's `code`).
    public let code: String

    /// Creates an error.
    public init(_ message: String, code: String) {
        self.message = message
        self.code = code
    }

    public var description: String { message }

    /// The `error` event that reports it.
    public var event: WyomingEvent { .error(message, code: code) }
}
