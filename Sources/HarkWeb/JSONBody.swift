import Foundation
import Hummingbird
import NIOCore

/// Reading and writing the API's JSON.
enum JSONBody {
    /// The request's body decoded as `type`; a body that is not that JSON is refused with 400
    /// naming what to send (`example`), and nothing is changed.
    static func decode<Value: Decodable>(_ type: Value.Type, from request: Request, example: String) async throws -> Value {
        var request = request
        let buffer = try await request.collectBody(upTo: WebApp.bodyLimit)
        do {
            return try decoder.decode(Value.self, from: Data(buffer.readableBytesView))
        } catch {
            throw HTTPError(.badRequest, message: "The body is not the JSON this takes (\(reason(error))); send for example \(example).")
        }
    }

    /// `value` as a JSON response.
    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        Response(status: status, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
                 body: .init(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
    }

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    /// What was wrong with the JSON, in a few words.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "\(key.stringValue) is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\(context.codingPath.map(\.stringValue).joined(separator: ".")) has the wrong type"
        case DecodingError.dataCorrupted(let context) where context.underlyingError == nil:
            "\(context.codingPath.isEmpty ? "a value" : context.codingPath.map(\.stringValue).joined(separator: ".")) is not valid: \(context.debugDescription)"
        default: "it is not valid JSON"
        }
    }
}
