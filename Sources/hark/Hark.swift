import ArgumentParser
import CHarkShim
import Foundation

/// The `hark` command: an offline voice assistant.
///
/// Commands are thin: they parse options, call the library modules and print.
@main
struct Hark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hark",
        abstract: "Hark, an offline voice assistant.",
        version: harkVersion,
        subcommands: [Listen.self, Run.self, Ask.self, Intents.self, Grammar.self, Pronounce.self, Transcribe.self, Say.self, Devices.self, Config.self, Doctor.self, Feedings.self, Alarms.self, Callers.self, Pantry.self, Shortcuts.self, Lock.self, Unlock.self, Wake.self, Backup.self, Restore.self, Bench.self, Wyoming.self, Serve.self, Web.self, Version.self]
    )

    /// Runs the command. A write past the file-size limit (`ulimit -f`) fails with "disk
    /// full" instead of SIGXFSZ killing Hark mid-write: SQLite rolls the write back and the
    /// command says so.
    ///
    /// Memory comes from one malloc arena: with glibc's default of one per thread, the command
    /// grammar's search (44 MB of small nodes) rebuilt on another thread than the one that
    /// built it could not reuse the memory the old one freed, and a wake after the pantry
    /// changed peaked at 196 MB instead of 135 MB (2026-12-06).
    static func main() async {
        signal(SIGXFSZ, SIG_IGN)
        _ = CHarkShim_single_malloc_arena()
        await main(nil)
    }
}

/// Hark's version string.
let harkVersion = "0.1.0"

extension Hark {
    /// `hark version`: prints the version.
    struct Version: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print Hark's version.")
        func run() { print("hark \(harkVersion)") }
    }
}
