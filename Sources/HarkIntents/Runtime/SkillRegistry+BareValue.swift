extension SkillRegistry {
    /// A command whose value is said as a clause of its own ("start a timer for the pizza,
    /// ten minutes please", "time the bottle, 20 minutes", "set an alarm, 6:30") read with the
    /// value joined on: "… for ten minutes", "… 6:30". Only a last clause that is nothing but
    /// a duration, a time of day or a day (with "for", "at", "in" or "on" before it, and
    /// "please" around it) is joined.
    static func joiningBareValue(_ clauses: [[String]], reading: TypedReading, compiled: CompiledCommands) -> RouteMatch? {
        guard clauses.count >= 2, let last = clauses.last else { return nil }
        var value = last.filter { !politeWords.contains($0) }
        var joiners = [["for"], [], ["at"]]
        if let first = value.first, ["for", "at", "in", "on"].contains(first) {
            value.removeFirst()
            joiners = [[first]]
        }
        guard !value.isEmpty, isBareValue(value) else { return nil }
        let head = clauses.dropLast().flatMap { $0 }
        guard !head.isEmpty, !head.contains(where: takingBack.contains) else { return nil }
        for joiner in joiners {
            if let match = reading.route(head + joiner + value, with: compiled) { return match }
        }
        return nil
    }

    /// Words only said around a value: "ten minutes please".
    static let politeWords: Set<String> = ["please", "pls", "plz", "thanks", "thank", "you", "ok", "okay", "now"]

    /// Whether every word is one duration, one time of day or one day.
    static func isBareValue(_ words: [String]) -> Bool {
        DurationParser.durations(words, 0).contains { $0.next == words.count }
            || TimeParser.times(words, 0).contains { $0.next == words.count }
            || RelativeDay.parse(words: words) != nil
    }
}
