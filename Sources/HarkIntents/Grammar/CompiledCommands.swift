/// Every registered phrase compiled at one moment: the JSGF grammar the
/// recognizer listens with, and the router that reads words back into an intent.
public struct CompiledCommands: Sendable {
    /// The JSGF grammar (public rule `<command>`).
    public let grammar: String
    /// Every word the grammar can hear.
    public let vocabulary: Set<String>
    /// Every word typed text can be read with: ``vocabulary`` and the typed-only phrases' words.
    /// A typed word outside it may be a typo of one inside (``TypedReading``).
    public let typedVocabulary: Set<String>
    /// The grammar of the user-defined phrases alone (``Skill/isUserDefined``), when some
    /// phrases are the person's own and some come with Hark; nil otherwise. Its words are
    /// all in ``vocabulary``.
    public let userGrammar: String?
    /// The grammar of the typed-only phrases alone (nil without any): never searched, but
    /// what people write is what they say, so the command language model learns from it too.
    public let typedGrammar: String?
    /// Lowest router score accepted (an exact reading of recognizer output scores 1).
    public static let minimumScore = 0.6

    /// Every phrase, for typed text.
    let matcher: TemplateMatcher
    /// The phrases the grammar holds, for recognizer output.
    private let spokenMatcher: TemplateMatcher
    let owners: [String: Owner]
    /// Each intent's phrases, as positions in ``matcher``'s phrases.
    let phraseIndicesByIntent: [String: [Int]]
    /// The ways of saying each phrase for ``routeLoosely(_:)`` (``allLooseForms``), made when first needed.
    let looseForms = MadeOnce<LooseForms>()
    /// How typed text is read again in other words, made when first needed.
    let typedReadings = TypedReadingCache()
    /// The words of the slots' names and options (``namesSomething(_:)``), gathered when first needed.
    let slotNames = MadeOnce<Set<String>>()
    /// Slot values with known names only (the loose reading's check of a phrase's own intent reads with it).
    let strict: FormSlotRecognizer
    private let lenient: FormSlotRecognizer
    private let lenientValues: FormSlotRecognizer

    struct Owner: Sendable {
        let intentType: any AppIntent.Type
        let intent: IntentDescriptor
        let text: String
        /// Slot key in the grammar → parameter name.
        let parameters: [String: String]
        /// The values a voice shortcut fixes (``SkillRegistry/Phrase/presets``).
        let presets: [String: [String]]
        /// The voice shortcut's id, when the phrase is one.
        let voiceShortcut: Int64?
    }

    /// Every slot's spoken form the grammar was compiled with: the same forms compile to the same grammar.
    let forms: [String: SpokenForm]
    /// The slots of the phrases it was compiled from, to read their forms again.
    let slots: CommandSlots

    /// Compiles `phrases`, reading every slot's spoken form (entity lists included) now.
    init(phrases: [SkillRegistry.Phrase]) async throws {
        let slots = CommandSlots(phrases: phrases)
        try self.init(phrases: phrases, slots: slots, forms: await slots.forms())
    }

    /// Compiles `phrases` whose slots are `slots`, with the spoken forms already read. `unheard` are
    /// heard by the speech grammar and read as nothing (broken voice shortcuts' phrases, answered with why).
    init(phrases: [SkillRegistry.Phrase], slots: CommandSlots, forms: [String: SpokenForm], unheard: [Template] = []) throws {
        var entries: [PhraseEntry] = []
        var owners: [String: Owner] = [:]
        var slotVocabularies: [String: SlotVocabulary] = [:]
        var rules: [String: String] = [:]
        for source in slots.sources {
            guard let form = forms[source.key] else { continue }
            let key = source.key
            switch form {
            case .value(let kind):
                slotVocabularies[key] = .rule(ValueGrammar.topRule(for: kind))
                rules.merge(ValueGrammar.rules(for: kind)) { a, _ in a }
            case .options(let options), .names(let options):
                slotVocabularies[key] = .phrases(options.map(\.words))
            }
        }
        for (index, phrase) in phrases.enumerated() {
            let keys = slots.keys[index]
            let id = "p\(index)"
            let root = Self.renamingSlots(phrase.template.root) { keys[$0] ?? $0 }
            entries.append(PhraseEntry(id: id, template: Template(root: root, text: phrase.template.text)))
            owners[id] = Owner(intentType: phrase.intentType, intent: phrase.intent, text: phrase.template.text,
                               parameters: Dictionary(keys.map { ($1, $0) }, uniquingKeysWith: { a, _ in a }),
                               presets: phrase.presets,
                               voiceShortcut: phrase.skill == SkillRegistry.voiceShortcutsOwner ? Int64(phrase.number) : nil)
        }
        // Typed-only phrases are read in text and never heard.
        let spoken = zip(phrases, entries).filter { !$0.0.typedOnly }
        let spokenEntries = spoken.map(\.1)
        let unheardEntries = unheard.enumerated().map { PhraseEntry(id: "u\($0.offset)", template: $0.element) }
        let compiler = GrammarCompiler(phrases: spokenEntries + unheardEntries, slots: slotVocabularies, rules: rules)
        self.grammar = try compiler.grammar()
        let userEntries = spoken.filter { $0.0.userDefined }.map(\.1)
        if userEntries.isEmpty || userEntries.count == spokenEntries.count {
            self.userGrammar = nil
        } else {
            self.userGrammar = try GrammarCompiler(phrases: userEntries, slots: slotVocabularies, rules: rules).grammar()
        }
        let typedEntries = zip(phrases, entries).filter { $0.0.typedOnly }.map(\.1)
        self.typedGrammar = typedEntries.isEmpty ? nil
            : try GrammarCompiler(phrases: typedEntries, slots: slotVocabularies, rules: rules).grammar()
        self.vocabulary = compiler.vocabulary()
        self.typedVocabulary = entries.reduce(into: vocabulary) { $0.formUnion($1.template.words) }
        self.matcher = TemplateMatcher(phrases: entries)
        self.spokenMatcher = spokenEntries.count == entries.count ? matcher : TemplateMatcher(phrases: spokenEntries)
        self.owners = owners
        self.phraseIndicesByIntent = Dictionary(
            grouping: entries.indices.compactMap { index in owners[entries[index].id].map { (index, $0.intent.identifier) } }, by: \.1
        ).mapValues { $0.map(\.0) }
        self.strict = FormSlotRecognizer(forms: forms, acceptsUnknownNames: false)
        self.lenient = FormSlotRecognizer(forms: forms, acceptsUnknownNames: true)
        self.lenientValues = FormSlotRecognizer(forms: forms, acceptsUnknownNames: true, acceptsUnreadValues: true)
        self.forms = forms
        self.slots = slots
    }

