import Synchronization

extension SkillRegistry {
    /// The name voice shortcuts' phrases go by in messages ("… of Your shortcuts ▸ StartFeeding").
    public static let voiceShortcutsOwner = "Your shortcuts"
    /// Fewest words a shortcut's phrase may have: one word is heard by chance in talk around Hark.
    public static let minimumShortcutWords = 2

    /// Reads the stored shortcuts from `source` before the grammar is first compiled and on every
    /// ``refreshed()``: a shortcut added by another process (`hark shortcuts add`, the web app) is heard
    /// at the next command, without a restart.
    public func useVoiceShortcuts(from source: @escaping @Sendable () async throws -> [VoiceShortcutDefinition]) {
        state.withLock { $0.voiceShortcutSource = source }
    }

    /// Sends every completed interaction to `donate` (the suite stores them for suggestions).
    public func useDonations(_ donate: @escaping @Sendable (Interaction) -> Void) {
        state.withLock { $0.donations = donate }
    }

    /// Donates a completed interaction, when something takes donations (the runner's commands, and
    /// the pipeline's answers to alerts).
    public func donate(_ interaction: Interaction) {
        state.withLock { $0.donations }?(interaction)
    }

    /// After each completed interaction spoken to Hark, asks `offer` whether to offer a shortcut for it.
    public func useSuggestionOffers(_ offer: @escaping @Sendable (Interaction) async -> SuggestionOffer?) {
        state.withLock { $0.suggestionOffers = offer }
    }

    /// The shortcut to offer after `interaction`, if any.
    func suggestionOffer(after interaction: Interaction) async -> SuggestionOffer? {
        guard let offers = state.withLock({ $0.suggestionOffers }) else { return nil }
        return await offers(interaction)
    }

    /// The voice shortcuts heard now.
    public var voiceShortcuts: [VoiceShortcutDefinition] {
        state.withLock { $0.voiceShortcuts }
    }

    /// The stored shortcuts that are not heard, each with why (an intent removed by an upgrade, a
    /// phrase a new skill now says): `hark doctor` and `hark shortcuts list` report them.
    public var voiceShortcutProblems: [VoiceShortcutProblem] {
        state.withLock { $0.voiceShortcutProblems }
    }

    /// Replaces the voice shortcuts with `definitions`: each one that can be heard is added after
    /// every skill's phrases; the others are left out and returned with why. Never throws: one
    /// bad stored shortcut must not stop the rest, nor Hark.
    @discardableResult
    public func setVoiceShortcuts(_ definitions: [VoiceShortcutDefinition]) -> [VoiceShortcutProblem] {
        state.withLock { state in
            guard state.wantedShortcuts != definitions else { return state.voiceShortcutProblems }
            state.wantedShortcuts = definitions
            Self.installShortcuts(in: &state)
            state.cache = nil
            state.generation += 1
            return state.voiceShortcutProblems
        }
    }

    /// Reads the stored shortcuts again when a source is set, and registers them if they changed
    /// (the grammar is compiled again at the next ``refreshed()``, not now).
    public func syncVoiceShortcuts() async {
        guard let source = state.withLock({ $0.voiceShortcutSource }) else { return }
        // A store that cannot be read now keeps the shortcuts as they were: they come back at the next refresh.
        guard let definitions = try? await source() else { return }
        setVoiceShortcuts(definitions)
    }

    /// Whether `definition` can be stored: its phrase can be heard, its intent and parameters exist, its
    /// values read as their types (entities as the stores hold them now), and its phrase collides with no
    /// registered phrase or other shortcut (the one with its own id, being edited, aside).
    public func check(_ definition: VoiceShortcutDefinition) async -> VoiceShortcutProblem? {
        await syncVoiceShortcuts()
        // Checked against the phrases as they stand, the shortcut itself (when edited) passed over:
        // nothing is copied, so checking many candidate phrases stays cheap.
        let (problem, intent) = state.withLock { state -> (VoiceShortcutProblem?, AppShortcut?) in
            let intent = Self.shortcut(for: definition.intent, in: state.skills)
            switch Self.phrase(for: definition, skills: state.skills, rules: state.rules) {
            case .failure(let problem):
                return (problem, intent)
            case .success(let phrase):
                let own = Int(truncatingIfNeeded: definition.id)
                if let same = state.voiceShortcuts.first(where: { $0.id != definition.id && $0.words == definition.words }) {
                    return (Self.sameWords(definition, as: same), intent)
                }
                let collision = state.index.collision(with: phrase) { $0.skill == Self.voiceShortcutsOwner && $0.number == own && definition.id != 0 }
                return (collision.map { Self.collisionProblem(definition, $0) }, intent)
            }
        }
        if let problem { return problem }
        // The check above fills only number, duration, time and day slots; the compiled phrases
        // also know every enum case and stored name ("what's in the fridge" is ListStorage's).
        if let compiled = try? await compiled(), let reading = compiled.exactReading(definition.words) {
            return Self.saidLikeCommand(definition, reading, advice: "choose other words.")
        }
        guard let intent else { return nil }
        return await IntentDependencies.$current.withValue(dependencies) {
            let parameters = intent.intent.make().declaredParameters
            for (name, words) in definition.valueWords.sorted(by: { $0.key < $1.key }) {
                guard let parameter = parameters.first(where: { $0.name == name }) else { continue }
                let shown = definition.values[name] ?? ""
                do {
                    switch try await parameter.slot.resolve(words: words) {
                    case .success: continue
                    case .disambiguation(let options):
                        return VoiceShortcutProblem(.invalidValue, shortcut: definition.id,
                            "\"\(shown)\" for \(name) could be \(Self.either(options)); write the one you mean.")
                    case .unsupported(let reason):
                        return VoiceShortcutProblem(.invalidValue, shortcut: definition.id, "\(name) \"\(shown)\": \(reason.full)")
                    }
                } catch {
                    return VoiceShortcutProblem(.invalidValue, shortcut: definition.id, "\(name) \"\(shown)\" could not be read: \(error)")
                }
            }
            return nil
        }
    }

