extension SkillRegistry {
    /// Typed text that opens with when it should happen ("in twenty minutes I want a fake
    /// call from mom", "ten minutes from now have mom call me", "friday, alarm at 6:15") read
    /// with that part at the end, where phrases take it: "… from mom in twenty minutes",
    /// "alarm at 6:15 friday". Nil when the text does not open with a delay or a day.
    static func movingLeadingValue(_ words: [String]) -> [String]? {
        // "in ten minutes …"
        if words.first == "in", let end = DurationParser.durations(words, 1).map(\.next).max(), end < words.count {
            return Array(words[end...]) + ["in"] + Array(words[1..<end])
        }
        // "ten minutes from now …"
        for duration in DurationParser.durations(words, 0).sorted(by: { $0.next > $1.next })
        where words.word(at: duration.next) == "from" && words.word(at: duration.next + 1) == "now" && duration.next + 2 < words.count {
            return Array(words[(duration.next + 2)...]) + ["in"] + Array(words[..<duration.next])
        }
        // "friday …", "on friday …", "tomorrow …"
        for length in [2, 1] where words.count > length && RelativeDay.parse(words: Array(words[..<length])) != nil {
            return Array(words[length...]) + Array(words[..<length])
        }
        return nil
    }
}