    /// How typed text is read again when its own words fit no phrase, with the skills' own
    /// typed `spellings` ("bub" → "baby"): kept, so made once per compilation.
    public func typedReading(spellings: [String: String]) -> TypedReading {
        typedReadings.reading(spellings: spellings, vocabulary: typedVocabulary)
    }

    /// The best intent for the words; nil when no phrase fits well enough.
    ///
    /// Recognizer output (`allowingFillers: false`) must follow the grammar, so it is read
    /// only with the phrases the grammar holds (not typed-only ones), and every slot
    /// holds a known name or a value its parser reads. Typed text is read leniently, in
    /// two passes. First, a slot may also hold a short unknown name, so "call grandpa"
    /// reaches the intent, which says it knows no such contact. An intent that would store
    /// the new name (``AppIntent/storesNewNames``) gets it only where template words follow
    /// it ("put gochujang in the fridge"): a name that ends the sentence could be any words
    /// at all ("i got fired" is not "i got {food}"). Only if nothing fits that way, a value slot may hold words of its
    /// value's vocabulary that include a number but are not a valid value ("set a timer
    /// for ten", "log -5 milliliters"), so the intent can say why and ask again. Either
    /// way the reading must score at least ``minimumScore``.
    ///
    /// With `unknownNames` false, typed text is read only with known names and values that
    /// read (the first pass alone): a reading of typed text rewritten in other words is
    /// tried that way before any reading takes an unknown name ("delete the bottle
    /// reminder" is the feeding alarm, not a food called "bottle reminder").
    public func route(_ words: [String], allowingFillers: Bool = true, unknownNames: Bool = true) -> RouteMatch? {
        let passes = allowingFillers ? (unknownNames ? [lenient, lenientValues] : [strict]) : [strict]
        for recognizer in passes {
            let candidates = (allowingFillers ? matcher : spokenMatcher).matches(words, slots: recognizer, allowingFillers: allowingFillers)
            for match in candidates where match.score >= Self.minimumScore {
                guard let owner = owners[match.phraseID] else { continue }
                if owner.intentType.storesNewNames, let trailing = match.trailingSlot, let fill = match.slots[trailing],
                   recognizer.isUnknownName(slot: trailing, words: fill.words) { continue }
                return routeMatch(match, owner: owner)
            }
        }
        return nil
    }

    /// A phrase of a skill (not a voice shortcut) that reads `words` exactly as they are, typed
    /// or spoken: every word a template word, a known name or a value that reads, nothing
    /// skipped. A voice shortcut with these words would take them from it.
    public func exactReading(_ words: [String]) -> RouteMatch? {
        for match in matcher.matches(words, slots: strict, allowingFillers: false) where match.isExact && match.score >= 1 - 1e-9 {
            guard let owner = owners[match.phraseID], owner.voiceShortcut == nil else { continue }
            return routeMatch(match, owner: owner)
        }
        return nil
    }

    private func routeMatch(_ match: TemplateMatch, owner: Owner) -> RouteMatch {
        var values = owner.presets
        for (key, fill) in match.slots {
            let name = owner.parameters[key] ?? key
            values[name] = fill.meaning.map { SpokenWords.tokenize($0) } ?? fill.words
        }
        return RouteMatch(intentType: owner.intentType, intent: owner.intent, phrase: owner.text, slots: values, score: match.score,
                          voiceShortcut: owner.voiceShortcut)
    }

    /// `StartFeeding` + `amount` → `StartFeeding_amount` (a valid JSGF rule name part).
    static func slotKey(intent: String, parameter: String) -> String {
        String((intent + "_" + parameter).map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    static func renamingSlots(_ node: Template.Node, _ rename: (String) -> String) -> Template.Node {
        switch node {
        case .word, .rule: return node  // rule bodies hold no slots
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
    /// The voice shortcut the words said, when they said one.
    public var voiceShortcut: Int64? = nil
}
