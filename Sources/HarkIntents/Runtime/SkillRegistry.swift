import Foundation
import Synchronization

/// Holds every registered skill and compiles their phrases into one command
/// grammar and router.
///
/// Registration checks each phrase template (naming skill, intent, phrase and
/// column on error) and refuses phrases that can be said the same way as
/// another intent's, including a phrase written out in words that another
/// intent's phrase reads with a value ("set a timer for ten minutes" against
/// "set a timer for {duration}"). The compiled form is kept until a registration
/// or `invalidate()`; ``refreshed()`` also recompiles it when an entity list (callers,
/// pantry items) now reads differently, whoever changed it.
public final class SkillRegistry: Sendable {
    struct State {
        var dependencies = IntentDependencies()
        var skills: [any Skill] = []
        var index = PhraseIndex()
        /// The rules phrases may use: the standard ones and every registered skill's.
        var rules = TemplateRules.standard
        var cache: CompiledCommands?
        /// Bumped by every registration and `invalidate()`: a compilation that started
        /// before is not kept.
        var generation = 0
        var compilations = 0
        /// The voice shortcuts heard now; their phrases are the last in `index`, from `shortcutsStart`.
        var voiceShortcuts: [VoiceShortcutDefinition] = []
        /// The stored shortcuts that could not be registered, and why.
        var voiceShortcutProblems: [VoiceShortcutProblem] = []
        var shortcutsStart: Int?
        /// Every shortcut asked for (``setVoiceShortcuts(_:)``), nil before the first.
        var wantedShortcuts: [VoiceShortcutDefinition]?
        /// Where stored shortcuts are read from (``useVoiceShortcuts(from:)``).
        var voiceShortcutSource: (@Sendable () async throws -> [VoiceShortcutDefinition])?
        /// Where completed interactions go (``useDonations(_:)``).
        var donations: (@Sendable (Interaction) -> Void)?
        /// What shortcut to offer after a completed interaction (``useSuggestionOffers(_:)``).
        var suggestionOffers: (@Sendable (Interaction) async -> SuggestionOffer?)?
        /// Whether Hark is locked now (``useLock(_:answer:)``).
        var isLocked: (@Sendable () async -> Bool)?
        /// What a restricted intent answers while locked (``useLock(_:answer:)``).
        var lockedAnswer: (@Sendable () async -> IntentDialog)?
    }

    let state = Mutex(State())

    /// Most shortcuts one skill may declare (as with App Shortcuts).
    public static let maxShortcutsPerSkill = 10

    /// Whether phrases of skills that ship with Hark are checked against each other too
    /// (``Skill/shipsWithHark``): Hark's own tests turn this on; every start leaves it off.
    let checksShippedPhrases: Bool

    /// Creates an empty registry. With `checkingShippedPhrases`, phrases of skills that ship
    /// with Hark are checked against each other as well (what Hark's tests do once, so that
    /// no start has to: it cost every `hark` command about 2 s of CPU).
    public init(checkingShippedPhrases: Bool = false) {
        checksShippedPhrases = checkingShippedPhrases
    }

    /// Creates a registry with skills, throwing on the first invalid one.
    public convenience init(skills: [any Skill]) throws(RegistrationError) {
        self.init()
        for skill in skills { try register(skill) }
    }

    /// Values intents reach with `@Dependency` (stores, the scheduler, a clock).
    public var dependencies: IntentDependencies {
        get { state.withLock { $0.dependencies } }
        set { state.withLock { $0.dependencies = newValue } }
    }

    /// Registers a value intents can reach with `@Dependency`.
    public func register<Value: Sendable>(dependency value: Value) {
        state.withLock { $0.dependencies.register(value) }
    }

    /// The registered skills, in registration order.
    public var skills: [any Skill] {
        state.withLock { $0.skills }
    }

    /// The shared rules phrases may use as `<name>`: the standard ones, those given to
    /// ``register(rules:)`` and every registered skill's ``Skill/rules``.
    public var rules: TemplateRules {
        state.withLock { $0.rules }
    }

    /// Adds shared rules (name → template without slots) for the skills registered after.
    /// Nothing is added when one is invalid, refers to an unknown rule or to itself, or
    /// redefines a rule another way.
    public func register(rules definitions: [String: String]) throws(RegistrationError) {
        try state.withLock { (state) throws(RegistrationError) in
            state.rules = try Self.adding(definitions, to: state.rules, owner: "Rules")
        }
    }

    private static func adding(_ definitions: [String: String], to rules: TemplateRules, owner: String) throws(RegistrationError) -> TemplateRules {
        do {
            return try rules.adding(definitions)
        } catch {
            throw RegistrationError(.invalidRule, "\(owner) ▸ \(error.description)")
        }
    }

