import Foundation

extension SkillRegistry {
    /// Typed text with a person's name read as the words a skill lets a name stand for
    /// (``Skill/typedNameStandsFor``): "leo finished his bottle" is "the baby finished his
    /// bottle" when the feeding log knows no baby's name. Tried when nothing else reads
    /// the text. The sentence may hold one or two name-like words no phrase knows (letters
    /// only, perhaps with "'s"), each tried in turn, and the reading with the stand-in must
    /// reach one of that skill's intents: "ask sam to set a timer" does nothing.
    ///
    /// A name takes no article, so a word after "the", "a", "my" is a thing ("feed the dog"),
    /// and a word ending in "s" counts only when written with a capital ("James", not
    /// "breastfeeding magazines").
    func routeNamingSomeone(_ text: String, reading: TypedReading, compiled: CompiledCommands) -> RouteMatch? {
        let tokens = SpokenWords.tokenize(text)
        var names: [String] = []
        for (index, token) in tokens.enumerated() {
            guard let name = Self.nameLike(token, reading), !names.contains(name) else { continue }
            // A name takes no article; a word after one is a thing ("feed the dog").
            guard index == 0 || !Self.determiners.contains(tokens[index - 1]),
                  !name.hasSuffix("s") || text.contains(name.prefix(1).uppercased() + name.dropFirst()) else { continue }
            names.append(name)
        }
        // A sentence of several words no phrase knows is about something else.
        guard (1...Self.mostNamesTried).contains(names.count) else { return nil }
        for skill in skills {
            guard let standIn = skill.typedNameStandsFor else { continue }
            let intents = Set(skill.shortcuts.map(\.intent.identifier))
            for name in names {
                let replaced = Self.replacing(name: name, with: standIn, in: text)
                if let match = routeTyped(replaced, reading: reading, compiled: compiled), intents.contains(match.intent.identifier) {
                    return match
                }
            }
        }
        return nil
    }

    /// The most name-like words of a sentence tried in turn (a unit such as "ml" may be one).
    static let mostNamesTried = 2

    /// The name `token` is ("mia" for "mia's"), when it is one: letters only, two or more,
    /// and no phrase, slot, filler or typed spelling knows it.
    static func nameLike(_ token: String, _ reading: TypedReading) -> String? {
        let name = token.hasSuffix("'s") ? String(token.dropLast(2)) : token
        guard name.count >= 2, name.allSatisfy({ $0.isLetter }), isUnknown(token, reading), isUnknown(name, reading) else { return nil }
        return name
    }

    /// `text` with every `name` (any case, perhaps with "'s") written as `words` ("the baby", "the baby's").
    static func replacing(name: String, with words: String, in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: name, options: [.caseInsensitive]) {
            let before = range.lowerBound == rest.startIndex ? nil : rest[rest.index(before: range.lowerBound)]
            let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
            result += rest[..<range.lowerBound]
            // A whole word only: "mia" in "mia's", not in "miami".
            if before.map({ $0.isLetter }) == true || after.map({ $0.isLetter }) == true {
                result += rest[range]
            } else {
                result += words
            }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
