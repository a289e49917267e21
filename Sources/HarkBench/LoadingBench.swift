import Foundation
import HarkIntents
import HarkLimits
import HarkSkills
import HarkStore
import HarkAssistant
import HarkConfig

/// Times what grows with the size of Hark's input (`hark bench --loading`): loading a
/// generated skills file of 5,000 phrases the way `hark ask --skills` does (read, check
/// every collision, register next to the built-in skills, compile the grammar), and
/// routing 10 kB and 100 kB of text past the command limit, straight into the router;
/// then what each wake costs to bring the command grammar up to date (``GrammarRefreshBench``)
/// with the built-in skills, with `bench/coffee.yaml` and with the generated file.
///
/// Both must stay linear: the report says how the 100 kB figure compares with ten
/// times the 10 kB one. Benchmarks print figures; nothing here asserts on them.
public struct LoadingBench: Sendable {
    /// The measured figures.
    public struct Figures: Sendable, Codable, Equatable {
        /// Phrases in the generated skills file.
        public var phrases: Int
        /// Seconds to read and check the file, and register it with the built-in skills.
        public var loadSeconds: Double
        /// Seconds to compile the grammar and router for every phrase.
        public var compileSeconds: Double
        /// Characters and words of the short and the long text.
        public var shortCharacters: Int, shortWords: Int, longCharacters: Int, longWords: Int
        /// Seconds to route each text (the fastest of three runs).
        public var shortRouteSeconds: Double, longRouteSeconds: Double
        /// What the command door says to the long text, and how long it takes to say it.
        public var refusal: String, refusalSeconds: Double
        /// What a wake costs before the command grammar is ready, per set of skills.
        public var refresh: [GrammarRefreshBench.Figure] = []

        /// Loading and compiling together: what a command waits for before its words are read.
        public var totalLoadSeconds: Double { loadSeconds + compileSeconds }
    }

    /// Phrases in the generated skills file.
    public var phrases: Int
    /// Characters of the long text (the short one has a tenth).
    public var characters: Int
    /// A skills file whose grammar refresh is timed too, when it exists.
    public var coffeeFile = "bench/coffee.yaml"

    /// A benchmark of `phrases` phrases and a text of `characters` characters.
    public init(phrases: Int = 5_000, characters: Int = 100_000) {
        self.phrases = max(10, phrases)
        self.characters = max(10, characters)
    }

