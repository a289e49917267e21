/// Where a Wyoming server listens: `tcp://HOST:PORT` or `unix://PATH`.
public enum WyomingEndpoint: Sendable, Equatable, CustomStringConvertible {
    /// A TCP address.
    case tcp(host: String, port: Int)
    /// A Unix domain socket.
    case unix(path: String)

    /// Reads a URI; a clear error names what is wrong.
    public init(uri: String) throws(WyomingRequestError) {
        if uri.hasPrefix("unix://") {
            let path = String(uri.dropFirst("unix://".count))
            guard !path.isEmpty else { throw WyomingRequestError("'\(uri)' names no socket path; write unix:///run/hark.sock.", code: "uri") }
            self = .unix(path: path)
            return
        }
        guard uri.hasPrefix("tcp://") else {
            throw WyomingRequestError("'\(uri)' is not a Wyoming address; write tcp://HOST:PORT (e.g. tcp://127.0.0.1:10700) or unix://PATH.", code: "uri")
        }
        let rest = uri.dropFirst("tcp://".count)
        guard let colon = rest.lastIndex(of: ":"), let port = Int(rest[rest.index(after: colon)...]), (0...65_535).contains(port) else {
            throw WyomingRequestError("'\(uri)' has no port; write tcp://HOST:PORT (e.g. tcp://127.0.0.1:10700).", code: "uri")
        }
        var host = String(rest[..<colon])
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty else { throw WyomingRequestError("'\(uri)' has no host; write tcp://127.0.0.1:\(port) or tcp://0.0.0.0:\(port).", code: "uri") }
        self = .tcp(host: host, port: port)
    }

    public var description: String {
        switch self {
        case .tcp(let host, let port): return "tcp://\(host.contains(":") ? "[\(host)]" : host):\(port)"
        case .unix(let path): return "unix://\(path)"
        }
    }
}
