import Foundation
public import HarkAssistant
import HarkAudio
import HarkSkills
public import Logging
import NIOCore
import NIOPosix
public import ServiceLifecycle
import Synchronization

/// Hark as a Wyoming server (`hark wyoming`): Home Assistant, satellites and scripts connect over
/// TCP or a Unix socket and use Hark's wake spotting, speech-to-text, intents, skills and voice.
///
/// One listening pipeline (one recognizer, built by ``PipelineBuilder``) serves every
/// connection, one job at a time; text requests and conversations run beside it.
public struct WyomingServer: Service {
    /// Limits and timeouts.
    public struct Options: Sendable {
        /// Most connections served at once; one more is told so and closed.
        public var maxConnections = 8
        /// An open audio stream with no chunk for this long is ended.
        public var stallTimeout: Duration = .seconds(5)
        /// The most audio one stream may carry, in seconds.
        public var maxStreamSeconds = 60.0
        /// How long a follow-up question waits for its answer.
        public var answerTimeout: Duration = .seconds(30)
        /// The largest header, data and payload a client may send.
        public var limits = WyomingEventParser.Limits()
        /// Advertise the server on the LAN (`_wyoming._tcp`, through Avahi) when it listens on more than loopback.
        public var zeroconf = true

        /// The defaults.
        public init() {}
    }

    let endpoint: WyomingEndpoint
    let builder: PipelineBuilder
    let options: Options
    let info: WyomingInfo
    let logger: Logger
    let ready: @Sendable (WyomingEndpoint) -> Void
    let emit: @Sendable (AssistantEvent) -> Void

    /// Creates a server; `ready` is called with the bound address (its real port when 0 was asked)
    /// once it accepts connections.
    public init(endpoint: WyomingEndpoint, builder: PipelineBuilder, info: WyomingInfo, options: Options = Options(),
                logger: Logger, ready: @escaping @Sendable (WyomingEndpoint) -> Void = { _ in },
                emit: @escaping @Sendable (AssistantEvent) -> Void = { _ in }) {
        self.endpoint = endpoint
        self.builder = builder
        self.info = info
        self.options = options
        self.logger = logger
        self.ready = ready
        self.emit = emit
    }

    /// Loads the pipeline, binds, and serves until cancelled or shut down gracefully.
    public func run() async throws {
        let parts = try builder.makeParts()
        let assistant = builder.assistant(over: parts, sink: SilentReplySink(), wakeRequired: true, emit: emit)
        try await assistant.prepare()
        let hub = WyomingHub(registry: parts.suite.registry, settings: builder.settings, answerTimeout: options.answerTimeout)
        let server = try await bind()
        let bound = boundEndpoint(server.channel)
        logger.info("Hark serves Wyoming on \(bound)")
        ready(bound)
        // The pipeline's loop waits on the hub, which neither shutdown nor cancellation reaches by
        // itself: both close the hub, and every loop then ends.
        try await withTaskCancellationHandler {
            try await serve(server, hub: hub, assistant: assistant, alarms: parts.suite.alarms)
        } onCancel: {
            Task { await hub.close() }
        }
        await hub.close()
    }

    private func serve(_ server: NIOAsyncChannel<NIOAsyncChannel<ByteBuffer, ByteBuffer>, Never>, hub: WyomingHub,
                       assistant: Assistant, alarms: AlarmClock) async throws {
        let active = ConnectionCount(limit: options.maxConnections)
        try await withGracefulShutdownHandler {
            try await withThrowingDiscardingTaskGroup { group in
                group.addTask { await hub.runConversations() }
                group.addTask { await hub.watchTimers(alarms) }
                if let advertiser = advertiser(for: boundEndpoint(server.channel)) {
                    group.addTask { await advertiser.run() }
                }
                group.addTask {
                    // Stopping cancels the accept loop; that is the end of serving, not a failure.
                    do { try await accept(on: server, hub: hub, active: active) } catch is CancellationError {}
                }
                // The listening pipeline runs here, on this task, one job at a time.
                while let job = await hub.nextJob() {
                    await job.run(on: assistant)
                    await hub.announceTimerChanges()
                }
                group.cancelAll()
            }
        } onGracefulShutdown: {
            Task { await hub.close() }
        }
    }

