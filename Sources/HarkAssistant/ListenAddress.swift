import Foundation

/// A `HOST:PORT` address to listen on (`web.listen`), e.g. `127.0.0.1:8765` or `0.0.0.0:8765`.
public struct ListenAddress: Sendable, Equatable {
    /// The host or interface address.
    public let host: String
    /// The port, 0 to 65535 (0 picks a free one).
    public let port: Int

    /// Reads `text`; nil unless it is a host, a colon and a port from 0 to 65535.
    public init?(_ text: String) {
        guard let colon = text.lastIndex(of: ":") else { return nil }
        let host = String(text[..<colon]).trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        guard !host.isEmpty, !host.contains(where: \.isWhitespace), let port = Int(text[text.index(after: colon)...]),
              (0...65_535).contains(port) else { return nil }
        self.host = host
        self.port = port
    }
}
