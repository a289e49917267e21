import ArgumentParser
import Foundation
import HarkAssistant
import HarkConfig
import HarkSkills
import HarkWeb
import Hummingbird
import Logging
import ServiceLifecycle
import UnixSignals

extension Hark {
    /// `hark serve`: the web app alone, on the same records as the voice.
    struct Serve: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Serve the web app: today's feedings with a live timer, the next reminder and amounts, on a phone's screen, and a JSON API.",
            discussion: """
            Reads and changes the same records as `hark listen` and the other commands (run it beside them). \
            Listens on localhost unless told otherwise. Nothing but the pairing page is served to a browser \
            that has not paired: run `hark web pair` and enter the code it prints. Prints \
            "serving on http://HOST:PORT" once it accepts connections; stops cleanly on SIGTERM or Ctrl-C.
            """)

        @Option(help: "Address to listen on (0.0.0.0 for every interface, so a phone on the LAN can reach it; default: the config's web.listen, else 127.0.0.1).")
        var host: String?

        @Option(help: "Port to listen on (0 picks a free one; default: the config's web.listen, else 8765).")
        var port: Int?

        @OptionGroup var config: ConfigOptions

        func validate() throws {
            if let port, !(0...65_535).contains(port) { throw ValidationError("--port must be from 0 to 65535, not \(port).") }
        }

        func run() async throws {
            LoggingSystem.bootstrap { StreamLogHandler.standardError(label: $0) }
            let logger = Logger(label: "hark")
            let suite = try config.suite()
            let configured = ListenAddress(try config.settings().webListen) ?? ListenAddress("127.0.0.1:8765")!
            let app = Self.application(suite: suite, host: host ?? configured.host, port: port ?? configured.port, logger: logger)
            let group = ServiceGroup(
                services: [app], gracefulShutdownSignals: [.sigterm, .sigint], cancellationSignals: [], logger: logger)
            try await group.run()
        }

        /// The web app over `suite` as a service; says "serving on http://HOST:PORT" once it accepts
        /// connections, on standard output (`hark serve`) or standard error (`hark listen`, whose
        /// standard output carries its events).
        static func application(suite: SkillSuite, host: String, port: Int, logger: Logger, announceOnStandardError: Bool = false,
                                 activity: ActivityFeed? = nil) -> some Service {
            Application(
                router: WebApp(suite: suite, activity: activity).router(),
                configuration: .init(address: .hostname(host, port: port), serverName: "Hark"),
                onServerRunning: { channel in
                    let port = channel.localAddress?.port ?? 0
                    let line = Data("serving on http://\(host):\(port)\n".utf8)
                    (announceOnStandardError ? FileHandle.standardError : FileHandle.standardOutput).write(line)
                },
                logger: logger)
        }
    }
}
