extension SkillRegistry {
    /// A command said with "it" or "that" in one clause, about a thing a clause before it names:
    /// "the pizza timer, **pause it**", "no feeding alarm tonight, **cancel it**", "I
    /// don't need that alarm anymore, **cancel it**". The longest run of the naming clause's
    /// words put in the pronoun's place must make a phrase, read whole with known names only
    /// ("cancel the timer").
    ///
    /// Taken only when the command's clause denies nothing ("the timer, don't pause it"),
    /// every other clause reads as no command of its own ("start the feeding, no wait,
    /// cancel it" is no "cancel the feeding"), and, when a naming clause denies something
    /// ("no", "don't"), only for "cancel": a denial agrees with cancelling and with nothing
    /// else. All readings must reach one intent.
    static func commandOnThingNamedApart(_ clauses: [[String]], reading: TypedReading, compiled: CompiledCommands) -> RouteMatch? {
        guard clauses.count > 1, clauses.count <= 3 else { return nil }
        var found: [RouteMatch] = []
        for (index, clause) in clauses.enumerated() {
            guard clause.count <= longestPronounCommand, !clause.contains(where: denies),
                  let pronoun = clause.firstIndex(where: objectPronouns.contains) else { continue }
            guard clauses.indices.filter({ $0 != index }).allSatisfy({ reading.route(clauses[$0], with: compiled) == nil }) else { return nil }
            // The thing is named before "it": "scratch that, i don't want a fake call" takes back what was said before.
            let others = Array(clauses[..<index])
            let cancels = reading.readings(of: clause).contains { $0.contains("cancel") }
            for other in others where !other.isEmpty {
                if !cancels, other.contains(where: deniesOrDoubts) { continue }
                if let match = longestRun(of: other, inPlaceOf: pronoun, in: clause, reading: reading, compiled: compiled) {
                    found.append(match)
                }
            }
        }
        guard let first = found.first, found.allSatisfy({ $0.intent.identifier == first.intent.identifier }) else { return nil }
        return first
    }

    /// The command the longest run of `other` makes in place of `clause[pronoun]`, runs of one length agreeing.
    private static func longestRun(of other: [String], inPlaceOf pronoun: Int, in clause: [String],
                                   reading: TypedReading, compiled: CompiledCommands) -> RouteMatch? {
        for length in stride(from: other.count, through: 1, by: -1) {
            var matches: [RouteMatch] = []
            for start in 0...(other.count - length) {
                let run = other[start..<(start + length)]
                guard run.contains(where: { !CompiledCommands.linkingWords.contains($0) }),
                      !run.contains(where: deniesOrDoubts) else { continue }
                let sentence = Array(clause[..<pronoun]) + run + Array(clause[(pronoun + 1)...])
                if let match = reading.routeKnownNames(sentence, with: compiled) { matches.append(match) }
            }
            if let first = matches.first {
                return matches.allSatisfy({ $0.intent.identifier == first.intent.identifier }) ? first : nil
            }
        }
        return nil
    }

    /// Words that stand for a thing named elsewhere.
    static let objectPronouns: Set<String> = ["it", "that", "this", "them", "those"]
    /// The most words a clause saying a command with a pronoun may have ("please cancel that one for me").
    static let longestPronounCommand = 6

    /// A thing named after the word that stood for it, with "I mean": "when's the next one, the
    /// feeding I mean", "cancel it, the pizza timer I mean". The name takes the place of "one"
    /// (or of "it", "that", "them", with "the") in the clause before, which must then make a phrase.
    static func namedAfterward(_ clauses: [[String]], reading: TypedReading, compiled: CompiledCommands) -> RouteMatch? {
        guard clauses.count == 2, !clauses[0].contains(where: denies) else { return nil }
        var named = clauses[1]
        if named.starts(with: ["i", "mean"]) {
            named.removeFirst(2)
        } else if named.count > 2, named.suffix(2) == ["i", "mean"] {
            named.removeLast(2)
        } else {
            return nil
        }
        if named.first == "the" { named.removeFirst() }
        guard !named.isEmpty, named.count <= 4 else { return nil }
        var said = clauses[0]
        if let one = said.lastIndex(of: "one") {
            said.replaceSubrange(one...one, with: named)
        } else if let pronoun = said.lastIndex(where: ["it", "that", "them"].contains) {
            said.replaceSubrange(pronoun...pronoun, with: ["the"] + named)
        } else {
            return nil
        }
        return reading.route(said, with: compiled)
    }
}
