import Foundation
import HarkAudio
public import HarkIntents
import HarkSkills
public import HarkSpeech
import HarkStore

/// How the speech grammar grows with phrasings (`hark bench --grammar-size`): the built-in
/// skills as they are, then with optional skip words around every phrase
/// (`[<can_you>] [<please>] (…) [<now>]`), then with each intent's phrases repeated ×2, ×5
/// and ×10 in the template syntax (a distinct lead word, permutations, shared rules), and ×5
/// again without permutations. For
/// each: phrase templates, JSGF bytes (and what they would be with every shared rule copied
/// at each use), the word-graph states sphinxbase builds and the recognizer searches
/// (``GrammarGraphSize``), the CPU time of compiling the grammar and router (median of
/// `runs`) and of one one-pass decode of a recorded command with it. Figures only; nothing asserts.
public enum GrammarSizeBench {
    /// One grammar's size.
    public struct Figure: Sendable, Codable, Equatable {
        /// Which grammar ("built-in skills", "×5 phrasings", …).
        public var name: String
        /// Phrase templates registered.
        public var phrases: Int
        /// The JSGF text.
        public var size: GrammarSize
        /// The word graph as built and as searched.
        public var graph: GrammarGraphSize
        /// Median CPU seconds to compile grammar and router.
        public var compileSeconds: Double
        /// Median CPU seconds of the calling thread to decode the clip in one pass with this grammar.
        public var decodeSeconds: Double
    }

    /// Distinct lead words for the generated copies of a phrase.
    static let leads = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet"]

    /// Measures every grammar, decoding `clip` (a recorded command, 16 kHz) with each.
    public static func run(configuration: RecognizerConfiguration, clip: [Int16], runs: Int = 3) async throws -> [Figure] {
        let recognizer = try Recognizer(configuration: configuration)
        let suite = try SkillSuite(store: Store.inMemory(migrations: SkillSuite.migrations), clock: ManualClock())
        func measure(_ name: String, _ registry: SkillRegistry, runs: Int) async throws -> Figure {
            try await Self.measure(name, registry, recognizer: recognizer, clip: clip, runs: runs)
        }
        var figures = [try await measure("built-in skills", suite.registry, runs: runs)]
        let polite = try scaled(suite.registry) { phrase, _ in ["[<can_you>] [<please>] (\(phrase)) [<now>]"] }
        figures.append(try await measure("built-in, skip words on every phrase", polite, runs: runs))
        for factor in [2, 5, 10] {
            let registry = try scaled(suite.registry) { phrase, _ in
                [phrase] + (1..<factor).map { copy in
                    copy.isMultiple(of: 2)
                        ? "(\(leads[copy]); (\(phrase))) [<now>]"
                        : "[<can_you>] [<please>] \(leads[copy]) (\(phrase))"
                }
            }
            figures.append(try await measure("×\(factor) phrasings", registry, runs: runs))
        }
        // The same ×5 without permutations: what writing a slot-bearing phrase in two orders costs.
        let plain = try scaled(suite.registry) { phrase, _ in
            [phrase] + (1..<5).map { "[<can_you>] [<please>] \(leads[$0]) (\(phrase)) [<now>]" }
        }
        figures.append(try await measure("×5 phrasings, no permutation", plain, runs: runs))
        return figures
    }

    /// A registry of the same skills whose phrases are `grow(phrase, intent)`.
    static func scaled(_ base: SkillRegistry, grow: (String, String) -> [String]) throws -> SkillRegistry {
        let registry = SkillRegistry()
        registry.dependencies = base.dependencies
        try registry.register(rules: base.rules.definitions)
        for skill in base.skills {
            let shortcuts = skill.shortcuts.map { shortcut in
                shortcut.replacingPhrases(shortcut.phrases.flatMap { grow($0, shortcut.intent.identifier) })
            }
            try registry.register(GrownSkill(name: skill.name, shortcuts: shortcuts, rules: skill.rules))
        }
        return registry
    }

    struct GrownSkill: Skill {
        let name: String
        let shortcuts: [AppShortcut]
        let rules: [String: String]
    }

    static func measure(_ name: String, _ registry: SkillRegistry, recognizer: Recognizer, clip: [Int16], runs: Int) async throws -> Figure {
        var seconds: [Double] = []
        var grammar = ""
        for _ in 0..<max(1, runs) {
            registry.invalidate()
            let started = GrammarRefreshBench.cpuSeconds()
            grammar = try await registry.compiled().grammar
            seconds.append(GrammarRefreshBench.cpuSeconds() - started)
        }
        guard let size = GrammarSize(jsgf: grammar) else { throw BenchError(.toolFailed, "The \(name) grammar is not one GrammarSize reads; the grammar compiler and GrammarSize disagree.") }
        try recognizer.makePronounceable(try recognizer.vocabulary(ofGrammar: grammar))
        try recognizer.setGrammar(grammar, name: "command")
        guard let graph = recognizer.graphSize(ofGrammar: "command") else { throw BenchError(.toolFailed, "The recognizer kept no size for the \(name) grammar.") }
        var decodes: [Double] = []
        for _ in 0..<max(1, runs) {
            let started = StageTimes.threadCPUSeconds()
            _ = try recognizer.decode(clip, with: .grammar("command"))
            decodes.append(StageTimes.threadCPUSeconds() - started)
        }
        let phrases = registry.skills.reduce(0) { $0 + $1.shortcuts.reduce(0) { $0 + $1.phrases.count } }
        return Figure(name: name, phrases: phrases, size: size, graph: graph,
                      compileSeconds: GrammarRefreshBench.median(seconds), decodeSeconds: GrammarRefreshBench.median(decodes))
    }
}

extension [GrammarSizeBench.Figure] {
    /// The figures as a table.
    public var text: String {
        func cell(_ text: String, _ width: Int, left: Bool = false) -> String {
            let pad = String(repeating: " ", count: Swift.max(0, width - text.count))
            return left ? text + pad : pad + text
        }
        var lines = ["Grammar size as phrasings grow (states: sphinxbase's word graph → the one searched; compile and decode: CPU time, median of 3):"]
        lines.append("  " + cell("grammar", 38, left: true) + cell("phrases", 8) + cell("JSGF bytes", 12)
                     + cell("rules copied", 14) + cell("states", 16) + cell("compile", 11) + cell("decode", 10))
        for figure in self {
            lines.append("  " + cell(figure.name, 38, left: true) + cell("\(figure.phrases)", 8) + cell("\(figure.size.bytes)", 12)
                         + cell("\(figure.size.inlinedBytes)", 14) + cell("\(figure.graph.builtStates) → \(figure.graph.searchedStates)", 16)
                         + cell(String(format: "%.1f ms", figure.compileSeconds * 1000), 11)
                         + cell(String(format: "%.0f ms", figure.decodeSeconds * 1000), 10))
        }
        lines.append("  (decode: one pass over audio-fixtures/awb-set-alarm.wav, 3.2 s.)")
        lines.append("  (rules copied: the JSGF bytes if every shared <rule_…> were written out at each use instead.)")
        return lines.joined(separator: "\n") + "\n"
    }
}
