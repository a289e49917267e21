import ArgumentParser
import HarkAssistant
import HarkConfig
import HarkIntents

/// `--config`, `--data-dir` and `--skills`: where settings, records and file-defined skills come from.
struct ConfigOptions: ParsableArguments {
    @OptionGroup var data: DataOptions

    @Option(name: .customLong("skills"), help: "Skills file (YAML) to load besides the config's skills.files (repeatable).")
    var extraSkillFiles: [String] = []

    /// The config file in use: `--config`, else the first one found; nil means the defaults.
    var configPath: String? { data.configPath }

    /// The settings: defaults, then the config file (throws `ConfigError` naming the line when it is invalid).
    func settings() throws -> AssistantSettings { try data.settings() }

    /// The data directory in use.
    func dataDirectory(_ settings: AssistantSettings) -> String { data.dataDirectory(settings) }

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
