/// Interprets short follow-up answers: yes/no, cancel, "the first one".
/// The phrase lists are `GrammarCompiler`'s, so what the follow-up grammars
/// can hear is exactly what is interpreted here.
enum Answers {
    static let ordinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
    private static func split(_ phrases: [String]) -> [[String]] { phrases.map { $0.split(separator: " ").map(String.init) } }

    static func isCancel(_ words: [String]) -> Bool {
        split(GrammarCompiler.cancelPhrases).contains(words)
    }

    /// true for yes, false for no, nil when neither.
    static func yesNo(_ words: [String]) -> Bool? {
        let core = strippingCarrier(words)
        if split(GrammarCompiler.yesPhrases).contains(core) { return true }
        if split(GrammarCompiler.noPhrases).contains(core) { return false }
        return nil
    }

    /// The index of the chosen option: by name ("mia"), or by position ("the first one", "the last one").
    static func choice(_ words: [String], options: [String]) -> Int? {
        let said = strippingCarrier(words)
        let names = options.map { SpokenWords.tokenize($0) }
        if let index = names.firstIndex(of: said) { return index }
        let core = said.filter { !["the", "one", "please", "number"].contains($0) }
        if core == ["last"] { return options.isEmpty ? nil : options.count - 1 }
        if core.count == 1, let index = ordinals.firstIndex(of: core[0]), index < options.count { return index }
        // A unique option containing every said word ("mia" for "mia smith").
        let saidSet = Set(said)
        let partial = names.indices.filter { !saidSet.isEmpty && saidSet.isSubset(of: Set(names[$0])) }
        return partial.count == 1 ? partial[0] : nil
    }

    /// Removes carrier words around a value answer ("it's", "make it", "please").
    static func strippingCarrier(_ words: [String]) -> [String] {
        var result = words
        for prefix in split(GrammarCompiler.carrierPrefixes).sorted(by: { $0.count > $1.count })
        where result.count > prefix.count && result.starts(with: prefix) {
            result.removeFirst(prefix.count)
            break
        }
        for suffix in split(GrammarCompiler.carrierSuffixes)
        where result.count > suffix.count && Array(result.suffix(suffix.count)) == suffix {
            result.removeLast(suffix.count)
        }
        return result
    }
}
