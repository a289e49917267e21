/// Typed text read without its word order: "next feed when", "feeding summary yesterday",
/// "how long yogurt last", "I moved the ham to freezer". The last reading typed text gets,
/// after every reading that follows a phrase's order (``TypedReading``) has failed.
///
/// A sentence is read as one way of saying a phrase (a ``Template/Expansion``) when:
/// - every word of the sentence is a word of that way of saying it, a word that only
///   links others ("the", "to", "my", ``linkingWords``), or part of a slot's value;
/// - every word of the phrase is in the sentence, except linking words and the helping
///   verbs people leave out ("is", "does", ``helpingVerbs``);
/// - the words left for the slots read as their values with known names only, and the
///   phrase said in its own order with those values reaches the same intent.
///
/// A sentence with one word no phrase explains ("set a timer for lunch", "add milk to the
/// shopping list") or a word that changes the meaning ("don't", "did you") is not read.
/// Ways of saying a phrase whose words carry a meaning (`(freezer):fridge{storage}`) are
/// left out: their order is what they mean. A command that changes something must keep its
/// phrase's words in order ("get out of my way" is no "get me a way out"); only questions
/// and lists are read in any order. When two intents read the sentence, it is not read.
extension CompiledCommands {
    /// Words that only link others, and sounds that say nothing: they may be anywhere, or
    /// missing, on either side. Not "that" or "this" ("don't call me that"), nor fillers that
    /// carry meaning in a phrase ("about to feed him", "thanks for the help").
    public static let linkingWords: Set<String> = [
        "a", "an", "the", "to", "of", "for", "in", "on", "at", "by", "with", "from", "into", "onto", "it", "its",
        "my", "our", "your", "me", "us", "you", "i", "we", "and", "or", "please", "just", "now", "so", "then",
        "there", "here", "some", "any", "i've", "we've",
        "okay", "ok", "alright", "hmm", "oh", "yeah", "hey", "um", "uh", "er", "erm", "pls", "plz", "kindly", "actually",
        // Not "maybe": it says the words are no request ("call me maybe" scheduled a fake call).
    ]
    /// Helping verbs a phrase has and a typed sentence may leave out; said, they must be the phrase's.
    public static let helpingVerbs: Set<String> = [
        "is", "are", "was", "were", "be", "been", "am", "do", "does", "did", "has", "have", "had", "will", "would",
        "can", "could", "should", "shall",
    ]
    /// The most ways of saying one phrase considered.
    static let looseExpansionLimit = 200

    /// The intent `words` reach read without their order, or nil. A way of saying a phrase
    /// must need at least `neededWords` words of its own: one clause of a longer sentence
    /// is read only by two or more, since one word is too little there ("my seven o'clock
    /// alarm, move it to seven twenty" is no "alarm for seven").
    public func routeLoosely(_ words: [String], neededWords: Int = 1) -> RouteMatch? {
        let words = SpokenWords.spellingNumbers(words)
        let present = Set(words)
        guard present.contains(where: { !Self.linkingWords.contains($0) }) else { return nil }
        var found: [(match: RouteMatch, specificity: Int)] = []
        for form in allLooseForms.forms(within: present, needingAtLeast: neededWords) {
            guard let owner = owners[form.phraseID] else { continue }
            // A command that changes something keeps its words' order: "get out of my way" is no "get me a way out".
            if owner.intentType.effect.changesSomething, !Self.keepsOrder(form.neededInOrder, in: words) { continue }
            guard let match = reading(words, as: form.expansion, literal: form.literal, owner: owner) else { continue }
            // One word of a command that changes something, and only names: too little to act on ("call mom"
            // is no "can you get a call from mom"). A value or a choice said with it is enough ("timer 10 min
            // pasta", "relocate spinach to freezer"); "me" counts ("mom call me" is "have mom call me").
            let forMe = form.literal.contains("me") && present.contains("me") ? 1 : 0
            if owner.intentType.effect.changesSomething, form.needed.count + forMe < 2, Self.saysOnlyNames(form.expansion, forms: forms) {
                continue
            }
            // Two intents read the sentence: it is not clear which is meant, whatever else reads it. Words
            // heard freely (many phrases' words) reach many intents; reading on took them seconds.
            if let first = found.first, first.match.intent.identifier != match.intent.identifier { return nil }
            found.append((match, form.needed.count))
        }
        return found.max(by: { $0.specificity < $1.specificity })?.match
    }

