import Foundation
import HarkIntents
import HarkTesting
import Testing
@testable import HarkConfig

/// `bench/coffee.yaml`, the Rhino coffee context of the real recordings written as a skills
/// file: every way the context can be said routes to `orderDrink` with exactly its slots.
@Suite struct CoffeeContextTests {
    static let coffeeFile = "bench/coffee.yaml"
    /// The recordings' folder (`../shared/realspeech/coffee` beside the repository); not in the repo.
    static let shared = RepoFile.root + "/../shared/realspeech/coffee"
    static var hasShared: Bool { FileManager.default.fileExists(atPath: shared + "/rhino_context.yaml") }

    let registry: SkillRegistry
    init() throws {
        registry = try SkillRegistry(skills: FileSkills.load(path: RepoFile.path(Self.coffeeFile), runner: RecordingRunner()))
    }

    /// The parameters Hark reports for `sentence` as recognizer output, nil when it does not route
    /// or the order does not complete at once (a question, a failure).
    func parameters(_ sentence: String) async -> [String: String]? {
        guard let match = await registry.route(SpokenWords.tokenize(sentence), allowingFillers: false),
              match.intent.identifier == "orderDrink" else { return nil }
        let outcome = await IntentRunner(registry: registry).handle(sentence, conversation: ScriptedConversation(answers: []))
        guard case .completed("orderDrink", let parameters, _) = outcome else { return nil }
        return parameters.compactMapValues { if case .string(let text) = $0 { text } else { nil } }
    }

    @Test func sampleOrdersRouteWithExactlyTheSlotsSaid() async {
        let samples: [(String, [String: String])] = [
            ("a latte", ["coffeeDrink": "latte"]),
            ("can i get a large dark roast latte with soy milk", ["size": "large", "roast": "dark roast", "coffeeDrink": "latte", "milkAmount": "soy milk"]),
            ("brew an espresso with sugar and a lot of cream", ["coffeeDrink": "espresso", "sugarAmount": "sugar", "milkAmount": "a lot of cream"]),
            ("i'd like a double shot twelve ounce medium roast iced mocha", ["numberOfShots": "double shot", "size": "twelve ounce", "roast": "medium roast", "coffeeDrink": "iced mocha"]),
            ("medium roast medium drip coffee", ["roast": "medium roast", "size": "medium", "coffeeDrink": "drip coffee"]),
            ("make me a triple shot house coffee with a little bit of brown sugar", ["numberOfShots": "triple shot", "coffeeDrink": "house coffee", "sugarAmount": "a little bit of brown sugar"]),
        ]
        for (sentence, expected) in samples {
            #expect(await parameters(sentence) == expected, "\(sentence)")
        }
    }

    /// One phrase with optional slots stands for Rhino's 80 expressions; the grammar stays
    /// small (written out expression by expression it would be about ten times the size).
    @Test func theGrammarStaysSmall() async throws {
        let grammar = try await registry.grammar()
        #expect(grammar.count < 3000, "\(grammar.count) characters")
        // The drink appears twice: once in the phrase, once as its own rule.
        #expect(grammar.components(separatedBy: "<slot_orderDrink_coffeeDrink>").count == 3)
    }

    @Test func sentencesOutsideTheContextDoNotRoute() async {
        for sentence in ["a large", "can i get a latte latte", "a large large latte", "a latte with milk and milk", "with sugar"] {
            #expect(await registry.route(SpokenWords.tokenize(sentence), allowingFillers: false)?.intent.identifier != "orderDrink", "\(sentence)")
        }
    }

    /// Every Rhino expression, filled with values in turn (each optional group said or left
    /// out), is heard as the same intent with exactly the expression's slots.
    @Test(.enabled(if: hasShared, "../shared/realspeech/coffee is not here"))
    func everyRhinoExpressionRoutesWithItsSlots() async throws {
        let context = try RhinoContext(path: Self.shared + "/rhino_context.yaml")
        #expect(context.expressions.count == 80)
        var checked = 0
        for (index, expression) in context.expressions.enumerated() {
            for variant in 0..<6 {
                let (sentence, expected) = context.sentence(expression, variant: variant &+ index)
                #expect(await parameters(sentence) == expected, "expression \(index + 1): \(sentence)")
                checked += 1
            }
        }
        #expect(checked == 480)
    }

