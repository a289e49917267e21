extension SkillRegistry {
    /// A sentence `phrase` can be said as that `other` (another intent's phrase) also reads,
    /// by filling one of its value slots: "set a timer for ten minutes" written out in one
    /// skill is also "set a timer for {duration}" of another. Nil when there is none.
    ///
    /// Only ways of saying `phrase` made of words alone are tried, and only `other`'s
    /// built-in value slots (numbers, durations, times, days) are filled, since entity
    /// names are not known until the grammar is compiled. Phrases that are the same
    /// with slot types in place are caught by ``sharedSaying(_:_:)``.
    static func literalCollision(_ phrase: Phrase, with other: Phrase) -> String? {
        guard phrase.intent.identifier != other.intent.identifier, other.hasValueSlot,
              other.requiredWords.isSubset(of: phrase.words) else { return nil }
        // One read of each shape: each property read of a phrase takes its lock and copies it.
        let mine = phrase.shape, theirs = other.shape
        guard let matcher = theirs.valueMatcher, !mine.literalSayings.isEmpty else { return nil }
        let valueKinds = theirs.valueKinds
        let values = ClosureSlotRecognizer { slot, words in
            valueKinds[slot]?.parse(words: Array(words)) != nil ? 1 : nil
        }
        // `fits` passes over a saying without every word `other` needs before any search.
        for words in mine.literalSayings where matcher.fits(readWords: words, slots: values) {
            return words.joined(separator: " ")
        }
        return nil
    }
}
