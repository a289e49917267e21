extension SkillRegistry {
    /// Words people say in place of some of the phrases' words, for the command language
    /// model (HarkSpeech's `FreeReadingWords`): phrase words → what may be said instead.
    ///
    /// A skill's typed synonyms of two or more words are said too ("the little one" for "the
    /// baby", "for tea" for "for dinner"), when what they stand for is words (no digits or
    /// marks); and where a skill lets a typed name stand for words (``Skill/typedNameStandsFor``,
    /// "the baby" when no baby's name is set), a common given name (``GivenNames``) may be said
    /// there, and its "'s" for their "'s". A name no phrase uses as a word is taken only: "max"
    /// is kept out when a phrase says "max". The typed reading then reads what was heard
    /// ("when was milo's last bottle") as it reads typed text.
    public var spokenStandIns: [String: [String]] {
        let skills = self.skills
        let phraseWords = Set(skills.flatMap { skill in skill.shortcuts.flatMap { $0.phrases.flatMap(Self.templateWords) } })
        var standIns: [String: [String]] = [:]
        for skill in skills {
            for (written, words) in skill.typedSynonyms where words.split(separator: " ").count >= 2 && Self.isSaid(written) {
                standIns[words, default: []].append(written)
            }
            guard let standsFor = skill.typedNameStandsFor else { continue }
            let names = GivenNames.common.filter { !phraseWords.contains($0) }
            standIns[standsFor, default: []] += names
            standIns[standsFor + "'s", default: []] += names.map { $0 + "'s" }
        }
        return standIns.mapValues { Array(Set($0)).sorted() }
    }

    /// Whether `text` is words a person says: letters, "'" and spaces only.
    static func isSaid(_ text: String) -> Bool {
        text.allSatisfy { $0.isLetter || $0 == "'" || $0 == " " } && text.contains(where: \.isLetter)
    }

    /// The lower-case words a phrase template spells out (its slots and marks left out).
    static func templateWords(_ template: String) -> [String] {
        template.lowercased().split(whereSeparator: { !($0.isLetter || $0 == "'") }).map(String.init)
    }
}
