/// The registered phrases in registration order, with what the collision checks look up,
/// so checking one more phrase costs about as much as its own sayings and the few phrases
/// that share its words, not as much as every phrase registered before it. The lookups are
/// read from the templates alone, at the first check (``collision(with:skipping:)``), and a
/// phrase's sayings are spelled out only when a check finds it among the candidates: a voice
/// shortcut checked against the ~1,100 shipped phrases works out the sayings of a handful.
struct PhraseIndex: Sendable {
    /// A phrase that cannot join, the phrase it collides with, and a sentence both can be said as.
    struct Collision {
        let other: SkillRegistry.Phrase
        let example: String
    }

    /// Every phrase, in registration order.
    private(set) var phrases: [SkillRegistry.Phrase] = []
    /// Each phrase's required words, words as the matcher reads them and words as written,
    /// by index: the candidate search reads only these, without copying whole phrases.
    private var requiredWords: [Set<String>] = []
    private var words: [Set<String>] = []
    private var templateWords: [Set<String>] = []
    /// Every phrase under the first of its required words in sorted order ("" when it has none):
    /// a phrase can share a saying only with phrases filed under one of its own words.
    private var phrasesByWord: [String: [Int]] = [:]
    /// Each intent identifier → the skill that registered it and its first phrase.
    private var intents: [String: (skill: String, first: Int)] = [:]
    /// Phrases with a built-in value slot, under the first of their required words ("" when they have none).
    private var valuePhrasesByWord: [String: [Int]] = [:]
    /// Phrases that can be said with words alone, under every word they can be said with.
    private var literalPhrasesByWord: [String: [Int]] = [:]
    /// Phrases that can be said with words alone.
    private var literalPhrases: [Int] = []

    /// A fingerprint of the phrases up to each one (what their collision checks read), by index.
    private var contentKeys: [Int] = []
    /// How many of ``phrases`` (the first ones) are in the lookups above.
    private var indexed = 0
    /// How many of ``phrases`` do not ship with Hark (``SkillRegistry/Phrase/shipped``).
    private(set) var unshipped = 0

    var count: Int { phrases.count }

    /// A fingerprint of checking `phrase` against every phrase here: equal only when the same
    /// phrase (template, slot types, intent) meets the same phrases in the same order, whose
    /// outcome is then the same (see ``SkillRegistry/CollisionMemo``).
    func checkKey(for phrase: SkillRegistry.Phrase) -> Int {
        var hasher = Hasher()
        hasher.combine(contentKeys.last ?? 0)
        hasher.combine(phrase.checkKey)
        return hasher.finalize()
    }

    /// The skill other than `skill` that already registered an intent named `identifier`.
    func otherSkill(registering identifier: String, in skill: String) -> String? {
        guard let owner = intents[identifier]?.skill, owner != skill else { return nil }
        return owner
    }

    /// The first registered phrase that can be said the same way as `phrase`, as the
    /// pairwise checks would find it: first a shared saying, then a literal collision.
    /// Phrases `skipping` accepts are passed over (a voice shortcut being edited).
    mutating func collision(with phrase: SkillRegistry.Phrase, skipping: (SkillRegistry.Phrase) -> Bool = { _ in false }) -> Collision? {
        indexEveryPhrase()
        let mine = phrase.shape.sayings
        var owners: [Int] = []
        for index in sayingCandidates(for: phrase) where !skipping(phrases[index]) {
            let other = phrases[index], theirs = other.shape.sayings
            let (fewer, more) = mine.count <= theirs.count ? (mine, theirs) : (theirs, mine)
            if fewer.keys.contains(where: { more[$0] != nil && SkillRegistry.collides(phrase, other, saying: $0) }) {
                owners.append(index)
            }
        }
        // Sayings are compared by fingerprint; the sentence is spelled out again (and a
        // fingerprint that matched by chance is passed over).
        for owner in owners {
            if let example = SkillRegistry.sharedSaying(phrase, phrases[owner]) {
                return Collision(other: phrases[owner], example: example)
            }
        }
        for index in literalCandidates(for: phrase) {
            let other = phrases[index]
            guard !skipping(other), let example = SkillRegistry.literalCollision(phrase, with: other)
                    ?? SkillRegistry.literalCollision(other, with: phrase) else { continue }
            return Collision(other: other, example: example)
        }
        return nil
    }

