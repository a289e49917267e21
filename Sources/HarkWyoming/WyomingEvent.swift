import Foundation
public import HarkIntents

/// One Wyoming protocol event: a type, a JSON object of data and an optional binary payload
/// (PCM audio for `audio-chunk`).
///
/// On the wire an event is a JSON header line (`type`, and the lengths of the data and payload
/// that follow it), then the data as UTF-8 JSON, then the payload bytes.
public struct WyomingEvent: Sendable, Equatable {
    /// The event's type, e.g. `describe`, `transcribe`, `audio-chunk`.
    public var type: String
    /// The event's data (empty when it has none).
    public var data: [String: JSONValue]
    /// The binary payload (empty when it has none).
    public var payload: [UInt8]

    /// Creates an event.
    public init(type: String, data: [String: JSONValue] = [:], payload: [UInt8] = []) {
        self.type = type
        self.data = data
        self.payload = payload
    }

    /// The protocol version Hark writes in every header (the `wyoming` package it is tested with).
    public static let protocolVersion = "1.10.2"

    /// The event as bytes on the wire: header line, data, payload.
    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let dataBytes: [UInt8] = data.isEmpty ? [] : Self.json(.object(data), encoder: encoder)
        var header: [String: JSONValue] = ["type": .string(type), "version": .string(Self.protocolVersion)]
        if !dataBytes.isEmpty { header["data_length"] = .int(dataBytes.count) }
        if !payload.isEmpty { header["payload_length"] = .int(payload.count) }
        var bytes = Self.json(.object(header), encoder: encoder)
        bytes.append(UInt8(ascii: "\n"))
        bytes += dataBytes
        bytes += payload
        return bytes
    }

    /// JSON for a value; a value that cannot be encoded (none Hark builds) becomes `{}`.
    private static func json(_ value: JSONValue, encoder: JSONEncoder) -> [UInt8] {
        (try? Array(encoder.encode(value))) ?? Array("{}".utf8)
    }

    /// A string field of the data, if present and a string.
    public func string(_ key: String) -> String? {
        if case .string(let value)? = data[key] { return value }
        return nil
    }

    /// An integer field of the data, if present and a whole number.
    public func int(_ key: String) -> Int? {
        switch data[key] {
        case .int(let value)?: return value
        case .double(let value)? where value.rounded() == value && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }

    /// An object field of the data, if present and an object.
    public func object(_ key: String) -> [String: JSONValue]? {
        if case .object(let value)? = data[key] { return value }
        return nil
    }
}

extension WyomingEvent {
    /// An `error` event: `text` says what went wrong and what to do, `code` names the kind.
    public static func error(_ text: String, code: String) -> WyomingEvent {
        WyomingEvent(type: "error", data: ["text": .string(text), "code": .string(code)])
    }
}
