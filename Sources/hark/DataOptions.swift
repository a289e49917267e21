import ArgumentParser
import HarkAssistant
import HarkSkills
import HarkStore

/// `--config` and `--data-dir` for commands that read or write Hark's records: the same
/// config file, data directory and skill settings (pantry reminder hour, default caller,
/// feeding interval) that `hark ask`, `listen` and `run` use.
struct DataOptions: ParsableArguments {
    @Option(help: "Config file (YAML). Default: $XDG_CONFIG_HOME/hark/config.yaml (~/.config/hark/config.yaml), then /etc/hark/config.yaml.")
    var config: String?

    @Option(name: .customLong("data-dir"), help: "Data directory (default: from the config, else $XDG_DATA_HOME/hark).")
    var dataDirectoryOverride: String?

    /// The settings: defaults, then the config file (throws `ConfigError` naming the line when it is invalid).
    func settings() throws -> AssistantSettings {
        guard let path = ConfigFile.locate(explicit: config) else { return AssistantSettings() }
        return try ConfigFile.load(path: path)
    }

    /// Opens the store in the data directory and wires the built-in skills with the config's settings.
    func suite() throws -> SkillSuite {
        let settings = try settings()
        return try SkillSuite(directory: dataDirectoryOverride ?? settings.dataDirectory ?? Store.defaultDirectory,
                              settings: settings.skills)
    }
}
