/// Reads durations: parts of decreasing unit, each a count and a unit.
enum DurationParser {
    /// Units from largest to smallest, with the words (spoken and typed) for each.
    static let units: [(seconds: Int, words: Set<String>)] = [
        (604_800, ["week", "weeks", "wk", "wks", "w"]),
        (86_400, ["day", "days", "d"]),
        (3_600, ["hour", "hours", "hr", "hrs", "h"]),
        (60, ["minute", "minutes", "min", "mins", "m"]),
        (1, ["second", "seconds", "sec", "secs", "s"]),
    ]

    /// One part: its length in seconds (maybe fractional), its unit's index, and whether it had a fraction.
    struct Part {
        var seconds: Double
        var unit: Int
        var isFractional: Bool
    }

    /// Every reading of one part starting at `index`.
    static func parts(_ words: [String], _ index: Int) -> [Partial<Part>] {
        var counts = NumberParser.unsigned(words, index)
        if let word = words.word(at: index), word == "a" || word == "an" {
            counts.append(Partial(value: 1, next: index + 1))
        }
        var results: [Partial<Part>] = []
        for count in counts where count.value > 0 {
            var next = count.next
            // "half an hour", "a quarter of an hour": only after a fraction below one.
            if count.value < 1 {
                if words.word(at: next) == "of", ["a", "an"].contains(words.word(at: next + 1)) { next += 1 }
                if ["a", "an"].contains(words.word(at: next)) { next += 1 }
            }
            guard let word = words.word(at: next), let unit = units.firstIndex(where: { $0.words.contains(word) }) else {
                continue
            }
            let size = Double(units[unit].seconds)
            let isFractional = count.value != count.value.rounded()
            results.append(Partial(value: Part(seconds: count.value * size, unit: unit, isFractional: isFractional), next: next + 1))
            // "an hour and a half", "two hours and a quarter"
            if !isFractional, words.word(at: next + 1) == "and", let part = NumberParser.fractionPart(words, next + 2) {
                let part = Part(seconds: (count.value + part.value) * size, unit: unit, isFractional: true)
                results.append(Partial(value: part, next: next + 4))
            }
        }
        return results
    }

    /// Every reading of a whole duration starting at `index`.
    static func durations(_ words: [String], _ index: Int) -> [Partial<SpokenDuration>] {
        var results: [Partial<SpokenDuration>] = []
        func extend(_ total: Double, lastUnit: Int, lastFractional: Bool, at next: Int) {
            let rounded = total.rounded()
            if abs(total - rounded) < 1e-6, rounded >= 1, rounded < 1e15 {
                results.append(Partial(value: SpokenDuration(seconds: Int(rounded)), next: next))
            }
            guard !lastFractional else { return }
            var starts = [next]
            if words.word(at: next) == "and" { starts.append(next + 1) }
            for start in starts {
                for part in parts(words, start) where part.value.unit > lastUnit {
                    extend(total + part.value.seconds, lastUnit: part.value.unit,
                           lastFractional: part.value.isFractional, at: part.next)
                }
            }
        }
        for part in parts(words, index) {
            extend(part.value.seconds, lastUnit: part.value.unit, lastFractional: part.value.isFractional, at: part.next)
        }
        return results
    }
}
