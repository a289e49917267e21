import ArgumentParser
import Foundation
import HarkSkills
import HarkStore

extension Hark {
    /// `hark backup FILE`: a consistent copy of the database, safe while Hark runs.
    struct Backup: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Copy the database to FILE (SQLite's online backup; safe while Hark runs).",
            discussion: """
                The backup is one file with mode 0600. An existing FILE is replaced only when it is \
                a Hark backup. Put it back with hark restore FILE.
                """)

        @OptionGroup var data: DataOptions

        @Argument(help: "Where to write the backup, e.g. ~/hark-backup.sqlite.")
        var file: String

        func run() async throws {
            let directory = data.dataDirectory(try data.settings())
            let database = (directory as NSString).appendingPathComponent(Store.fileName)
            guard FileManager.default.fileExists(atPath: database) else {
                throw CLIError("There is no database at \(database) yet, so nothing to back up; check --data-dir or data_dir in the config.")
            }
            do {
                let store = try Store.open(directory: directory, migrations: SkillSuite.migrations)
                let bytes = try store.backup(to: file)
                print("Backed up \(store.path) to \(file) (\(Self.size(bytes))).")
            } catch {
                throw CLIError(error.message)
            }
        }

        /// "12 KB".
        static func size(_ bytes: Int) -> String {
            bytes < 1024 * 1024 ? "\(max(1, bytes / 1024)) KB" : "\(bytes / (1024 * 1024)) MB"
        }
    }

    /// `hark restore FILE`: puts a backup back, after checking it.
    struct Restore: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replace the database with a backup made by hark backup, after checking it.",
            discussion: """
                A file that is not a whole, undamaged Hark backup (or one from a newer Hark) is refused \
                and nothing changes. The current database is kept beside it as \
                hark.sqlite.before-restore-<time> first.
                """)

        @OptionGroup var data: DataOptions

        @Argument(help: "The backup file.")
        var file: String

        func run() async throws {
            let directory = data.dataDirectory(try data.settings())
            do {
                let outcome = try Store.restore(from: file, directory: directory, migrations: SkillSuite.migrations)
                print("Restored \(file) into \(outcome.database).")
                if let previous = outcome.previousCopy { print("The database it replaced is kept at \(previous).") }
            } catch {
                throw CLIError(error.message)
            }
        }
    }
}
