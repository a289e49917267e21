extension CompiledCommands {
    /// Whether `talk`, said beside the command `words`, makes another intent's phrase: some
    /// way of saying a phrase of an intent other than `intent` needs a word of the talk and
    /// no word outside the talk and the command ("pause" beside "pizza timer a sec" makes
    /// "pause the pizza timer"). Such talk may be that other command, so the command beside it
    /// is not read alone. Words that no phrase of another intent needs with these ("i'd",
    /// "idea", "better") are talk.
    public func talkMakesAnotherCommand(_ talk: Set<String>, beside words: Set<String>, than intent: String) -> Bool {
        let all = talk.union(words)
        for form in allLooseForms.forms(within: all) where !form.needed.isDisjoint(with: talk) {
            if let owner = owners[form.phraseID], owner.intent.identifier != intent { return true }
        }
        return false
    }

    /// Whether `word` is a word of a name or option a slot knows ("dad", "pizza", "freezer"):
    /// talk around a command that names one may be a command about it ("can dad | call me in
    /// two minutes").
    public func namesSomething(_ word: String) -> Bool {
        slotNames.value { Self.nameWords(in: forms) }.contains(word)
    }

    /// Every word of the names and options the slots know, without linking words.
    static func nameWords(in forms: [String: SpokenForm]) -> Set<String> {
        var words: Set<String> = []
        for form in forms.values {
            switch form {
            case .names(let options), .options(let options):
                for option in options { words.formUnion(option.words.split(separator: " ").map(String.init)) }
            case .value:
                break
            }
        }
        return words.subtracting(linkingWords)
    }
}
