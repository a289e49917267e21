import Foundation
import HarkIntents

/// Reads Wyoming events from bytes as they arrive, whatever their split into reads.
///
/// Every length a client states is checked against ``Limits`` before anything is kept, so a
/// client cannot make Hark hold more than one event's worth of bounded memory.
public struct WyomingEventParser: Sendable {
    /// The largest header, data and payload accepted.
    public struct Limits: Sendable, Equatable {
        /// Bytes in one header line, newline excluded.
        public var headerBytes: Int
        /// Bytes of JSON data after a header.
        public var dataBytes: Int
        /// Bytes of payload after the data (an audio chunk).
        public var payloadBytes: Int

        /// Creates limits.
        public init(headerBytes: Int = 64 * 1024, dataBytes: Int = 1 << 20, payloadBytes: Int = 1 << 20) {
            self.headerBytes = headerBytes
            self.dataBytes = dataBytes
            self.payloadBytes = payloadBytes
        }
    }

    /// The limits in force.
    public let limits: Limits
    private var buffer: [UInt8] = []
    private var start = 0
    /// The header read, waiting for its data and payload.
    private var pending: (type: String, data: [String: JSONValue], dataLength: Int, payloadLength: Int)?

    /// Creates a parser with `limits`.
    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Bytes held that do not yet make a whole event.
    public var bufferedBytes: Int { buffer.count - start }

    /// Adds bytes read from the client.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole event, or nil until more bytes arrive.
    public mutating func next() throws(WyomingProtocolError) -> WyomingEvent? {
        if pending == nil {
            guard let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                if bufferedBytes > limits.headerBytes { throw headerTooLong() }
                return nil
            }
            guard newline - start <= limits.headerBytes else { throw headerTooLong() }
            let line = Array(buffer[start..<newline])
            start = newline + 1
            pending = try header(line)
        }
        guard let (type, headerData, dataLength, payloadLength) = pending,
              bufferedBytes >= dataLength + payloadLength else { return nil }
        var data = headerData
        if dataLength > 0 {
            let bytes = Data(buffer[start..<start + dataLength])
            guard case .object(let fields)? = try? JSONDecoder().decode(JSONValue.self, from: bytes) else {
                throw WyomingProtocolError(.malformedData, "The data after a '\(type)' header is not a JSON object; send data_length bytes of UTF-8 JSON.")
            }
            data.merge(fields) { _, new in new }
            start += dataLength
        }
        let payload = Array(buffer[start..<start + payloadLength])
        start += payloadLength
        pending = nil
        return WyomingEvent(type: type, data: data, payload: payload)
    }

    private func headerTooLong() -> WyomingProtocolError {
        WyomingProtocolError(.headerTooLong, "A header line is longer than \(limits.headerBytes) bytes; end each JSON header with a newline and send large data after it (data_length).")
    }

    private func header(_ line: [UInt8]) throws(WyomingProtocolError) -> (String, [String: JSONValue], Int, Int) {
        guard case .object(let fields)? = try? JSONDecoder().decode(JSONValue.self, from: Data(line)),
              case .string(let type)? = fields["type"], !type.isEmpty else {
            let shown = String(decoding: line.prefix(80), as: UTF8.self)
            throw WyomingProtocolError(.malformedHeader, "Not a Wyoming event header: '\(shown)'. Each event starts with one line of JSON holding its \"type\".")
        }
        var data: [String: JSONValue] = [:]
        switch fields["data"] {
        case nil, .null?: break
        case .object(let inline)?: data = inline
        default: throw WyomingProtocolError(.malformedHeader, "The 'data' of a '\(type)' header is not a JSON object.")
        }
        let dataLength = try length(fields["data_length"], name: "data_length", type: type)
        let payloadLength = try length(fields["payload_length"], name: "payload_length", type: type)
        guard dataLength <= limits.dataBytes else {
            throw WyomingProtocolError(.dataTooLarge, "A '\(type)' event's data_length \(dataLength) is over Hark's limit of \(limits.dataBytes) bytes.")
        }
        guard payloadLength <= limits.payloadBytes else {
            throw WyomingProtocolError(.payloadTooLarge, "A '\(type)' event's payload_length \(payloadLength) is over Hark's limit of \(limits.payloadBytes) bytes; send audio in smaller chunks.")
        }
        return (type, data, dataLength, payloadLength)
    }

    private func length(_ value: JSONValue?, name: String, type: String) throws(WyomingProtocolError) -> Int {
        switch value {
        case nil, .null?: return 0
        case .int(let length)? where length >= 0: return length
        default: throw WyomingProtocolError(.malformedHeader, "The '\(name)' of a '\(type)' header is not a whole number of bytes.")
        }
    }
}
