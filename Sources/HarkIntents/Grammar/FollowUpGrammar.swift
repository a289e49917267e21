/// The grammars Hark listens with for follow-up answers; each also hears "cancel".
enum FollowUpGrammar {
    /// Yes or no (the no phrases include the cancel words).
    static var yesNo: String { GrammarCompiler.yesNoGrammar() }

    /// One of the options by name, or by position ("the second one", "the last one").
    static func choice(_ options: [String]) throws(TemplateError) -> String {
        let ordinals = Array(Answers.ordinals.prefix(options.count)) + ["last"]
        let names = options.map { SpokenWords.tokenize($0).joined(separator: " ") }.filter { !$0.isEmpty }
        let entries = [
            PhraseEntry(id: "name", template: Template(root: .sequence([.optional(.word("the")), .slot("option")]))),
            PhraseEntry(id: "position", template: Template(root: .sequence([
                .optional(.word("the")), GrammarCompiler.choiceTemplate(ordinals).root, .optional(.word("one")),
            ]))),
            GrammarCompiler.cancelEntry,
        ]
        return try GrammarCompiler(phrases: entries, slots: ["option": .phrases(names)], grammarName: "followup").grammar()
    }

    /// Exactly `count` of `words` (in any order, repeats allowed), or "cancel": secret words are heard
    /// among decoys this way without a phrase that spells them out. A fixed count keeps the decoder
    /// from adding short words in the breath after the answer ("purple garden umbrella how").
    static func wordLoop(_ words: [String], count: Int) throws(TemplateError) -> String {
        let vocabulary = Array(Set(words.flatMap { SpokenWords.tokenize($0) })).sorted()
        guard !vocabulary.isEmpty, count > 0 else { return yesNo }
        let one = "(" + vocabulary.joined(separator: " | ") + ")"
        let body = Array(repeating: one, count: count).joined(separator: " ")
        return try GrammarCompiler.slotGrammar(slot: "value", vocabulary: .body(body), carriers: false)
    }

    /// Any run of a few everyday words, or "cancel": only where speech starts and ends matters, for a
    /// phrase heard with free dictation (``ListenRequest/Purpose/phrase``).
    static var anyWords: String {
        let words = ["a", "the", "my", "time", "go", "to", "i", "it", "is", "and", "of", "in", "on", "for", "me", "you", "that", "this", "what"]
        let body = "(" + words.joined(separator: " | ") + ")+"
        return (try? GrammarCompiler.slotGrammar(slot: "value", vocabulary: .body(body), carriers: false)) ?? yesNo
    }

    /// A value of the given spoken form, with optional carrier words.
    static func value(_ form: SpokenForm) throws(TemplateError) -> String {
        switch form {
        case .value(let kind):
            return try GrammarCompiler.slotGrammar(
                slot: "value", vocabulary: .rule(ValueGrammar.topRule(for: kind)), rules: ValueGrammar.rules(for: kind))
        case .options(let options), .names(let options):
            return try GrammarCompiler.slotGrammar(slot: "value", vocabulary: .phrases(options.map(\.words)))
        }
    }
}
