public import Foundation
public import HarkIntents
public import HarkStore
import GRDB

/// The person's voice shortcuts (Siri's voice shortcuts): kept in the store, checked by the registry
/// before they are stored, and heard at the next command by every process on the same records.
public struct VoiceShortcuts: Sendable {
    /// The database.
    public let store: Store
    /// The registry the shortcuts' intents are registered in.
    public let registry: SkillRegistry
    /// The clock shortcuts are dated by.
    public let clock: any HarkClock

    /// The shortcuts over `store`, checked against `registry`.
    public init(store: Store, registry: SkillRegistry, clock: any HarkClock) {
        self.store = store
        self.registry = registry
        self.clock = clock
    }

    /// Every readable stored shortcut, oldest first (an unreadable row is skipped and reported, never fatal).
    public func all() throws(StoreError) -> [VoiceShortcut] {
        try Self.all(in: store)
    }

    static func all(in store: Store) throws(StoreError) -> [VoiceShortcut] {
        try store.read { db in try VoiceShortcut.fetchReadable(db, VoiceShortcut.order(Column("id"))) }
    }

    /// The stored shortcuts as the registry reads them.
    static func definitions(in store: Store) throws(StoreError) -> [VoiceShortcutDefinition] {
        try all(in: store).map(\.definition)
    }

    /// The stored shortcuts that are not heard now, each with why.
    public func problems() async -> [VoiceShortcutProblem] {
        await registry.syncVoiceShortcuts()
        return registry.voiceShortcutProblems
    }

    /// The stored shortcuts that are heard but take a command's words (see
    /// ``SkillRegistry/shortcutsTakingCommands()``), each with the command.
    public func takingCommands() async -> [VoiceShortcutProblem] {
        await registry.shortcutsTakingCommands()
    }

    /// The identifier of the intent `name` means: its identifier in any case ("schedulefakecall") or
    /// its title ("schedule a fake call"); nil when no registered intent is called so.
    public func intentIdentifier(_ name: String) -> String? {
        let wanted = Self.folded(name)
        let intents = registry.skills.flatMap(\.shortcuts).map(\.intent)
        return (intents.first { Self.folded($0.identifier) == wanted } ?? intents.first { Self.folded($0.title) == wanted })?.identifier
    }

    /// The registered intents' identifiers, for a message naming what can be used.
    public var intentIdentifiers: [String] {
        registry.skills.flatMap(\.shortcuts).map(\.intent.identifier)
    }

    private static func folded(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// Stores a new shortcut once the registry has checked it: a phrase that can be heard and collides
    /// with nothing, an intent Hark has, values that read as their parameters' types. `relevant` says when
    /// it is worth suggesting (`evening`, `06:00-09:00`, `feeding-running`; see ``ShortcutRelevance``).
    public func add(phrase: String, intent: String, values: [String: String] = [:], relevant: [String] = [],
                    origin: String) async throws -> VoiceShortcut {
        let phrase = Self.tidy(phrase)
        guard let identifier = intentIdentifier(intent) else { throw unknownIntent(intent) }
        let relevance = try Self.relevance(relevant)
        // Every parameter's type, set or not: a later Hark tells a renamed parameter (a new one of the
        // removed one's type) from one removed beside another it already had.
        let types = registry.parameterTypes(of: identifier) ?? [:]
        let definition = VoiceShortcutDefinition(id: 0, phrase: phrase, intent: identifier, values: values, types: types)
        if let problem = await registry.check(definition) { throw problem }
        var shortcut = VoiceShortcut(phrase: phrase, intent: identifier, values: values, types: types, origin: origin, createdAt: clock.now)
        shortcut.relevance = relevance
        shortcut = try store.write { [shortcut] db in
            var stored = shortcut
            try stored.insert(db)
            return stored
        }
        await registry.syncVoiceShortcuts()
        return shortcut
    }

    /// Changes a stored shortcut's phrase, values (a value set to "" is removed) or relevance (nil keeps it,
    /// empty removes it), checked as a new one is.
    public func edit(id: Int64, phrase: String? = nil, values: [String: String] = [:], relevant: [String]? = nil) async throws -> VoiceShortcut {
        guard var shortcut = try store.read({ db in try VoiceShortcut.fetchReadable(db, id: id) }) else { throw unknownShortcut(id) }
        if let phrase { shortcut.phrase = Self.tidy(phrase) }
        if let relevant { shortcut.relevance = try Self.relevance(relevant) }
        let types = registry.parameterTypes(of: shortcut.intent) ?? [:]
        for (name, value) in values {
            let removed = value.trimmingCharacters(in: .whitespaces).isEmpty
            shortcut.values[name] = removed ? nil : value
            shortcut.types[name] = types[name]
        }
        if let problem = await registry.check(shortcut.definition) { throw problem }
        try store.write { [shortcut] db in try shortcut.update(db) }
        await registry.syncVoiceShortcuts()
        return shortcut
    }

    /// Deletes a stored shortcut by id and returns it.
    @discardableResult
    public func delete(id: Int64) async throws -> VoiceShortcut {
        let deleted = try store.write { db -> VoiceShortcut? in
            guard let shortcut = try VoiceShortcut.fetchReadable(db, id: id) else {
                // A row no reader accepts is still deleted by its id.
                return try VoiceShortcut.deleteOne(db, key: id) ? VoiceShortcut(phrase: "#\(id)", intent: "", origin: "", createdAt: Date()) : nil
            }
            try VoiceShortcut.deleteOne(db, key: id)
            return shortcut
        }
        guard let deleted else { throw unknownShortcut(id) }
        await registry.syncVoiceShortcuts()
        return deleted
    }

    /// `relevant` as stored: each checked to read as a ``ShortcutRelevance``, written the one way it is read.
    static func relevance(_ relevant: [String]) throws(VoiceShortcutProblem) -> [String] {
        var texts: [String] = []
        for text in relevant where !text.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let relevance = ShortcutRelevance(text) else {
                throw VoiceShortcutProblem(.invalidValue, shortcut: 0, "\"\(text)\" is not a time a shortcut can be relevant; write \(ShortcutRelevance.accepted).")
            }
            if !texts.contains(relevance.text) { texts.append(relevance.text) }
        }
        return texts
    }

