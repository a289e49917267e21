public import HarkAudio

/// The recognizer seam: a streaming session (frames in, events out, over one
/// active search) plus calls that judge a stretch of audio without touching
/// that session.
///
/// `Recognizer` (PocketSphinx) is the real implementation; layers above take
/// `any SpeechRecognizer` and plug a scripted fake in their unit tests.
public protocol SpeechRecognizer: AnyObject {
    // MARK: Searches and words

    /// Registers the wake phrases (keyword search); each has its own threshold.
    func setWakePhrases(_ phrases: [Keyphrase]) throws(RecognizerError)
    /// Registers a JSGF grammar under `name`, after checking every word is pronounceable.
    func setGrammar(_ jsgf: String, name: String) throws(RecognizerError)
    /// The words of a JSGF grammar's public rule, fillers left out.
    func vocabulary(ofGrammar jsgf: String) throws(RecognizerError) -> [String]
    /// Gives every word the dictionary lacks a pronunciation; throws `.unknownWords` for words nothing can sound out.
    func makePronounceable(_ words: [String]) throws(RecognizerError)
    /// Gives every word of the wake phrases a pronunciation, like ``makePronounceable(_:)``.
    func makePronounceable(wakePhrases: [Keyphrase]) throws(RecognizerError)

    // MARK: Streaming session

    /// Switches the session's search; an utterance in progress is dropped.
    func listen(for search: Search) throws(RecognizerError)
    /// The session's search, if any.
    var activeSearch: Search? { get }
    /// Feeds one frame; returns what happened in it.
    func process(_ frame: AudioFrame) throws(RecognizerError) -> [RecognitionEvent]
    /// Ends the stream: decodes whatever utterance is still open.
    func finish() throws(RecognizerError) -> [RecognitionEvent]
    /// The audio of the last utterance that produced a hypothesis (16 kHz), for a second pass.
    var lastUtteranceAudio: [Int16] { get }
    /// Seconds the voice-activity detector called speech in the last utterance.
    var lastUtteranceVoicedSeconds: Double { get }
    /// Seconds of closing silence (the endpointer's timeout) at the end of ``lastUtteranceAudio``.
    var lastUtteranceClosingSilence: Double { get }

    // MARK: Calls without side effects on the session

    /// Decodes `samples` with a registered search in one pass (batch normalisation).
    /// The session's search and adaptation are as they were afterwards.
    func decode(_ samples: [Int16], with search: Search) throws(RecognizerError) -> UtteranceScore
    /// The words of `samples` with the whole dictionary (free dictation), for speech no grammar expects.
    func dictate(_ samples: [Int16]) throws(RecognizerError) -> String
    /// Registers a language model of the sentences of `grammars` for ``readFreely(_:)``, some
    /// of them said with `words` around them or in place of some of theirs ("can you …",
    /// "… please", "milo" for "the baby").
    func setFreeReading(grammars: [String], words: FreeReadingWords) throws(RecognizerError)
    /// `samples` decoded with the command language model; nil when none is registered.
    func readFreely(_ samples: [Int16]) throws(RecognizerError) -> UtteranceScore?
    /// Starts the part of a fit of `samples` that does not depend on the words
    /// (the phone loop), where it can run beside the second pass.
    func prepareFit(of samples: [Int16])
    /// How well `sentence` explains `samples`: the words force-aligned, against a free phone loop.
    func confidence(of samples: [Int16], sentence: String) throws(RecognizerError) -> GrammarFit
    /// How well a registered search's best path explains `samples`, against a free phone loop.
    func confidence(of samples: [Int16], grammar: Search) throws(RecognizerError) -> GrammarFit
    /// What a spotted wake phrase sounded like: `samples` (the phrase with the audio around
    /// it) decoded with `grammar` (the wake phrases alone) and with the free phone loop.
    func wakeEvidence(of samples: [Int16], grammar: Search) throws(RecognizerError) -> WakeEvidence
    /// What `samples` sound like for comparing sayings of the wake phrase with enrolled ones.
    func voiceTemplate(of samples: [Int16]) throws(RecognizerError) -> VoiceTemplate?
    /// The wake phrases spotted again in `samples` (stream time `start` at the first sample),
    /// normalised by the samples' own mean; nil when none is.
    func spotKeyword(in samples: [Int16], startingAt start: Double) throws(RecognizerError) -> KeywordDetection?
}

extension SpeechRecognizer {
    /// No features: enrollment has nothing to compare, and the judge alone decides.
    public func voiceTemplate(of samples: [Int16]) throws(RecognizerError) -> VoiceTemplate? { nil }
    /// No second look: the stream's keyword search alone spots the wake phrase.
    public func spotKeyword(in samples: [Int16], startingAt start: Double) throws(RecognizerError) -> KeywordDetection? { nil }
    /// No dictation: nothing is heard beyond the grammars.
    public func dictate(_ samples: [Int16]) throws(RecognizerError) -> String { "" }
    /// No closing silence is known: the whole audio is kept.
    public var lastUtteranceClosingSilence: Double { 0 }
    /// No language model: commands are heard through the grammar alone.
    public func setFreeReading(grammars: [String], words: FreeReadingWords) throws(RecognizerError) {}
    /// A language model of the sentences of `grammars` alone, nothing said around them.
    public func setFreeReading(grammars: [String]) throws(RecognizerError) {
        try setFreeReading(grammars: grammars, words: FreeReadingWords())
    }
    /// No free reading: nothing is heard beyond the grammars.
    public func readFreely(_ samples: [Int16]) throws(RecognizerError) -> UtteranceScore? { nil }
    /// Nothing to start ahead: the fit does all its work when asked.
    public func prepareFit(of samples: [Int16]) {}
    /// The fit alone, the other figures neutral: for recognizers that measure nothing more.
    public func wakeEvidence(of samples: [Int16], grammar: Search) throws(RecognizerError) -> WakeEvidence {
        WakeEvidence(fit: try confidence(of: samples, grammar: grammar).acousticRatio)
    }
}
