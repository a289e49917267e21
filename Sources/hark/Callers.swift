import ArgumentParser
import Foundation
import HarkIntents
import HarkLimits
import HarkSkills
import HarkStore

extension Hark {
    /// `hark callers [list|add|remove] [--json]`, `hark callers presets [list|add|remove]`.
    struct Callers: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List, add or remove fake-call callers and call presets.",
            discussion: """
                Callers are who a fake call comes from ("fake call from mom in five minutes"). The default \
                caller (Mom) always exists; adding it only gives it a script. A script is what the caller \
                says when you answer, lines separated by |. Presets are saved calls started with \
                "start the NAME call"; manage them with hark callers presets.
                """,
            subcommands: [List.self, Add.self, Remove.self, Presets.self],
            defaultSubcommand: List.self)

        /// Opens the fake-call service in the configured data directory, with the config's settings.
        static func service(_ data: DataOptions) throws -> FakeCallService {
            try data.suite().calls
        }

        /// Runs `body`, turning the library's refusals into one-sentence command errors.
        static func refusals<T>(_ body: () throws -> T) throws -> T {
            do {
                return try body()
            } catch let error as FakeCallError {
                throw CLIError(error.message)
            } catch let error as StoreError {
                throw CLIError(error.message)
            }
        }

        /// "line|line|line" → lines.
        static func lines(_ script: String?) -> [String]? {
            script.map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        }
    }
}

extension Hark.Callers {
    /// Lists the callers.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the callers and their scripts.")

        @OptionGroup var data: DataOptions

        @Flag(help: "Print one JSON object per caller.")
        var json = false

        func run() async throws {
            let service = try Hark.Callers.service(data)
            let defaultName = service.settings.fakeCallDefaultCaller
            for caller in try Hark.Callers.refusals({ try service.callers() }) {
                let isDefault = caller.name.caseInsensitiveCompare(defaultName) == .orderedSame
                print(json ? JSONLine.encode(CallerSummary(caller, defaultName: defaultName)) : Self.line(caller, isDefault: isDefault))
            }
        }

        /// "Mom (default): Hi, it's Mom. … | I really need you here. | OK, see you soon."
        static func line(_ caller: Caller, isDefault: Bool) -> String {
            "\(caller.name)\(isDefault ? " (default)" : ""): \(caller.lines.joined(separator: " | "))"
        }
    }

    /// Adds a caller.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add a caller, optionally with its own script.")

        @OptionGroup var data: DataOptions

        @Argument(help: "The caller's name, in letters (\"Aunt Mary\").")
        var name: String

        @Option(help: "What the caller says when answered, lines separated by | (default: a call asking you to come home).")
        var script: String?

        @Flag(help: "Print the caller as JSON.")
        var json = false

        func run() async throws {
            let service = try Hark.Callers.service(data)
            let caller = try Hark.Callers.refusals { try service.addCaller(name, script: Hark.Callers.lines(script)) }
            print(json ? JSONLine.encode(CallerSummary(caller, defaultName: service.settings.fakeCallDefaultCaller)) : "Added caller \(caller.name).")
        }
    }

    /// Removes a caller.
    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove a caller (the default caller only loses its script).")

        @OptionGroup var data: DataOptions

        @Argument(help: "The caller's name.")
        var name: String

        func run() async throws {
            let service = try Hark.Callers.service(data)
            try Hark.Callers.refusals { try service.removeCaller(named: name) }
            print("Removed caller \(name).")
        }
    }
}

extension Hark.Callers {
    /// `hark callers presets [list|add|remove]`.
    struct Presets: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List, add or remove call presets (\"start the work call\").",
            subcommands: [List.self, Add.self, Remove.self],
            defaultSubcommand: List.self)
    }
}

extension Hark.Callers.Presets {
    /// Lists the presets.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the call presets.")

        @OptionGroup var data: DataOptions

        @Flag(help: "Print one JSON object per preset.")
        var json = false

