import ArgumentParser
import Foundation
import HarkAssistant
import HarkConfig
import HarkSkills
import HarkSpeech
import HarkWeb
import HarkWyoming
import Logging
import ServiceLifecycle
import UnixSignals

extension Hark {
    /// `hark listen`: the daemon — microphone, wake phrase, commands, spoken replies.
    struct Listen: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Listen on the microphone for the wake phrase and commands, and answer aloud (the daemon).",
            discussion: "Stops cleanly on SIGTERM or Ctrl-C. Logs go to standard error (journald under systemd).")

        @Flag(help: "Print one JSON object per line to standard output as things happen.")
        var json = false

        @Flag(name: .customLong("no-wake"), help: "Command-only mode: every utterance is a command (push-to-talk setups).")
        var noWake = false

        @Option(help: "ALSA capture device (overrides the config), e.g. plughw:1,0.")
        var capture: String?

        @Option(help: "ALSA playback device (overrides the config).")
        var playback: String?

        @Option(help: ArgumentHelp(
            "Be a satellite of the Hark serving Wyoming at this address (tcp://HOST:PORT or unix://PATH; default: the config's satellite.server).",
            discussion: "The wake phrase is spotted here; only then does audio leave the room. The command is heard, run and answered by that Hark."))
        var satellite: String?

        @OptionGroup var config: ConfigOptions
        @OptionGroup var model: ModelOptions

        func validate() throws {
            if let satellite {
                do { _ = try WyomingEndpoint(uri: satellite) } catch { throw ValidationError(error.message) }
                if noWake { throw ValidationError("A satellite spots the wake phrase itself; --no-wake cannot be used with --satellite.") }
            }
        }

        func run() async throws {
            do {
                try await listen()
            } catch let error as ConfigError {
                throw Self.configurationFailure(error.description)
            } catch let error as RecognizerError where Self.isConfigurationError(error) {
                throw Self.configurationFailure(error.message)
            }
        }

        /// Exit status for a configuration error (sysexits.h EX_CONFIG): systemd's
        /// `RestartPreventExitStatus=78` stops restarting what cannot start until the config is fixed.
        static let configurationExitCode: Int32 = 78

        /// Recognizer errors that come from the settings (wake phrases, dictionaries, model directory), not from the moment.
        static func isConfigurationError(_ error: RecognizerError) -> Bool {
            [.unknownWords, .invalidKeyphrase, .invalidPronunciation, .modelMissing, .modelUnreadable, .invalidConfiguration]
                .contains(error.code)
        }

        /// Prints the error and returns the exit code to throw.
        static func configurationFailure(_ message: String) -> ExitCode {
            FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
            return ExitCode(configurationExitCode)
        }

        private func listen() async throws {
            LoggingSystem.bootstrap { StreamLogHandler.standardError(label: $0) }
            let logger = Logger(label: "hark")
            var settings = try config.settings()
            if let capture { settings.captureDevice = capture }
            if let playback { settings.playbackDevice = playback }
            if let satellite { settings.satelliteServer = satellite }
            if settings.satelliteServer != nil && noWake {
                throw ValidationError("A satellite spots the wake phrase itself; --no-wake cannot be used with satellite.server.")
            }
            let builder = PipelineBuilder(
                settings: settings, recognizer: model.configuration(settings: settings),
                dataDirectory: config.dataDirectory(settings), clock: .wall,
                extraSkills: try config.fileSkills(settings), wakeRequired: !noWake, halfDuplexGuard: 0.15,
                relay: try settings.satelliteServer.map { WyomingRelay(endpoint: try WyomingEndpoint(uri: $0)) })
            let printer = EventPrinter(json: json)
            // web.enabled: the web app in the same process, on the same records (its own connection to the store),
            // with what is heard and said on its Activity page.
            let web = settings.webEnabled ? ListenAddress(settings.webListen) : nil
            let activity = web.map { _ in ActivityFeed() }
            let service = AssistantService(builder: builder, logger: logger, emit: { event in
                printer.print(event)
                activity?.record(json: JSONLine.encode(event.json))
            })
            var services: [any Service] = [service]
            if let web {
                services.append(Serve.application(suite: try config.suite(), host: web.host, port: web.port, logger: logger,
                                                  announceOnStandardError: true, activity: activity))
            }
            let group = ServiceGroup(
                services: services, gracefulShutdownSignals: [.sigterm, .sigint], cancellationSignals: [], logger: logger)
            try await group.run()
        }
    }
}
