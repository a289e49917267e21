import Synchronization

/// How typed text is read when its own words fit no phrase: the ways of writing the same
/// sentence again, from the most literal to the freest, each read first with known names
/// only, then letting a slot take an unknown name.
///
/// 1. as typed;
/// 2. typed spellings replaced (``TypedSynonyms/standardDefinitions`` and a skill's own:
///    "5 min", "tmrw", "bub");
/// 3. a noun's "'s" written out ("the bread's all gone" → "the bread is all gone");
/// 4. a typo of a phrase word mended ("puase the timer", "time since last feedign", "cancel
///    all timrs"): a word of five letters or more that no phrase has, one edit (a letter
///    changed, added, dropped, or two swapped) from exactly one word a phrase has, or from
///    several but exactly one with a vowel left out; a four-letter word only when it is one
///    phrase word with its vowels left out ("alrm");
/// 5. other words for the same command (``TypedSynonyms/paraphraseDefinitions``: "kill the
///    alarm", "scrap the pretend call");
/// 6. grammar no phrase spells out, written plainly (``plainForms(_:)``: "he's had 110 ml",
///    "my husband fed her at midnight", "cancel that seven o'clock alarm", "pause the five minute one").
///
/// Every reading must still be read whole by a phrase, so a rewritten word can only make
/// a sentence a command that a phrase says in so many words.
public struct TypedReading: Sendable {
    /// Typed spellings: the standard ones and the skills' own.
    public let synonyms: TypedSynonyms
    /// Other words for the same command.
    public let paraphrases: TypedSynonyms
    /// Every word a phrase or a slot's list has (``CompiledCommands/typedVocabulary``).
    public let vocabulary: Set<String>
    /// Single words the synonyms or paraphrases replace: never mended as typos.
    let replaced: Set<String>
    /// The vocabulary by length, for finding the word a typo was meant to be.
    private let vocabularyByLength: [Int: [String]]

    /// The shortest word mended as a typo: shorter ones are too often other real words.
    public static let shortestMendedWord = 5

    /// A reading with `synonyms` and the standard paraphrases, mending typos towards `vocabulary`.
    public init(synonyms: TypedSynonyms, vocabulary: Set<String>,
                paraphrases: TypedSynonyms = TypedSynonyms(standard: TypedSynonyms.paraphraseDefinitions)) {
        self.synonyms = synonyms
        self.paraphrases = paraphrases
        self.vocabulary = vocabulary
        // A word another reading replaces ("countdowns") is not a typo of a phrase word ("countdown").
        self.replaced = Set((Array(synonyms.table.keys) + Array(paraphrases.table.keys)).compactMap { $0.count == 1 ? $0[0] : nil })
        self.vocabularyByLength = Dictionary(grouping: vocabulary.filter { $0.allSatisfy(\.isLetter) }, by: \.count)
    }

    /// The readings of `words` to try, in order, without repeats.
    public func readings(of words: [String]) -> [[String]] {
        var result: [[String]] = [words]
        func add(_ reading: [String]) { if !result.contains(reading) { result.append(reading) } }
        let spelled = synonyms.applied(to: words)
        add(spelled)
        let expanded = SkillRegistry.expandingNounContractions(spelled)
        add(expanded)
        let mended = mendingTypos(expanded)
        add(mended)
        let paraphrased = paraphrases.applied(to: mended)
        add(paraphrased)
        // Last, grammar no phrase spells out, written plainly ("he's had", "that feedin' alarm", "the five minute one").
        for form in plainForms(mended) {
            add(form)
            add(paraphrases.applied(to: form))
        }
        return result
    }

    /// The intent `words` reach, read every way ``readings(of:)`` gives: first with known
    /// names only, then with unknown names allowed.
    public func route(_ words: [String], with compiled: CompiledCommands) -> RouteMatch? {
        guard !words.isEmpty else { return nil }
        let readings = readings(of: words)
        return Self.first(of: readings, compiled, unknownNames: false) ?? Self.first(of: readings, compiled, unknownNames: true)
    }

    /// The intent `words` reach read every way ``readings(of:)`` gives with known names only.
    public func routeKnownNames(_ words: [String], with compiled: CompiledCommands) -> RouteMatch? {
        guard !words.isEmpty else { return nil }
        return Self.first(of: readings(of: words), compiled, unknownNames: false)
    }

