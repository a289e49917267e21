/// Reads times of day: a clock reading or a "quarter past" reading, then an
/// optional part of the day ("p.m.", "in the morning").
enum TimeParser {
    /// A time before the part of the day is known.
    enum Base {
        /// A 12-hour clock reading (hour 1–12) that a part of the day may follow.
        case clock(hour: Int, minute: Int)
        /// A reading that needs no part of the day ("noon", "19:30").
        case absolute(TimeOfDay)
    }

    /// Every reading of a time starting at `index`.
    static func times(_ words: [String], _ index: Int) -> [Partial<TimeOfDay>] {
        var results: [Partial<TimeOfDay>] = []
        for base in bases(words, index) {
            switch base.value {
            case .absolute(let time):
                results.append(Partial(value: time, next: base.next))
            case .clock(let hour, let minute):
                results.append(Partial(value: TimeOfDay(hour: hour, minute: minute), next: base.next))
                if let part = dayPart(words, base.next) {
                    let (hour24, meridiem) = part.value(hour)
                    results.append(Partial(value: TimeOfDay(hour: hour24, minute: minute, meridiem: meridiem), next: part.next))
                }
            }
        }
        return results
    }

    /// A part of the day and how it turns a 12-hour hour into a 24-hour hour.
    static func dayPart(_ words: [String], _ index: Int) -> Partial<(Int) -> (Int, TimeOfDay.Meridiem)>? {
        let am: (Int) -> (Int, TimeOfDay.Meridiem) = { ($0 % 12, .am) }
        let pm: (Int) -> (Int, TimeOfDay.Meridiem) = { ($0 % 12 + 12, .pm) }
        switch words.word(at: index) {
        case "am", "a.m.": return Partial(value: am, next: index + 1)
        case "pm", "p.m.": return Partial(value: pm, next: index + 1)
        case "at" where words.word(at: index + 1) == "night":
            return Partial(value: { $0 == 12 || $0 <= 4 ? am($0) : pm($0) }, next: index + 2)
        // Typed: "three this afternoon", "ten tonight"; the speech grammar has the forms above.
        case "tonight": return Partial(value: { $0 == 12 || $0 <= 4 ? am($0) : pm($0) }, next: index + 1)
        case "this" where words.word(at: index + 1) == "morning": return Partial(value: am, next: index + 2)
        case "this" where words.word(at: index + 1) == "afternoon": return Partial(value: pm, next: index + 2)
        case "this" where ["evening", "eve"].contains(words.word(at: index + 1)):
            return Partial(value: { $0 == 12 ? am($0) : pm($0) }, next: index + 2)
        case "in" where words.word(at: index + 1) == "the":
            switch words.word(at: index + 2) {
            case "morning": return Partial(value: am, next: index + 3)
            case "afternoon": return Partial(value: pm, next: index + 3)
            case "evening": return Partial(value: { $0 == 12 ? am($0) : pm($0) }, next: index + 3)
            default: return nil
            }
        default: return nil
        }
    }

    /// A spoken hour "one" … "twelve", or a typed one "1" … "12".
    static func hour(_ words: [String], _ index: Int) -> Int? {
        guard let word = words.word(at: index) else { return nil }
        let hour = SpokenWords.digit(word) ?? SpokenWords.teen(word) ?? SpokenWords.typedInteger(word)
        return hour.flatMap { (1...12).contains($0) ? $0 : nil }
    }

    /// Minutes after a spoken hour: "oh five", "fifteen", "thirty", "fifty nine", or typed "05", "30".
    static func clockMinutes(_ words: [String], _ index: Int) -> [Partial<Int>] {
        guard let word = words.word(at: index) else { return [] }
        if word == "oh", let digit = words.word(at: index + 1).flatMap(SpokenWords.digit) {
            return [Partial(value: digit, next: index + 2)]
        }
        if word.count == 2, let typed = SpokenWords.typedInteger(word), typed < 60 {
            return [Partial(value: typed, next: index + 1)]
        }
        return NumberParser.below100(words, index).filter { (10...59).contains($0.value) }
    }

