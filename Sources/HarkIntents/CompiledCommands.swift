/// Every registered phrase compiled at one moment: the JSGF grammar the
/// recognizer listens with, and the router that reads words back into an intent.
public struct CompiledCommands: Sendable {
    /// The JSGF grammar (public rule `<command>`).
    public let grammar: String
    /// Every word the grammar can hear.
    public let vocabulary: Set<String>
    /// Lowest router score accepted for typed text with filler words.
    public static let minimumScore = 0.6

    private let matcher: TemplateMatcher
    private let owners: [String: Owner]
    private let strict: FormSlotRecognizer
    private let lenient: FormSlotRecognizer

    struct Owner: Sendable {
        let intentType: any AppIntent.Type
        let intent: IntentDescriptor
        let text: String
        /// Slot key in the grammar → parameter name.
        let parameters: [String: String]
    }

    init(phrases: [SkillRegistry.Phrase]) async throws {
        var entries: [PhraseEntry] = []
        var owners: [String: Owner] = [:]
        var forms: [String: SpokenForm] = [:]
        var slots: [String: SlotVocabulary] = [:]
        var rules: [String: String] = [:]
        for (index, phrase) in phrases.enumerated() {
            let intent = phrase.intent.make()
            var keys: [String: String] = [:]
            for parameter in intent.declaredParameters where phrase.template.slotNames.contains(parameter.name) {
                let key = Self.slotKey(intent: phrase.intent.identifier, parameter: parameter.name)
                keys[parameter.name] = key
                if forms[key] == nil {
                    let form = try await parameter.slot.spokenForm()
                    forms[key] = form
                    switch form {
                    case .value(let kind):
                        slots[key] = .rule(ValueGrammar.topRule(for: kind))
                        rules.merge(ValueGrammar.rules(for: kind)) { a, _ in a }
                    case .options(let options), .names(let options):
                        slots[key] = .phrases(options.map(\.words))
                    }
                }
            }
            let id = "p\(index)"
            let root = Self.renamingSlots(phrase.template.root) { keys[$0] ?? $0 }
            entries.append(PhraseEntry(id: id, template: Template(root: root, text: phrase.template.text)))
            owners[id] = Owner(intentType: phrase.intentType, intent: phrase.intent, text: phrase.template.text,
                               parameters: Dictionary(keys.map { ($1, $0) }, uniquingKeysWith: { a, _ in a }))
        }
        let compiler = GrammarCompiler(phrases: entries, slots: slots, rules: rules)
        self.grammar = try compiler.grammar()
        self.vocabulary = compiler.vocabulary()
        self.matcher = TemplateMatcher(phrases: entries)
        self.owners = owners
        self.strict = FormSlotRecognizer(forms: forms, acceptsUnknownNames: false)
        self.lenient = FormSlotRecognizer(forms: forms, acceptsUnknownNames: true)
    }

    /// The best intent for the words; nil when no phrase fits well enough.
    public func route(_ words: [String], allowingFillers: Bool = true) -> RouteMatch? {
        let recognizer = allowingFillers ? lenient : strict
        guard let match = matcher.match(words, slots: recognizer, allowingFillers: allowingFillers),
              match.isExact || match.score >= Self.minimumScore,
              let owner = owners[match.phraseID] else { return nil }
        var values: [String: [String]] = [:]
        for (key, fill) in match.slots {
            let name = owner.parameters[key] ?? key
            values[name] = fill.meaning.map { SpokenWords.tokenize($0) } ?? fill.words
        }
        return RouteMatch(intentType: owner.intentType, intent: owner.intent, phrase: owner.text, slots: values, score: match.score)
    }

    /// `StartFeeding` + `amount` → `StartFeeding_amount` (a valid JSGF rule name part).
    static func slotKey(intent: String, parameter: String) -> String {
        String((intent + "_" + parameter).map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    static func renamingSlots(_ node: Template.Node, _ rename: (String) -> String) -> Template.Node {
        switch node {
        case .word: return node
        case .slot(let name): return .slot(rename(name))
        case .sequence(let nodes): return .sequence(nodes.map { renamingSlots($0, rename) })
        case .choice(let nodes): return .choice(nodes.map { renamingSlots($0, rename) })
        case .optional(let inner): return .optional(renamingSlots(inner, rename))
        case .meaning(let inner, let value): return .meaning(renamingSlots(inner, rename), value)
        case .tagged(let inner, let slot): return .tagged(renamingSlots(inner, rename), slot: rename(slot))
        }
    }
}

/// Words routed to an intent, with the words that filled each parameter.
public struct RouteMatch: Sendable {
    /// The intent type to run (a placeholder type for a dynamic intent: use `intent`).
    public let intentType: any AppIntent.Type
    /// The intent to run: identifier, title, parameters.
    public let intent: IntentDescriptor
    /// The phrase template that matched.
    public let phrase: String
    /// Parameter name → the words said for it (or its meaning's words).
    public let slots: [String: [String]]
    /// How well the words fit, 0…1.
    public let score: Double
}

/// Accepts slot words that parse as the slot's spoken form.
///
/// For typed text it also accepts, at a low score, a short unknown name in an
/// entity slot, so "call grandpa" reaches the intent and Hark can say it knows
/// no such contact instead of "didn't catch that".
struct FormSlotRecognizer: SlotRecognizer, Sendable {
    let forms: [String: SpokenForm]
    let options: [String: Set<[String]>]
    let acceptsUnknownNames: Bool
    /// Score of an unknown name: low enough that any known reading wins.
    static let unknownNameScore = 0.3
    static let longestUnknownName = 3

    init(forms: [String: SpokenForm], acceptsUnknownNames: Bool) {
        self.forms = forms
        self.acceptsUnknownNames = acceptsUnknownNames
        self.options = forms.mapValues { Set($0.spokenOptions.map { SpokenWords.tokenize($0.words) }) }
    }

    func score(slot: String, words: ArraySlice<String>) -> Double? {
        switch forms[slot] {
        case .value(let kind):
            return kind.parse(words: Array(words)) != nil ? 1 : nil
        case .options:
            return options[slot]?.contains(Array(words)) == true ? 1 : nil
        case .names:
            if options[slot]?.contains(Array(words)) == true { return 1 }
            let plausible = acceptsUnknownNames && words.count <= Self.longestUnknownName
                && words.allSatisfy { $0.allSatisfy(\.isLetter) && !TemplateMatcher.defaultFillers.contains($0) }
            return plausible ? Self.unknownNameScore : nil
        case nil:
            return nil
        }
    }
}
