import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 GET over a plain TCP socket, for the web benchmark to time pages.
///
/// Foundation's URLSession lives in FoundationNetworking, which brings libcurl and some
/// twenty libraries with it: linked into `hark`, they added 7.7 MB to the resident memory of
/// every command, `hark listen` included (2026-12-06). The benchmark only needs a GET to a
/// local server, so it speaks HTTP itself: `Connection: close`, the answer read to its end.
struct PlainHTTPGet {
    /// The server's address and port (numeric IPv4 or `localhost`).
    let host: String
    let port: UInt16

    /// Where `url` points (`http://127.0.0.1:8765/…`); nil for another scheme or host form.
    init?(_ url: URL) {
        guard url.scheme == "http", let host = url.host, let port = url.port, let value = UInt16(exactly: port) else { return nil }
        self.host = host == "localhost" ? "127.0.0.1" : host
        self.port = value
    }

    /// The status code and body of `GET path` with `headers`; throws when the server cannot be
    /// reached or the answer is no HTTP.
    func get(_ path: String, headers: [String: String] = [:]) throws -> (status: Int, body: [UInt8]) {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw CLIError("\(host) is no IPv4 address.") }
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw CLIError("No socket for \(host):\(port) (errno \(errno)).") }
        defer { close(socket) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw CLIError("Could not connect to \(host):\(port) (errno \(errno)).") }
        var request = "GET \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        request += "\r\n"
        var bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let written = bytes.withUnsafeMutableBytes { send(socket, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { throw CLIError("\(host):\(port) closed before the request was sent (errno \(errno)).") }
            sent += written
        }
        bytes = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 { break }
            guard count > 0 else { throw CLIError("Reading from \(host):\(port) failed (errno \(errno)).") }
            bytes += buffer[0..<count]
        }
        return try Self.parse(bytes)
    }

    /// The status and body of a whole HTTP/1.1 answer (chunked or not).
    static func parse(_ answer: [UInt8]) throws -> (status: Int, body: [UInt8]) {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = answer.indices.dropLast(3).first(where: { Array(answer[$0..<($0 + 4)]) == separator }) else {
            throw CLIError("The answer has no end of headers.")
        }
        let head = String(decoding: answer[..<end], as: UTF8.self)
        let statusLine = head.prefix { $0 != "\r" }.split(separator: " ")
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1]) else {
            throw CLIError("The answer is no HTTP: \(head.prefix(80))")
        }
        var body = Array(answer[(end + 4)...])
        if head.lowercased().contains("transfer-encoding: chunked") { body = try unchunked(body) }
        return (status, body)
    }

    /// A chunked body joined.
    static func unchunked(_ body: [UInt8]) throws -> [UInt8] {
        var joined: [UInt8] = []
        var index = 0
        while index < body.count {
            guard let lineEnd = body[index...].firstIndex(of: 13), lineEnd + 1 < body.count,
                  let size = Int(String(decoding: body[index..<lineEnd], as: UTF8.self).prefix { $0 != ";" }, radix: 16) else {
                throw CLIError("A chunk of the answer has no size.")
            }
            if size == 0 { break }
            let start = lineEnd + 2
            guard start + size <= body.count else { throw CLIError("The answer ends inside a chunk.") }
            joined += body[start..<(start + size)]
            index = start + size + 2
        }
        return joined
    }
}
