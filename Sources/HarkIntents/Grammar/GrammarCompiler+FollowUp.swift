/// Small standalone grammars for follow-up questions ("Which time?", "Shall I?"), and the
/// phrase entries to read their answers back with a ``TemplateMatcher``.
extension GrammarCompiler {
    /// Answers meaning yes.
    public static let yesPhrases = ["yes", "yeah", "yep", "sure", "ok", "okay", "do it", "confirm"]
    /// Answers meaning no (cancelling also declines).
    public static let noPhrases = ["no", "nope", "don't", "cancel", "never mind", "stop"]
    /// Words that abandon a conversation at any question.
    public static let cancelPhrases = ["cancel", "never mind", "stop", "forget it"]
    /// Optional words said before a value: "it's seven", "make it ten minutes", "the freezer".
    public static let carrierPrefixes = ["it's", "it is", "make it", "the", "in", "at", "for", "on", "about"]
    /// Optional words said after a value.
    public static let carrierSuffixes = ["please"]

    /// Two entries, ids `yes` and `no`, for reading a yes/no answer.
    public static var yesNoEntries: [PhraseEntry] {
        [PhraseEntry(id: "yes", template: choiceTemplate(yesPhrases)),
         PhraseEntry(id: "no", template: choiceTemplate(noPhrases))]
    }

    /// One entry, id `cancel`, for the cancel words.
    public static var cancelEntry: PhraseEntry {
        PhraseEntry(id: "cancel", template: choiceTemplate(cancelPhrases))
    }

    /// One entry, id `value`, for an answer giving `slot`'s value:
    /// `[it's | it is | make it | the] {slot} [please]` (just `{slot}` without carriers).
    public static func valueEntry(slot: String, carriers: Bool = true) -> PhraseEntry {
        var items: [Template.Node] = [.slot(slot)]
        if carriers {
            items.insert(.optional(choiceTemplate(carrierPrefixes).root), at: 0)
            items.append(.optional(choiceTemplate(carrierSuffixes).root))
        }
        return PhraseEntry(id: "value", template: Template(root: items.count == 1 ? items[0] : .sequence(items)))
    }

    /// A grammar hearing yes or no: `public <command> = <p0> | <p1>;` with `<p0>` the yes
    /// answers and `<p1>` the no answers.
    public static func yesNoGrammar() -> String {
        // The phrases are fixed and valid, so compiling cannot fail.
        (try? GrammarCompiler(phrases: yesNoEntries).grammar()) ?? ""
    }

    /// A grammar hearing one value of `slot` (with optional carrier words) or a cancel word:
    /// `<p0>` is the value answer, `<p1>` the cancel words. `rules` are extra rule definitions
    /// (the value grammar that `vocabulary` refers to).
    public static func slotGrammar(slot: String, vocabulary: SlotVocabulary, rules: [String: String] = [:],
                                   carriers: Bool = true) throws(TemplateError) -> String {
        let entries = [valueEntry(slot: slot, carriers: carriers), cancelEntry]
        return try GrammarCompiler(phrases: entries, slots: [slot: vocabulary], rules: rules).grammar()
    }

    /// A template that is one of `phrases` (each a few plain words).
    static func choiceTemplate(_ phrases: [String]) -> Template {
        let alternatives: [Template.Node] = phrases.map { phrase in
            let words = phrase.split(separator: " ").map { Template.Node.word(String($0)) }
            return words.count == 1 ? words[0] : .sequence(words)
        }
        return Template(root: alternatives.count == 1 ? alternatives[0] : .choice(alternatives))
    }
}
