import ArgumentParser
import Foundation
import HarkAssistant
import HarkConfig
import HarkSpeech
import HarkWyoming
import Logging
import ServiceLifecycle
import UnixSignals

extension Hark {
    /// `hark wyoming`: Hark as a Wyoming server for Home Assistant and other rooms.
    struct Wyoming: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Serve Hark's wake spotting, speech-to-text, intents, skills and voice over the Wyoming protocol.",
            discussion: """
            Home Assistant adds it as a Wyoming integration (host and port). Listens on localhost unless \
            told otherwise. Prints "listening on URI" to standard output once it accepts connections; \
            stops cleanly on SIGTERM or Ctrl-C.
            """)

        @Option(help: "Where to listen: tcp://HOST:PORT (port 0 picks a free one) or unix://PATH (default: the config's wyoming.uri, else tcp://127.0.0.1:10700).")
        var uri: String?

        @Option(name: .customLong("max-connections"), help: "Most clients served at once (default: the config's wyoming.max_connections, else 8).")
        var maxConnections: Int?

        @Flag(name: .customLong("no-zeroconf"), help: "Do not advertise on the LAN (_wyoming._tcp through Avahi); also the config's wyoming.zeroconf.")
        var noZeroconf = false

        @Flag(help: "Print one JSON object per line to standard output as things are heard.")
        var json = false

        @OptionGroup var config: ConfigOptions
        @OptionGroup var model: ModelOptions

        func validate() throws {
            if let uri {
                do { _ = try WyomingEndpoint(uri: uri) } catch { throw ValidationError(error.message) }
            }
            if let maxConnections, !(1...64).contains(maxConnections) {
                throw ValidationError("--max-connections must be from 1 to 64, not \(maxConnections).")
            }
        }

        func run() async throws {
            do {
                try await serve()
            } catch let error as ConfigError {
                throw Listen.configurationFailure(error.description)
            } catch let error as RecognizerError where Listen.isConfigurationError(error) {
                throw Listen.configurationFailure(error.message)
            }
        }

        private func serve() async throws {
            LoggingSystem.bootstrap { StreamLogHandler.standardError(label: $0) }
            let logger = Logger(label: "hark")
            var settings = try config.settings()
            if let uri { settings.wyomingURI = uri }
            if let maxConnections { settings.wyomingMaxConnections = maxConnections }
            let builder = PipelineBuilder(
                settings: settings, recognizer: model.configuration(settings: settings),
                dataDirectory: config.dataDirectory(settings), clock: .wall,
                extraSkills: try config.fileSkills(settings), wakeRequired: true)
            var options = WyomingServer.Options()
            options.maxConnections = settings.wyomingMaxConnections
            options.zeroconf = settings.wyomingZeroconf && !noZeroconf
            options.answerTimeout = .milliseconds(Int64(settings.wyomingAnswerTimeout * 1000))
            let info = WyomingInfo(wakePhrases: settings.wakePhrases.map(\.phrase), voice: settings.voiceSettings.voice,
                                   version: harkVersion)
            let printer = EventPrinter(json: json)
            let server = WyomingServer(
                endpoint: try WyomingEndpoint(uri: settings.wyomingURI), builder: builder, info: info, options: options, logger: logger,
                ready: { bound in
                    FileHandle.standardOutput.write(Data("listening on \(bound)\n".utf8))
                },
                emit: { printer.print($0) })
            let group = ServiceGroup(
                services: [server], gracefulShutdownSignals: [.sigterm, .sigint], cancellationSignals: [], logger: logger)
            try await group.run()
        }
    }
}
