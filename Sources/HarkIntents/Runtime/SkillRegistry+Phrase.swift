import Synchronization

extension SkillRegistry {
    /// A registered phrase, who owns it, and what the collision checks compare, worked out
    /// the first time a check needs it (``shape``): a process that registers only the shipped
    /// skills never checks them against each other (``Skill/shipsWithHark``), so never spends
    /// the seconds their hundreds of thousands of sayings take.
    struct Phrase: Sendable {
        let skill: String
        /// Whether its skill is the person's own (``Skill/isUserDefined``).
        let userDefined: Bool
        /// Whether it is read only in typed text (``AppShortcut/typedPhrases``): not in the speech grammar.
        let typedOnly: Bool
        let intentType: any AppIntent.Type
        let intent: IntentDescriptor
        let number: Int
        let template: Template
        /// Whether its skill ships with Hark (``Skill/shipsWithHark``).
        let shipped: Bool
        /// What the collision checks compare, worked out on first use and shared by copies.
        private let lazyShape: LazyShape
        /// What the collision checks compare (worked out now if no check needed it before).
        var shape: Shape { lazyShape.shape(template: template, types: types) }
        /// Whether a check has needed ``shape`` (its sayings spelled out) yet.
        var shapeIsWorkedOut: Bool { lazyShape.isWorkedOut }
        /// Expansions with slot types instead of names, for collision checks, each with the
        /// reading it has (the same expansion with slot names: `{integer}` → `{degrees}`).
        /// Held as fingerprints of the text: the built-in phrases have hundreds of thousands
        /// of sayings, which as strings took 5 MB for as long as Hark runs.
        var sayings: [Saying: Saying] { shape.sayings }
        /// The sayings that read more than one way in this phrase ("set {integer} to
        /// {integer}" as "set {low} to {high}" and "set {high} to {low}").
        var ambiguousSayings: Set<Saying> { shape.ambiguousSayings }
        /// Slot name → type, to spell the sayings out again for a message.
        let types: [String: String]
        /// The built-in value kind of each slot that has one, for collision checks.
        var valueKinds: [String: ValueKind] { shape.valueKinds }
        /// The ways of saying it with words alone (no slot), at most 500, each as the
        /// matcher reads words (``TemplateMatcher/readWords(_:)``).
        var literalSayings: [[String]] { shape.literalSayings }
        /// Every word it can be said with, as the matcher reads words (read from the template:
        /// no saying is spelled out).
        var words: Set<String> { Shape.matcherWords(of: template) }
        /// Every word of its template as written (slots left out): a saying has no other word.
        var templateWords: Set<String> { template.words }
        /// The words every way of saying it contains.
        var requiredWords: Set<String> { template.requiredWords }
        /// Whether it has a built-in value slot (number, duration, time, day) another intent's
        /// words could fill: exactly when ``valueMatcher`` is not nil, without building it.
        var hasValueSlot: Bool { Shape.hasValueSlot(template: template, types: types) }
        /// Whether some way of saying it has no slot: true of every phrase with a saying in
        /// ``literalSayings``, and of a few whose first 500 sayings all have one.
        var mayBeSaidWithWordsAlone: Bool { template.root.canBeSaidWithoutSlots }
        /// A matcher for this phrase alone, when it has a built-in value slot another
        /// intent's words could fill (see ``SkillRegistry/literalCollision(_:with:)``).
        var valueMatcher: TemplateMatcher? { shape.valueMatcher }
        /// Parameter name → the words a voice shortcut fixes it to ("pineapple pizza" → caller "boss",
        /// delay "five minutes"), as if they had been said. Empty for a skill's own phrases.
        let presets: [String: [String]]

        /// A fingerprint of everything the collision checks read of it (template, slot types,
        /// intent), for ``PhraseIndex/checkKey(for:)``.
        let checkKey: Int

        var owner: String { "\(skill) ▸ \(intent.identifier)" }

        init(skill: String, userDefined: Bool, shipped: Bool = false, typedOnly: Bool = false, intentType: any AppIntent.Type,
             intent: IntentDescriptor, number: Int, template: Template, types: [String: String], presets: [String: [String]] = [:],
             remembered: Bool = false) {
            self.skill = skill
            self.shipped = shipped
            self.presets = presets
            self.userDefined = userDefined
            self.typedOnly = typedOnly
            self.intentType = intentType
            self.intent = intent
            self.number = number
            self.template = template
            self.types = types
            lazyShape = LazyShape(remembered: remembered)
            checkKey = Shape.key(template: template, types: types, intent: intent.identifier)
        }