    /// How many times the grammar has been compiled (tests and the benchmark read it).
    public var compilationCount: Int {
        state.withLock { $0.compilations }
    }

    /// Registers a skill's shortcuts. Nothing is registered when any phrase is invalid or collides.
    public func register(_ skill: any Skill) throws(RegistrationError) {
        guard skill.shortcuts.count <= Self.maxShortcutsPerSkill else {
            throw RegistrationError(.tooManyShortcuts,
                "Skill '\(skill.name)' declares \(skill.shortcuts.count) shortcuts; at most \(Self.maxShortcutsPerSkill) are allowed, so merge some phrases.")
        }
        try state.withLock { (state) throws(RegistrationError) in
            if state.skills.contains(where: { $0.name == skill.name }) {
                throw RegistrationError(.duplicateSkill, "A skill named '\(skill.name)' is already registered; give each skill its own name.")
            }
            let rules = try Self.adding(skill.rules, to: state.rules, owner: "Skill '\(skill.name)'")
            // Voice shortcuts stay the last phrases: taken out, and put back after the skill's.
            if let start = state.shortcutsStart {
                state.index.truncate(to: start)
                state.shortcutsStart = nil
            }
            let before = state.index.count
            do throws(RegistrationError) {
                try Self.add(skill, to: &state.index, rules: rules, checkingShipped: checksShippedPhrases)
            } catch {
                state.index.truncate(to: before)
                Self.installShortcuts(in: &state)
                throw error
            }
            state.rules = rules
            state.skills.append(skill)
            Self.installShortcuts(in: &state)
            state.cache = nil
            state.generation += 1
        }
    }

    /// Checks each of the skill's phrases against those already in `index` and adds it. A phrase
    /// of a skill that ships with Hark is not checked against the other shipped skills' phrases
    /// unless `checkingShipped` (Hark's tests check those pairs); against any other phrase it is.
    private static func add(_ skill: any Skill, to index: inout PhraseIndex, rules: TemplateRules,
                            checkingShipped: Bool) throws(RegistrationError) {
        let shipped = skill.shipsWithHark && !checkingShipped
        for shortcut in skill.shortcuts {
            if let other = index.otherSkill(registering: shortcut.intent.identifier, in: skill.name) {
                throw RegistrationError(.duplicateIntent,
                    "Skill '\(skill.name)' has an intent named '\(shortcut.intent.identifier)', like skill '\(other)'; give each intent its own name.")
            }
            let parameters = shortcut.intent.make().declaredParameters
            let types = Dictionary(parameters.map { ($0.name, $0.slot.typeName) }, uniquingKeysWith: { a, _ in a })
            let texts = shortcut.phrases.map { ($0, false) } + shortcut.typedPhrases.map { ($0, true) }
            for (number, (text, typedOnly)) in texts.enumerated() {
                let template: Template
                do {
                    template = try TemplateParser(parameters: Set(types.keys), rules: rules).parse(text)
                } catch {
                    let context = "\(skill.name) ▸ \(shortcut.intent.identifier) ▸ \(typedOnly ? "typed " : "")phrase \(number + 1)"
                    throw RegistrationError(.invalidPhrase, error.with(context: context).description)
                }
                let phrase = Phrase(skill: skill.name, userDefined: skill.isUserDefined, shipped: shipped, typedOnly: typedOnly,
                                    intentType: shortcut.intentType, intent: shortcut.intent,
                                    number: number + 1, template: template, types: types, remembered: true)
                let checked = index.checkKey(for: phrase)
                if !(shipped && index.unshipped == 0) && !CollisionMemo.passed(checked) {
                    if let collision = index.collision(with: phrase, skipping: { shipped && $0.shipped }) {
                        throw RegistrationError(.collision,
                            "Phrase \"\(text)\" of \(phrase.owner) collides with \"\(collision.other.template.text)\" of \(collision.other.owner): both can be said as \"\(collision.example)\"; reword one of them.")
                    }
                    CollisionMemo.remember(checked)
                }
                index.append(phrase)
            }
        }
    }

    /// Forgets the compiled grammar so the next use compiles it again.
    public func invalidate() {
        state.withLock {
            $0.cache = nil
            $0.generation += 1
        }
    }

