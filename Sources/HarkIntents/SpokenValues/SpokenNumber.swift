/// A number said aloud ("two hundred and fifty", "two and a half", "minus five",
/// "zero point seven five", "a dozen") or typed ("120", "2.5", "1,200", "-5").
///
/// Spoken cardinals run from zero to 999,999 ("one thousand two hundred",
/// "twelve hundred", "a hundred and five thousand"). Fractions are halves and
/// quarters ("a half", "three quarters", "one and a quarter") or decimals said
/// digit by digit after "point" ("two point oh five").
public struct SpokenNumber: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The number.
    public var value: Double

    /// Creates a number.
    public init(_ value: Double) {
        self.value = value
    }

    /// The number as an `Int` when it is a whole number (and fits), else nil.
    public var intValue: Int? {
        guard value == value.rounded(), abs(value) < 9.0e15 else { return nil }
        return Int(value)
    }

    /// Reads a number that uses every word; nil if the words are not exactly one number.
    public static func parse(words: [String]) -> SpokenNumber? {
        NumberParser.signed(words, 0).first { $0.next == words.count }.map { SpokenNumber($0.value) }
    }

    /// Lowercases and tokenizes `text` (see `SpokenWords.tokenize`), then parses it.
    public static func parse(_ text: String) -> SpokenNumber? {
        parse(words: SpokenWords.tokenize(text))
    }

    /// The number in digits ("120", "2.5", "-5").
    public var description: String { spokenText }
}