    /// The advertiser for `bound`: nil when zeroconf is off, or the server is reachable only from
    /// this machine (loopback, a Unix socket), where nobody on the LAN could use it.
    private func advertiser(for bound: WyomingEndpoint) -> ZeroconfAdvertiser? {
        guard options.zeroconf, case .tcp(let host, let port) = bound else { return nil }
        guard !["127.0.0.1", "::1", "localhost"].contains(host) && !host.hasPrefix("127.") else {
            logger.info("zeroconf: listening on \(host) only, so Hark is not advertised (use --uri tcp://0.0.0.0:\(port) to serve the LAN)")
            return nil
        }
        let machine = ProcessInfo.processInfo.hostName.split(separator: ".").first.map(String.init) ?? "this machine"
        return ZeroconfAdvertiser(name: "Hark on \(machine)", port: port, logger: logger)
    }

    /// Serves each connection in its own child task until the server channel closes.
    private func accept(on server: NIOAsyncChannel<NIOAsyncChannel<ByteBuffer, ByteBuffer>, Never>, hub: WyomingHub,
                        active: ConnectionCount) async throws {
        try await server.executeThenClose { connections in
            try await withThrowingDiscardingTaskGroup { clients in
                for try await connection in connections {
                    let admitted = active.admit()
                    clients.addTask {
                        defer { if admitted { active.leave() } }
                        await serve(connection, hub: hub, admitted: admitted)
                    }
                }
            }
        }
    }

    private func bind() async throws -> NIOAsyncChannel<NIOAsyncChannel<ByteBuffer, ByteBuffer>, Never> {
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 32)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.allowRemoteHalfClosure, value: true)
        let wrap: @Sendable (any Channel) -> EventLoopFuture<NIOAsyncChannel<ByteBuffer, ByteBuffer>> = { channel in
            channel.eventLoop.makeCompletedFuture {
                try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
            }
        }
        switch endpoint {
        case .tcp(let host, let port):
            return try await bootstrap.bind(host: host, port: port, childChannelInitializer: wrap)
        case .unix(let path):
            return try await bootstrap.bind(unixDomainSocketPath: path, cleanupExistingSocketFile: true, childChannelInitializer: wrap)
        }
    }

    private func boundEndpoint(_ channel: any Channel) -> WyomingEndpoint {
        guard case .tcp(let host, _) = endpoint, let port = channel.localAddress?.port else { return endpoint }
        return .tcp(host: host, port: port)
    }

    /// Serves one connection until the client closes it, sends what cannot be read, or the server stops.
    private func serve(_ connection: NIOAsyncChannel<ByteBuffer, ByteBuffer>, hub: WyomingHub, admitted: Bool) async {
        do {
            try await connection.executeThenClose { inbound, outbound in
                let send: @Sendable (WyomingEvent) async -> Void = { event in
                    try? await outbound.write(ByteBuffer(bytes: event.encoded()))
                }
                guard admitted else {
                    await send(.error("Hark already serves \(options.maxConnections) connections; try again later.", code: "too-many-connections"))
                    // Read what the client sends until it goes (at most a second): closing on unread
                    // bytes would reset the connection, and the client would never see the error.
                    let channel = connection.channel
                    await withDiscardingTaskGroup { group in
                        group.addTask {
                            try? await Task.sleep(for: .seconds(1))
                            try? await channel.close()
                        }
                        do { for try await _ in inbound {} } catch {}
                        group.cancelAll()
                    }
                    return
                }
                let session = WyomingSession(hub: hub, info: info, stallTimeout: options.stallTimeout,
                                             maxStreamSeconds: options.maxStreamSeconds, send: send)
                await withDiscardingTaskGroup { tasks in
                    var parser = WyomingEventParser(limits: options.limits)
                    do {
                        reading: for try await buffer in inbound {
                            parser.append(buffer.readableBytesView)
                            while let event = try parser.next() {
                                await session.handle(event, tasks: &tasks)
                            }
                        }
                    } catch let error as WyomingProtocolError {
                        logger.notice("Wyoming client sent what cannot be read: \(error.message)")
                        await send(.error(error.message, code: error.kind.rawValue))
                    } catch {
                        logger.debug("Wyoming connection ended: \(error)")
                    }
                    await session.end()
                }
            }
        } catch {
            logger.debug("Wyoming connection closed with \(error)")
        }
    }
}

/// Connections being served, against the limit.
final class ConnectionCount: Sendable {
    let limit: Int
    private let count = Mutex(0)

    init(limit: Int) { self.limit = limit }

    /// Counts one more connection; false (nothing counted) when the limit is reached.
    func admit() -> Bool {
        count.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    /// An admitted connection ended.
    func leave() { count.withLock { $0 -= 1 } }
}