        func run() async throws {
            let service = try Hark.Callers.service(data)
            let presets = try Hark.Callers.refusals { try service.presets() }
            if presets.isEmpty && !json { print("No call presets; add one with hark callers presets add.") }
            for preset in presets {
                print(json ? JSONLine.encode(PresetLine(preset)) : Self.line(preset))
            }
        }

        /// "work: Boss in 10 minutes, rings again if unanswered".
        static func line(_ preset: FakeCallPreset) -> String {
            var text = "\(preset.name): \(preset.caller) in \(SpokenDuration(seconds: preset.delaySeconds).spokenText)"
            text += preset.realert ? ", rings again if unanswered" : ", rings once"
            if let script = preset.script { text += ": " + script.joined(separator: " | ") }
            return text
        }
    }

    /// Adds a preset.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add a call preset.")

        @OptionGroup var data: DataOptions

        @Argument(help: "The preset's name, in letters: \"work\" is started with \"start the work call\".")
        var name: String

        @Option(help: "Who calls (default: the default caller).")
        var caller: String?

        @Option(help: "How long until the call, e.g. 10m, 90s, \"5 minutes\" (\(Limits.delaySeconds.rangeText)).")
        var delay: String = "5 minutes"

        @Flag(inversion: .prefixedNo, help: "Ring once more if the call goes unanswered.")
        var realert = true

        @Option(help: "What the caller says when answered, lines separated by | (default: the caller's script).")
        var script: String?

        @Flag(help: "Print the preset as JSON.")
        var json = false

        func run() async throws {
            let seconds: Int
            if Self.isNoDelay(delay) {
                seconds = 0
            } else {
                guard let wait = SpokenDuration.parse(delay) else {
                    throw CLIError("'\(delay)' is not a length of time; write it like 10m, 90s, \"5 minutes\" or now.")
                }
                _ = try Limits.delaySeconds.check(wait.timeInterval, flag: "--delay", given: delay)
                seconds = wait.seconds
            }
            let service = try Hark.Callers.service(data)
            let preset = FakeCallPreset(name: name, caller: caller ?? service.settings.fakeCallDefaultCaller,
                                        delaySeconds: seconds, realert: realert, script: Hark.Callers.lines(script))
            let added = try Hark.Callers.refusals { try service.addPreset(preset) }
            print(json ? JSONLine.encode(PresetLine(added)) : "Added call preset \(Hark.Callers.Presets.List.line(added)).")
        }
    }

    /// Removes a preset.
    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove a call preset.")

        @OptionGroup var data: DataOptions

        @Argument(help: "The preset's name.")
        var name: String

        func run() async throws {
            let service = try Hark.Callers.service(data)
            try Hark.Callers.refusals { try service.removePreset(named: name) }
            print("Removed call preset \(name).")
        }
    }
}

/// One call preset as JSON.
struct PresetLine: Encodable {
    let name: String
    let caller: String
    let delaySeconds: Int
    let realert: Bool
    let script: [String]?

    init(_ preset: FakeCallPreset) {
        name = preset.name
        caller = preset.caller
        delaySeconds = preset.delaySeconds
        realert = preset.realert
        script = preset.script
    }
}

extension Hark.Callers.Presets.Add {
    /// Whether `text` asks for no delay at all: "now", or zero in any unit ("0", "0s", "0 minutes"),
    /// which the delay range allows but a spoken length of time never is.
    static func isNoDelay(_ text: String) -> Bool {
        let said = text.lowercased().trimmingCharacters(in: .whitespaces)
        if said == "now" || said == "immediately" { return true }
        let digits = said.prefix { $0 == "0" || $0 == "." }
        guard digits.contains("0") else { return false }
        let unit = said.dropFirst(digits.count).trimmingCharacters(in: .whitespaces)
        return ["", "s", "sec", "secs", "second", "seconds", "m", "min", "mins", "minute", "minutes", "h", "hour", "hours"].contains(unit)
    }
}
