/// What people say around a command, and in place of some of its words, that its phrases do
/// not spell out: the command language model (``SpeechRecognizer/setFreeReading(grammars:words:)``)
/// learns a share of its sentences said this way.
public struct FreeReadingWords: Sendable, Equatable {
    /// Said before a command ("can you", "um").
    public var openings: [String]
    /// Said after a command ("please", "for me").
    public var closings: [String]
    /// Phrase words → words said in their place ("the baby" → "milo", "the little one").
    public var standIns: [String: [String]]

    /// Words around and in place of a command's; none by default.
    public init(openings: [String] = [], closings: [String] = [], standIns: [String: [String]] = [:]) {
        self.openings = openings
        self.closings = closings
        self.standIns = standIns
    }
}
