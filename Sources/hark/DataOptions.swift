import ArgumentParser
import HarkStore

/// The `--data-dir` option shared by commands that read or write Hark's records.
struct DataOptions: ParsableArguments {
    @Option(name: .customLong("data-dir"), help: "Data directory (default: $XDG_DATA_HOME/hark or ~/.local/share/hark).")
    var dataDirectory: String?

    /// The data directory in use.
    var directory: String { dataDirectory ?? Store.defaultDirectory }
}
