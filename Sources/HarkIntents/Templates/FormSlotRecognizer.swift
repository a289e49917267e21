/// Accepts slot words that parse as the slot's spoken form.
///
/// For typed text it can also accept, at a low score, a short unknown name in an
/// entity slot, so "call grandpa" reaches the intent and Hark can say it knows no
/// such contact instead of "didn't catch that"; and words of a value's vocabulary
/// that hold a number but no valid value ("ten" for a duration, "-5 minutes"), so
/// the parameter's resolution can say what is wrong and ask again.
struct FormSlotRecognizer: SlotRecognizer, Sendable {
    let forms: [String: SpokenForm]
    let options: [String: Set<[String]>]
    /// The most words of any option, by slot.
    let longestOption: [String: Int]
    let acceptsUnknownNames: Bool
    let acceptsUnreadValues: Bool
    /// Score of an unknown name or an unread value: low enough that any known reading wins.
    static let guessScore = 0.3
    /// Longest unknown name accepted, in words.
    static let longestUnknownName = 3
    /// Longest value of a built-in kind, in words: far more than the longest the parsers read
    /// ("one thousand two hundred and thirty four hours fifty nine minutes and fifty nine seconds"
    /// is 15), so no value is cut, and short enough that a long sentence is read in linear time.
    static let longestValueWords = 24
    /// Pronouns, determiners and prepositions: words of a sentence, not of a name
    /// ("how do i store my feelings" names no food).
    static let functionWords: Set<String> = [
        "i", "me", "my", "you", "your", "he", "him", "his", "she", "her", "it", "its", "we", "us", "our",
        "they", "them", "their", "this", "that", "these", "those", "some", "any", "all", "no", "every",
        "of", "to", "in", "on", "at", "for", "with", "from", "by", "and", "or", "but", "is", "are", "was", "were", "be",
        // Question and pointing words are never a name: "what can i make with what i've got" names no food.
        "what", "which", "who", "whom", "whose", "everything", "something", "anything", "nothing",
        // Nor are the verbs that open a question: "can bananas go in the freezer" asks, it stored a
        // food called "can bananas". ("will" and "may" stay: they are people's names.)
        "can", "could", "should", "would", "shall", "might", "must", "do", "does", "did", "has", "have", "had",
    ]
    /// Words a value may be typed with that its speech grammar does not hold.
    static let typedWords: Set<String> = DurationParser.units.reduce(into: ["am", "pm", "minus", "negative"]) { $0.formUnion($1.words) }

    /// The speech grammar's words for each kind.
    static let vocabularies = Dictionary(uniqueKeysWithValues: ValueKind.allCases.map { ($0, ValueGrammar.words(for: $0)) })

    init(forms: [String: SpokenForm], acceptsUnknownNames: Bool, acceptsUnreadValues: Bool = false) {
        self.forms = forms
        self.acceptsUnknownNames = acceptsUnknownNames
        self.acceptsUnreadValues = acceptsUnreadValues
        self.options = forms.mapValues { Set($0.spokenOptions.map { SpokenWords.tokenize($0.words) }) }
        self.longestOption = options.mapValues { $0.map(\.count).max() ?? 0 }
    }

    func score(slot: String, words: ArraySlice<String>) -> Double? {
        switch forms[slot] {
        case .value(let kind):
            if kind.parse(words: Array(words)) != nil { return 1 }
            return acceptsUnreadValues && Self.isUnreadValue(words, kind: kind) ? Self.guessScore : nil
        case .options:
            return options[slot]?.contains(Array(words)) == true ? 1 : nil
        case .names:
            if options[slot]?.contains(Array(words)) == true { return 1 }
            return isUnknownName(slot: slot, words: Array(words)) ? Self.guessScore : nil
        case nil:
            return nil
        }
    }

    func longestValue(slot: String) -> Int? {
        switch forms[slot] {
        case .value: return Self.longestValueWords
        case .options: return longestOption[slot] ?? 0
        case .names: return max(longestOption[slot] ?? 0, acceptsUnknownNames ? Self.longestUnknownName : 0)
        case nil: return 0
        }
    }

    /// Whether `words` are accepted in the entity slot `slot` only as a name it does not know.
    func isUnknownName(slot: String, words: [String]) -> Bool {
        guard acceptsUnknownNames, case .names = forms[slot], options[slot]?.contains(words) != true else { return false }
        return words.count <= Self.longestUnknownName
            && words.allSatisfy { $0.allSatisfy(\.isLetter) && !TemplateMatcher.defaultFillers.contains($0) && !Self.functionWords.contains($0) }
            && !Self.assistantNouns.contains(words.last ?? "")
    }

    /// The kinds of thing Hark keeps itself: a name ending in one names that thing, never a
    /// food, a caller or a timer nobody has told Hark of ("no more call please" is the fake call's,
    /// not a food called "call" used up).
    static let assistantNouns: Set<String> = [
        "call", "calls", "alarm", "alarms", "timer", "timers", "shortcut", "shortcuts", "feed", "feeds", "feeding", "feedings",
    ]

    /// Whether `words` are all words a `kind` value is said or typed with, one of them a number.
    static func isUnreadValue(_ words: ArraySlice<String>, kind: ValueKind) -> Bool {
        let vocabulary = vocabularies[kind] ?? []
        let isNumber: (String) -> Bool = {
            $0.first?.isASCIIDigit == true || SpokenWords.typedNumber($0) != nil || !NumberParser.unsigned([$0], 0).isEmpty
        }
        return words.contains(where: isNumber)
            && words.allSatisfy { vocabulary.contains($0) || typedWords.contains($0) || isNumber($0) }
    }
}
