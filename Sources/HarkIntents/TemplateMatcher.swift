/// Finds which registered phrase a sentence is, with its slot values and meanings.
///
/// Every non-optional template word must be present, in order: "start feeding" never
/// matches "start the timer", and "stop feeding" never matches "start feeding". Slot
/// words are accepted only when the ``SlotRecognizer`` accepts them, spans of at most
/// ``maxSlotWords`` words. For typed text, filler words the phrase does not contain
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
        "the", "a", "an", "for me", "now",
    ]
    /// What a skipped filler word adds to the score (a template word adds 1).
    public static let fillerWeight = 0.5

    /// The registered phrases, in registration order.
    public let phrases: [PhraseEntry]
    /// The filler phrases, each as lowercase words.
    public let fillers: [[String]]
    /// The longest span of words one `{slot}` may take.
    public let maxSlotWords: Int
    let automata: [TemplateAutomaton]

    /// Prepares matching for `phrases`; `fillers` are phrases such as "can you".
    public init(phrases: [PhraseEntry], fillers: [String] = TemplateMatcher.defaultFillers, maxSlotWords: Int = 8) {
        self.phrases = phrases
        self.fillers = fillers.map { $0.lowercased().split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        self.maxSlotWords = max(1, maxSlotWords)
        self.automata = phrases.map { TemplateAutomaton($0.template) }
    }

    /// The best match for `words`, or nil when no phrase fits.
    ///
    /// Set `allowingFillers` to false for recognizer output, which follows the grammar exactly.
    public func match(_ words: [String], slots: some SlotRecognizer, allowingFillers: Bool = true) -> TemplateMatch? {
        matches(words, slots: slots, allowingFillers: allowingFillers).first
    }

    /// The best reading of `words` as each phrase that fits, best first.
    public func matches(_ words: [String], slots: some SlotRecognizer, allowingFillers: Bool = true) -> [TemplateMatch] {
        let input = words.map(Self.normalize).filter { !$0.isEmpty }
        guard !input.isEmpty else { return [] }
        var search = MatchSearch(
            words: input, recognizer: slots, fillers: allowingFillers ? fillers : [], maxSlotWords: maxSlotWords)
        var ranked: [(index: Int, match: TemplateMatch)] = []
        for (index, automaton) in automata.enumerated() {
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

    /// Splits typed text into lowercase words: spaces and `, ; ! ? " ( ) [ ] { }` separate words;
    /// other punctuation is trimmed from word edges but kept inside ("o'clock", "7:30").
    public static func words(in text: String) -> [String] {
        let separators: Set<Character> = [",", ";", "!", "?", "\"", "(", ")", "[", "]", "{", "}", "\u{201C}", "\u{201D}"]
        return text.split { $0.isWhitespace || separators.contains($0) }
            .map { normalize(String($0)) }
            .filter { !$0.isEmpty }
    }

    /// Lowercases a word, reads `’` as `'` and trims punctuation from its edges.
    static func normalize(_ word: String) -> String {
        let lowered = String(word.lowercased().map { $0 == "\u{2019}" ? "'" : $0 })
        let isKept: (Character) -> Bool = { $0.isLetter || $0.isNumber }
        guard let first = lowered.firstIndex(where: isKept), let last = lowered.lastIndex(where: isKept) else { return "" }
        return String(lowered[first...last])
    }
}
