import Foundation

extension SkillRegistry {
    /// The best intent for typed text (`hark ask`, a transcript from elsewhere), or nil.
    ///
    /// Typed text is read as the words stand first. Only when that fails, two readings that
    /// typed sentences need and heard ones never do are tried, in turn:
    /// - written forms are replaced (``TypedSynonyms``: "5 min", "tmrw", a skill's "bub"),
    ///   and a noun contracted with "is" is written out: "the bread's all gone" is "the bread
    ///   is all gone" (pronoun contractions such as "she's" are phrase words already);
    /// - a sentence of several clauses ("she's latched, start the feeding", "the baby fell
    ///   asleep so the feed is done") is read clause by clause, and taken only when the
    ///   clauses that reach an intent all reach the same one and no other clause takes it
    ///   back ("no", "not", "wait", "don't", "never mind"): "set a timer, no wait" does nothing.
    public func routeTyped(_ text: String) async -> RouteMatch? {
        let synonyms = TypedSynonyms(skills.reduce(into: [:]) { $0.merge($1.typedSynonyms) { a, _ in a } })
        let words = SpokenWords.tokenize(text)
        if let match = await routeTypedWords(words, synonyms: synonyms) { return match }
        let clauses = Self.clauses(of: text)
        guard clauses.count > 1 else { return nil }
        var matches: [RouteMatch] = []
        for clause in clauses {
            if let match = await routeTypedWords(clause, synonyms: synonyms) {
                matches.append(match)
            } else if clause.contains(where: Self.takingBack.contains) {
                return nil
            }
        }
        guard let first = matches.first,
              matches.allSatisfy({ $0.intent.identifier == first.intent.identifier }) else { return nil }
        // The clause that says the most ("at four fifteen for twenty five minutes") wins.
        return matches.max { $0.slots.count < $1.slots.count } ?? first
    }

    /// `words` as they stand, else with written forms replaced and nouns' "'s" written out as "is".
    private func routeTypedWords(_ words: [String], synonyms: TypedSynonyms) async -> RouteMatch? {
        guard !words.isEmpty else { return nil }
        if let match = await route(words) { return match }
        // Replaced first on their own: "bub's" becomes "the baby's", which a phrase holds as it is.
        let replaced = synonyms.applied(to: words)
        if replaced != words, let match = await route(replaced) { return match }
        let expanded = Self.expandingNounContractions(replaced)
        return expanded == replaced ? nil : await route(expanded)
    }

    /// Words that take back a clause said beside them.
    static let takingBack: Set<String> = ["no", "not", "don't", "wait", "nevermind", "never", "cancel", "nope", "stop"]

    /// Words whose "'s" is part of a phrase already, or is not "is".
    static let keptContractions: Set<String> = [
        "she's", "he's", "it's", "that's", "what's", "there's", "here's", "who's", "where's", "when's",
        "how's", "let's", "one's", "everyone's", "someone's", "somebody's", "nobody's", "time's",
    ]

    /// "the bread's all gone" → "the bread is all gone"; pronoun contractions stay.
    static func expandingNounContractions(_ words: [String]) -> [String] {
        words.flatMap { word -> [String] in
            guard word.count > 2, word.hasSuffix("'s"), !keptContractions.contains(word) else { return [word] }
            return [String(word.dropLast(2)), "is"]
        }
    }

    /// The clauses of typed text as words: split at commas, semicolons, dashes, sentence
    /// ends, and a joining "so" or "and then" between two clauses.
    static func clauses(of text: String) -> [[String]] {
        var pieces: [String] = []
        var current = ""
        for char in text.replacingOccurrences(of: " - ", with: ", ") {
            if ",;!?–—".contains(char) || char == "." {
                pieces.append(current)
                current = ""
            } else {
                current.append(char)
            }
        }
        pieces.append(current)
        var clauses: [[String]] = []
        for piece in pieces {
            let words = SpokenWords.tokenize(piece)
            var clause: [String] = []
            var index = 0
            while index < words.count {
                let joins = (words[index] == "so" && !clause.isEmpty && index + 1 < words.count)
                    || (words[index] == "and" && index + 1 < words.count && words[index + 1] == "then" && !clause.isEmpty)
                if joins {
                    clauses.append(clause)
                    clause = []
                    index += words[index] == "and" ? 2 : 1
                } else {
                    clause.append(words[index])
                    index += 1
                }
            }
            if !clause.isEmpty { clauses.append(clause) }
        }
        return clauses
    }
}