    /// The last command done that a shortcut could repeat ("make a shortcut for that"): the newest donation
    /// within `seconds`, of an intent still registered. Nil when there is none (or none are kept).
    public func lastThingDone(within seconds: TimeInterval) -> Donation? {
        let since = clock.now.addingTimeInterval(-seconds)
        let recent = (try? store.read { db in
            try Donation.fetchReadable(db, Donation.filter(Column("at") >= since).order(Column("at").desc, Column("id").desc).limit(20))
        }) ?? []
        let known = Set(registry.skills.flatMap(\.shortcuts).filter(\.intent.isDiscoverable).map(\.intent.identifier))
        return recent.first { known.contains($0.intent) }
    }

    /// The stored shortcut whose phrase is `phrase` (case and punctuation aside).
    public func named(_ phrase: String) throws(StoreError) -> VoiceShortcut? {
        let wanted = SpokenWords.tokenize(phrase)
        return try all().first { SpokenWords.tokenize($0.phrase) == wanted }
    }

    /// A phrase for a suggested shortcut that can be heard apart from every other phrase: the thing it
    /// names and the intent's noun ("boss call"), else "my usual timer" and the like; nil if none can.
    public func proposedPhrase(for suggestion: ShortcutSuggestion) async -> String? {
        let title = registry.skills.flatMap(\.shortcuts).first { $0.intent.identifier == suggestion.intent }?.intent.title ?? ""
        guard let noun = SpokenWords.tokenize(title).last else { return nil }
        let builtIn: Set<String> = ["integer", "number", "duration", "time", "day"]
        let thing = suggestion.values.sorted { $0.key < $1.key }
            .first { !builtIn.contains(suggestion.types[$0.key] ?? "") }
            .map { SpokenWords.tokenize($0.value).joined(separator: " ") }
        var candidates: [String] = []
        if let thing, thing != noun { candidates += ["\(thing) \(noun)", "my \(thing) \(noun)", "the \(thing) \(noun)"] }
        candidates += ["my usual \(noun)", "the usual \(noun)", "\(noun) as usual", "my regular \(noun)"]
        for phrase in candidates {
            let definition = VoiceShortcutDefinition(id: 0, phrase: phrase, intent: suggestion.intent, values: suggestion.values, types: suggestion.types)
            if await registry.check(definition) == nil { return phrase }
        }
        return nil
    }

    /// The shortcut to offer aloud after `interaction`: when it is a suggestion not offered before and a
    /// free phrase is found. Offered once: it is marked offered now, whatever the answer.
    public func offer(after interaction: Interaction, donations: Donations) async -> SuggestionOffer? {
        let key = ShortcutSuggestion.key(intent: interaction.intent, values: interaction.values)
        guard let stored = try? all(), let suggestion = try? donations.suggestions(shortcuts: stored).first(where: { $0.key == key && !$0.offered }),
              let phrase = await proposedPhrase(for: suggestion) else { return nil }
        guard (try? donations.markOffered(suggestion)) != nil else { return nil }
        let title = registry.skills.flatMap(\.shortcuts).first { $0.intent.identifier == suggestion.intent }?.intent.title ?? suggestion.intent
        let values = suggestion.values.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        let with = values.isEmpty ? "" : " with " + values.joined(separator: " and ")
        let when = suggestion.when.isEmpty ? "" : " " + suggestion.when
        let question = IntentDialog("You often \(title.lowercased())\(with)\(when). Say yes to make \"\(phrase)\" do that.")
        return SuggestionOffer(question: question) {
            do {
                // A habit of one part of the day makes a shortcut relevant then ("what can I say" names it first).
                _ = try await add(phrase: phrase, intent: suggestion.intent, values: suggestion.values,
                                  relevant: suggestion.partOfDay.map { [$0.rawValue] } ?? [], origin: "suggestion")
                return IntentDialog("OK, say \"\(phrase)\" next time.")
            } catch {
                return IntentDialog("Sorry, I couldn't make that shortcut: \(error)")
            }
        }
    }

    private func unknownIntent(_ name: String) -> VoiceShortcutProblem {
        VoiceShortcutProblem(.unknownIntent, shortcut: 0,
            "Hark has no intent \"\(name)\"; `hark intents` lists them (for example \(intentIdentifiers.prefix(3).joined(separator: ", "))).")
    }

    private func unknownShortcut(_ id: Int64) -> VoiceShortcutProblem {
        VoiceShortcutProblem(.unknownShortcut, shortcut: id, "There is no shortcut #\(id); `hark shortcuts list` shows their numbers.")
    }

    /// The phrase with runs of spaces made one and the ends trimmed.
    static func tidy(_ phrase: String) -> String {
        phrase.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension VoiceShortcut {
    /// The shortcut as the registry reads it.
    public var definition: VoiceShortcutDefinition {
        VoiceShortcutDefinition(id: id ?? 0, phrase: phrase, intent: intent, values: values, types: types,
                                relevance: relevance.compactMap(ShortcutRelevance.init))
    }
}