    /// The first of `readings` that reaches an intent.
    private static func first(of readings: [[String]], _ compiled: CompiledCommands, unknownNames: Bool) -> RouteMatch? {
        for reading in readings {
            if let match = compiled.route(reading, unknownNames: unknownNames) { return match }
        }
        return nil
    }

    /// The intent `words` reach read without their word order (``CompiledCommands/routeLoosely(_:)``),
    /// trying the most rewritten reading first.
    public func routeLoosely(_ words: [String], with compiled: CompiledCommands, neededWords: Int = 1) -> RouteMatch? {
        guard !words.isEmpty else { return nil }
        for reading in readings(of: words).reversed() {
            if let match = compiled.routeLoosely(reading, neededWords: neededWords) { return match }
        }
        return nil
    }

    /// `words` with each word that no phrase has mended into the one phrase word it was meant to be:
    /// - a word of five letters or more one edit from exactly one word a phrase has ("puase");
    /// - when it is one edit from several, the one it is with a vowel left out ("timrs" is
    ///   "timers", not "times"): typing fast drops vowels far more often than it swaps letters;
    /// - a word of four letters only when it is exactly one phrase word with one or two
    ///   vowels left out ("timr", "alrm"): shorter words are too often other real words.
    public func mendingTypos(_ words: [String]) -> [String] {
        words.map { word in
            guard word.count >= Self.shortestVowellessWord, word.allSatisfy(\.isLetter), !vocabulary.contains(word),
                  !replaced.contains(word) else { return word }
            var oneEdit: Set<String> = []
            var vowelsLeftOut: Set<String> = []
            for length in word.count - 1...word.count + 2 {
                for candidate in vocabularyByLength[length] ?? [] {
                    if length <= word.count + 1, Self.isOneEdit(word, candidate) { oneEdit.insert(candidate) }
                    if length > word.count, Self.leavesOutVowels(of: candidate, giving: word) { vowelsLeftOut.insert(candidate) }
                }
            }
            if word.count >= Self.shortestMendedWord, oneEdit.count == 1, let only = oneEdit.first { return only }
            if vowelsLeftOut.count == 1, let only = vowelsLeftOut.first, oneEdit.isEmpty || oneEdit.contains(only) { return only }
            return word
        }
    }

    /// The shortest word mended when it is a phrase word with its vowels left out.
    public static let shortestVowellessWord = 4

    /// Whether `word` is `full` with one or two of its vowels left out, keeping its first letter ("alrm" of "alarm").
    static func leavesOutVowels(of full: String, giving word: String) -> Bool {
        let x = Array(full), y = Array(word)
        guard x.count > y.count, x.count - y.count <= 2, x.first == y.first else { return false }
        var j = 0
        for char in x {
            if j < y.count, char == y[j] {
                j += 1
            } else if !"aeiou".contains(char) {
                return false
            }
        }
        return j == y.count
    }

    /// Whether `a` becomes `b` by one letter changed, added, dropped, or two neighbours swapped.
    static func isOneEdit(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        if x == y { return false }
        if x.count == y.count {
            let differing = x.indices.filter { x[$0] != y[$0] }
            if differing.count == 1 { return true }
            return differing.count == 2 && differing[1] == differing[0] + 1
                && x[differing[0]] == y[differing[1]] && x[differing[1]] == y[differing[0]]
        }
        let (short, long) = x.count < y.count ? (x, y) : (y, x)
        guard long.count == short.count + 1 else { return false }
        var i = 0
        while i < short.count, short[i] == long[i] { i += 1 }
        return short[i...] == long[(i + 1)...]
    }
}

/// The ``TypedReading`` of one compilation, made the first time typed text needs it and
/// kept with the compiled phrases: its typo index covers every phrase word, so it is not
/// made again for every sentence. Made again only if the skills' own spellings differ.
final class TypedReadingCache: Sendable {
    private let kept = Mutex<(spellings: [String: String], reading: TypedReading)?>(nil)

    /// The reading with the skills' own `spellings`, mending typos towards `vocabulary`.
    func reading(spellings: [String: String], vocabulary: Set<String>) -> TypedReading {
        if let kept = kept.withLock({ $0 }), kept.spellings == spellings { return kept.reading }
        let reading = TypedReading(synonyms: TypedSynonyms(spellings), vocabulary: vocabulary)
        kept.withLock { $0 = (spellings, reading) }
        return reading
    }
}
