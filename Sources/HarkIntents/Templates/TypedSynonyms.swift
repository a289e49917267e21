/// Words typed text writes where speech would say others: "5 min", "tmrw", "whats",
/// British "millilitres", a skill's own ("bub" for "baby"). Typed text that no phrase
/// reads as written is read again with these replaced (see ``SkillRegistry/routeTyped(_:)``);
/// the speech grammar never holds them.
public struct TypedSynonyms: Sendable {
    /// Written form → the words phrases use, as lowercase words.
    let table: [[String]: [String]]
    /// The most words one written form has.
    let longest: Int

    /// Abbreviations and spellings anyone may type.
    public static let standardDefinitions: [String: String] = [
        "min": "minutes", "mins": "minutes", "sec": "second", "secs": "seconds", "hr": "hour", "hrs": "hours",
        "millilitre": "milliliter", "millilitres": "milliliters", "litre": "liter", "litres": "liters",
        "whats": "what's", "hows": "how's", "wheres": "where's", "thats": "that's", "im": "i'm", "ive": "i've",
        "dont": "don't", "didnt": "didn't", "cant": "can't", "tmrw": "tomorrow", "tmr": "tomorrow", "tomoz": "tomorrow",
        "tonite": "tonight", "u": "you", "ur": "your",
    ]

    /// The standard synonyms and `definitions` (written form → replacement); a later definition wins.
    public init(_ definitions: [String: String] = [:]) {
        var table: [[String]: [String]] = [:]
        for (written, replacement) in Self.standardDefinitions.merging(definitions, uniquingKeysWith: { _, new in new }) {
            let from = SpokenWords.tokenize(written)
            guard !from.isEmpty else { continue }
            table[from] = SpokenWords.tokenize(replacement)
        }
        self.table = table
        self.longest = table.keys.map(\.count).max() ?? 0
    }

    /// `words` with every written form replaced, longest first, left to right.
    public func applied(to words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        outer: while index < words.count {
            for length in stride(from: min(longest, words.count - index), through: 1, by: -1) {
                if let replacement = table[Array(words[index..<index + length])] {
                    result += replacement
                    index += length
                    continue outer
                }
            }
            result.append(words[index])
            index += 1
        }
        return result
    }
}
