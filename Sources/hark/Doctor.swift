import ArgumentParser
import HarkAssistant
import HarkConfig
import HarkSpeech

extension Hark {
    /// `hark doctor [--repair]`: checks the machine and says what to fix.
    struct Doctor: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check model files, eSpeak NG, sound devices, permissions, data, config and disk space; exit 1 if anything fails.",
            discussion: """
            Every stored row must be readable; an unreadable one fails the check. --repair first moves \
            each unreadable row into the database's quarantine table (in one transaction, nothing is \
            deleted), then checks.
            """)

        @OptionGroup var config: ConfigOptions
        @OptionGroup var model: ModelOptions

        @Flag(help: "Move rows that cannot be read into the quarantine table before checking.")
        var repair = false

        func run() async throws {
            // An invalid config file is reported by its own check; the rest run on the defaults.
            let settings = (try? config.settings()) ?? AssistantSettings()
            var environment = HarkConfig.Doctor.systemEnvironment(
                settings: settings, dataDirectory: config.dataDirectory(settings), configPath: config.configPath,
                projectDictionary: model.dictionaries.first ?? ProjectFiles.projectDictionary,
                skillFiles: config.skillFiles(settings))
            environment.modelDirectory = model.configuration(settings: settings).modelDirectory
            let doctor = HarkConfig.Doctor(settings: settings, environment: environment)
            let repairs = repair ? doctor.repairRecords() : []
            for check in repairs { print(check) }
            let checks = await doctor.run()
            for check in checks { print(check) }
            guard HarkConfig.Doctor.passed(repairs + checks) else { throw ExitCode(1) }
        }
    }
}
