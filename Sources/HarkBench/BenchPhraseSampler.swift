import Foundation
import HarkIntents
import HarkSkills
import HarkAssistant
import Synchronization

/// A command of the corpus: the words, and what they mean.
struct BenchCommand: Sendable, Equatable {
    /// The words, lowercase, as said.
    var words: String
    /// The intent they route to.
    var intent: String
    /// The parameters the intent reports for them.
    var parameters: [String: JSONValue]
    /// The phrase template they were made from.
    var phrase: String
}

/// Picks commands from every registered phrase: a stratified sample (the same
/// number of commands per intent, round by round), each phrase said one of its
/// ways with concrete slot values, then read back through the intent runner to
/// learn the intent and parameters the words mean.
struct BenchPhraseSampler {
    /// One way of saying one phrase of one intent.
    struct Saying {
        var intent: String
        var phrase: String
        var expansion: Template.Expansion
        var types: [String: String]
    }

    let suite: SkillSuite
    let grammar: String
    /// Sayings per intent, intents sorted by identifier.
    let sayings: [(intent: String, sayings: [Saying])]

    /// Reads every skill's phrases.
    init(suite: SkillSuite) async throws {
        self.suite = suite
        grammar = try await suite.registry.grammar()
        var byIntent: [String: [Saying]] = [:]
        let rules = suite.registry.rules
        for skill in suite.registry.skills {
            for shortcut in skill.shortcuts {
                let summaries = shortcut.intent.parameterSummaries
                let types = Dictionary(summaries.map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
                for text in shortcut.phrases {
                    guard let template = try? TemplateParser(parameters: Set(types.keys), rules: rules).parse(text) else { continue }
                    for expansion in template.expansions(limit: 200) {
                        byIntent[shortcut.intent.identifier, default: []].append(
                            Saying(intent: shortcut.intent.identifier, phrase: text, expansion: expansion, types: types))
                    }
                }
            }
        }
        sayings = byIntent.keys.sorted().map { ($0, byIntent[$0]!) }
    }

    /// `count` distinct commands, as evenly spread over the intents as the phrases allow.
    /// Phrases that need a follow-up answer before an intent runs ("set an alarm") are skipped.
    func sample(count: Int, seed: UInt64) async -> [BenchCommand] {
        var random = BenchRandom(seed: seed, stream: 0x434D_4453)
        var order = sayings
        order.shuffle(using: &random)
        var chosen: [BenchCommand] = []
        var seen = Set<String>()
        var exhausted = Set<String>()
        while chosen.count < count, exhausted.count < order.count {
            for (intent, options) in order where chosen.count < count && !exhausted.contains(intent) {
                var found: BenchCommand?
                for _ in 0..<12 {
                    let saying = options[random.index(below: options.count)]
                    guard let words = fill(saying, using: &random), seen.insert(words).inserted else { continue }
                    if let command = await readBack(words, saying: saying) {
                        found = command
                        break
                    }
                }
                if let found { chosen.append(found) } else { exhausted.insert(intent) }
            }
        }
        return chosen
    }

    /// The saying with a concrete value in each slot; nil when a slot's values are unknown.
    func fill(_ saying: Saying, using random: inout BenchRandom) -> String? {
        var values: [String: [String]] = [:]
        for case .slot(let name) in saying.expansion.parts {
            guard let value = value(intent: saying.intent, parameter: name, type: saying.types[name] ?? "", using: &random) else {
                return nil
            }
            values[name] = BenchScoring.words(value)
        }
        guard let filled = saying.expansion.filled(with: values) else { return nil }
        return filled.words.joined(separator: " ")
    }

    /// A spoken value: built-in kinds from their value grammar, names and options from the compiled grammar.
    func value(intent: String, parameter: String, type: String, using random: inout BenchRandom) -> String? {
        if let kind = Self.valueKinds[type] {
            return ValueGrammar.sampleSentences(for: kind, count: 1, seed: random.next()).first
        }
        let options = Self.alternatives(ofRule: "slot_" + Self.slotKey(intent: intent, parameter: parameter), in: grammar)
        return options.isEmpty ? nil : options[random.index(below: options.count)]
    }

    /// Runs the words through the intent runner (no answers to questions): the intent and
    /// parameters they mean, or nil when they route elsewhere or need a follow-up first.
    func readBack(_ words: String, saying: Saying) async -> BenchCommand? {
        let events = BenchEventBox<IntentEvent>()
        _ = await IntentRunner(registry: suite.registry).handle(words, conversation: ScriptedConversation()) { events.append($0) }
        for case .intent(let intent, let parameters) in events.values where intent == saying.intent {
            return BenchCommand(words: words, intent: intent, parameters: parameters, phrase: saying.phrase)
        }
        return nil
    }

    /// The first intent the words run, with its parameters (what Hark's pipeline would report for this transcript).
    func meaning(of words: String) async -> BenchObservation.IntentCall? {
        guard !words.isEmpty else { return nil }
        let events = BenchEventBox<IntentEvent>()
        _ = await IntentRunner(registry: suite.registry).handle(words, conversation: ScriptedConversation()) { events.append($0) }
        for case .intent(let intent, let parameters) in events.values {
            return BenchObservation.IntentCall(intent: intent, parameters: parameters)
        }
        return nil
    }

    /// Whether typed words route to any intent (for checking out-of-grammar sentences).
    func routes(_ words: String) async -> Bool {
        await suite.registry.route(SpokenWords.tokenize(words)) != nil
    }

    /// Parameter type names of the built-in values.
    static let valueKinds: [String: ValueKind] = [
        "integer": .integer, "number": .number, "duration": .duration, "time": .timeOfDay, "day": .relativeDay,
    ]

    /// The grammar's rule-name part for an intent's slot (`ScheduleFakeCall_caller`).
    static func slotKey(intent: String, parameter: String) -> String {
        String((intent + "_" + parameter).map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// The alternatives of a flat rule `<name> = a | b c | d;` in a JSGF grammar.
    static func alternatives(ofRule name: String, in grammar: String) -> [String] {
        let prefix = "<\(name)> = "
        for line in grammar.split(separator: "\n") where line.hasPrefix(prefix) {
            let body = line.dropFirst(prefix.count).trimmingCharacters(in: CharacterSet(charactersIn: "; "))
            return body.components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.contains("<") && !$0.contains("(") && !$0.contains("[") }
        }
        return []
    }
}

/// Collects values from a `@Sendable` callback.
final class BenchEventBox<Value: Sendable>: Sendable {
    private let list = Mutex<[Value]>([])

    func append(_ value: Value) { list.withLock { $0.append(value) } }
    var values: [Value] { list.withLock { $0 } }
    func removeAll() { list.withLock { $0.removeAll() } }
}
