import ArgumentParser
import HarkAssistant
import HarkConfig
import HarkSkills
import HarkStore

/// `--config` and `--data-dir`: where settings and records come from. The record
/// commands use it alone, so they read the same config file, data directory and skill
/// settings (pantry reminder hour, default caller, feeding interval) that `hark ask`,
/// `listen` and `run` use through ``ConfigOptions``.
struct DataOptions: ParsableArguments {
    @Option(help: "Config file (YAML). Default: $XDG_CONFIG_HOME/hark/config.yaml (~/.config/hark/config.yaml), then /etc/hark/config.yaml.")
    var config: String?

    @Option(name: .customLong("data-dir"), help: "Data directory (default: from the config, else $XDG_DATA_HOME/hark).")
    var dataDirectoryOverride: String?

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

    /// Opens the store in the data directory and wires the built-in skills with the config's settings.
    func suite() throws -> SkillSuite {
        let settings = try settings()
        return try SkillSuite(directory: dataDirectory(settings), settings: settings.skills)
    }
}
