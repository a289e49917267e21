/// Reads numbers from words by trying every way the words can be read: each
/// function returns all the readings that start at `index`, so callers can
/// combine them (a duration reads a number, then a unit).
enum NumberParser {
    /// "one" … "ninety nine".
    static func below100(_ words: [String], _ index: Int) -> [Partial<Int>] {
        guard let word = words.word(at: index) else { return [] }
        if let value = SpokenWords.digit(word) ?? SpokenWords.teen(word) { return [Partial(value: value, next: index + 1)] }
        guard let tens = SpokenWords.ten(word) else { return [] }
        var results = [Partial(value: tens, next: index + 1)]
        if let unit = words.word(at: index + 1).flatMap(SpokenWords.digit) {
            results.append(Partial(value: tens + unit, next: index + 2))
        }
        return results
    }

    /// "one" … "nine hundred and ninety nine".
    static func below1000(_ words: [String], _ index: Int) -> [Partial<Int>] {
        var results = below100(words, index)
        guard let head = words.word(at: index), words.word(at: index + 1) == "hundred",
              let hundreds = head == "a" ? 1 : SpokenWords.digit(head) else { return results }
        results += withRest(words, index + 2, base: hundreds * 100, rest: below100)
        return results
    }

    /// A whole number from 1 to 999,999 said in words ("twelve hundred", "a thousand and five"),
    /// or a typed whole number ("120", "1,200").
    static func cardinal(_ words: [String], _ index: Int) -> [Partial<Int>] {
        guard let word = words.word(at: index) else { return [] }
        if let typed = SpokenWords.typedInteger(word) { return [Partial(value: typed, next: index + 1)] }
        var results = below1000(words, index)
        // "a thousand …", "two hundred and five thousand …"
        let heads = (word == "a" ? [Partial(value: 1, next: index + 1)] : []) + below1000(words, index)
        for head in heads where words.word(at: head.next) == "thousand" {
            results += withRest(words, head.next + 1, base: head.value * 1000, rest: below1000)
        }
        // "twelve hundred …", "twenty five hundred …" (not "ten hundred", "twenty hundred")
        let big = below100(words, index).filter { $0.value > 10 && ($0.value < 20 || $0.value % 10 != 0) }
        for head in big where words.word(at: head.next) == "hundred" {
            results += withRest(words, head.next + 1, base: head.value * 100, rest: below100)
        }
        return results
    }

    /// `base` alone, or `base` plus a smaller part, with an optional "and" between them.
    static func withRest(
        _ words: [String], _ index: Int, base: Int, rest: ([String], Int) -> [Partial<Int>]
    ) -> [Partial<Int>] {
        var results = [Partial(value: base, next: index)]
        results += rest(words, index).map { Partial(value: base + $0.value, next: $0.next) }
        if words.word(at: index) == "and" {
            results += rest(words, index + 1).map { Partial(value: base + $0.value, next: $0.next) }
        }
        return results
    }

    /// "a half", "a quarter", "three quarters" (after "two and …").
    static func fractionPart(_ words: [String], _ index: Int) -> Partial<Double>? {
        switch (words.word(at: index), words.word(at: index + 1)) {
        case ("a", "half"): return Partial(value: 0.5, next: index + 2)
        case ("a", "quarter"): return Partial(value: 0.25, next: index + 2)
        case ("three", "quarters"): return Partial(value: 0.75, next: index + 2)
        default: return nil
        }
    }

    /// "point" and one or more digits ("point oh five"); every length is a reading.
    static func decimals(_ words: [String], _ index: Int) -> [Partial<Double>] {
        guard words.word(at: index) == "point" else { return [] }
        var digits = ""
        var results: [Partial<Double>] = []
        var next = index + 1
        while let word = words.word(at: next) {
            let digit = word == "zero" || word == "oh" ? 0 : SpokenWords.digit(word)
            guard let digit else { break }
            digits += String(digit)
            next += 1
            results.append(Partial(value: Double("0." + digits) ?? 0, next: next))
        }
        return results
    }

    /// A number that is not negative.
    static func unsigned(_ words: [String], _ index: Int) -> [Partial<Double>] {
        guard let word = words.word(at: index) else { return [] }
        // A typed decimal, or a typed whole number too big for an `Int` (still a number).
        if !word.hasPrefix("-"), let typed = SpokenWords.typedNumber(word),
           word.contains(".") || SpokenWords.typedInteger(word) == nil {
            return [Partial(value: typed, next: index + 1)]
        }
        var results: [Partial<Double>] = []
        var wholes = cardinal(words, index).map { Partial(value: Double($0.value), next: $0.next) }
        if word == "zero" { wholes.append(Partial(value: 0, next: index + 1)) }
        for whole in wholes {
            results.append(whole)
            if words.word(at: whole.next) == "and", let part = fractionPart(words, whole.next + 1) {
                results.append(Partial(value: whole.value + part.value, next: part.next))
            }
            results += decimals(words, whole.next).map { Partial(value: whole.value + $0.value, next: $0.next) }
        }
        results += decimals(words, index)
        results += standaloneFraction(words, index)
        return results
    }

    /// "half", "a half", "one half", "a quarter", "one quarter", "three quarters", "a dozen", "half a dozen".
    static func standaloneFraction(_ words: [String], _ index: Int) -> [Partial<Double>] {
        let first = words.word(at: index), second = words.word(at: index + 1), third = words.word(at: index + 2)
        var results: [Partial<Double>] = []
        if first == "half" {
            results.append(Partial(value: 0.5, next: index + 1))
            if second == "a", third == "dozen" { results.append(Partial(value: 6, next: index + 3)) }
        }
        switch (first, second) {
        case ("a", "half"), ("one", "half"): results.append(Partial(value: 0.5, next: index + 2))
        case ("a", "quarter"), ("one", "quarter"): results.append(Partial(value: 0.25, next: index + 2))
        case ("three", "quarters"): results.append(Partial(value: 0.75, next: index + 2))
        case ("a", "dozen"): results.append(Partial(value: 12, next: index + 2))
        default: break
        }
        return results
    }

    /// A number, negative after "minus" or "negative", or typed with a leading "-".
    static func signed(_ words: [String], _ index: Int) -> [Partial<Double>] {
        guard let word = words.word(at: index) else { return [] }
        if word.hasPrefix("-"), let typed = SpokenWords.typedNumber(word) {
            return [Partial(value: typed, next: index + 1)]
        }
        if word == "minus" || word == "negative" {
            return unsigned(words, index + 1).map { Partial(value: -$0.value, next: $0.next) }
        }
        return unsigned(words, index)
    }
}