    /// The ways of saying every phrase for the loose reading, made the first time typed text needs them
    /// (most typed text never does) and kept with the compiled phrases.
    var allLooseForms: LooseForms { looseForms.value { LooseForms(of: matcher.phrases) } }

    /// Whether `needed` appear in `words` in that order.
    static func keepsOrder(_ needed: [String], in words: [String]) -> Bool {
        var from = words.startIndex
        for word in needed {
            guard let index = words[from...].firstIndex(of: word) else { return false }
            from = index + 1
        }
        return true
    }

    /// Whether every slot of `expansion` takes a name (and it has one).
    static func saysOnlyNames(_ expansion: Template.Expansion, forms: [String: SpokenForm]) -> Bool {
        let slots = expansion.parts.compactMap { if case .slot(let name) = $0 { name } else { nil } }
        return !slots.isEmpty && slots.allSatisfy { if case .names = forms[$0] { true } else { false } }
    }

    /// `words` read as `expansion`: the words it leaves unexplained fill its slots, in order.
    private func reading(_ words: [String], as expansion: Template.Expansion, literal: Set<String>, owner: Owner) -> RouteMatch? {
        let slots = expansion.parts.compactMap { if case .slot(let name) = $0 { name } else { nil } }
        let explained = words.map { literal.contains($0) || Self.linkingWords.contains($0) }
        // Runs of unexplained words: each alone ("ham", "freezer" in "ham to freezer"), or joined
        // across the linking words between them ("hour and a half"); the count must be the slots'.
        var atomic: [Range<Int>] = []
        var joined: [Range<Int>] = []
        for index in words.indices where !explained[index] {
            if let last = atomic.last, last.upperBound == index {
                atomic[atomic.count - 1] = last.lowerBound..<(index + 1)
            } else {
                atomic.append(index..<(index + 1))
            }
            if let last = joined.last, words[last.upperBound..<index].allSatisfy(Self.linkingWords.contains) {
                joined[joined.count - 1] = last.lowerBound..<(index + 1)
            } else {
                joined.append(index..<(index + 1))
            }
        }
        guard let runs = [joined, atomic].first(where: { $0.count == slots.count }) else { return nil }
        let orders = slots.count == 2 ? [slots, slots.reversed()] : [slots]
        for order in orders {
            // A value may start with the linking word before it: "an hour", "a minute".
            var choices: [[String: [String]]] = [[:]]
            for (slot, run) in zip(order, runs) {
                var spans = [Array(words[run])]
                if run.lowerBound > 0, Self.linkingWords.contains(words[run.lowerBound - 1]) {
                    spans.append(Array(words[(run.lowerBound - 1)..<run.upperBound]))
                }
                choices = choices.flatMap { values in spans.map { values.merging([slot: $0]) { a, _ in a } } }
            }
            for values in choices {
                guard let canonical = expansion.filled(with: values)?.words else { continue }
                // A phrase of its own intent must read it first (those searched, not every phrase with its
                // words): a sentence heard freely is made of many phrases' words, and searching them all took seconds.
                guard matcher.reads(canonical, phrasesAt: phraseIndicesByIntent[owner.intent.identifier] ?? [], slots: strict) else { continue }
                guard let match = route(canonical, unknownNames: false), match.intent.identifier == owner.intent.identifier else { continue }
                return match
            }
        }
        return nil
    }
}

/// One way of saying a phrase, as the loose reading needs it.
struct LooseForm: Sendable {
    let phraseID: String
    let expansion: Template.Expansion
    /// Every word it says.
    let literal: Set<String>
    /// The words a sentence must have to be read as it.
    let needed: Set<String>
    /// The same words in the order it says them.
    let neededInOrder: [String]
}