    /// Every value of every Rhino slot is a value of the Hark slot of the same name.
    @Test(.enabled(if: hasShared, "../shared/realspeech/coffee is not here"))
    func everyRhinoSlotValueIsHeard() async throws {
        let context = try RhinoContext(path: Self.shared + "/rhino_context.yaml")
        let full = try #require(context.expressions.first)
        for (slot, values) in context.slots {
            for value in values {
                let (sentence, expected) = context.sentence(full, variant: 0, overriding: [slot: value])
                #expect(await parameters(sentence) == expected, "\(slot) = \(value): \(sentence)")
            }
        }
    }

    /// Every labelled clip's intent and slots, said in one order the context allows, give back exactly the labels.
    @Test(.enabled(if: hasShared, "../shared/realspeech/coffee is not here"))
    func everyLabelIsAnOrderHarkCanReport() async throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.shared + "/labels.json"))
        let labels = try JSONDecoder().decode([String: CoffeeLabel].self, from: data)
        #expect(!labels.isEmpty)
        for (clip, label) in labels.sorted(by: { $0.key < $1.key }) {
            #expect(label.intent == "orderDrink", "\(clip)")
            let slots = label.slots ?? [:]
            let modifiers = ["size", "roast", "numberOfShots"].compactMap { slots[$0] }
            let extras = ["milkAmount", "sugarAmount"].compactMap { slots[$0] }
            let sentence = (["i want a"] + modifiers + [slots["coffeeDrink"] ?? "coffee"]
                + (extras.isEmpty ? [] : ["with " + extras.joined(separator: " and ")])).joined(separator: " ")
            #expect(await parameters(sentence) == slots, "\(clip): \(sentence)")
        }
    }
}

/// One clip of labels.json.
struct CoffeeLabel: Decodable {
    let intent: String
    let slots: [String: String]?
}

/// The expressions and slot values of a Rhino context file (the subset of YAML it uses).
struct RhinoContext {
    let expressions: [String]
    let slots: [String: [String]]

    init(path: String) throws {
        var expressions: [String] = []
        var slots: [String: [String]] = [:]
        var section = ""
        var slot: String?
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "expressions:" || trimmed == "slots:" { section = trimmed; continue }
            if trimmed.hasPrefix("- ") {
                let item = trimmed.dropFirst(2).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                if section == "expressions:" { expressions.append(item) } else if let slot { slots[slot, default: []].append(item) }
            } else if section == "slots:", trimmed.hasSuffix(":") {
                slot = String(trimmed.dropLast())
            }
        }
        self.expressions = expressions
        self.slots = slots
    }

    /// A sentence of `expression`: the `variant`-th choice of each `[a, b]` group (or none)
    /// and of each `$slot:name` value, with the slots it fills.
    func sentence(_ expression: String, variant: Int, overriding: [String: String] = [:]) -> (String, [String: String]) {
        var words: [String] = []
        var filled: [String: String] = [:]
        var rest = Substring(expression)
        var group = 0
        while let first = rest.first {
            if first == " " { rest = rest.dropFirst(); continue }
            if first == "[", let close = rest.firstIndex(of: "]") {
                let options = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                let pick = (variant &+ group * 3) % (options.count + 1)
                if pick < options.count { words.append(options[pick]) }
                group += 1
                rest = rest[rest.index(after: close)...]
                continue
            }
            let token = rest.prefix { $0 != " " }
            rest = rest.dropFirst(token.count)
            if token.hasPrefix("$"), let colon = token.firstIndex(of: ":") {
                let name = String(token[token.index(after: colon)...])
                let values = slots[String(token.dropFirst().prefix { $0 != ":" })] ?? []
                let value = overriding[name] ?? values[(variant &* 7 &+ group) % max(values.count, 1)]
                words.append(value)
                filled[name] = value
                group += 1
            } else {
                words.append(String(token))
            }
        }
        return (words.joined(separator: " ").lowercased(), filled)
    }
}
