/// Finds which registered phrase a sentence is, with its slot values and meanings.
///
/// Every non-optional template word must be present, in order: "start feeding" never
/// matches "start the timer", and "stop feeding" never matches "start feeding". Slot
/// words are accepted only when the ``SlotRecognizer`` accepts them, spans of at most
/// ``maxSlotWords`` words (no limit unless given: a value such as "two hours twenty five
/// minutes and thirty five seconds" may be long). For typed text, filler words the phrase does not contain
/// ("please", "can you", "um", "the") may be skipped at a cost.
///
/// Ranking: exact matches (nothing skipped) first, then higher ``TemplateMatch/score``, then
/// more template words matched (a literal phrase beats a catch-all slot), then the phrase
/// registered first. Within one phrase the reading that skips fewest words, then scores
/// highest, wins; remaining ties go to the first alternative written.
public struct TemplateMatcher: Sendable {
    /// Filler words and phrases skipped in typed text when the phrase doesn't contain them.
    public static let defaultFillers: [String] = [
        "please", "hey", "can you", "could you", "would you", "will you", "um", "uh", "er", "erm",
        "the", "a", "an", "for me", "for us", "now", "right now", "just", "okay", "ok", "so", "hmm",
        "thanks", "thank you", "kindly", "alright", "all right", "pls", "plz", "rn", "lol",
        "would you mind", "would you be so kind as to", "be so kind as to", "do you think you could",
        "i was wondering if you could", "note that", "make a note that", "please note that",
        "can you tell me", "could you tell me", "would you tell me", "tell me",
        "about", "around", "roughly", "approximately", "like",
        // Other assistants' names, said out of habit, and words that only soften a request.
        "alexa", "siri", "hey siri", "google", "ok google", "okay google", "hey google", "maybe", "quick", "quickly",
        "real quick", "thx", "ty", "cheers", "actually", "oh", "well", "yeah", "go ahead and", "i want you to",
        "i'd like you to", "i need you to", "can u", "could u", "if you could", "if you can",
        // Requests wrapped in courtesy: "do me a favour and kill the pizza timer", "i'd like to delete my alarm".
        "do me a favour and", "do me a favor and", "i was wondering if", "i was wondering", "i wonder if",
        "i'd like to", "i would like to", "i wish to",
        "i would be grateful if you could", "i would be most grateful if you could", "i'd be grateful if you could",
        "i'd be most grateful if you could", "i would appreciate it if you could", "i'd appreciate it if you could",
        // Words that only point at the one thing meant: "the current feeding", "every single timer".
        "current", "currently", "single", "at the moment", "at the minute", "at once", "at all",
        // Leave given, not asked: "you can cancel that timer", "go ahead and".
        "you can", "you may",
        // Whom the request is said to: "set an alarm for ten, dear", "dude, what's in the fridge".
        // Not "honey" or "sugar", which are foods.
        "dear", "dude", "yo", "mate", "buddy", "pal", "bro", "hun", "sweetie", "darling", "pet", "show me",
    ]
    /// Fillers skipped only before the phrase's first word: "well, set a timer", but not
    /// "she's feeding well", which is a remark about the baby and no request to start a feeding.
    public static let openingFillers: Set<[String]> = [["well"]]
    /// What a skipped filler word adds to the score (a template word adds 1).
    public static let fillerWeight = 0.5

    /// The registered phrases, in registration order.
    public let phrases: [PhraseEntry]
    /// The filler phrases, each as lowercase words.
    public let fillers: [[String]]
    /// The longest span of words one `{slot}` may take.
    public let maxSlotWords: Int
    let automata: [TemplateAutomaton]
    /// The words each phrase cannot be said without (see ``Template/requiredWords``).
    let requiredWords: [Set<String>]

