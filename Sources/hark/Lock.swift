import ArgumentParser
import Foundation
import HarkIntents
import HarkSkills
import HarkStore

extension Hark {
    /// `hark lock [now|status|set-passphrase|clear-passphrase]`: restricted intents need Hark unlocked.
    struct Lock: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lock Hark, say whether it is locked, or set the passphrase that unlocks it by voice.",
            discussion: """
                While Hark is locked, intents that read private records aloud or change access (the feeding \
                summary, deleting a shortcut, pairing a phone, skills-file intents with restricted_while_locked: true) \
                answer "Unlock Hark first." and change nothing; everything else keeps working. Hark also locks \
                itself with lock.always or lock.schedule ("22:00-07:00") in the config file. Unlock with hark unlock, \
                or say "unlock" and then the passphrase.
                """,
            subcommands: [Now.self, Status.self, SetPassphrase.self, ClearPassphrase.self],
            defaultSubcommand: Now.self)

        /// Runs `body`, turning refusals into one-sentence command errors.
        static func refusals<T>(_ body: () throws -> T) throws -> T {
            do {
                return try body()
            } catch let error as LockError {
                throw CLIError(error.description)
            } catch let error as StoreError {
                throw CLIError(error.message)
            }
        }

        /// Locks Hark now.
        struct Now: AsyncParsableCommand {
            static let configuration = CommandConfiguration(commandName: "now", abstract: "Lock Hark now (the default).")
            @OptionGroup var config: ConfigOptions

            func run() async throws {
                let lock = try config.suite().lock
                try Lock.refusals { try lock.lock() }
                print(lock.status().hasPassphrase ? "Locked. Unlock with hark unlock, or say \"unlock\" and your passphrase."
                      : "Locked. Unlock with hark unlock (no passphrase is set for unlocking by voice: hark lock set-passphrase).")
            }
        }

        /// Says whether Hark is locked and why.
        struct Status: AsyncParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Say whether Hark is locked, why, and whether a passphrase is set.")
            @OptionGroup var config: ConfigOptions
            @Flag(help: "Print one JSON object.")
            var json = false

            func run() async throws {
                let status = try config.suite().lock.status()
                if json {
                    print(JSONLine.encode(StatusLine(locked: status.locked, reason: status.locked ? status.reason : nil,
                                                     passphrase: status.hasPassphrase,
                                                     unlockedUntil: status.unlockedUntil.map(RecordFormats.timestamp),
                                                     blockedUntil: status.blockedUntil.map(RecordFormats.timestamp))))
                    return
                }
                print(status.locked ? "Locked: \(status.reason)." : "Not locked"
                      + (status.unlockedUntil.map { " (unlocked until \(RecordFormats.timestamp($0)))" } ?? "") + ".")
                print(status.hasPassphrase ? "A passphrase is set: say \"unlock\", then the passphrase."
                      : "No passphrase is set: hark lock set-passphrase sets one.")
                if let blocked = status.blockedUntil { print("Too many wrong passphrases: the next is heard after \(RecordFormats.timestamp(blocked)).") }
            }

            struct StatusLine: Encodable {
                let locked: Bool
                let reason: String?
                let passphrase: Bool
                let unlockedUntil: String?
                let blockedUntil: String?
            }
        }

        /// Sets the spoken passphrase, read from standard input so it is never in the shell's history.
        struct SetPassphrase: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Set the passphrase that unlocks Hark by voice (read from standard input).",
                discussion: """
                    At least \(DeviceLock.minimumWords) words and \(DeviceLock.minimumLetters) letters, words you can say clearly: \
                    echo "purple garden umbrella" | hark lock set-passphrase. Only a salted PBKDF2 hash is kept; the words are \
                    heard among \(DeviceLock.decoyCount) decoys. After \(DeviceLock.freeAttempts) wrong passphrases each try \
                    waits longer (30 seconds, doubling, at most an hour).
                    """)
            @OptionGroup var config: ConfigOptions

            func run() async throws {
                if isatty(0) != 0 { FileHandle.standardError.write(Data("Passphrase (the words you will say): ".utf8)) }
                guard let line = readLine(strippingNewline: true) else {
                    throw CLIError("No passphrase was given; write it on standard input: echo \"purple garden umbrella\" | hark lock set-passphrase")
                }
                let suite = try config.suite()
                let decoys = try await suite.registry.compiled().vocabulary
                try Lock.refusals { try suite.lock.setPassphrase(line, decoys: decoys) }
                print("Passphrase set. Say \"unlock\", then the passphrase, to unlock Hark by voice.")
            }
        }

        /// Removes the passphrase.
        struct ClearPassphrase: AsyncParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Remove the passphrase (Hark then unlocks only with hark unlock).")
            @OptionGroup var config: ConfigOptions

            func run() async throws {
                let lock = try config.suite().lock
                try Lock.refusals { try lock.clearPassphrase() }
                print("Passphrase removed.")
            }
        }
    }

    /// `hark unlock`: unlocks Hark without a passphrase (whoever runs it has the device).
    struct Unlock: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Unlock Hark (restricted intents run again).")
        @OptionGroup var config: ConfigOptions

        func run() async throws {
            let lock = try config.suite().lock
            try Lock.refusals { try lock.unlock() }
            let status = lock.status()
            print("Unlocked" + (status.unlockedUntil.map { " until \(RecordFormats.timestamp($0)) (lock.always or lock.schedule locks it again then)" } ?? "") + ".")
        }
    }
}
