import Foundation
import HarkAudio

/// The result of decoding one stretch of audio in a single pass.
public struct UtteranceScore: Sendable, Equatable {
    /// What the search recognized.
    public var text: String
    /// The path score (log domain of the decoder).
    public var score: Int
    /// Frames decoded (100 per second).
    public var frames: Int
    /// Sum of the segments' acoustic scores (log domain of the decoder).
    public var acousticScore: Int = 0
    /// Frames covered by real words (not silence or noise fillers).
    public var wordFrames: Int = 0
    /// Frames covered by fillers other than silence (noise, breath, um).
    public var fillerFrames: Int = 0

    /// A reading with its scores (for fakes and tests; decoders fill it themselves).
    public init(text: String, score: Int, frames: Int, acousticScore: Int = 0, wordFrames: Int = 0, fillerFrames: Int = 0) {
        self.text = text
        self.score = score
        self.frames = frames
        self.acousticScore = acousticScore
        self.wordFrames = wordFrames
        self.fillerFrames = fillerFrames
    }

    /// Whether the search recognized a word (not only silences and fillers).
    public var hasWords: Bool { Recognizer.containsWords(text) }
}

/// How well a grammar explains an utterance, against a free phone loop.
public struct GrammarFit: Sendable, Equatable {
    /// The grammar's one-pass hypothesis.
    public var hypothesis: UtteranceScore
    /// Acoustic score difference per frame, grammar path minus phone loop (decoder
    /// log units >> 10). Near 0 when the speech fits; strongly negative when not.
    public var acousticRatio: Double
    /// Frames of the grammar's words divided by the frames the phone loop calls speech.
    /// Near 1 when the grammar explains all the speech; small when most of it was
    /// absorbed as silence or noise.
    public var coverage: Double

    /// A fit with its figures (for fakes and tests; ``Recognizer`` computes it).
    public init(hypothesis: UtteranceScore, acousticRatio: Double, coverage: Double) {
        self.hypothesis = hypothesis
        self.acousticRatio = acousticRatio
        self.coverage = coverage
    }

    /// The fit of no words at all: nothing explained (-infinity), nothing covered.
    public static let noWords = GrammarFit(hypothesis: UtteranceScore(text: "", score: 0, frames: 0), acousticRatio: -.infinity, coverage: 0)

    /// The fit of `constrained` (a grammar's path) against `free` (the phone loop) on the same audio.
    static func comparing(_ constrained: UtteranceScore, with free: UtteranceScore) -> GrammarFit {
        // Compare acoustic scores only (language weights differ between the searches),
        // per frame of the utterance.
        let frames = max(1, max(constrained.frames, free.frames))
        let ratio = Double(constrained.acousticScore - free.acousticScore) / Double(frames)
        // Speech the grammar could not explain hides in its silence and noise models:
        // compare how much the grammar's words cover with how much the phone loop calls speech.
        let coverage = free.wordFrames > 0
            ? min(1.5, Double(constrained.wordFrames) / Double(free.wordFrames))
            : (constrained.wordFrames > 0 ? 1.5 : 0)
        return GrammarFit(hypothesis: constrained, acousticRatio: ratio, coverage: coverage)
    }
}

extension Recognizer {
    /// Name of the phone-loop search used as the competitor when rescoring.
    static let phoneLoopSearch = "phone_loop"
    /// Name of the one-sentence search used to align a hypothesis.
    static let alignmentSearch = "align"

    /// Decodes `samples` with a registered search in one pass. The session is left
    /// as it was: same search, same live normalisation (call it between utterances;
    /// an utterance still open in the stream is dropped).
    public func decode(_ samples: [Int16], with search: Search) throws(RecognizerError) -> UtteranceScore {
        try checkRegistered(search)
        return try isolated(search: search.name) { () throws(RecognizerError) in try decodeActive(samples) }
    }

    /// Decodes `samples` with a free phone loop: the best any speech could score,
    /// the yardstick for how well a grammar path fits the same audio. Leaves the session as it was.
    /// Runs on the spare decoder; the session's decoder is not touched. A phone
    /// loop on the same audio started by ``prepareFit(of:)`` is taken, not run again.
    public func decodeWithPhoneLoop(_ samples: [Int16]) throws(RecognizerError) -> UtteranceScore {
        if pendingPhoneLoopSamples != samples { startPhoneLoop(samples) }
        return try takePhoneLoop()
    }

    /// The phone loop on the session's own decoder, as before the spare decoder:
    /// the reference the spare decoder's result is tested against. Leaves the session as it was.
    func decodeWithPhoneLoopOnSession(_ samples: [Int16]) throws(RecognizerError) -> UtteranceScore {
        try ensurePhoneLoop()
        return try isolated(search: Self.phoneLoopSearch) { () throws(RecognizerError) in try decodeActive(samples) }
    }

    /// Starts the phone loop on `samples` on the spare decoder (``PhoneLoop``, the
    /// other core), so it runs beside the second pass and the alignment; the
    /// fit of the same audio then takes its result instead of decoding again.
    public func prepareFit(of samples: [Int16]) {
        guard !samples.isEmpty, pendingPhoneLoopSamples != samples else { return }
        startPhoneLoop(samples)
    }

    /// How well `text` (a recognized sentence) explains the audio: the sentence is
    /// force-aligned (a grammar of exactly those words) and compared with a free
    /// phone loop. Unlike `confidence(of:grammar:)` this does not depend on the size
    /// of the grammar that produced the sentence.
    ///
    /// The second pass's own path is no substitute for the alignment: on 151 real
    /// coffee orders its acoustic score per frame was 4.6 (median) and up to 25 below
    /// the alignment's for the same words, since the grammar's weights pull the
    /// path off the acoustically best one (measured 2026-11-25).
    public func confidence(of samples: [Int16], sentence text: String) throws(RecognizerError) -> GrammarFit {
        let words = text.split(separator: " ").map(String.init).filter { !Self.isFiller($0) }
        guard !words.isEmpty, !samples.isEmpty else {
            return .noWords
        }
        try setGrammar("#JSGF V1.0;\ngrammar align;\npublic <sentence> = \(words.joined(separator: " "));\n", name: Self.alignmentSearch)
        return try confidence(of: samples, grammar: .grammar(Self.alignmentSearch))
    }

    /// Per-frame log-likelihood ratio between the grammar's best path and the free
    /// phone loop on the same audio, in natural-log units per frame. Near 0 (or above)
    /// when the speech fits the grammar; strongly negative for speech the grammar
    /// cannot explain. Leaves the session as it was.
    public func confidence(of samples: [Int16], grammar: Search) throws(RecognizerError) -> GrammarFit {
        prepareFit(of: samples)
        let constrained = try decode(samples, with: grammar)
        return GrammarFit.comparing(constrained, with: try decodeWithPhoneLoop(samples))
    }
}
