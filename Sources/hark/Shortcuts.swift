import ArgumentParser
import Foundation
import HarkIntents
import HarkSkills
import HarkStore

extension Hark {
    /// `hark shortcuts [list|add|edit|delete]`: the person's own voice shortcuts.
    struct Shortcuts: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List, add, edit or delete your voice shortcuts.",
            discussion: """
                A shortcut is a phrase you choose that runs one intent with some values fixed: \
                hark shortcuts add "pineapple pizza" --intent ScheduleFakeCall --set caller=Boss --set delay="5 minutes". \
                Say it after the wake phrase like any command (a running hark listen hears it at the next command). \
                Values are read as if said ("5 minutes", "7:30", a caller by name); a required value left out is \
                asked for when the shortcut runs. hark intents lists the intents and their parameters.
                """,
            subcommands: [List.self, Add.self, Edit.self, Delete.self, Suggestions.self],
            defaultSubcommand: List.self)

        /// Runs `body`, turning refusals into one-sentence command errors.
        static func refusals<T>(_ body: () async throws -> T) async throws -> T {
            do {
                return try await body()
            } catch let problem as VoiceShortcutProblem {
                throw CLIError(problem.message)
            } catch let error as StoreError {
                throw CLIError(error.message)
            }
        }

        /// `name=value` options → a dictionary; a missing `=` or name is refused.
        static func values(_ assignments: [String]) throws -> [String: String] {
            var values: [String: String] = [:]
            for assignment in assignments {
                guard let equals = assignment.firstIndex(of: "="),
                      case let name = assignment[..<equals].trimmingCharacters(in: .whitespaces), !name.isEmpty else {
                    throw CLIError("--set takes NAME=VALUE (for example --set delay=\"5 minutes\"), not \"\(assignment)\".")
                }
                guard values[name] == nil else { throw CLIError("--set \(name) is given twice; give each parameter once.") }
                values[name] = String(assignment[assignment.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
            }
            return values
        }

        /// "#3 "pineapple pizza" → ScheduleFakeCall (caller: Boss, delay: 5 minutes)".
        static func line(_ shortcut: VoiceShortcut) -> String {
            let values = shortcut.values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            return "#\(shortcut.id ?? 0) \"\(shortcut.phrase)\" → \(shortcut.intent)" + (values.isEmpty ? "" : " (\(values.joined(separator: ", ")))")
                + (shortcut.relevance.isEmpty ? "" : ", relevant: \(shortcut.relevance.joined(separator: ", "))")
        }
    }
}

