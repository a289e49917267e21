// Values back to text: `spokenText` is what to hand eSpeak (digits it reads well),
// `spokenWords` is the value in the words a person would say, which the value's
// own parser reads back to the same value.

extension SpokenNumber {
    /// The number in digits for eSpeak and for display: "120", "2.5", "-5", "0.75".
    public var spokenText: String {
        if let int = intValue { return String(int) }
        return String(value)
    }

    /// The number in words: "one hundred twenty", "two and a half", "minus five", "zero point seven five".
    /// Whole numbers above 999,999 fall back to digits.
    public var spokenWords: String {
        guard value.isFinite else { return spokenText }
        let sign = value < 0 ? "minus " : ""
        let magnitude = abs(value)
        let whole = magnitude.rounded(.down)
        guard whole <= 999_999 else { return spokenText }
        let fraction = magnitude - whole
        let wholeWords = Self.words(Int(whole))
        switch fraction {
        case 0: return sign + wholeWords
        case 0.5, 0.25, 0.75:
            let part = fraction == 0.5 ? "a half" : fraction == 0.25 ? "a quarter" : "three quarters"
            return sign + (whole == 0 ? part : wholeWords + " and " + part)
        default:
            let text = String(magnitude)
            guard !text.contains("e"), let dot = text.firstIndex(of: ".") else { return spokenText }
            let digits = text[text.index(after: dot)...].map { digit in
                digit.wholeNumberValue.map { $0 == 0 ? "zero" : SpokenWords.digits[$0 - 1] } ?? String(digit)
            }
            return sign + wholeWords + " point " + digits.joined(separator: " ")
        }
    }

    /// 0 … 999,999 in words, American style ("one hundred twenty").
    static func words(_ number: Int) -> String {
        if number == 0 { return "zero" }
        let thousands = number / 1000, rest = number % 1000
        var parts: [String] = []
        if thousands > 0 { parts.append(below1000(thousands) + " thousand") }
        if rest > 0 { parts.append(below1000(rest)) }
        return parts.joined(separator: " ")
    }

    private static func below1000(_ number: Int) -> String {
        var parts: [String] = []
        if number >= 100 { parts.append(SpokenWords.digits[number / 100 - 1] + " hundred") }
        let rest = number % 100
        switch rest {
        case 0: break
        case 1...9: parts.append(SpokenWords.digits[rest - 1])
        case 10...19: parts.append(SpokenWords.teens[rest - 10])
        default:
            parts.append(SpokenWords.tens[rest / 10 - 2] + (rest % 10 == 0 ? "" : " " + SpokenWords.digits[rest % 10 - 1]))
        }
        return parts.joined(separator: " ")
    }
}

extension SpokenDuration {
    /// The parts of the duration from weeks down to seconds, zero parts left out.
    var parts: [(count: Int, singular: String)] {
        let sizes = [(604_800, "week"), (86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second")]
        var remaining = seconds
        var parts: [(Int, String)] = []
        for (size, unit) in sizes where remaining >= size {
            parts.append((remaining / size, unit))
            remaining %= size
        }
        return parts
    }

    /// The duration for eSpeak: "18 minutes", "1 hour and 5 minutes", "1 minute and 30 seconds",
    /// "2 hours, 5 minutes and 3 seconds"; zero is "0 seconds".
    public var spokenText: String {
        let texts = parts.map { "\($0.count) \($0.singular)" + ($0.count == 1 ? "" : "s") }
        return Self.list(texts.isEmpty ? ["0 seconds"] : texts)
    }

    /// The duration in words: "eighteen minutes", "one hour and five minutes".
    public var spokenWords: String {
        let texts = parts.map { SpokenNumber.words($0.count) + " " + $0.singular + ($0.count == 1 ? "" : "s") }
        return Self.list(texts.isEmpty ? ["zero seconds"] : texts)
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}

extension TimeOfDay {
    /// The hour on a 12-hour clock (1–12).
    var hour12: Int { hour % 12 == 0 ? 12 : hour % 12 }

    /// The meridiem said or implied: nil only for ambiguous times.
    var effectiveMeridiem: Meridiem? { meridiem ?? (isAmbiguous ? nil : (hour < 12 ? .am : .pm)) }

    /// The time for display: "7:05 PM", "12:00 AM", or "7:30" when a.m./p.m. was not said.
    public var text: String {
        let clock = "\(hour12):" + (minute < 10 ? "0" : "") + "\(minute)"
        return effectiveMeridiem.map { clock + ($0 == .am ? " AM" : " PM") } ?? clock
    }

    /// The time for eSpeak: "5:40 PM", "7 oh 5 PM", "7 AM", "7 o'clock", "noon", "midnight".
    public var spokenText: String {
        let meridiem = effectiveMeridiem
        if minute == 0, meridiem != nil, hour == 12 || hour == 0 { return hour == 12 ? "noon" : "midnight" }
        let suffix = meridiem.map { $0 == .am ? " AM" : " PM" } ?? ""
        switch minute {
        case 0: return meridiem == nil ? "\(hour12) o'clock" : "\(hour12)" + suffix
        case 1...9: return "\(hour12) oh \(minute)" + suffix
        default: return "\(hour12):\(minute)" + suffix
        }
    }

    /// The time in words: "seven oh five p.m.", "seven o'clock", "seven thirty", "noon".
    public var spokenWords: String {
        let meridiem = effectiveMeridiem
        if minute == 0, meridiem != nil, hour == 12 || hour == 0 { return hour == 12 ? "noon" : "midnight" }
        let hourWords = SpokenNumber.words(hour12)
        let suffix = meridiem.map { $0 == .am ? " a.m." : " p.m." } ?? ""
        switch minute {
        case 0: return hourWords + (meridiem == nil ? " o'clock" : suffix)
        case 1...9: return hourWords + " oh " + SpokenNumber.words(minute) + suffix
        default: return hourWords + " " + SpokenNumber.words(minute) + suffix
        }
    }
}

extension RelativeDay {
    /// The day for eSpeak and display: "today", "tomorrow", "the day after tomorrow", "Friday".
    public var spokenText: String {
        switch self {
        case .weekday: return spokenWords.prefix(1).uppercased() + spokenWords.dropFirst()
        default: return spokenWords
        }
    }

    /// The day in words: "today", "tomorrow", "the day after tomorrow", "friday".
    public var spokenWords: String {
        switch self {
        case .today: return "today"
        case .tomorrow: return "tomorrow"
        case .dayAfterTomorrow: return "the day after tomorrow"
        case .weekday(let weekday): return SpokenWords.weekdays[((weekday - 1) % 7 + 7) % 7]
        }
    }
}
