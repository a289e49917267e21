import ArgumentParser

/// The `hark` command: an offline voice assistant.
@main
struct Hark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hark",
        abstract: "Hark, an offline voice assistant.",
        subcommands: [Version.self]
    )
}

extension Hark {
    /// `hark version`: prints the version.
    struct Version: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print Hark's version.")
        func run() { print("hark \(harkVersion)") }
    }
}

/// Hark's version string.
let harkVersion = "0.1.0"
