/// How large a grammar's word graph is: as sphinxbase builds it from the JSGF, and as
/// the decoder searches it (the smallest deterministic graph with the same sentences,
/// see ``Recognizer/setGrammar(_:name:)``). The grammar search's cost per frame grows
/// with the searched states.
public struct GrammarGraphSize: Sendable, Equatable, Codable {
    /// States of the graph sphinxbase built from the JSGF.
    public var builtStates: Int
    /// States of the graph the decoder searches.
    public var searchedStates: Int

    /// A size with its figures.
    public init(builtStates: Int, searchedStates: Int) {
        self.builtStates = builtStates
        self.searchedStates = searchedStates
    }
}
