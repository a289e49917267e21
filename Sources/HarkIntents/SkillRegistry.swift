import Foundation

/// Holds every registered skill and compiles their phrases into one command
/// grammar and router.
///
/// Registration checks each phrase template (naming skill, intent, phrase and
/// column on error) and refuses phrases that can be said the same way as
/// another intent's, including a phrase written out in words that another
/// intent's phrase reads with a value ("set a timer for ten minutes" against
/// "set a timer for {duration}"). The compiled form is cached until `invalidate()` is
/// called, e.g. when an entity list (callers, pantry items) changes.
public final class SkillRegistry: @unchecked Sendable {
    /// A registered phrase and who owns it.
    struct Phrase: Sendable {
        let skill: String
        let intentType: any AppIntent.Type
        let intent: IntentDescriptor
        let number: Int
        let template: Template
        /// Expansions with slot types instead of names, for collision checks, each with the
        /// readings it has (the same expansion with slot names: `{integer}` → `{degrees}`).
        let readings: [String: Set<String>]
        /// Expansions with slot types instead of names.
        var sayings: Set<String> { Set(readings.keys) }
        /// The built-in value kind of each slot that has one, for collision checks.
        let valueKinds: [String: ValueKind]

        var owner: String { "\(skill) ▸ \(intent.identifier)" }
    }

    private let lock = NSLock()
    private var dependencyValues = IntentDependencies()
    private var skillList: [any Skill] = []
    private var phrases: [Phrase] = []
    private var cache: CompiledCommands?

    /// Most shortcuts one skill may declare (as with App Shortcuts).
    public static let maxShortcutsPerSkill = 10

    /// Creates an empty registry.
    public init() {}

    /// Creates a registry with skills, throwing on the first invalid one.
    public convenience init(skills: [any Skill]) throws(RegistrationError) {
        self.init()
        for skill in skills { try register(skill) }
    }

    /// Values intents reach with `@Dependency` (stores, the scheduler, a clock).
    public var dependencies: IntentDependencies {
        get { lock.withLock { dependencyValues } }
        set { lock.withLock { dependencyValues = newValue } }
    }

    /// Registers a value intents can reach with `@Dependency`.
    public func register<Value: Sendable>(dependency value: Value) {
        lock.withLock { dependencyValues.register(value) }
    }

    /// The registered skills, in registration order.
    public var skills: [any Skill] {
        lock.lock(); defer { lock.unlock() }
        return skillList
    }

    /// Registers a skill's shortcuts. Nothing is registered when any phrase is invalid or collides.
    public func register(_ skill: any Skill) throws(RegistrationError) {
        guard skill.shortcuts.count <= Self.maxShortcutsPerSkill else {
            throw RegistrationError(.tooManyShortcuts,
                "Skill '\(skill.name)' declares \(skill.shortcuts.count) shortcuts; at most \(Self.maxShortcutsPerSkill) are allowed, so merge some phrases.")
        }
        lock.lock(); defer { lock.unlock() }
        if skillList.contains(where: { $0.name == skill.name }) {
            throw RegistrationError(.duplicateSkill, "A skill named '\(skill.name)' is already registered; give each skill its own name.")
        }
        var added: [Phrase] = []
        for shortcut in skill.shortcuts {
            if let other = (phrases + added).first(where: { $0.intent.identifier == shortcut.intent.identifier && $0.skill != skill.name }) {
                throw RegistrationError(.duplicateIntent,
                    "Skill '\(skill.name)' has an intent named '\(shortcut.intent.identifier)', like skill '\(other.skill)'; give each intent its own name.")
            }
            let parameters = shortcut.intent.make().declaredParameters
            let types = Dictionary(parameters.map { ($0.name, $0.slot.typeName) }, uniquingKeysWith: { a, _ in a })
            for (index, text) in shortcut.phrases.enumerated() {
                let template: Template
                do {
                    template = try TemplateParser(parameters: Set(types.keys)).parse(text)
                } catch {
                    let context = "\(skill.name) ▸ \(shortcut.intent.identifier) ▸ phrase \(index + 1)"
                    throw RegistrationError(.invalidPhrase, error.with(context: context).description)
                }
                let phrase = Phrase(skill: skill.name, intentType: shortcut.intentType, intent: shortcut.intent, number: index + 1,
                                    template: template, readings: Self.readings(of: template, types: types),
                                    valueKinds: types.compactMapValues(ValueKind.init(typeName:)))
                for other in phrases + added {
                    guard let example = Self.sharedSaying(phrase, other) else { continue }
                    throw RegistrationError(.collision,
                        "Phrase \"\(text)\" of \(phrase.owner) collides with \"\(other.template.text)\" of \(other.owner): both can be said as \"\(example)\"; reword one of them.")
                }
                for other in phrases + added {
                    guard let example = Self.literalCollision(phrase, with: other) ?? Self.literalCollision(other, with: phrase) else { continue }
                    throw RegistrationError(.collision,
                        "Phrase \"\(text)\" of \(phrase.owner) collides with \"\(other.template.text)\" of \(other.owner): both can be said as \"\(example)\"; reword one of them.")
                }
                added.append(phrase)
            }
        }
        skillList.append(skill)
        phrases += added
        cache = nil
    }

    /// Forgets the compiled grammar so the next use sees new entity values.
    public func invalidate() {
        lock.lock(); defer { lock.unlock() }
        cache = nil
    }

    /// The compiled grammar and router, rebuilt if something changed.
    public func compiled() async throws -> CompiledCommands {
        let (cached, snapshot, dependencies) = lock.withLock { (cache, phrases, dependencyValues) }
        if let cached { return cached }
        // Entity queries read the skills' stores through their dependencies.
        let compiled = try await IntentDependencies.$current.withValue(dependencies) {
            try await CompiledCommands(phrases: snapshot)
        }
        lock.withLock { cache = compiled }
        return compiled
    }

    /// The JSGF grammar for every registered phrase.
    public func grammar() async throws -> String { try await compiled().grammar }

    /// The best intent for the words, or nil when nothing matches well enough.
    public func route(_ words: [String], allowingFillers: Bool = true) async -> RouteMatch? {
        guard let compiled = try? await compiled() else { return nil }
        return compiled.route(words, allowingFillers: allowingFillers)
    }

    /// Every distinct way to say a template with slots written as their types, each with
    /// the same words with slots written by name.
    static func readings(of template: Template, types: [String: String]) -> [String: Set<String>] {
        var readings: [String: Set<String>] = [:]
        for expansion in template.expansions(limit: 5000) {
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
        let shared = phrase.sayings.intersection(other.sayings).sorted()
        guard phrase.intent.identifier == other.intent.identifier else { return shared.first }
        return shared.first { phrase.readings[$0, default: []].union(other.readings[$0, default: []]).count > 1 }
    }
}
