import ArgumentParser
import HarkAssistant
import HarkStore

/// `--config` and `--data-dir`: where settings and records come from.
struct ConfigOptions: ParsableArguments {
    @Option(help: "Config file (YAML). Default: $XDG_CONFIG_HOME/hark/config.yaml, then /etc/hark/config.yaml.")
    var config: String?

    @Option(name: .customLong("data-dir"), help: "Data directory (default: from the config, else $XDG_DATA_HOME/hark).")
    var dataDirectoryOverride: String?

    /// The settings: defaults, then the config file.
    func settings() throws -> AssistantSettings {
        AssistantSettings()
    }

    /// The data directory in use.
    func dataDirectory(_ settings: AssistantSettings) -> String {
        dataDirectoryOverride ?? settings.dataDirectory ?? Store.defaultDirectory
    }
}
