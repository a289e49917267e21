extension SkillRegistry {
    /// Typed text that names a day with its part ("tomorrow morning", "friday evening") is
    /// read with the part moved onto the time, where phrases take it: "set an alarm for 7:30
    /// tomorrow morning" is "set an alarm for 7:30 am tomorrow", "wake me up friday evening
    /// at six" is "wake me up friday at six pm". Without a time ("an alarm for tomorrow
    /// morning") the part is left out, and the time is asked. Other text is returned as it is.
    static func movingDayParts(_ words: [String]) -> [String] {
        guard let dayIndex = words.indices.dropLast().first(where: {
            dayWords.contains(words[$0]) && dayPartWords[words[$0 + 1]] != nil
        }) else { return words }
        var result = words
        let part = dayPartWords[result.remove(at: dayIndex + 1)]!
        // The time: the first reading of a clock time after a word that introduces one, whose
        // part of the day is not said already.
        for index in result.indices.dropFirst() where index != dayIndex && timeOpeners.contains(result[index - 1]) {
            let readings = TimeParser.bases(result, index).filter {
                if case .clock = $0.value { return true } else { return false }
            }
            guard let longest = readings.max(by: { $0.next < $1.next }) else { continue }
            guard TimeParser.dayPart(result, longest.next) == nil else { return result }
            result.insert(contentsOf: part, at: longest.next)
            return result
        }
        return result
    }

    /// Words for a day that a part of the day may follow.
    static let dayWords: Set<String> = Set(["today", "tomorrow", "yesterday"] + SpokenWords.weekdays)

    /// A part of the day after a day, and how the time says it.
    static let dayPartWords: [String: [String]] = [
        "morning": ["am"], "afternoon": ["pm"], "evening": ["pm"], "night": ["at", "night"],
    ]

    /// Words before a time of day.
    static let timeOpeners: Set<String> = Set(["at", "for", "to", "by", "around", "until", "till", "from", "tomorrow", "today"] + SpokenWords.weekdays)
}
