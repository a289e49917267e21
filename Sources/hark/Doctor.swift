import ArgumentParser
import HarkAssistant
import HarkSpeech

extension Hark {
    /// `hark doctor`: checks the machine and says what to fix.
    struct Doctor: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check model files, eSpeak NG, sound devices, permissions, data, config and disk space; exit 1 if anything fails.")

        @OptionGroup var config: ConfigOptions
        @OptionGroup var model: ModelOptions

        func run() async throws {
            // An invalid config file is reported by its own check; the rest run on the defaults.
            let settings = (try? config.settings()) ?? AssistantSettings()
            var environment = HarkAssistant.Doctor.systemEnvironment(
                settings: settings, dataDirectory: config.dataDirectory(settings), configPath: config.configPath,
                projectDictionary: model.dictionaries.first ?? ProjectFiles.projectDictionary,
                skillFiles: config.skillFiles(settings))
            environment.modelDirectory = model.configuration(settings: settings).modelDirectory
            let checks = await HarkAssistant.Doctor(settings: settings, environment: environment).run()
            for check in checks { print(check) }
            guard HarkAssistant.Doctor.passed(checks) else { throw ExitCode(1) }
        }
    }
}
