import Foundation

/// The fields of an `application/x-www-form-urlencoded` body or query.
struct FormBody {
    private(set) var fields: [String: String] = [:]

    /// Reads `text` ("a=1&b=two+words"); malformed pairs are skipped.
    init(_ text: String) {
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { Self.decode(String($0)) }
            guard let name = parts.first, !name.isEmpty else { continue }
            fields[name] = parts.count > 1 ? parts[1] : ""
        }
    }

    subscript(name: String) -> String? { fields[name] }

    private static func decode(_ text: String) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