    /// Prepares matching for `phrases`; `fillers` are phrases such as "can you".
    public init(phrases: [PhraseEntry], fillers: [String] = TemplateMatcher.defaultFillers, maxSlotWords: Int = .max) {
        self.phrases = phrases
        self.fillers = fillers.map { $0.lowercased().split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        self.maxSlotWords = max(1, maxSlotWords)
        self.automata = phrases.map { TemplateAutomaton($0.template) }
        self.requiredWords = phrases.map(\.template.requiredWords)
    }

    /// Whether one of the phrases at `indices` (positions in ``phrases``) reads `words` (fillers
    /// allowed), as ``matches(_:slots:allowingFillers:)`` would search them.
    func reads(_ words: [String], phrasesAt indices: [Int], slots: some SlotRecognizer) -> Bool {
        let input = Self.readWords(words)
        guard !input.isEmpty else { return false }
        let present = Set(input)
        var search = MatchSearch(words: input, recognizer: slots, fillers: fillers, maxSlotWords: maxSlotWords)
        return indices.contains { index in
            requiredWords[index].isSubset(of: present) && search.run(automata[index], phraseID: phrases[index].id) != nil
        }
    }

    /// The best match for `words`, or nil when no phrase fits.
    ///
    /// Set `allowingFillers` to false for recognizer output, which follows the grammar exactly.
    public func match(_ words: [String], slots: some SlotRecognizer, allowingFillers: Bool = true) -> TemplateMatch? {
        matches(words, slots: slots, allowingFillers: allowingFillers).first
    }

    /// The best reading of `words` as each phrase that fits, best first.
    ///
    /// The cost is linear in the number of words: a phrase whose required words are not all
    /// in the sentence is not searched, a search stops where no reading reaches, and a slot
    /// takes no more words than its recognizer's ``SlotRecognizer/longestValue(slot:)``.
    public func matches(_ words: [String], slots: some SlotRecognizer, allowingFillers: Bool = true) -> [TemplateMatch] {
        // Typed numbers become the words a phrase or a value grammar has: "5 minute timer" is "five minute timer".
        let input = Self.readWords(words)
        guard !input.isEmpty else { return [] }
        let present = Set(input)
        var search = MatchSearch(
            words: input, recognizer: slots, fillers: allowingFillers ? fillers : [], maxSlotWords: maxSlotWords)
        var ranked: [(index: Int, match: TemplateMatch)] = []
        for (index, automaton) in automata.enumerated() where requiredWords[index].isSubset(of: present) {
            if let match = search.run(automaton, phraseID: phrases[index].id) {
                ranked.append((index, match))
            }
        }
        ranked.sort { a, b in
            if a.match.isExact != b.match.isExact { return a.match.isExact }
            if a.match.score != b.match.score { return a.match.score > b.match.score }
            if a.match.literalCount != b.match.literalCount { return a.match.literalCount > b.match.literalCount }
            return a.index < b.index
        }
        return ranked.map(\.match)
    }

    /// `words` as the matcher reads them: tokenized, typed numbers spelled out.
    static func readWords(_ words: [String]) -> [String] {
        SpokenWords.spellingNumbers(words.flatMap(SpokenWords.tokenize))
    }

    /// Whether any phrase reads words already read by ``readWords(_:)``, without fillers:
    /// what ``matches(_:slots:allowingFillers:)`` finds non-empty, without ranking.
    /// The registry asks it of a matcher with one phrase for thousands of short sayings.
    func fits(readWords input: [String], slots: some SlotRecognizer) -> Bool {
        guard !input.isEmpty else { return false }
        var search = MatchSearch(words: input, recognizer: slots, fillers: [], maxSlotWords: maxSlotWords)
        for (index, automaton) in automata.enumerated() where requiredWords[index].allSatisfy(input.contains) {
            if search.run(automaton, phraseID: phrases[index].id) != nil { return true }
        }
        return false
    }

    /// Splits typed text into lowercase words the way the value parsers read them
    /// (`SpokenWords.tokenize`): "a.m." and "-5" stay whole, "7pm" is "7" "pm",
    /// hyphens and punctuation separate words, `’` reads as `'` ("o'clock").
    public static func words(in text: String) -> [String] {
        SpokenWords.tokenize(text)
    }
}
