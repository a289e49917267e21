extension SkillRegistry {
    /// The question typed text asks once the one or two words no phrase knows are left out
    /// ("when is the next feeding **scheduled**", "how long does **homemade** soup last"),
    /// tried when every other reading has failed. Only a question or a listing: a word left
    /// out may turn a change into another ("set the alarm **later**" moves it).
    ///
    /// A word is unknown when no phrase, slot, filler or typed spelling has it and it holds
    /// no digit. At most ``mostUnknownWordsLeftOut`` are left out, the words kept must be at
    /// least ``keptPerWordLeftOut`` times as many, and at least two of them must be more than linking words ("start
    /// the car": "start the" is nothing). An unknown word may not stand before a word that
    /// carries meaning, nor after "a", "the", "my": it may be what the sentence is about ("add
    /// eggs to the shopping list", "she's done a poo"). The words kept must be read whole by a
    /// phrase, in order, with known names only, and reach an intent that changes nothing. Nothing in the sentence may deny it (``denies(_:)``).
    static func leavingOutUnknownWords(_ words: [String], reading: TypedReading, compiled: CompiledCommands) -> RouteMatch? {
        guard !words.contains(where: denies) else { return nil }
        for candidate in reading.readings(of: words) {
            let unknown = candidate.map { isUnknown($0, reading) }
            let left = unknown.filter { $0 }.count
            guard left > 0, left <= mostUnknownWordsLeftOut else { continue }
            // An unknown word before a word that carries meaning may change it (a "shopping list" is
            // no "list"), and one after "a", "the", "my" is what the sentence is about ("she's done a poo").
            let modifies = candidate.indices.contains { index in
                unknown[index] && ((index + 1 < candidate.count && !unknown[index + 1] && !isLinking(candidate[index + 1]))
                    || (index > 0 && determiners.contains(candidate[index - 1])))
            }
            let kept = zip(candidate, unknown).filter { !$0.1 }.map(\.0)
            let carrying = kept.filter { !isLinking($0) }
            guard !modifies, kept.count >= keptPerWordLeftOut * left, carrying.count >= 2, !kept.contains(where: denies) else { continue }
            // A word left out may turn a change into another ("set the alarm later" moves it): only questions.
            if let match = compiled.route(kept, unknownNames: false), !match.intentType.effect.changesSomething { return match }
        }
        return nil
    }

    /// Words that open a noun phrase: an unknown word after one is the thing named.
    static let determiners: Set<String> = [
        "a", "an", "the", "my", "your", "his", "her", "our", "their", "its", "this", "that", "these", "those",
        "some", "any", "every", "each", "another",
    ]

    /// Whether `word` only links others or is a filler ("the", "on", "is", "please"), or holds a digit.
    private static func isLinking(_ word: String) -> Bool {
        CompiledCommands.linkingWords.contains(word) || CompiledCommands.helpingVerbs.contains(word)
            || fillerWords.contains(word) || word.contains(where: \.isNumber)
    }

    /// Whether `word` denies what is said around it: "not" and "-n't" words, "no", "never",
    /// "without", "wait" (not "stop" or "cancel": here they are the command).
    static func denies(_ word: String) -> Bool {
        word.hasSuffix("n't") || ["no", "not", "never", "nevermind", "nope", "wait", "without", "nothing", "neither", "nor"].contains(word)
    }

    /// The most words no phrase knows that a sentence may leave out.
    static let mostUnknownWordsLeftOut = 2
    /// The fewest words kept for each word left out: a short sentence is mostly its last
    /// word ("help the baby **burp**" is no "help the baby").
    static let keptPerWordLeftOut = 4

    /// Whether no phrase, slot, filler or typed spelling has `word`, and it holds no digit.
    static func isUnknown(_ word: String, _ reading: TypedReading) -> Bool {
        !reading.vocabulary.contains(word) && !fillerWords.contains(word) && !word.contains(where: \.isNumber)
    }

    /// The words of the fillers the phrase matcher skips ("please", "could", "kindly").
    static let fillerWords: Set<String> = Set(TemplateMatcher.defaultFillers.flatMap { $0.split(separator: " ").map(String.init) })
}