    /// The phrases `phrase` may share a saying with, in registration order: a shared saying
    /// has every required word of both and no word that is not in both templates.
    private func sayingCandidates(for phrase: SkillRegistry.Phrase) -> [Int] {
        let written = phrase.templateWords, required = phrase.requiredWords
        var candidates: [Int] = []
        for word in written.union([""]) {
            for index in phrasesByWord[word] ?? []
            where requiredWords[index].isSubset(of: written) && required.isSubset(of: templateWords[index]) {
                candidates.append(index)
            }
        }
        return candidates.sorted()
    }

    /// The phrases a literal collision with `phrase` is possible with, in registration order:
    /// value phrases whose required words `phrase` can say, and, when `phrase` has a value
    /// slot, phrases said with words alone that include its required words.
    private func literalCandidates(for phrase: SkillRegistry.Phrase) -> [Int] {
        let words = phrase.words, required = phrase.requiredWords
        var candidates: Set<Int> = []
        if !phrase.shape.literalSayings.isEmpty {
            for word in words {
                for index in valuePhrasesByWord[word] ?? [] where requiredWords[index].isSubset(of: words) {
                    candidates.insert(index)
                }
            }
            candidates.formUnion(valuePhrasesByWord[""] ?? [])
        }
        if phrase.hasValueSlot {
            let lists = required.map { literalPhrasesByWord[$0] ?? [] }
            let shortest = lists.min(by: { $0.count < $1.count }) ?? literalPhrases
            for index in shortest where required.isSubset(of: self.words[index]) {
                candidates.insert(index)
            }
        }
        return candidates.sorted()
    }

    /// Adds a phrase that does not collide.
    mutating func append(_ phrase: SkillRegistry.Phrase) {
        let index = phrases.count
        contentKeys.append(checkKey(for: phrase))
        phrases.append(phrase)
        if !phrase.shipped { unshipped += 1 }
        if intents[phrase.intent.identifier] == nil { intents[phrase.intent.identifier] = (phrase.skill, index) }
    }

    /// Puts every phrase not yet in the lookups there.
    private mutating func indexEveryPhrase() {
        while indexed < phrases.count {
            addToLookups(phrases[indexed], at: indexed)
            indexed += 1
        }
    }

    /// Files a phrase by what its template says: its sayings are not spelled out here.
    private mutating func addToLookups(_ phrase: SkillRegistry.Phrase, at index: Int) {
        let required = phrase.requiredWords, words = phrase.words
        requiredWords.append(required)
        self.words.append(words)
        templateWords.append(phrase.templateWords)
        phrasesByWord[Self.key(of: required), default: []].append(index)
        if phrase.hasValueSlot {
            valuePhrasesByWord[Self.key(of: required), default: []].append(index)
        }
        // Every phrase with a saying of words alone is filed (and a few whose first 500 have none:
        // ``SkillRegistry/literalCollision(_:with:)`` reads the sayings themselves).
        if phrase.mayBeSaidWithWordsAlone {
            literalPhrases.append(index)
            for word in words { literalPhrasesByWord[word, default: []].append(index) }
        }
    }

    /// Forgets the phrases from `count` on (a skill that failed to register), newest first.
    mutating func truncate(to count: Int) {
        while phrases.count > count {
            let phrase = phrases.removeLast()
            contentKeys.removeLast()
            if !phrase.shipped { unshipped -= 1 }
            let index = phrases.count
            if intents[phrase.intent.identifier]?.first == index { intents[phrase.intent.identifier] = nil }
            guard index < indexed else { continue }
            indexed = index
            let required = requiredWords.removeLast(), words = self.words.removeLast()
            templateWords.removeLast()
            phrasesByWord[Self.key(of: required)]?.removeLast()
            if phrase.hasValueSlot { valuePhrasesByWord[Self.key(of: required)]?.removeLast() }
            if phrase.mayBeSaidWithWordsAlone {
                literalPhrases.removeLast()
                for word in words { literalPhrasesByWord[word]?.removeLast() }
            }
        }
    }

    /// Where a phrase is filed: its first required word in sorted order, "" when it has none.
    private static func key(of requiredWords: Set<String>) -> String {
        requiredWords.min() ?? ""
    }
}
