import Foundation
import Testing
@testable import HarkIntents

/// The command grammar refers to each value grammar from one group per (rule, words after it),
/// and says exactly the sentences the phrases say (value rules read as symbols).
@Suite("Grammar: shared value rules")
struct GrammarSharedValuesTests {
    /// Every sentence of `<command>` in `grammar`, with `<v_…>` rules left as symbols.
    static func sentences(of grammar: String) -> Set<[String]> {
        var rules: [String: JSGFExpression] = [:]
        for line in grammar.split(separator: "\n") {
            var text = String(line)
            if text.hasPrefix("public ") { text.removeFirst(7) }
            guard text.hasPrefix("<"), let equals = text.range(of: " = ") else { continue }
            let name = JSGFWriter.bareName(String(text[..<equals.lowerBound]))
            rules[name] = JSGFExpression.parse(JSGFWriter.trimmedBody(String(text[equals.upperBound...])))
        }
        return expand(.rule("command"), rules)
    }

    static func expand(_ expression: JSGFExpression, _ rules: [String: JSGFExpression]) -> Set<[String]> {
        switch expression {
        case .word(let word): return [[word]]
        case .rule(let name):
            guard !name.hasPrefix("v_"), let body = rules[name] else { return [["<\(name)>"]] }
            return expand(body, rules)
        case .choice(let options): return options.reduce(into: []) { $0.formUnion(expand($1, rules)) }
        case .optional(let inner): return expand(inner, rules).union([[]])
        case .sequence(let parts):
            return parts.reduce([[]]) { sofar, part in
                let next = expand(part, rules)
                return Set(sofar.flatMap { head in next.map { head + $0 } })
            }
        case .repeated: return []
        }
    }

    static let slots: [String: SlotVocabulary] = [
        "level": .rule("v_integer"), "span": .rule("v_duration"), "room": .phrases(["kitchen", "hall"]),
    ]
    static let rules = ValueGrammar.rules(for: .integer).merging(ValueGrammar.rules(for: .duration)) { a, _ in a }

    static func compiler(_ templates: [String]) throws -> GrammarCompiler {
        let entries = try templates.enumerated().map { PhraseEntry(id: "p\($0.offset)", template: try Template($0.element, parameters: Set(slots.keys))) }
        return GrammarCompiler(phrases: entries, slots: slots, rules: rules)
    }

    static let templates = [
        "set the lamp to {level}", "set (the fan | the heater) to {level}", "turn up the {room} by {level}",
        "{level} percent please", "volume {level} percent please", "dim [to] {level}", "light [to {level}]",
        "wait {span}", "wait {span} then {level}", "what time is it", "set the lamp to {level}", "{level}",
        "(start | stop) the timer for {span}", "brighten it | brighten {room} to {level}",
    ]

    @Test("the grammar says the same sentences as the phrases' alternatives")
    func sameLanguage() throws {
        let compiler = try Self.compiler(Self.templates)
        let grammar = try compiler.grammar()
        let writer = JSGFWriter(slots: Self.slots, silentSlots: [])
        var expected: Set<[String]> = []
        for entry in compiler.phrases {
            for alternative in try writer.renderAlternatives(entry.template) {
                expected.formUnion(Self.expand(JSGFExpression.parse(alternative)!, [
                    "slot_room": JSGFExpression.parse("kitchen | hall")!,
                ]))
            }
        }
        #expect(!expected.isEmpty)
        #expect(Self.sentences(of: grammar) == expected)
        #expect(grammar.contains("<g0> = [set the lamp to | set (the fan | the heater) to | turn up the <slot_room> by | dim [to] | brighten <slot_room> to] <v_integer>;"))
        #expect(grammar.contains("<g2> = (wait | (start | stop) the timer for) <v_duration>;"))
        #expect(grammar.contains("<p0> = light [to <v_integer>];"))
        #expect(grammar.contains("<p3> = brighten it;"))
        #expect(grammar.contains("<g1> = [volume] <v_integer> percent please;"))
    }

    @Test("phrases that share a value rule and the words after it hold one reference to it")
    func oneReferencePerGroup() throws {
        let templates = (0..<200).map { "set thing \(["alpha", "bravo", "charlie", "delta"][$0 % 4]) number \(String(repeating: "x", count: 1 + $0 / 4)) to {level}" }
        let grammar = try Self.compiler(templates).grammar()
        let phraseLines = grammar.split(separator: "\n").filter { !$0.hasPrefix("<v_") }
        #expect(phraseLines.map { $0.components(separatedBy: "<v_integer>").count - 1 }.reduce(0, +) == 1)
        #expect(Self.sentences(of: grammar).count == 200)
    }

    @Test("a lone value phrase and a phrase with two value rules keep their own rules")
    func ungrouped() throws {
        let grammar = try Self.compiler(["wait {span} then {level}", "set the lamp to {level}"]).grammar()
        #expect(grammar.contains("<p0> = wait <v_duration> then <v_integer>;"))
        #expect(grammar.contains("<p1> = set the lamp to <v_integer>;"))
        #expect(!grammar.contains("<g0>"))
    }
}
