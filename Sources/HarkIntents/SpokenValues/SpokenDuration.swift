public import Foundation

/// A length of time said aloud ("twenty minutes", "an hour and a half",
/// "two hours and fifteen minutes", "half an hour", "a quarter of an hour",
/// "three days") or typed ("90 seconds", "5 min", "1h 30m", "2.5 hours").
///
/// Parts go from the largest unit to the smallest, each unit at most once, with
/// an optional "and" between them. A part with a fraction ("an hour and a half",
/// "one and a half hours") must be the last part. The total must be a whole
/// number of seconds greater than zero.
public struct SpokenDuration: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The length in whole seconds.
    public var seconds: Int

    /// Creates a duration from parts, e.g. `SpokenDuration(hours: 1, minutes: 30)` or `SpokenDuration(seconds: 90)`.
    public init(weeks: Int = 0, days: Int = 0, hours: Int = 0, minutes: Int = 0, seconds: Int = 0) {
        self.seconds = (((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + seconds
    }

    /// The length as a `TimeInterval`.
    public var timeInterval: TimeInterval { TimeInterval(seconds) }

    /// Reads a duration that uses every word; nil if the words are not exactly one duration.
    public static func parse(words: [String]) -> SpokenDuration? {
        DurationParser.durations(words, 0).first { $0.next == words.count }.map(\.value)
    }

    /// Why `words` are not a duration: a negative count ("-5 minutes", "minus five
    /// minutes"), a length too long to count, a number without a unit, or not a length of time at all.
    static func reason(refusing words: [String]) -> IntentDialog {
        let unsigned = words.compactMap { word -> String? in
            if word == "minus" || word == "negative" { return nil }
            return word.hasPrefix("-") ? String(word.dropFirst()) : word
        }
        if unsigned != words, parse(words: unsigned) != nil { return "A length of time can't be negative." }
        let counts = words.indices.flatMap { NumberParser.unsigned(words, $0) }
        if counts.contains(where: { $0.value >= 1e9 }) { return "Sorry, that's too long." }
        if let number = SpokenNumber.parse(words: words), number.value > 0 {
            return IntentDialog("Please say it with a unit, like \(number.spokenText) minutes.")
        }
        return "Sorry, that wasn't a length of time."
    }

    /// Lowercases and tokenizes `text` (see `SpokenWords.tokenize`), then parses it.
    public static func parse(_ text: String) -> SpokenDuration? {
        parse(words: SpokenWords.tokenize(text))
    }

    /// The duration in words and digits, e.g. "1 hour and 5 minutes".
    public var description: String { spokenText }
}
