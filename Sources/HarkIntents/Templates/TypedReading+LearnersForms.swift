/// English as people learning it write it, written as a phrase says it: part of
/// ``TypedReading/plainForms(_:)``, the last rewriting of a typed sentence. Each form is
/// grammar, not one skill's words, and the rewritten sentence must still be read whole by a phrase:
/// - a question without its helping verb: "when baby eat last time" → "when did the baby eat
///   last time" (and "… does …"), "how i use the feeding thing" → "how do i use …";
/// - a question without its word order: "where i must keep the eggs" → "where must i keep the
///   eggs" (and "should", which phrases say);
/// - the verb left in its plain form for the past: "baby drink 80 ml milk" → "the baby drank 80
///   ml milk", "how much time is passed since the baby eat" → "… has passed since the baby ate";
/// - "is finish" for "is finished", "the last time" for "last" at the end.
extension TypedReading {
    /// The forms of `words` a learner's sentence is read as, the closest first; empty when none applies.
    static func learnersForms(_ words: [String]) -> [[String]] {
        var plain = fixedPhrases(words)
        plain = babyAsSubject(plain)
        var forms: [[String]] = []
        if let since = plain.firstIndex(of: "since"), let subject = subjectRange(in: Array(plain[(since + 1)...])),
           let past = bareVerbPast[plain[since + 1 + subject.upperBound]] {
            // "how long since the baby eat": the plain form for the past after "since".
            var said = plain
            said[since + 1 + subject.upperBound] = past
            forms.append(said)
        } else if let subject = subjectRange(in: plain) {
            let before = plain[..<subject.lowerBound]
            let verbIndex = subject.upperBound
            let verb = plain[verbIndex]
            let asks = !before.isEmpty && before.allSatisfy(questionPhraseWords.contains)
            let third = !["i", "we", "you", "they"].contains(plain[subject.upperBound - 1])
            if let past = bareVerbPast[verb] {
                if asks {
                    // "when baby eat last time": asked without its helping verb.
                    for helper in ["did", third ? "does" : "do"] {
                        forms.append(Array(before) + [helper] + plain[subject.lowerBound...])
                    }
                } else if before.isEmpty {
                    // "baby drink 80 ml milk": the plain form for the past ("since" is read above).
                    var said = plain
                    said[verbIndex] = past
                    forms.append(said)
                }
            } else if asks, modals.contains(verb) {
                // "where i must keep the eggs": the helping verb after its subject.
                let rest = plain[(verbIndex + 1)...]
                for helper in verb == "must" ? ["must", "should"] : [verb] {
                    forms.append(Array(before) + [helper] + plain[subject] + rest)
                }
            } else if asks, ["have", "has"].contains(verb), verbIndex + 1 < plain.count, plain[verbIndex + 1] == "to" {
                // "when the baby have to eat again": asked without "does", and "need to", which phrases say.
                let rest = plain[(verbIndex + 2)...]
                forms.append(Array(before) + [third ? "does" : "do"] + plain[subject] + ["need", "to"] + rest)
            }
        }
        if forms.isEmpty, plain != words { forms.append(plain) }
        return forms
    }

    /// Words whose fixed form a learner gets wrong, in place: "is finish" → "is finished",
    /// "is passed" → "has passed", "the last time" at the end → "last".
    static func fixedPhrases(_ words: [String]) -> [String] {
        var result = words
        for index in result.indices.dropLast() where result[index] == "is" || result[index] == "are" {
            if result[index + 1] == "finish" { result[index + 1] = "finished" }
            if result[index + 1] == "passed" { result[index] = "has" }
        }
        // "when did she eat the last time" → "… eat last".
        if result.count > 4, result.suffix(3) == ["the", "last", "time"] {
            result.removeLast(3)
            result.append("last")
        } else if result.count > 4, result.suffix(2) == ["last", "time"] {
            result.removeLast(1)
        }
        return result
    }

    /// "baby" said as a subject without "the", read with it: at the start of the sentence or
    /// after the words of a question ("when baby eat"), before a verb.
    static func babyAsSubject(_ words: [String]) -> [String] {
        guard let index = words.firstIndex(of: "baby"), index + 1 < words.count else { return words }
        let before = words[..<index]
        guard before.allSatisfy({ questionPhraseWords.contains($0) || $0 == "since" }) else { return words }
        let next = words[index + 1]
        guard bareVerbPast[next] != nil || modals.contains(next) || ["have", "has"].contains(next) || TypedReading.pastVerbs.contains(next)
        else { return words }
        return Array(before) + ["the", "baby"] + words[(index)...].dropFirst()
    }

    /// Where the subject stands ("i", "she", "the baby", "my son"), when only the words of a
    /// question or "since" come before it and a verb follows it.
    static func subjectRange(in words: [String]) -> Range<Int>? {
        for index in words.indices {
            let word = words[index]
            if pronounSubjects.contains(word) {
                return index + 1 < words.count ? index..<(index + 1) : nil
            }
            if ["the", "my", "our"].contains(word), index + 2 < words.count, babyNouns.contains(words[index + 1]) {
                return index..<(index + 2)
            }
            guard questionPhraseWords.contains(word) else { return nil }
        }
        return nil
    }

    /// Pronouns that can open a clause as its subject.
    static let pronounSubjects: Set<String> = ["i", "we", "you", "she", "he", "they"]

    /// Nouns for the baby after "the" or "my".
    static let babyNouns: Set<String> = ["baby", "son", "daughter", "boy", "girl", "little", "kid", "child", "infant", "newborn"]

    /// Words that open a question before its subject: "when", "what time", "how long ago", "how many minutes".
    static let questionPhraseWords: Set<String> = [
        "when", "what", "where", "how", "which", "why", "time", "long", "ago", "much", "many", "minutes", "hours", "often",
    ]

    /// Helping verbs that go before the subject in a question.
    static let modals: Set<String> = ["can", "could", "must", "should", "will", "would", "may", "shall"]

    /// The plain form of a verb → its past.
    static let bareVerbPast: [String: String] = [
        "eat": "ate", "drink": "drank", "feed": "fed", "finish": "finished", "give": "gave", "nurse": "nursed",
        "take": "took", "start": "started", "use": "used", "buy": "bought", "throw": "threw", "keep": "kept",
        "cook": "cooked", "make": "made", "say": "said", "set": "set", "wake": "woke", "get": "got",
    ]
}