    /// The compiled grammar and router: the kept one, else compiled now.
    public func compiled() async throws -> CompiledCommands {
        if state.withLock({ $0.voiceShortcutSource != nil && $0.wantedShortcuts == nil }) { await syncVoiceShortcuts() }
        let (cached, phrases, unheard, dependencies, generation) = state.withLock {
            ($0.cache, $0.index.phrases, Self.unheardShortcutPhrases(in: $0), $0.dependencies, $0.generation)
        }
        if let cached { return cached }
        let slots = CommandSlots(phrases: phrases)
        let forms = try await IntentDependencies.$current.withValue(dependencies) { try await slots.forms() }
        return try keep(CompiledCommands(phrases: phrases, slots: slots, forms: forms, unheard: unheard), from: generation)
    }

    /// The compiled grammar and router, compiled again only if a slot's spoken form changed
    /// since it was compiled: a caller or food added by this process or another one (the
    /// CLI, a web app writing the same database) is heard next. Reading the entity lists
    /// is what it costs when nothing changed; the grammar is kept as it was.
    public func refreshed() async throws -> CompiledCommands {
        await syncVoiceShortcuts()
        let (cached, phrases, unheard, dependencies, generation) = state.withLock {
            ($0.cache, $0.index.phrases, Self.unheardShortcutPhrases(in: $0), $0.dependencies, $0.generation)
        }
        let slots = cached?.slots ?? CommandSlots(phrases: phrases)
        // Entity queries read the skills' stores through their dependencies.
        let forms = try await IntentDependencies.$current.withValue(dependencies) { try await slots.forms() }
        if let cached, cached.forms == forms { return cached }
        return try keep(CompiledCommands(phrases: phrases, slots: slots, forms: forms, unheard: unheard), from: generation)
    }

    /// Counts a compilation and keeps it, unless a registration or `invalidate()` came
    /// after it started.
    private func keep(_ compiled: CompiledCommands, from generation: Int) -> CompiledCommands {
        state.withLock {
            $0.compilations += 1
            if $0.generation == generation { $0.cache = compiled }
        }
        return compiled
    }

    /// The JSGF grammar for every registered phrase.
    public func grammar() async throws -> String { try await compiled().grammar }

    /// The best intent for the words, or nil when nothing matches well enough.
    public func route(_ words: [String], allowingFillers: Bool = true) async -> RouteMatch? {
        guard let compiled = try? await compiled() else { return nil }
        return compiled.route(words, allowingFillers: allowingFillers)
    }

    /// Every distinct way to say `expansions` with slots written as their types, each with
    /// the same words with slots written by name.
    static func readings(of expansions: [Template.Expansion], types: [String: String]) -> [String: Set<String>] {
        var readings: [String: Set<String>] = [:]
        for expansion in expansions {
            let typed = expansion.parts.map { part in
                switch part {
                case .word(let word): return word
                case .slot(let name): return "{\(types[name] ?? name)}"
                }
            }.joined(separator: " ")
            let named = expansion.parts.map { part in
                switch part {
                case .word(let word): return word
                case .slot(let name): return "{\(name)}"
                }
            }.joined(separator: " ")
            readings[typed, default: []].insert(named)
        }
        return readings
    }

    /// A way to say both phrases that makes them collide, or nil. Phrases of different intents
    /// collide on any shared saying. Two phrases of one intent may overlap where they mean the
    /// same ("a [{size}] [{roast}] {drink}" and "a [{roast}] [{size}] {drink}" both read "a {drink}"
    /// one way), but not where the same words would fill different parameters ("set {low} to
    /// {high}" against "set {high} to {low}").
    static func sharedSaying(_ phrase: Phrase, _ other: Phrase) -> String? {
        let theirSayings = other.shape.sayings
        guard phrase.shape.sayings.keys.contains(where: { theirSayings[$0] != nil && collides(phrase, other, saying: $0) }) else { return nil }
        let mine = phrase.spelledSayings, theirs = other.spelledSayings
        return mine.keys.filter { theirs[$0] != nil }.sorted().first { saying in
            phrase.intent.identifier != other.intent.identifier || mine[saying, default: []].union(theirs[saying, default: []]).count > 1
        }
    }

    /// Whether two phrases that can both be said as `saying` (slot types in place) collide there:
    /// always for different intents; for one intent only when the saying fills different parameters.
    static func collides(_ phrase: Phrase, _ other: Phrase, saying: Saying) -> Bool {
        guard phrase.intent.identifier == other.intent.identifier else { return true }
        let myShape = phrase.shape, theirShape = other.shape
        if myShape.ambiguousSayings.contains(saying) || theirShape.ambiguousSayings.contains(saying) { return true }
        guard let mine = myShape.sayings[saying], let theirs = theirShape.sayings[saying] else { return false }
        return mine != theirs
    }
}