/// The ways of saying every phrase without meanings, as the loose reading needs them, kept as
/// numbered words in one flat table and made into ``LooseForm`` values only for a sentence that
/// has every word one needs. The built-in skills have some 26,000 such ways; kept as expansions
/// and sets of strings they took about 40 MB, in this table about 1 MB.
struct LooseForms: Sendable {
    /// Every word and slot name the forms say, numbered by position.
    private var names: [String] = []
    private var numbers: [String: Int32] = [:]
    /// Each form's parts (a word's number, or -1 minus a slot name's number), then its needed
    /// words in the order it says them.
    private var storage: [Int32] = []
    private var entries: [Entry] = []
    private var phraseIDs: [String] = []

    private struct Entry: Sendable {
        var phrase: Int32
        var start: Int32
        var parts: UInt16
        var needed: UInt16
    }

    /// The ways of saying every phrase of `phrases` without meanings.
    init(of phrases: [PhraseEntry]) {
        for entry in phrases {
            var seen: Set<[String]> = []
            let phrase = Int32(phraseIDs.count)
            phraseIDs.append(entry.id)
            for expansion in entry.template.expansions(limit: CompiledCommands.looseExpansionLimit)
            where expansion.meanings.isEmpty && expansion.tags.isEmpty {
                let words = expansion.parts.compactMap { if case .word(let word) = $0 { word } else { nil } }
                let needed = Set(words).subtracting(CompiledCommands.linkingWords).subtracting(CompiledCommands.helpingVerbs)
                guard !needed.isEmpty else { continue }
                let slots = expansion.parts.compactMap { if case .slot(let name) = $0 { "{\(name)}" } else { nil } }
                guard seen.insert(Set(words).sorted() + slots).inserted else { continue }
                var inOrder: [String] = []
                for word in words where needed.contains(word) && !inOrder.contains(word) { inOrder.append(word) }
                let start = Int32(storage.count)
                for part in expansion.parts {
                    switch part {
                    case .word(let word): storage.append(number(word))
                    case .slot(let name): storage.append(-1 - number(name))
                    }
                }
                for word in inOrder { storage.append(number(word)) }
                entries.append(Entry(phrase: phrase, start: start, parts: UInt16(expansion.parts.count), needed: UInt16(inOrder.count)))
            }
        }
        // Copied to drop the room the appends left.
        storage = Array(storage)
        entries = Array(entries)
    }

    private mutating func number(_ word: String) -> Int32 {
        if let known = numbers[word] { return known }
        let made = Int32(names.count)
        names.append(word)
        numbers[word] = made
        return made
    }

    /// The forms, in order, that need at least `minimum` words and only words of `present`.
    func forms(within present: Set<String>, needingAtLeast minimum: Int = 1) -> [LooseForm] {
        var has = [Bool](repeating: false, count: names.count)
        for word in present { if let known = numbers[word] { has[Int(known)] = true } }
        var found: [LooseForm] = []
        storage.withUnsafeBufferPointer { storage in
            for entry in entries where Int(entry.needed) >= minimum {
                let neededStart = Int(entry.start) + Int(entry.parts)
                guard storage[neededStart..<(neededStart + Int(entry.needed))].allSatisfy({ has[Int($0)] }) else { continue }
                found.append(form(entry, storage))
            }
        }
        return found
    }

    private func form(_ entry: Entry, _ storage: UnsafeBufferPointer<Int32>) -> LooseForm {
        let start = Int(entry.start), neededStart = start + Int(entry.parts)
        let parts: [Template.Expansion.Part] = storage[start..<neededStart].map { $0 >= 0 ? .word(names[Int($0)]) : .slot(names[Int(-1 - $0)]) }
        let literal = parts.compactMap { if case .word(let word) = $0 { word } else { nil } }
        let inOrder = storage[neededStart..<(neededStart + Int(entry.needed))].map { names[Int($0)] }
        return LooseForm(phraseID: phraseIDs[Int(entry.phrase)], expansion: Template.Expansion(parts: parts, meanings: [], tags: [:]),
                         literal: Set(literal), needed: Set(inOrder), neededInOrder: inOrder)
    }
}
