import HarkSpeech

/// An utterance read again after the streaming pass (``Assistant/reread(_:search:whole:overTheSound:)``):
/// what it was read from and what the second pass and the fit made of it.
struct Rereading {
    /// The streaming pass's hypothesis it started from.
    var hypothesis: Hypothesis
    /// The search it was read with.
    var search: Search
    /// The utterance's whole audio.
    var whole: [Int16]
    /// The part of it read again (all of it, or the stretch where the person spoke).
    var audio: [Int16]
    /// The words it was read as: the second pass's when it read any other words, else the streaming pass's.
    var result: Hypothesis
    /// Whether only the second pass read words.
    var secondPassAlone: Bool
    /// How well `result` explains `audio`; nil when it holds no words.
    var fit: GrammarFit?

    /// Whether this is the reading of the utterance `hypothesis` ends, with `search`, over `audio`.
    func isReading(of hypothesis: Hypothesis, search: Search, audio: [Int16]) -> Bool {
        self.hypothesis == hypothesis && self.search == search && whole == audio
    }
}
