/// The slots of every registered phrase, worked out once per registration: which slot
/// key each phrase's parameters use, and one parameter per key to ask for its spoken
/// form. Asking again (``forms()``) reads the entity lists as they are now, which is
/// how ``SkillRegistry`` tells whether a compiled grammar is still current.
struct CommandSlots: Sendable {
    /// A slot key and a parameter whose spoken form it has.
    struct Source: Sendable {
        let key: String
        let slot: any ParameterSlot
    }

    /// For each phrase, in order: parameter name → slot key, for the slots its template uses.
    let keys: [[String: String]]
    /// One parameter per slot key, in the order the keys first appear.
    let sources: [Source]

    /// Finds the slots of `phrases` (each intent's parameters are read once per phrase).
    init(phrases: [SkillRegistry.Phrase]) {
        var keys: [[String: String]] = []
        var sources: [Source] = []
        var seen = Set<String>()
        for phrase in phrases {
            var phraseKeys: [String: String] = [:]
            for parameter in phrase.intent.make().declaredParameters where phrase.template.slotNames.contains(parameter.name) {
                let key = CompiledCommands.slotKey(intent: phrase.intent.identifier, parameter: parameter.name)
                phraseKeys[parameter.name] = key
                if seen.insert(key).inserted { sources.append(Source(key: key, slot: parameter.slot)) }
            }
            keys.append(phraseKeys)
        }
        self.keys = keys
        self.sources = sources
    }

    /// Every slot's spoken form now. Entity lists (callers, foods) are read from their stores
    /// through `IntentDependencies.current`, so a change made by another process shows.
    func forms() async throws -> [String: SpokenForm] {
        var forms: [String: SpokenForm] = [:]
        for source in sources { forms[source.key] = try await source.slot.spokenForm() }
        return forms
    }
}