    /// Generates the file in a temporary directory, measures, and cleans up.
    public func run() async throws -> Figures {
        let clock = ContinuousClock()
        let directory = (NSTemporaryDirectory() as NSString).appendingPathComponent("hark-loading-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = (directory as NSString).appendingPathComponent("skills.yaml")
        try Self.skillsFile(phrases: phrases).write(toFile: path, atomically: true, encoding: .utf8)

        var started = clock.now
        let skills = try FileSkills.loadAll(paths: [path])
        // Stores on disk, as `hark listen` has them: a refresh reads the entity lists from there.
        let suite = try SkillSuite(directory: directory + "/generated", clock: ManualClock(), extraSkills: skills)
        let loadSeconds = Assistant.seconds(started.duration(to: clock.now))
        started = clock.now
        _ = try await suite.registry.compiled()
        let compileSeconds = Assistant.seconds(started.duration(to: clock.now))

        let builtIn = try SkillSuite(directory: directory + "/built-in", clock: ManualClock())
        _ = try await builtIn.registry.compiled()
        let short = Self.text(characters: characters / 10), long = Self.text(characters: characters)
        let shortWords = TemplateMatcher.words(in: short), longWords = TemplateMatcher.words(in: long)
        // Routing is short: the fastest of three runs is the figure least disturbed by other work.
        func fastestRoute(_ words: [String]) async -> Double {
            var fastest = Double.infinity
            for _ in 0..<3 {
                let started = clock.now
                _ = await builtIn.registry.route(words)
                fastest = min(fastest, Assistant.seconds(started.duration(to: clock.now)))
            }
            return fastest
        }
        let shortRouteSeconds = await fastestRoute(shortWords)
        let longRouteSeconds = await fastestRoute(longWords)

        started = clock.now
        let conversation = ScriptedConversation()
        _ = await IntentRunner(registry: builtIn.registry).handle(long, conversation: conversation)
        let refusalSeconds = Assistant.seconds(started.duration(to: clock.now))

        var refresh = [try await GrammarRefreshBench.measure("built-in skills", registry: builtIn.registry,
                                                             phrases: Self.phraseCount(builtIn.registry), runs: 21)]
        if FileManager.default.fileExists(atPath: coffeeFile) {
            let coffee = try SkillSuite(directory: directory + "/coffee", clock: ManualClock(),
                                        extraSkills: FileSkills.loadAll(paths: [coffeeFile]))
            refresh.append(try await GrammarRefreshBench.measure("built-in skills and \(coffeeFile)", registry: coffee.registry,
                                                                 phrases: Self.phraseCount(coffee.registry), runs: 21))
        }
        refresh.append(try await GrammarRefreshBench.measure("built-in skills and the generated file", registry: suite.registry,
                                                             phrases: Self.phraseCount(suite.registry), runs: 5))
        return Figures(phrases: phrases, loadSeconds: loadSeconds, compileSeconds: compileSeconds,
                       shortCharacters: short.count, shortWords: shortWords.count,
                       longCharacters: long.count, longWords: longWords.count,
                       shortRouteSeconds: shortRouteSeconds, longRouteSeconds: longRouteSeconds,
                       refusal: await conversation.said.first ?? "", refusalSeconds: refusalSeconds, refresh: refresh)
    }

    /// Phrases registered in `registry`.
    static func phraseCount(_ registry: SkillRegistry) -> Int {
        registry.skills.flatMap(\.shortcuts).reduce(0) { $0 + $1.phrases.count }
    }

    /// A skills file of `phrases` phrases: skills of 10 intents of 10 phrases, every other
    /// phrase with a number slot ("set kitchen lamp red to {level}"), the rest words alone
    /// ("turn on kitchen lamp blue [please]"), so both kinds of collision check run.
    public static func skillsFile(phrases: Int) -> String {
        var lines = ["skills:"]
        var number = 0
        while number < phrases {
            let skill = number / 100
            lines += ["  - name: Generated\(skill)", "    intents:"]
            for intent in 0..<10 where number < phrases {
                lines += ["      - name: Generated\(skill)_\(intent)", "        slots:", "          level: integer", "        phrases:"]
                for _ in 0..<10 where number < phrases {
                    let words = name(number)
                    lines.append(number.isMultiple(of: 2) ? "          - \"turn on \(words) [please]\"" : "          - \"set \(words) to {level}\"")
                    number += 1
                }
                lines.append("        response: \"OK.\"")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Three words naming thing `number`, distinct for the first 110,592.
    static func name(_ number: Int) -> String {
        let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo", "lima",
                     "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform", "victor", "whiskey",
                     "yankee", "zulu", "red", "green", "blue", "yellow", "purple", "orange", "kitchen", "bedroom", "garage",
                     "garden", "lamp", "fan", "heater", "music", "radio", "door", "window", "porch", "hall", "attic", "cellar",
                     "office", "study"]
        let count = words.count
        return "\(words[number / (count * count) % count]) \(words[number / count % count]) \(words[number % count])"
    }

    /// Typed text made of command words that keep a slot open to the end ("put milk put milk …"),
    /// the shape that made routing quadratic.
    static func text(characters: Int) -> String {
        let unit = "put milk "
        return String(String(repeating: unit, count: characters / unit.count + 1).prefix(characters))
    }
}

extension LoadingBench.Figures {
    /// The figures as lines of text.
    public var text: String {
        func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }
        let ratio = shortRouteSeconds > 0 ? longRouteSeconds / shortRouteSeconds : 0
        return """
        Loading and routing (linear in the input; a 5,000-phrase file must load in at most 2 s)
          skills file of \(phrases) phrases: read, checked and registered in \(seconds(loadSeconds)), \
        grammar compiled in \(seconds(compileSeconds)), total \(seconds(totalLoadSeconds))
          routing \(shortCharacters) characters (\(shortWords) words): \(seconds(shortRouteSeconds))
          routing \(longCharacters) characters (\(longWords) words): \(seconds(longRouteSeconds)) \
        (\(String(format: "%.1f", ratio))× the time for \(longCharacters / max(1, shortCharacters))× the text)
          the command door refuses \(longCharacters) characters in \(String(format: "%.2f ms", refusalSeconds * 1000)): "\(refusal)"
        Per wake, before the command is heard (CPU time, median)
        \(refresh.map(\.text).joined(separator: "\n"))

        """
    }
}
