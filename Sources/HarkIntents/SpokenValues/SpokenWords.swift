/// The word tables and the tokenizer shared by the spoken-value parsers
/// (`SpokenNumber`, `SpokenDuration`, `TimeOfDay`, `RelativeDay`) and by
/// `ValueGrammar`, so a word the grammar emits is a word the parser reads.
public enum SpokenWords {
    /// Splits text into the lowercase words the parsers read.
    ///
    /// `’` reads as `'`, hyphens become spaces ("twenty-one"), typed numbers stay whole ("1,200",
    /// "2.5", "7:30", "-5", "1/2"; ``spellingNumbers(_:)`` says them as words), digits and letters are split apart ("7pm" → "7", "pm";
    /// "5min" → "5", "min"), "a.m."/"p.m." (with or without the last dot) stay one
    /// word, and surrounding punctuation is dropped. Invisible format characters (zero-width
    /// joiners, bidirectional marks, byte-order marks, soft hyphens) are removed first: they
    /// would otherwise cling to a letter and make "mom" another word.
    public static func tokenize(_ text: String) -> [String] {
        // A word of plain lowercase letters, as phrases and the recognizer give them, is its
        // own token: checking the registry's phrases against each other tokenizes millions.
        if !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) { return [text] }
        var words: [String] = []
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: text.unicodeScalars.lazy.filter { $0.properties.generalCategory != .format })
        let lowered = String(String(visible).lowercased().map { $0 == "\u{2019}" ? "'" : $0 })
        for chunk in lowered.split(whereSeparator: { $0.isWhitespace }) {
            words += tokenizeChunk(Array(chunk))
        }
        return words
    }

    private static func tokenizeChunk(_ chars: [Character]) -> [String] {
        var words: [String] = []
        var index = 0
        while index < chars.count {
            let char = chars[index]
            let startsNumber = char.isASCIIDigit
                || (char == "-" && index + 1 < chars.count && chars[index + 1].isASCIIDigit
                    && (index == 0 || !chars[index - 1].isLetter))
                || (char == "." && index + 1 < chars.count && chars[index + 1].isASCIIDigit)
            if startsNumber {
                var end = index + 1
                while end < chars.count, chars[end].isASCIIDigit || ".,:".contains(chars[end])
                    || (chars[end] == "/" && end + 1 < chars.count && chars[end + 1].isASCIIDigit) { end += 1 }
                var token = String(chars[index..<end])
                while let last = token.last, ".,:".contains(last) { token.removeLast() }
                words.append(token)
                index = end
            } else if char.isLetter || char == "'" {
                var end = index + 1
                while end < chars.count, chars[end].isLetter || chars[end] == "'" || chars[end] == "." { end += 1 }
                var token = String(chars[index..<end])
                if token == "a.m" || token == "p.m" { token += "." }
                if token != "a.m." && token != "p.m." {
                    while let last = token.last, last == "." || last == "'" { token.removeLast() }
                    token = String(token.drop(while: { $0 == "'" }))  // one cut: removeFirst in a loop is quadratic
                }
                let parts = token.split(separator: ".").map(String.init)
                words += (token == "a.m." || token == "p.m.") ? [token] : parts
                index = end
            } else {
                index += 1  // punctuation and hyphens separate words
            }
        }
        return words.filter { !$0.isEmpty }
    }

    // MARK: Word tables

    /// "one" … "nine" with their values.
    static let digits = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    /// "ten" … "nineteen"; index + 10 is the value.
    static let teens = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
                        "sixteen", "seventeen", "eighteen", "nineteen"]
    /// "twenty" … "ninety"; (index + 2) × 10 is the value.
    static let tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    /// Weekday names, index + 1 is the `Calendar` weekday (1 = Sunday).
    static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    /// The value of "one" … "nine".
    static func digit(_ word: String) -> Int? {
        digits.firstIndex(of: word).map { $0 + 1 }
    }

    /// The value of "ten" … "nineteen".
    static func teen(_ word: String) -> Int? {
        teens.firstIndex(of: word).map { $0 + 10 }
    }

    /// The value of "twenty" … "ninety".
    static func ten(_ word: String) -> Int? {
        tens.firstIndex(of: word).map { ($0 + 2) * 10 }
    }

    /// The value of a plain typed integer ("7", "120", "1,200"); no sign, no fraction,
    /// nil when it is too big for an `Int` ("99999999999999999999").
    static func typedInteger(_ word: String) -> Int? {
        guard let value = typedNumber(word), value >= 0, !word.contains(".") else { return nil }
        return Int(exactly: value)
    }

    /// The value of a typed number: "120", "-5", "2.5", ".5", "1,200", "1,200.5".
    static func typedNumber(_ word: String) -> Double? {
        var body = Substring(word)
        if body.first == "-" { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, !body.isEmpty, body != "." else { return nil }
        let whole = parts[0]
        if parts.count == 2 {
            guard !parts[1].isEmpty, parts[1].allSatisfy(\.isASCIIDigit) else { return nil }
        }
        if whole.contains(",") {
            let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
            guard (1...3).contains(groups[0].count),
                  groups.dropFirst().allSatisfy({ $0.count == 3 }),
                  groups.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        } else {
            guard whole.allSatisfy(\.isASCIIDigit) else { return nil }
        }
        return Double(word.filter { $0 != "," })
    }
}

/// A value read from the words starting at some index, and the index of the first word it did not use.
struct Partial<Value> {
    /// What the words meant.
    var value: Value
    /// The index just past the last word used.
    var next: Int
}

extension Array where Element == String {
    /// The word at `index`, or nil past the end.
    func word(at index: Int) -> String? {
        indices.contains(index) ? self[index] : nil
    }
}

extension Character {
    /// Whether this is "0" … "9".
    var isASCIIDigit: Bool { isASCII && isNumber }
}
