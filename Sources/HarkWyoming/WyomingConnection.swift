import NIOCore
import NIOPosix

/// A client connection to a Wyoming server: events written and read in order.
///
/// Made by ``open(_:timeout:_:)``, which closes it when the body returns or throws.
struct WyomingConnection {
    let inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
    let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>

    /// Connects to `endpoint`, runs `body` with the connection, and closes it.
    static func open<Result: Sendable>(
        _ endpoint: WyomingEndpoint, connectTimeout: Duration = .seconds(5),
        _ body: (inout WyomingConnection.Reader, WyomingConnection.Writer) async throws -> Result
    ) async throws -> Result {
        let bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(.milliseconds(Int64(connectTimeout.components.seconds * 1000)))
        let wrap: @Sendable (any Channel) -> EventLoopFuture<NIOAsyncChannel<ByteBuffer, ByteBuffer>> = { channel in
            channel.eventLoop.makeCompletedFuture {
                try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
            }
        }
        let channel: NIOAsyncChannel<ByteBuffer, ByteBuffer>
        switch endpoint {
        case .tcp(let host, let port):
            channel = try await bootstrap.connect(host: host, port: port, channelInitializer: wrap)
        case .unix(let path):
            channel = try await bootstrap.connect(unixDomainSocketPath: path, channelInitializer: wrap)
        }
        return try await channel.executeThenClose { inbound, outbound in
            var reader = Reader(iterator: inbound.makeAsyncIterator())
            return try await body(&reader, Writer(outbound: outbound))
        }
    }

    /// Reads events in order.
    struct Reader {
        var iterator: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
        var parser = WyomingEventParser()

        /// The next event; throws ``WyomingClosed`` when the server closed the connection.
        mutating func next() async throws -> WyomingEvent {
            while true {
                if let event = try parser.next() { return event }
                guard let buffer = try await iterator.next() else { throw WyomingClosed() }
                parser.append(buffer.readableBytesView)
            }
        }

        /// The next event of one of `types`; an `error` event from the server is thrown.
        mutating func next(_ types: Set<String>) async throws -> WyomingEvent {
            while true {
                let event = try await next()
                if types.contains(event.type) { return event }
                if event.type == "error" {
                    throw WyomingRequestError(event.string("text") ?? "The server reported an error.", code: event.string("code") ?? "error")
                }
            }
        }
    }

    /// Writes events.
    struct Writer: Sendable {
        let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>

        func send(_ event: WyomingEvent) async throws {
            try await outbound.write(ByteBuffer(bytes: event.encoded()))
        }
    }
}

/// The server closed the connection before answering.
struct WyomingClosed: Error, CustomStringConvertible {
    var description: String { "The Wyoming server closed the connection before answering." }
}
