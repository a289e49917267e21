import ArgumentParser
import HarkIntents
import HarkSkills

extension Hark {
    /// `hark intents`: lists skills, intents, parameters and phrases.
    struct Intents: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List skills, their intents, parameters and phrases.")

        @OptionGroup var config: ConfigOptions

        func run() async throws {
            let suite = try config.suite()
            for skill in suite.registry.skills {
                print(skill.name)
                for shortcut in skill.shortcuts {
                    let intent = shortcut.intent
                    print("  \(intent.identifier) — \(intent.title)")
                    for parameter in intent.parameterSummaries {
                        print("    {\(parameter.name)}: \(parameter.type)\(parameter.required ? "" : " (optional)")")
                    }
                    for phrase in shortcut.phrases { print("    \"\(phrase)\"") }
                    for phrase in shortcut.typedPhrases { print("    \"\(phrase)\" (typed only)") }
                }
            }
        }
    }

    /// `hark grammar`: prints the compiled JSGF grammar.
    struct Grammar: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the JSGF grammar compiled from every registered phrase.")

        @OptionGroup var config: ConfigOptions

        func run() async throws {
            print(try await config.suite().registry.grammar(), terminator: "")
        }
    }
}
