import ArgumentParser
import Foundation
import HarkAssistant
import HarkConfig
import HarkSpeech

extension Hark {
    /// `hark config check|show|path`: the config file.
    struct Config: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check, show or locate the config file.",
            discussion: "Keys and defaults: docs/CONFIG.md.",
            subcommands: [Check.self, Show.self, Path.self])
    }
}

extension Hark.Config {
    /// `hark config check`: validates the config file and its skills files.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Validate the config file and the skills files it names; print OK or the first error (exit 1).")

        @OptionGroup var config: ConfigOptions

        func run() throws {
            do {
                guard let path = config.configPath else {
                    let skills = try FileSkills.loadAll(paths: config.skillFiles(AssistantSettings()))
                    print("OK: no config file (looked for \(ConfigFile.searchPaths().joined(separator: ", "))); using the defaults")
                    if !skills.isEmpty { print("OK: \(skills.count) skills from \(config.extraSkillFiles.joined(separator: ", "))") }
                    return
                }
                let settings = try ConfigFile.load(path: path)
                let files = config.skillFiles(settings)
                let skills = try FileSkills.loadAll(paths: files)
                let wake = Self.wakePhraseCheck(settings)
                guard wake.status != .failed else { throw CLIError("\(path): wake.phrases: \(wake.detail)") }
                print("OK: \(path)")
                if !files.isEmpty { print("OK: \(skills.count) skills from \(files.joined(separator: ", "))") }
                if wake.status == .ok { print("OK: wake phrases \(wake.detail)") }
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitCode(1)
            }
        }
    }

    /// `hark config show`: the effective settings as YAML.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the effective settings (defaults, the config file, --data-dir and --skills) as config-file YAML.")

        @OptionGroup var config: ConfigOptions

        func run() throws {
            var settings = try config.settings()
            settings.dataDirectory = config.dataDirectory(settings)
            settings.modelDirectory = RecognizerConfiguration(modelDirectory: settings.modelDirectory).modelDirectory
            settings.skillFiles = config.skillFiles(settings)
            print("# Effective settings; config file: \(config.configPath ?? "none (defaults)")")
            print(ConfigFile.yaml(for: settings), terminator: "")
        }
    }

    /// `hark config path`: which config file is used.
    struct Path: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the config file in use; exit 1 when there is none (the defaults apply).")

        @OptionGroup var config: ConfigOptions

        func run() throws {
            guard let path = config.configPath else {
                FileHandle.standardError.write(Data("No config file (looked for \(ConfigFile.searchPaths().joined(separator: ", "))); the defaults apply.\n".utf8))
                throw ExitCode(1)
            }
            print(path)
        }
    }
}

extension Hark.Config.Check {
    /// The wake phrases checked as `hark listen` prepares them (model directory from
    /// the settings, the project dictionary when present); skipped when the model does not load.
    static func wakePhraseCheck(_ settings: AssistantSettings) -> DoctorCheck {
        // The recognizer `hark listen` would build without --model-dir or --dict.
        guard let model = try? ModelOptions.parse([]),
              let recognizer = try? Recognizer(configuration: model.configuration(settings: settings)) else {
            return DoctorCheck("wake phrases", .skipped, "the speech model did not load; run hark doctor")
        }
        return HarkConfig.Doctor.wakePhraseCheck(settings.wakePhrases, recognizer: recognizer)
    }
}
