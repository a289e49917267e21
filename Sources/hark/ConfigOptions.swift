import ArgumentParser
import HarkAssistant
import HarkIntents
import HarkStore

/// `--config`, `--data-dir` and `--skills`: where settings, records and file-defined skills come from.
struct ConfigOptions: ParsableArguments {
    @Option(help: "Config file (YAML). Default: $XDG_CONFIG_HOME/hark/config.yaml (~/.config/hark/config.yaml), then /etc/hark/config.yaml.")
    var config: String?

    @Option(name: .customLong("data-dir"), help: "Data directory (default: from the config, else $XDG_DATA_HOME/hark).")
    var dataDirectoryOverride: String?

    @Option(name: .customLong("skills"), help: "Skills file (YAML) to load besides the config's skills.files (repeatable).")
    var extraSkillFiles: [String] = []

    /// The config file in use: `--config`, else the first one found; nil means the defaults.
    var configPath: String? { ConfigFile.locate(explicit: config) }

    /// The settings: defaults, then the config file (throws `ConfigError` naming the line when it is invalid).
    func settings() throws -> AssistantSettings {
        guard let path = configPath else { return AssistantSettings() }
        return try ConfigFile.load(path: path)
    }

    /// The data directory in use.
    func dataDirectory(_ settings: AssistantSettings) -> String {
        dataDirectoryOverride ?? settings.dataDirectory ?? Store.defaultDirectory
    }

    /// Skills files to load: the config's `skills.files`, then every `--skills`.
    func skillFiles(_ settings: AssistantSettings) -> [String] {
        settings.skillFiles + extraSkillFiles
    }

    /// The skills those files define (pass them to `SkillSuite(extraSkills:)`).
    func fileSkills(_ settings: AssistantSettings) throws -> [any Skill] {
        var skills: [any Skill] = []
        for path in skillFiles(settings) { skills += try FileSkills.load(path: path) }
        return skills
    }
}
