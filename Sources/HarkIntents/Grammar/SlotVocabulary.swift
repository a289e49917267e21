/// How the speech grammar hears the values of one `{slot}`.
public enum SlotVocabulary: Sendable, Hashable {
    /// A rule defined elsewhere (one of the compiler's extra `rules`), referenced by name:
    /// `.rule("v_time")` is written `<v_time>`.
    case rule(String)
    /// Spoken alternatives, each possibly several words ("mom", "Bob O'Brien"); the compiler
    /// writes a rule for them. Words are lowercased; spaces, `.`, `,`, `-` and `_` separate
    /// words; digits and other symbols are errors. Repeats are dropped; an empty list matches nothing.
    case phrases([String])
    /// A ready-made JSGF rule body (`one | two | three`); the compiler names it and includes it as written.
    case body(String)
}
