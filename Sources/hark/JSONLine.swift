import Foundation

/// Encodes values as one compact JSON object per line, keys sorted for stable output.
///
/// A number that is not finite (NaN, ±infinity) is written as `null`: JSON has
/// no spelling for it, and Foundation's encoder would otherwise throw, leaving a
/// bare `{}` where the event should be.
enum JSONLine {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Dates as the records print them (2026-11-28T13:12:56Z), never seconds since 2001.
        encoder.dateEncodingStrategy = .iso8601
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: nonFinite, negativeInfinity: nonFinite, nan: nonFinite)
        do {
            let text = String(decoding: try encoder.encode(value), as: UTF8.self)
            return text.replacingOccurrences(of: encodedNonFinite, with: "null")
        } catch {
            // Nothing Hark encodes fails once non-finite numbers are handled; if
            // something ever does, the line still says what happened.
            let line = ["event": "encoding_error", "message": String(describing: error)]
            return (try? encoder.encode(line)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"event":"encoding_error"}"#
        }
    }

    /// What the encoder writes for a non-finite number before it becomes `null`:
    /// a control character no text Hark prints holds, so the quoted marker cannot
    /// be mistaken for a real string.
    static let nonFinite = "\u{1}non-finite"
    static let encodedNonFinite = #""\u0001non-finite""#
}
