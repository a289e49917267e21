extension Limits {
    /// Refuses, in one sentence, a command typed, heard or handed to Hark that is longer than
    /// ``commandCharacters``: "A command must be at most 500 characters; this one has 100000."
    ///
    /// Every text door (`hark ask`, the pipeline's router, follow-up answers, and later the
    /// web API and Wyoming) calls this before reading the words. Characters are counted as
    /// Unicode scalars, so marks stacked onto one letter count each.
    public static func checkCommand(_ text: String) throws(LimitError) {
        let limit = commandCharacters
        // Counting stops just past the limit: a 100 kB text costs no more than a 501-character one.
        let count = text.unicodeScalars.prefix(limit.range.upperBound + 1).count
        guard limit.contains(count) else {
            throw LimitError(name: limit.name, message: commandRefusal(length: text.unicodeScalars.count))
        }
    }

    /// "A command must be at most 500 characters; this one has 612."
    static func commandRefusal(length: Int) -> String {
        "\(Limit<Int>.capitalized(commandCharacters.name)) must be at most \(commandCharacters.range.upperBound) characters; this one has \(length)."
    }
}
