/// Why bytes from a client could not be read as Wyoming events.
///
/// After one of these the stream cannot be trusted (the lengths that frame the next event are
/// unknown), so the connection is answered with an `error` event and closed.
public struct WyomingProtocolError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of error this is.
    public enum Kind: String, Sendable {
        /// A header line that is not a JSON object with a string `type`.
        case malformedHeader = "malformed-header"
        /// A header line longer than ``WyomingEventParser/Limits/headerBytes``.
        case headerTooLong = "header-too-long"
        /// The data after the header is not a JSON object.
        case malformedData = "malformed-data"
        /// `data_length` above ``WyomingEventParser/Limits/dataBytes``.
        case dataTooLarge = "data-too-large"
        /// `payload_length` above ``WyomingEventParser/Limits/payloadBytes``.
        case payloadTooLarge = "payload-too-large"
    }

    /// The kind of error (also the `code` of the `error` event sent back).
    public let kind: Kind
    /// What went wrong and what to do about it.
    public let message: String

    init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
