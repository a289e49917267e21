/// The kinds of spoken value Hark can read, each with a parser and a speech grammar
/// (`ValueGrammar.rules(for:)`) that accept the same spoken forms.
public enum ValueKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Any number: "two and a half", "minus five", "zero point seven five" (`SpokenNumber`).
    case number
    /// A whole number: "twelve hundred", "minus five" (`SpokenNumber` with an `intValue`).
    case integer
    /// A length of time: "an hour and a half" (`SpokenDuration`).
    case duration
    /// A time of day: "quarter past six" (`TimeOfDay`).
    case timeOfDay
    /// A day relative to today: "next friday" (`RelativeDay`).
    case relativeDay

    /// Reads a value of this kind that uses every word; nil if the words are not exactly one.
    public func parse(words: [String]) -> SpokenValue? {
        switch self {
        case .number: return SpokenNumber.parse(words: words).map(SpokenValue.number)
        case .integer:
            guard let number = SpokenNumber.parse(words: words), number.intValue != nil else { return nil }
            return .number(number)
        case .duration: return SpokenDuration.parse(words: words).map(SpokenValue.duration)
        case .timeOfDay: return TimeOfDay.parse(words: words).map(SpokenValue.timeOfDay)
        case .relativeDay: return RelativeDay.parse(words: words).map(SpokenValue.relativeDay)
        }
    }

    /// Lowercases and tokenizes `text` (see `SpokenWords.tokenize`), then parses it.
    public func parse(_ text: String) -> SpokenValue? {
        parse(words: SpokenWords.tokenize(text))
    }
}

extension ValueKind {
    /// The kind a built-in parameter type is read as, by its `typeName` ("duration" → `.duration`).
    init?(typeName: String) {
        switch typeName {
        case "integer": self = .integer
        case "number": self = .number
        case "duration": self = .duration
        case "time": self = .timeOfDay
        case "day": self = .relativeDay
        default: return nil
        }
    }
}