    /// The intent's shortcut (its type and descriptor) among the registered skills: the intent with this
    /// identifier, else the one that replaces it (``AppIntent/replacedIdentifiers``).
    static func shortcut(for identifier: String, in skills: [any Skill]) -> AppShortcut? {
        let all = skills.flatMap(\.shortcuts)
        return all.first { $0.intent.identifier == identifier } ?? all.first { $0.intent.replacedIdentifiers.contains(identifier) }
    }

    /// Each parameter's type name of the intent `identifier` (or the one replacing it); nil when none is registered.
    public func parameterTypes(of identifier: String) -> [String: String]? {
        guard let shortcut = Self.shortcut(for: identifier, in: skills) else { return nil }
        return Dictionary(shortcut.intent.make().declaredParameters.map { ($0.name, $0.slot.typeName) }, uniquingKeysWith: { a, _ in a })
    }

    /// "a, b or c".
    static func either(_ options: [String]) -> String {
        guard options.count > 1 else { return options.first ?? "" }
        return options.dropLast().joined(separator: ", ") + " or " + (options.last ?? "")
    }

    /// Puts the wanted shortcuts' phrases after every skill's (taking out those put there before),
    /// keeping each that can be heard and noting why of the others.
    static func installShortcuts(in state: inout State) {
        guard let wanted = state.wantedShortcuts else { return }
        if let start = state.shortcutsStart { state.index.truncate(to: start) }
        state.shortcutsStart = state.index.count
        var active: [VoiceShortcutDefinition] = []
        var problems: [VoiceShortcutProblem] = []
        for definition in wanted {
            switch phrase(for: definition, skills: state.skills, rules: state.rules) {
            case .failure(let problem):
                problems.append(problem)
            case .success(let phrase):
                if let same = active.first(where: { $0.words == definition.words }) {
                    problems.append(sameWords(definition, as: same))
                } else if let collision = state.index.collision(with: phrase) {
                    problems.append(collisionProblem(definition, collision))
                } else {
                    state.index.append(phrase)
                    active.append(definition)
                }
            }
        }
        state.voiceShortcuts = active
        state.voiceShortcutProblems = problems
    }

    /// The voice shortcuts heard now whose words a skill's phrase also reads exactly, each with
    /// the command it takes them from: stored before Hark refused such shortcuts, or made before
    /// a name (a caller, a food) turned their words into a command. Said, they run the shortcut,
    /// so the command can no longer be said that way; `hark doctor` and `hark shortcuts list` name them.
    public func shortcutsTakingCommands() async -> [VoiceShortcutProblem] {
        await syncVoiceShortcuts()
        guard let compiled = try? await compiled() else { return [] }
        return state.withLock(\.voiceShortcuts).compactMap { definition in
            compiled.exactReading(definition.words).map { reading in
                Self.saidLikeCommand(definition, reading,
                    advice: "said, it runs the shortcut; give it other words with: hark shortcuts edit \(definition.id) --phrase \"…\".")
            }
        }
    }

    /// A shortcut whose words a skill's phrase reads too: which phrase, which intent, and `advice`.
    static func saidLikeCommand(_ definition: VoiceShortcutDefinition, _ reading: RouteMatch, advice: String) -> VoiceShortcutProblem {
        VoiceShortcutProblem(.collision, shortcut: definition.id,
            "The shortcut \"\(definition.phrase)\" can be said like \"\(reading.phrase)\" of \(reading.intent.title) (both as \"\(definition.words.joined(separator: " "))\"); \(advice)",
            conflict: "a command I know: \(reading.intent.title)")
    }

    static func sameWords(_ definition: VoiceShortcutDefinition, as same: VoiceShortcutDefinition) -> VoiceShortcutProblem {
        VoiceShortcutProblem(.collision, shortcut: definition.id,
            "The shortcut \"\(definition.phrase)\" has the same words as your shortcut \"\(same.phrase)\"; choose other words.",
            conflict: "your shortcut \"\(same.phrase)\"")
    }

