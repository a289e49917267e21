/// Typed numbers said as words, so typed text reaches the same phrases and values as
/// speech: "5" → "five", "1,200" → "one thousand two hundred",
/// "1/2" → "one half", "2 1/2" → "two and a half", "6:30" → "six thirty", "7:05" → "seven oh five",
/// "-5" → "minus five".
extension SpokenWords {
    /// The words after ``tokenize(_:)`` with every typed number the value parsers read as
    /// words written as those words. What has no spoken form here is kept as typed (a
    /// 24-hour "19:30" or "1930", decimals "3.5", numbers of a million or more, "1/3"), for the parsers to read.
    public static func spellingNumbers(_ words: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(words.count)
        for (index, word) in words.enumerated() {
            guard let first = word.unicodeScalars.first, first == "-" || first == "." || ("0"..."9").contains(first) else {
                // "90 ml", "5 min": a unit written short after a typed number is said in full.
                if index > 0, let unit = unitWords[word], typedNumber(words[index - 1]) != nil {
                    result.append(unit)
                } else {
                    result.append(word)
                }
                continue
            }
            if let fraction = fractionWords(word) {
                // "2 1/2": the whole number before it is already spelled out.
                if index > 0, typedInteger(words[index - 1]) != nil, let part = fractionPartWords[word] {
                    result += ["and"] + part
                } else {
                    result += fraction
                }
            } else if let clock = clockWords(word) {
                result += clock
            } else if twentyFourHourClock(word) != nil {
                result.append(word)  // "0630", "1800": the time parser reads it; a number parser still can
            } else if let clock = threeDigitClock(word), saysATime(before: index, in: words) {
                // "alarm 630", "wake me up at 545": a clock time typed without its colon.
                result += clockWords("\(clock.hour):\(clock.minute < 10 ? "0" : "")\(clock.minute)") ?? [word]
            } else if let number = numberWords(word) {
                result += number
            } else {
                result.append(word)
            }
        }
        return result
    }

    /// Units written short after a number, as said: "90 ml" is "ninety milliliters".
    static let unitWords: [String: String] = [
        "ml": "milliliters", "mls": "milliliters", "oz": "ounces", "ozs": "ounces",
        "min": "minutes", "mins": "minutes", "m": "minutes", "hr": "hours", "hrs": "hours", "h": "hours",
        "sec": "seconds", "secs": "seconds", "s": "seconds",
    ]

    /// "1/2" → "one half"; nil for fractions the parsers do not read.
    static func fractionWords(_ word: String) -> [String]? {
        switch word {
        case "1/2": ["one", "half"]
        case "1/4": ["one", "quarter"]
        case "3/4": ["three", "quarters"]
        default: nil
        }
    }

    /// A fraction after a whole number: "2 1/2" is "two and a half".
    static let fractionPartWords: [String: [String]] = [
        "1/2": ["a", "half"], "1/4": ["a", "quarter"], "3/4": ["three", "quarters"],
    ]

    /// "6:30" → "six thirty", "7:00" → "seven o'clock", "7:05" → "seven oh five"; hours 1–12 only.
    static func clockWords(_ word: String) -> [String]? {
        let parts = word.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, (1...2).contains(parts[0].count),
              let hour = Int(parts[0]), let minute = Int(parts[1]),
              parts[0].allSatisfy(\.isASCIIDigit), parts[1].allSatisfy(\.isASCIIDigit),
              (1...12).contains(hour), (0...59).contains(minute), !parts[0].hasPrefix("0") else { return nil }
        let hourWords = cardinalWords(hour)
        if minute == 0 { return hourWords + ["o'clock"] }
        if minute < 10 { return hourWords + ["oh"] + cardinalWords(minute) }
        return hourWords + cardinalWords(minute)
    }

    /// The hour and minute of a 24-hour time written as four digits without a colon, as
    /// people type them ("0630", "1800", "2145"): hours 00–23, minutes 00–59; nil otherwise.
    static func twentyFourHourClock(_ word: String) -> (hour: Int, minute: Int)? {
        guard word.utf8.count == 4, word.allSatisfy(\.isASCIIDigit),
              let hour = Int(word.prefix(2)), let minute = Int(word.suffix(2)), hour < 24, minute < 60 else { return nil }
        return (hour, minute)
    }

    /// The hour and minute of a 12-hour time typed as three digits without a colon ("630",
    /// "715", "1045" is four): hour 1–9, minutes 00–59; nil otherwise.
    static func threeDigitClock(_ word: String) -> (hour: Int, minute: Int)? {
        guard word.utf8.count == 3, word.allSatisfy(\.isASCIIDigit), let hour = Int(word.prefix(1)),
              let minute = Int(word.suffix(2)), (1...9).contains(hour), minute < 60 else { return nil }
        return (hour, minute)
    }

    /// Whether the word at `index` follows a word that asks for a time of day ("at", "alarm",
    /// "alarm for"), and no unit follows it: "alarm 630" is a time, "drank 120" and "for 130 ml" are amounts.
    static func saysATime(before index: Int, in words: [String]) -> Bool {
        guard index > 0, index + 1 == words.count || !amountUnits.contains(words[index + 1]) else { return false }
        let previous = words[index - 1]
        if previous == "at" || previous == "alarm" { return true }
        return previous == "for" && index > 1 && (words[index - 2] == "alarm" || words[index - 2] == "alarms")
    }

    /// Units said after a number that make it no time of day: those written short
    /// (``unitWords``, short and in full) and a few more.
    static let amountUnits: Set<String> = Set(unitWords.keys).union(unitWords.values).union([
        "minute", "hour", "second", "ounce", "mils", "grams", "g", "kg", "days", "weeks", "percent",
    ])

    /// "5" → "five", "1,200" → "one thousand two hundred", "-5" → "minus five"; nil for
    /// decimals ("2.5", which the parsers read as typed), past 999,999, or when not a number.
    static func numberWords(_ word: String) -> [String]? {
        var body = Substring(word)
        var sign: [String] = []
        if body.first == "-" {
            body = body.dropFirst()
            sign = ["minus"]
        }
        // A typed decimal stays typed: every number parser reads it, while "point" is no word of
        // a whole-number slot, which could then not say "please say a whole number".
        guard typedNumber(String(body)) != nil, !body.contains(".") else { return nil }
        let whole = body.filter { $0 != "," }
        guard whole.count <= 6, let value = Int(whole) else { return nil }
        return sign + cardinalWords(value)
    }

    /// 0 … 999,999 in words, without "and": 125 → "one hundred twenty five".
    static func cardinalWords(_ value: Int) -> [String] {
        if value == 0 { return ["zero"] }
        var words: [String] = []
        if value >= 1000 {
            words += cardinalWords(value / 1000) + ["thousand"]
            if value % 1000 == 0 { return words }
        }
        let rest = value % 1000
        if rest >= 100 {
            words += [digits[rest / 100 - 1], "hundred"]
        }
        let small = rest % 100
        switch small {
        case 0: break
        case 1...9: words.append(digits[small - 1])
        case 10...19: words.append(teens[small - 10])
        default:
            words.append(tens[small / 10 - 2])
            if small % 10 != 0 { words.append(digits[small % 10 - 1]) }
        }
        return words
    }
}
