/// Grammar people use in typed text that no phrase needs to spell out, written plainly: the
/// last rewriting of ``TypedReading/readings(of:)``, tried only when every earlier one failed.
/// Each form is general English, not one skill's words, and the whole rewritten sentence must
/// still be read by a phrase:
/// - a dropped final g: "that feedin' alarm" → "that feeding alarm" (when a phrase has "feeding");
/// - the perfect for the past: "he's had 110 ml" → "he had 110 ml", "she's drunk" → "she drank";
/// - someone else who did it: "my husband fed her at midnight", "grandma put the milk in the
///   fridge" → "i fed her …", "i put …" (a person at the start, then a verb in the past);
/// - a pointing word for "the": "cancel that seven o'clock alarm", "we ate all them strawberries";
/// - "one" for the thing: "pause the five minute one" is read with "timer" and then "alarm" in
///   its place ("cancel the six thirty one");
/// - English as learners write it (``learnersForms(_:)``): "when baby eat last time".
extension TypedReading {
    /// The plain forms of `words` (see the type's notes), each a reading to try; `words` itself when
    /// none applies (``readings(of:)`` keeps each reading once).
    func plainForms(_ words: [String]) -> [[String]] {
        var plain = words.map { restoringFinalG($0) }
        plain = Self.pastForPerfect(plain)
        plain = Self.speakerForSomeoneElse(plain)
        plain = pointingWordsAsThe(plain)
        // Then English as learners write it: "when baby eat last time" (``learnersForms(_:)``).
        return ([plain] + Self.learnersForms(plain)).flatMap { form -> [[String]] in
            guard let one = Self.pronounOne(in: form) else { return [form] }
            return ["timer", "alarm"].map { noun in
                var named = form
                named[one] = noun
                return named
            }
        }
    }

    /// "feedin" (the tokenizer drops the apostrophe of "feedin'") as "feeding" when a phrase has that word.
    private func restoringFinalG(_ word: String) -> String {
        guard word.count > 4, word.hasSuffix("in"), !vocabulary.contains(word), vocabulary.contains(word + "g") else { return word }
        return word + "g"
    }

    /// The past in place of the perfect: "he's had" → "he had", "she has drunk" → "she drank".
    static func pastForPerfect(_ words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if index + 1 < words.count, let past = participles[words[index + 1]] {
                if let subject = perfectSubjects[word] {
                    result += [subject, past]
                    index += 2
                    continue
                }
                if (word == "has" || word == "have"), index > 0 {
                    result.append(past)
                    index += 2
                    continue
                }
            }
            result.append(word)
            index += 1
        }
        return result
    }

    /// A subject contracted with "has" or "have" → the subject alone.
    static let perfectSubjects: [String: String] = [
        "he's": "he", "she's": "she", "i've": "i", "we've": "we", "they've": "they", "you've": "you",
    ]

    /// A participle → the past that phrases say.
    static let participles: [String: String] = [
        "had": "had", "drunk": "drank", "drank": "drank", "eaten": "ate", "fed": "fed", "finished": "finished",
        "taken": "took", "used": "used", "thrown": "threw", "put": "put", "moved": "moved", "bought": "bought",
        "got": "got", "gotten": "got", "nursed": "nursed", "downed": "drank",
    ]

    /// "my husband fed her at midnight" → "i fed her at midnight": the person who did it is not
    /// what the log keeps. Only a person named first, right before a verb in the past.
    static func speakerForSomeoneElse(_ words: [String]) -> [String] {
        var start = 0
        if let first = words.first, ["my", "his", "her", "our", "the", "their"].contains(first) { start = 1 }
        guard start < words.count, otherPeople.contains(words[start]) else { return words }
        let verb = start + 1
        guard verb < words.count, pastVerbs.contains(words[verb]) || (words[verb].hasSuffix("ed") && words[verb].count > 4)
        else { return words }
        return ["i"] + words[verb...]
    }

    /// People other than the speaker who feed the baby or put the shopping away.
    static let otherPeople: Set<String> = [
        "husband", "wife", "partner", "hubby", "boyfriend", "girlfriend", "mom", "mum", "mommy", "mummy", "dad", "daddy",
        "grandma", "grandpa", "granny", "gran", "grandad", "granddad", "nana", "nan", "nanna", "grandmother",
        "grandfather", "nanny", "babysitter", "sitter", "au", "auntie", "aunt", "aunty", "uncle", "sister", "brother",
        "mother", "father", "mama", "papa", "someone", "somebody",
    ]

    /// A note written without its subject ("drank five ounces", "fed at midnight", "ate the
    /// last yogurt"), read with "i" and then "she" before it. Only for a whole sentence or a
    /// clause of one, never a stretch inside talk: "the dog ate at three" is no feeding.
    /// A note of what is being done, without "i'm", reads with it: "starting a breastfeed",
    /// "moving the ham into the freezer".
    public func routeNote(_ words: [String], with compiled: CompiledCommands) -> RouteMatch? {
        guard words.count >= 2, let first = words.first else { return nil }
        if Self.pastVerbs.contains(first) || Self.participles[first] == first {
            return route(["i"] + words, with: compiled) ?? route(["she"] + words, with: compiled)
        }
        if first.count > 5, first.hasSuffix("ing"), vocabulary.contains(first) {
            return route(["i'm"] + words, with: compiled)
        }
        return nil
    }

    /// Irregular verbs in the past that skills' phrases use.
    static let pastVerbs: Set<String> = [
        "fed", "gave", "put", "ate", "drank", "had", "took", "got", "made", "threw", "bought", "froze", "brought", "finished",
    ]

    /// "that" / "this" / "those" / "these" / "them" before a word a phrase has, read as "the":
    /// not at the end, where "cancel that" points at what was said.
    private func pointingWordsAsThe(_ words: [String]) -> [String] {
        words.indices.map { index in
            let word = words[index]
            guard Self.pointingWords.contains(word), index + 1 < words.count else { return word }
            let next = words[index + 1]
            // A word a paraphrase replaces counts: "what all's in that icebox" is the fridge.
            guard vocabulary.contains(next) || replaced.contains(next) || next.first?.isNumber == true,
                  !CompiledCommands.linkingWords.contains(next), !CompiledCommands.helpingVerbs.contains(next),
                  !Self.pointingWords.contains(next)
            else { return word }
            return "the"
        }
    }

    /// Words before "one" that point at a place in a list.
    static let ordinalsBeforeOne: Set<String> = [
        "next", "last", "other", "first", "second", "third", "same", "new", "right", "wrong", "only", "previous", "latest",
    ]

    /// Words that point at a thing.
    static let pointingWords: Set<String> = ["that", "this", "those", "these", "them"]

    /// The index of "one" standing for a timer or an alarm ("the five minute one", "the pizza
    /// one"): after "the" and at least one word, at the end or before a linking word.
    static func pronounOne(in words: [String]) -> Int? {
        guard let index = words.lastIndex(of: "one"), index >= 2 else { return nil }
        guard index + 1 == words.count || CompiledCommands.linkingWords.contains(words[index + 1]) else { return nil }
        guard let the = words[..<index].lastIndex(where: { ["the", "my", "that", "this"].contains($0) }), index - the >= 2 else { return nil }
        // "the next one", "the other one" point at a list, not at a timer by its value or name.
        guard !Self.ordinalsBeforeOne.contains(words[index - 1]) else { return nil }
        return index
    }
}
