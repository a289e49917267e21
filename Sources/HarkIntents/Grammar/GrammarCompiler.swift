/// Compiles registered phrases into one JSGF grammar for PocketSphinx.
///
/// The output is deterministic:
/// ```
/// #JSGF V1.0;
/// grammar hark;
/// public <command> = <p0> | <p1>;
/// <p0> = set [an] alarm for <v_time>;
/// <p1> = (start | begin) feeding;
/// <slot_caller> = mom | bob smith;
/// <v_time> = …;
/// ```
/// Phrase rules come in registration order (a phrase identical to an earlier one is left out),
/// then the shared-value groups `<g0>`, `<g1>`, … (see ``sharingValueRules(_:valueRules:)``),
/// then the generated slot rules by slot name, then the shared template rules (`<rule_please>`,
/// written once however many phrases use them) by name, then the extra `rules` by name. Meanings and
/// slot tags do not appear: the grammar only says which word sequences can be heard, and
/// ``TemplateMatcher`` reads the words back into a phrase. Identical alternatives are written once.
public struct GrammarCompiler: Sendable {
    /// The phrases, in registration order.
    public var phrases: [PhraseEntry]
    /// How each `{slot}` used by a phrase is heard (tagged groups need none).
    public var slots: [String: SlotVocabulary]
    /// Extra rule definitions to include, rule name (without `< >`) → body (value grammars).
    public var rules: [String: String]
    /// The name after `grammar`.
    public var grammarName: String
    /// Whether phrases sharing a value rule are grouped so the rule is referenced once
    /// (see ``sharingValueRules(_:valueRules:)``); off only to compare against the ungrouped grammar.
    var sharesValueRules = true

    /// Creates a compiler.
    public init(phrases: [PhraseEntry], slots: [String: SlotVocabulary] = [:], rules: [String: String] = [:],
                grammarName: String = "hark") {
        self.phrases = phrases
        self.slots = slots
        self.rules = rules
        self.grammarName = grammarName
    }

    /// The rule name the compiler gives a slot's generated rule: `slot_caller`.
    public static func ruleName(forSlot slot: String) -> String { "slot_" + slot }

    /// The rule name the compiler gives a shared template rule `<please>`: `rule_please`.
    public static func ruleName(forRule rule: String) -> String { "rule_" + rule }

    /// The complete JSGF grammar.
    ///
    /// A slot whose vocabulary is empty (no entity yet) cannot be said: alternatives needing it
    /// are left out, and so are phrases that need it. With no phrase left, the grammar is
    /// `public <command> = <NULL>;`, which hears only silence.
    /// Throws when a phrase uses a `{slot}` with no vocabulary, or a word or spoken option
    /// holds characters the recognizer cannot hear.
    public func grammar() throws(TemplateError) -> String {
        var referenced: Set<String> = []
        for entry in phrases {
            var references: Set<String> = []
            entry.template.root.collectSlotReferences(into: &references)
            for slot in references.sorted() where slots[slot] == nil {
                throw missingVocabulary(slot, in: entry)
            }
            referenced.formUnion(references)
        }
        var slotRules: [String] = []
        var silent: Set<String> = []
        for slot in referenced.sorted() {
            let body: String?
            switch slots[slot] {
            case .phrases(let options): body = try JSGFWriter.alternatives(options, slot: slot)
            case .body(let text): body = JSGFWriter.trimmedBody(text)
            case .rule, nil: continue
            }
            if let body, !body.isEmpty {
                slotRules.append("<\(Self.ruleName(forSlot: slot))> = \(body);")
            } else {
                silent.insert(slot)
            }
        }
        let writer = JSGFWriter(slots: slots, silentSlots: silent)
        var alternatives: [[String]] = []
        for entry in phrases { alternatives.append(try writer.renderAlternatives(entry.template)) }
        let (bodies, groups) = Self.sharingValueRules(alternatives, valueRules: sharesValueRules ? valueRuleReferences : [])
        var lines = ["#JSGF V1.0;", "grammar \(grammarName);"]
        let names = bodies.indices.map { "<p\($0)>" }, groupNames = groups.indices.map { "<g\($0)>" }
        let all = names + groupNames
        lines.append("public <command> = \(all.isEmpty ? "<NULL>" : all.joined(separator: " | "));")
        for (name, body) in zip(names, bodies) { lines.append("\(name) = \(body);") }
        for (name, body) in zip(groupNames, groups) { lines.append("\(name) = \(body);") }
        lines += slotRules
        var templateRules: [String: Template.Node] = [:]
        for entry in phrases { entry.template.root.collectRules(into: &templateRules) }
        for name in templateRules.keys.sorted() {
            let body = Template(root: templateRules[name]!, text: "<\(name)>")
            guard let text = try writer.render(body) else { continue }
            lines.append("<\(Self.ruleName(forRule: name))> = \(text);")
        }
        for name in rules.keys.sorted() {
            lines.append("<\(JSGFWriter.bareName(name))> = \(JSGFWriter.trimmedBody(rules[name]!));")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every word the grammar can hear: template words, the spoken options and bodies of the
    /// slots phrases use, and the words in the extra rules. The recognizer checks these against its dictionary.
    public func vocabulary() -> Set<String> {
        var words: Set<String> = []
        var usedSlots: Set<String> = []
        for entry in phrases {
            words.formUnion(entry.template.words)
            entry.template.root.collectSlotReferences(into: &usedSlots)
        }
        for slot in usedSlots {
            switch slots[slot] {
            case .phrases(let options):
                for option in options { words.formUnion((try? TemplateParser.words(in: option)) ?? []) }
            case .body(let body):
                words.formUnion(JSGFWriter.terminals(in: body))
            case .rule, nil:
                break
            }
        }
        for body in rules.values { words.formUnion(JSGFWriter.terminals(in: body)) }
        return words
    }

    private func missingVocabulary(_ slot: String, in entry: PhraseEntry) -> TemplateError {
        let text = entry.template.text
        let chars = Array(text)
        let needle = Array("{" + slot)
        let index = chars.indices.first { chars[$0...].starts(with: needle) } ?? 0
        return TemplateError(
            code: .unknownParameter,
            message: "no spoken values for {\(slot)}; give the grammar compiler a vocabulary for it",
            template: text, column: index + 1, context: "phrase \(entry.id)")
    }
}

extension Template.Node {
    /// The shared rules this piece uses, directly or through other rules, with their bodies.
    func collectRules(into result: inout [String: Template.Node]) {
        switch self {
        case .word, .slot: break
        case .rule(let name, let body):
            guard result[name] == nil else { return }
            result[name] = body
            body.collectRules(into: &result)
        case .sequence(let items), .choice(let items):
            for item in items { item.collectRules(into: &result) }
        case .optional(let inner), .meaning(let inner, _), .tagged(let inner, _):
            inner.collectRules(into: &result)
        }
    }

    /// The `{slot}` names (not tagged groups) this piece refers to.
    func collectSlotReferences(into result: inout Set<String>) {
        switch self {
        case .word, .rule: break  // rule bodies hold no slots
        case .slot(let name): result.insert(name)
        case .sequence(let items), .choice(let items):
            for item in items { item.collectSlotReferences(into: &result) }
        case .optional(let inner), .meaning(let inner, _), .tagged(let inner, _):
            inner.collectSlotReferences(into: &result)
        }
    }
}
