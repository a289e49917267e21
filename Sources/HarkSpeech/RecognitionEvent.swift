/// A wake phrase to spot, with its own detection threshold.
public struct Keyphrase: Sendable, Hashable, Codable {
    /// The words to spot, lowercase, e.g. "hey computer".
    public var phrase: String
    /// PocketSphinx keyword threshold: smaller (1e-40) = more detections and more false alarms, larger (1e-5) = stricter.
    public var threshold: Double

    /// Creates a wake phrase with a threshold.
    public init(_ phrase: String, threshold: Double = 1e-20) {
        self.phrase = phrase
        self.threshold = threshold
    }
}

/// One recognized word with its position in the stream.
public struct WordTiming: Sendable, Equatable, Codable {
    /// The word as in the dictionary (alternate pronunciations like `the(2)` are folded to `the`).
    public var word: String
    /// Start time in seconds from the beginning of the stream.
    public var start: Double
    /// End time in seconds from the beginning of the stream.
    public var end: Double
}

/// A final recognition result for one utterance.
public struct Hypothesis: Sendable, Equatable, Codable {
    /// The recognized words joined by single spaces (empty when nothing matched).
    public var text: String
    /// The decoder's path score (log domain; higher is better, comparable only within one utterance).
    public var score: Int
    /// The words with their times (fillers and silences removed).
    public var words: [WordTiming]
    /// Start of the utterance in seconds from the beginning of the stream.
    public var start: Double
    /// End of the utterance in seconds from the beginning of the stream.
    public var end: Double
    /// The search that produced it (e.g. "command").
    public var search: String

    /// A hypothesis with its words and times (for fakes and tests; ``Recognizer`` makes its own).
    public init(text: String, score: Int, words: [WordTiming], start: Double, end: Double, search: String) {
        self.text = text
        self.score = score
        self.words = words
        self.start = start
        self.end = end
        self.search = search
    }

    /// Whether a word was heard: false when the text is empty or holds only
    /// silences and fillers (`<sil>`, `[NOISE]`, `++BREATH++`), which is no speech.
    public var hasWords: Bool { Recognizer.containsWords(text) }

    /// The same utterance read as `text` by another decode of its audio: the word times
    /// belonged to the words it replaces, so none are kept.
    public func reread(as text: String) -> Hypothesis {
        var reading = self
        reading.text = text
        reading.words = []
        return reading
    }
}

/// A detection of one of the wake phrases.
public struct KeywordDetection: Sendable, Equatable, Codable {
    /// The phrase that was spotted.
    public var phrase: String
    /// When the phrase started, in seconds from the beginning of the stream.
    public var start: Double
    /// When the phrase ended, in seconds from the beginning of the stream.
    public var end: Double

    /// A detection of `phrase` between two stream times.
    public init(phrase: String, start: Double, end: Double) {
        self.phrase = phrase
        self.start = start
        self.end = end
    }
}

/// What the recognizer reports while audio streams through it.
public enum RecognitionEvent: Sendable, Equatable {
    /// A wake phrase was spotted (keyword search).
    case keyword(KeywordDetection)
    /// Voice activity began (grammar search), at this stream time.
    case speechStarted(at: Double)
    /// Voice activity ended (grammar search), at this stream time.
    case speechEnded(at: Double)
    /// The final hypothesis for an utterance (grammar search).
    case hypothesis(Hypothesis)
    /// Speech paused (grammar search): the voice-activity detector has heard
    /// ``RecognizerConfiguration/speechPause`` seconds of silence, and the utterance so far
    /// decodes as this hypothesis, its audio in ``Recognizer/lastUtteranceAudio``. Unless
    /// speech resumes before the rest of the silence timeout, `.speechEnded` and
    /// `.hypothesis` follow with this same hypothesis and audio: work on them can start now.
    case speechPaused(Hypothesis)
    /// Voice activity began and ended during keyword spotting with no wake phrase spotted
    /// in it (stream times; `to` is when the detector heard it end, after its closing silence).
    case speechWithoutWake(from: Double, to: Double)
}

/// Which search the recognizer runs.
public enum Search: Sendable, Hashable {
    /// Keyword spotting for the wake phrases.
    case wake
    /// A grammar registered under this name.
    case grammar(String)

    var name: String {
        switch self {
        case .wake: return "wake"
        case .grammar(let name): return "g_" + name
        }
    }
}
