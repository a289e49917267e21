extension SkillRegistry {
    /// Typed text naming a thing no value of a parameter holds, read as a value that does and
    /// then left without it (``Skill/typedUnlistedName``): "could you set a timer for the
    /// banana bread for 50 minutes" sets a 50-minute timer. Tried when nothing else reads the text.
    ///
    /// The thing is a run of one to ``longestUnlistedName`` words, each one no phrase knows or
    /// a name another slot knows ("dumplings" is a food); at most ``mostUnlistedRunsTried``
    /// runs are tried in turn. The reading with the stand-in in its place must reach one
    /// of that skill's intents that only adds something, with the stand-in as the parameter's
    /// value and some other value said ("set a timer for lunch" says no length, and may mean
    /// until lunch): "cancel the banana bread timer" cancels no other timer, and a sentence whose
    /// unknown words are not the thing named ("set a timer for ten minutes, the baby is
    /// **teething**") is read by no phrase this way.
    func routeUnlistedName(_ text: String, reading: TypedReading, compiled: CompiledCommands) -> RouteMatch? {
        let tokens = SpokenWords.tokenize(text)
        // A word of the thing: one no phrase knows, or a name another slot knows ("dumplings" is a food).
        let thingLike = tokens.map { word in
            word.allSatisfy(\.isLetter) && !Self.fillerWords.contains(word) && !CompiledCommands.linkingWords.contains(word)
                && !CompiledCommands.helpingVerbs.contains(word) && (Self.isUnknown(word, reading) || compiled.namesSomething(word))
        }
        var runs: [Range<Int>] = []
        var index = 0
        while index < tokens.count {
            guard thingLike[index] else { index += 1; continue }
            let start = index
            while index < tokens.count, thingLike[index] { index += 1 }
            runs.append(start..<index)
        }
        guard (1...Self.mostUnlistedRunsTried).contains(runs.count) else { return nil }
        for skill in skills {
            guard let unlisted = skill.typedUnlistedName else { continue }
            let intents = Set(skill.shortcuts.map(\.intent.identifier))
            let standIn = unlisted.standIn.split(separator: " ").map(String.init)
            for run in runs where run.count <= Self.longestUnlistedName {
                let replaced = Self.replacing(name: tokens[run].joined(separator: " "), with: unlisted.standIn, in: text)
                guard replaced != text, let match = routeTyped(replaced, reading: reading, compiled: compiled),
                      intents.contains(match.intent.identifier), match.intent.effect == .adds,
                      match.slots[unlisted.parameter] == standIn,
                      match.slots.keys.contains(where: { $0 != unlisted.parameter }) else { continue }
                var slots = match.slots
                slots[unlisted.parameter] = nil
                return RouteMatch(intentType: match.intentType, intent: match.intent, phrase: match.phrase, slots: slots,
                                  score: match.score, voiceShortcut: match.voiceShortcut)
            }
        }
        return nil
    }

    /// The most words a thing no value holds may have ("banana bread", "sweet potato fries").
    static let longestUnlistedName = 3
    /// The most runs of such words a sentence may have, each tried in turn.
    static let mostUnlistedRunsTried = 3
}