extension Hark.Shortcuts {
    /// Lists what you do often that no shortcut does yet, with the evidence.
    struct Suggestions: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List shortcuts Hark suggests from what you do often, with how often and when.",
            discussion: "Made from completed commands kept for shortcuts.donation_days days (cancelled and failed ones are not kept).")

        @OptionGroup var config: ConfigOptions

        @Flag(help: "Print one JSON object per suggestion.")
        var json = false

        func run() async throws {
            let suite = try config.suite()
            let shortcuts = suite.shortcuts
            let suggestions = try await Hark.Shortcuts.refusals { try suite.donations.suggestions(shortcuts: try shortcuts.all()) }
            let days = suite.donations.keepDays
            if suggestions.isEmpty && !json {
                print("No suggestions yet: Hark suggests a shortcut for something done \(Donations.repeatsForSuggestion) times or more in \(days) days.")
            }
            for suggestion in suggestions {
                let phrase = await shortcuts.proposedPhrase(for: suggestion)
                let when = suggestion.when
                if json {
                    print(JSONLine.encode(SuggestionSummary(suggestion, days: days, phrase: phrase)))
                    continue
                }
                let values = suggestion.values.sorted { $0.key < $1.key }
                let shown = values.isEmpty ? "" : " (" + values.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + ")"
                print("\(suggestion.intent)\(shown): \(suggestion.count) times in \(days) days\(when.isEmpty ? "" : ", " + when)")
                if let phrase {
                    let sets = values.map { " --set \($0.key)=\(Self.quoted($0.value))" }.joined()
                    print("    hark shortcuts add \"\(phrase)\" --intent \(suggestion.intent)\(sets)")
                }
            }
        }

        static func quoted(_ text: String) -> String {
            text.contains(" ") ? "\"\(text)\"" : text
        }
    }

    /// Lists the shortcuts, with why any is not heard.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List your shortcuts, and any that no longer work with why.")

        @OptionGroup var config: ConfigOptions

        @Flag(help: "Print one JSON object per shortcut.")
        var json = false

        func run() async throws {
            let shortcuts = try config.suite().shortcuts
            let problems = await shortcuts.problems()
            let taking = await shortcuts.takingCommands()
            let all = try await Hark.Shortcuts.refusals { try shortcuts.all() }
            if all.isEmpty && !json { print("No shortcuts yet. Add one with: hark shortcuts add \"PHRASE\" --intent NAME [--set NAME=VALUE]") }
            for shortcut in all {
                let problem = problems.first { $0.shortcut == shortcut.id }?.message
                if json {
                    print(JSONLine.encode(ShortcutSummary(shortcut, problem: problem)))
                } else {
                    let takes = taking.first { $0.shortcut == shortcut.id }?.message
                    print(Hark.Shortcuts.line(shortcut) + (problem.map { "\n    not heard: \($0)" } ?? "")
                          + (takes.map { "\n    takes a command's words: \($0)" } ?? ""))
                }
            }
        }
    }

    /// Adds a shortcut.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add a shortcut: a phrase that runs an intent with values you fix.")

        @OptionGroup var config: ConfigOptions

        @Argument(help: "The phrase, in words (at least two; numbers as words).")
        var phrase: String

        @Option(help: "The intent it runs: its identifier or title (hark intents lists them).")
        var intent: String

        @Option(name: .customLong("set"), help: "A fixed value, NAME=VALUE, read as if said (repeatable).")
        var assignments: [String] = []

        @Option(help: "When \"what can I say\" names it first: morning, afternoon, evening, night, HH:MM-HH:MM, feeding-running, timer-running, call-waiting or food-expiring (repeatable).")
        var relevant: [String] = []

        @Flag(help: "Print the stored shortcut as one JSON object.")
        var json = false

        func run() async throws {
            let values = try Hark.Shortcuts.values(assignments)
            let shortcuts = try config.suite().shortcuts
            let added = try await Hark.Shortcuts.refusals {
                try await shortcuts.add(phrase: phrase, intent: intent, values: values, relevant: relevant, origin: "cli")
            }
            print(json ? JSONLine.encode(ShortcutSummary(added)) : "Added " + Hark.Shortcuts.line(added))
        }
    }

    /// Edits a shortcut.
    struct Edit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Change a shortcut's phrase or values (--set NAME= removes a value).")

        @OptionGroup var config: ConfigOptions

        @Argument(help: "The shortcut's number (hark shortcuts list).")
        var id: Int64

        @Option(help: "A new phrase.")
        var phrase: String?

        @Option(name: .customLong("set"), help: "A fixed value, NAME=VALUE; NAME= removes it (repeatable).")
        var assignments: [String] = []

        @Option(help: "When it is relevant, replacing what was (repeatable; --relevant \"\" removes it).")
        var relevant: [String] = []

        @Flag(help: "Print the changed shortcut as one JSON object.")
        var json = false

        func validate() throws {
            if phrase == nil && assignments.isEmpty && relevant.isEmpty {
                throw ValidationError("Give --phrase, --set or --relevant: there is nothing to change.")
            }
        }

        func run() async throws {
            let values = try Hark.Shortcuts.values(assignments)
            let shortcuts = try config.suite().shortcuts
            let edited = try await Hark.Shortcuts.refusals {
                try await shortcuts.edit(id: id, phrase: phrase, values: values, relevant: relevant.isEmpty ? nil : relevant)
            }
            print(json ? JSONLine.encode(ShortcutSummary(edited)) : "Changed " + Hark.Shortcuts.line(edited))
        }
    }

    /// Deletes a shortcut.
    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete a shortcut by its number or its phrase.")

        @OptionGroup var config: ConfigOptions

        @Argument(help: "The shortcut's number (hark shortcuts list) or its phrase.")
        var shortcut: String

        func run() async throws {
            let shortcuts = try config.suite().shortcuts
            let deleted = try await Hark.Shortcuts.refusals { () async throws -> VoiceShortcut in
                let id: Int64
                if let number = Int64(shortcut.trimmingCharacters(in: CharacterSet(charactersIn: "# "))) {
                    id = number
                } else if let found = try shortcuts.named(shortcut), let found = found.id {
                    id = found
                } else {
                    throw CLIError("You have no shortcut \"\(shortcut)\"; hark shortcuts list shows them.")
                }
                return try await shortcuts.delete(id: id)
            }
            print("Deleted " + Hark.Shortcuts.line(deleted))
        }
    }
}