    static func collisionProblem(_ definition: VoiceShortcutDefinition, _ collision: PhraseIndex.Collision) -> VoiceShortcutProblem {
        let isShortcut = collision.other.skill == voiceShortcutsOwner
        let other = isShortcut
            ? "your shortcut \"\(collision.other.template.text)\""
            : "\"\(collision.other.template.text)\" of \(collision.other.owner)"
        return VoiceShortcutProblem(.collision, shortcut: definition.id,
            "The shortcut \"\(definition.phrase)\" can be said like \(other) (both as \"\(collision.example)\"); choose other words.",
            conflict: isShortcut ? other : "a command I know: \(collision.other.intentType.title)")
    }

    /// The registry's phrase for a shortcut, or why it cannot be one.
    static func phrase(for definition: VoiceShortcutDefinition, skills: [any Skill], rules: TemplateRules) -> Result<Phrase, VoiceShortcutProblem> {
        if let problem = phraseProblem(definition) { return .failure(problem) }
        guard let shortcut = shortcut(for: definition.intent, in: skills) else {
            return .failure(VoiceShortcutProblem(.unknownIntent, shortcut: definition.id,
                "The shortcut \"\(definition.phrase)\" runs \(definition.intent), which Hark no longer has; delete it or make it again for another intent."))
        }
        let parameters = shortcut.intent.make().declaredParameters
        let types = Dictionary(parameters.map { ($0.name, $0.slot.typeName) }, uniquingKeysWith: { a, _ in a })
        var presets = definition.valueWords
        // A stored shortcut keeps working when its intent gained a parameter, lost one (the value is
        // dropped) or made one required (asked when it runs); a parameter renamed or retyped breaks it.
        for name in definition.values.keys.sorted() {
            let stored = definition.types[name]
            if let now = types[name] {
                if let stored, stored != now {
                    return .failure(VoiceShortcutProblem(.incompatible, shortcut: definition.id,
                        "The shortcut \"\(definition.phrase)\" no longer fits \(shortcut.intent.identifier): its parameter \"\(name)\" changed type (\(stored) → \(now)); make the shortcut again."))
                }
                continue
            }
            guard let stored else {
                let known = parameters.map(\.name)
                return .failure(VoiceShortcutProblem(.unknownParameter, shortcut: definition.id,
                    "\(shortcut.intent.identifier) has no parameter \"\(name)\"" + (known.isEmpty ? " (it takes none)." : "; it takes \(known.joined(separator: ", ")).")))
            }
            // Renamed: a parameter of the same type that is new since the shortcut was stored. One the
            // intent already had (its type stored beside the values) does not count: this one was removed.
            if let renamed = parameters.first(where: { definition.values[$0.name] == nil && definition.types[$0.name] == nil && $0.slot.typeName == stored }) {
                return .failure(VoiceShortcutProblem(.incompatible, shortcut: definition.id,
                    "The shortcut \"\(definition.phrase)\" no longer fits \(shortcut.intent.identifier): its parameter \"\(name)\" is gone and \"\(renamed.name)\" (\(stored) too) is new, so it was renamed; make the shortcut again."))
            }
            presets[name] = nil
        }
        let template: Template
        do {
            template = try TemplateParser(parameters: [], rules: rules).parse(definition.words.joined(separator: " "))
        } catch {
            return .failure(VoiceShortcutProblem(.invalidPhrase, shortcut: definition.id,
                "The phrase \"\(definition.phrase)\" cannot be heard: \(error.message)"))
        }
        return .success(Phrase(skill: voiceShortcutsOwner, userDefined: true, intentType: shortcut.intentType, intent: shortcut.intent,
                               number: Int(truncatingIfNeeded: definition.id), template: template, types: [:], presets: presets))
    }

    /// Why a shortcut's phrase cannot be heard as written, or nil.
    static func phraseProblem(_ definition: VoiceShortcutDefinition) -> VoiceShortcutProblem? {
        let text = definition.phrase
        func problem(_ message: String) -> VoiceShortcutProblem {
            VoiceShortcutProblem(.invalidPhrase, shortcut: definition.id, message)
        }
        if text.allSatisfy({ $0.isWhitespace || $0.isPunctuation }) {
            return problem("The shortcut's phrase is empty; write the words you will say.")
        }
        if text.contains(where: \.isNumber) {
            return problem("The phrase \"\(text)\" holds digits; write numbers as words (\"two\", not \"2\"): Hark hears words.")
        }
        let allowed: Set<Character> = [" ", "'", "’", "-", ".", ",", "!", "?"]
        if let odd = text.first(where: { !(("a"..."z").contains($0) || ("A"..."Z").contains($0) || allowed.contains($0)) }) {
            return problem("The phrase \"\(text)\" holds \"\(odd)\"; write it with the letters a to z only, as it is said.")
        }
        let words = definition.words
        if words.count < minimumShortcutWords {
            return problem("\"\(text)\" is too short: a shortcut needs at least \(minimumShortcutWords) words, or Hark would hear it by chance.")
        }
        return nil
    }
}
