import HarkIntents

/// The words a parent uses for the baby, as template groups: "the baby", "she", "he",
/// and the baby's name from the config when there is one. Every feeding phrase is
/// built from these, so a name is heard wherever "the baby" is.
struct FeedingPhrases: Sendable {
    /// The baby's name as template words ("emma"), or nil.
    let name: String?

    /// The baby's name as lowercase words, or nil when it is unset or has no word in it.
    init(babyName: String?) {
        let words = babyName.map { (try? TemplateParser.words(in: $0)) ?? [] } ?? []
        let joined = words.joined(separator: " ")
        name = words.isEmpty || FeedingSkill.babyWords.contains(joined) ? nil : joined
    }

    private func group(_ words: [String], names: (String) -> [String]) -> String {
        "(" + (words + (name.map(names) ?? [])).joined(separator: " | ") + ")"
    }

    /// Who does something: "the baby", "baby", "she", "he", "emma".
    var subject: String { group(["the baby", "baby", "she", "he"]) { [$0] } }
    /// Who is fed: "the baby", "baby", "her", "him", "emma".
    var object: String { group(["the baby", "baby", "her", "him"]) { [$0] } }
    /// "X is": "the baby is", "the baby's", "she's", "he is", "emma is", "emma's".
    var subjectIs: String {
        group(["the baby is", "the baby's", "baby is", "she is", "she's", "he is", "he's"]) { ["\($0) is", "\($0)'s"] }
    }
    /// Either way round, for "when was she last fed" and "when was her last fed" alike.
    var anyone: String { group(["the baby", "baby", "she", "he", "her", "him"]) { [$0] } }
    /// "X has" contracted: "she's", "he's", "the baby's", "emma's".
    var subjectHas: String { group(["the baby's", "she's", "he's"]) { ["\($0)'s"] } }
    /// The baby by noun or name, no pronoun: "feed him" alone was heard in "hey computer".
    var named: String { group(["the baby", "baby"]) { [$0] } }
    /// "X is" without "he": the shortest finish ("she's done") must not sound like "hey computer".
    var subjectIsNotHe: String {
        group(["the baby is", "the baby's", "baby is", "she is", "she's"]) { ["\($0) is", "\($0)'s"] }
    }
    /// Whose: "the baby's", "her", "his", "emma's".
    var possessive: String { group(["the baby's", "her", "his"]) { ["\($0)'s"] } }
}