    /// How many minutes before or after an hour: "quarter", "a quarter", "half", "ten", "ten minutes".
    static func offsets(_ words: [String], _ index: Int) -> [Partial<Int>] {
        switch (words.word(at: index), words.word(at: index + 1)) {
        case ("quarter", _): return [Partial(value: 15, next: index + 1)]
        case ("a", "quarter"): return [Partial(value: 15, next: index + 2)]
        case ("half", _): return [Partial(value: 30, next: index + 1)]
        default: break
        }
        var counts = NumberParser.below100(words, index)
        if let typed = words.word(at: index).flatMap(SpokenWords.typedInteger) {
            counts.append(Partial(value: typed, next: index + 1))
        }
        var results: [Partial<Int>] = []
        for count in counts where (1...29).contains(count.value) {
            results.append(count)
            if let word = words.word(at: count.next), word == "minute" || word == "minutes" {
                results.append(Partial(value: count.value, next: count.next + 1))
            }
        }
        return results
    }

    /// Every reading of a time before its part of the day.
    static func bases(_ words: [String], _ index: Int) -> [Partial<Base>] {
        guard let word = words.word(at: index) else { return [] }
        var results: [Partial<Base>] = []
        if let typed = typedClock(word) { results.append(Partial(value: typed, next: index + 1)) }
        var namedStart = index
        if word == "twelve", ["noon", "midnight", "midday"].contains(words.word(at: index + 1)) { namedStart += 1 }
        if let named = named(words.word(at: namedStart)) {
            results.append(Partial(value: .absolute(TimeOfDay(hour: named / 60, minute: 0, meridiem: named == 0 ? .am : .pm)), next: namedStart + 1))
        }
        if let hour = hour(words, index) {
            results.append(Partial(value: .clock(hour: hour, minute: 0), next: index + 1))
            if words.word(at: index + 1) == "o'clock" {
                results.append(Partial(value: .clock(hour: hour, minute: 0), next: index + 2))
            }
            for minutes in clockMinutes(words, index + 1) {
                results.append(Partial(value: .clock(hour: hour, minute: minutes.value), next: minutes.next))
            }
        }
        // British "half seven" is half past seven (typed; the speech grammar has "half past").
        if word == "half", let target = hour(words, index + 1) {
            results.append(Partial(value: .clock(hour: target, minute: 30), next: index + 2))
        }
        for offset in offsets(words, index) {
            let direction = words.word(at: offset.next)
            let sign: Int
            switch direction {
            case "past", "after": sign = 1
            case "to", "before", "till":
                guard offset.value != 30 else { continue }  // "half to seven" is not a time
                sign = -1
            default: continue
            }
            let minutes = sign * offset.value
            if let target = hour(words, offset.next + 1) {
                let total = (target * 60 + minutes + 720 - 60) % 720 + 60  // stays within 1:00–12:59
                results.append(Partial(value: .clock(hour: total / 60, minute: total % 60), next: offset.next + 2))
            } else if let named = named(words.word(at: offset.next + 1)) {
                let total = (named + minutes + 1440) % 1440
                let time = TimeOfDay(hour: total / 60, minute: total % 60, meridiem: total < 720 ? .am : .pm)
                results.append(Partial(value: .absolute(time), next: offset.next + 2))
            }
        }
        return results
    }

    /// Minutes after midnight of "noon"/"midday" (720) and "midnight" (0).
    static func named(_ word: String?) -> Int? {
        switch word {
        case "noon", "midday": return 720
        case "midnight": return 0
        default: return nil
        }
    }

    /// A typed clock time "7:30", "7.30", "19:30", "07:05", or four digits "0630", "1930".
    /// Hours 1–12 with a separator and without a leading zero are 12-hour readings; the
    /// others are 24-hour times.
    static func typedClock(_ word: String) -> Base? {
        if let (hour, minute) = SpokenWords.twentyFourHourClock(word) {
            return .absolute(TimeOfDay(hour: hour, minute: minute, meridiem: hour < 12 ? .am : .pm))
        }
        let separator: Character = word.contains(":") ? ":" : "."
        let parts = word.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
              let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60 else { return nil }
        if (1...12).contains(hour), parts[0].count == 1 || hour >= 10 {
            return .clock(hour: hour, minute: minute)
        }
        return .absolute(TimeOfDay(hour: hour, minute: minute, meridiem: hour < 12 ? .am : .pm))
    }
}