        /// Every saying spelled out (slot types in place), with its readings: the registry
        /// keeps only fingerprints, and spells a phrase out again for a collision's message.
        var spelledSayings: [String: Set<String>] {
            SkillRegistry.readings(of: template.expansions(limit: 5000), types: types)
        }
    }

    /// A phrase's ``Shape``, worked out the first time it is asked for.
    final class LazyShape: Sendable {
        private let remembered: Bool
        private let computed = Mutex<Shape?>(nil)

        init(remembered: Bool) { self.remembered = remembered }

        /// Whether the shape has been asked for.
        var isWorkedOut: Bool { computed.withLock { $0 != nil } }

        func shape(template: Template, types: [String: String]) -> Shape {
            if let known = computed.withLock({ $0 }) { return known }
            let shape = remembered ? Shape.remembered(template: template, types: types) : Shape(template: template, types: types)
            computed.withLock { $0 = shape }
            return shape
        }
    }

    /// What the collision checks compare of a phrase, worked out from its template and slot
    /// types alone. A skill's phrases are worked out once per process (``remembered(template:types:)``):
    /// every suite a process builds (the tests build hundreds) registers the same phrases.
    struct Shape: Sendable {
        let sayings: [Saying: Saying]
        let ambiguousSayings: Set<Saying>
        let valueKinds: [String: ValueKind]
        let literalSayings: [[String]]
        let valueMatcher: TemplateMatcher?

        private struct Key: Hashable {
            let template: Template
            let types: [String: String]
        }

        private static let memo = Mutex<[Key: Shape]>([:])

        /// The shape of a skill's phrase, from the process's memo when a registry worked it out before.
        static func remembered(template: Template, types: [String: String]) -> Shape {
            let key = Key(template: template, types: types)
            if let known = memo.withLock({ $0[key] }) { return known }
            let shape = Shape(template: template, types: types)
            memo.withLock { $0[key] = shape }
            return shape
        }

        init(template: Template, types: [String: String]) {
            // Expansions come in a fixed order and a smaller limit gives a prefix of a larger one.
            let expansions = template.expansions(limit: 5000)
            var sayings: [Saying: Saying] = [:]
            var ambiguous: Set<Saying> = []
            for (saying, readings) in SkillRegistry.readings(of: expansions, types: types) {
                let key = Saying(saying)
                // A saying with several readings keeps a placeholder: `collides` asks `ambiguousSayings` first.
                sayings[key] = readings.count == 1 ? readings.first.map(Saying.init) ?? Saying("") : Saying("")
                if readings.count > 1 { ambiguous.insert(key) }
            }
            self.sayings = sayings
            self.ambiguousSayings = ambiguous
            let valueKinds = types.compactMapValues(ValueKind.init(typeName:))
            self.valueKinds = valueKinds
            self.literalSayings = expansions.prefix(500).compactMap { expansion in
                let words = expansion.parts.compactMap { part -> String? in
                    if case .word(let word) = part { word } else { nil }
                }
                return words.count == expansion.parts.count ? TemplateMatcher.readWords(words) : nil
            }
            self.valueMatcher = Self.hasValueSlot(template: template, types: types)
                ? TemplateMatcher(phrases: [PhraseEntry(id: "other", template: template)])
                : nil
        }

        /// Every word `template` can be said with, as the matcher reads words.
        static func matcherWords(of template: Template) -> Set<String> {
            // Most template words are plain lowercase letters, which the tokenizer leaves as they are.
            Set(template.words.flatMap { word in
                word.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) } ? [word] : SpokenWords.tokenize(word)
            })
        }

        /// Whether one of `template`'s slots has a built-in value kind.
        static func hasValueSlot(template: Template, types: [String: String]) -> Bool {
            template.slotNames.contains { types[$0].flatMap(ValueKind.init(typeName:)) != nil }
        }

        /// A fingerprint of a template with its slot types said for `intent` (no sayings needed).
        static func key(template: Template, types: [String: String], intent: String) -> Int {
            var hasher = Hasher()
            hasher.combine(template)
            hasher.combine(types)
            hasher.combine(intent)
            return hasher.finalize()
        }
    }

    /// A fingerprint of a saying's text (64 bits of the standard library's hash, seeded per
    /// process, which is all a registry compares within): two different sayings share one
    /// about once in 10^19 pairs.
    struct Saying: Hashable, Sendable {
        let value: Int

        init(_ text: String) {
            var hasher = Hasher()
            hasher.combine(text)
            value = hasher.finalize()
        }
    }
}
