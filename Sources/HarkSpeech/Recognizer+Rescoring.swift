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
    /// Every segment of the path in order (words, phones of a phone loop, silences and
    /// fillers), with its frames and acoustic score: where each word sits and how it fit.
    public var spans: [ScoredSpan] = []

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

    /// The acoustic score per frame of the sentence's words as aligned (silences, fillers
    /// and words shorter than ``shortestScoredWord`` left out), in the decoder's units
    /// (>> 10), as ``acousticRatio``. The decoder normalises each frame's scores, so this
    /// is near 0 when each word sounds like what was said, whatever the loudness; +infinity
    /// when not measured (no word long enough).
    ///
    /// A sentence outside the grammar snapped onto a phrase can fit as a whole about as well
    /// as the phone loop ("i love you too" heard as "i bought zucchini", fit -7), while its
    /// words, aligned, score far below what real people's words score. Of the 22 clips of
    /// sentences no phrase fits that still ran a change at the sure fit (1,055 clips, five
    /// voices, `hark bench --wrong-actions`), 18 scored below -25; of 294 coffee orders of
    /// real people heard right, none scored below -22.5 (median -12; 2026-11-26,
    /// docs/BENCHMARK.md).
    public var wordScore: Double = .infinity

    /// How each word scored on its own frames (words of at least ``shortestScoredWord``
    /// frames, not silences or fillers, in order).
    public var words: [WordScore] = []

    /// ``wordScore`` when it was measured (nil for +infinity).
    public var measuredWordScore: Double? { wordScore == .infinity ? nil : wordScore }

    /// A fit with its figures (for fakes and tests; ``Recognizer`` computes it).
    public init(hypothesis: UtteranceScore, acousticRatio: Double, coverage: Double, wordScore: Double = .infinity) {
        self.hypothesis = hypothesis
        self.acousticRatio = acousticRatio
        self.coverage = coverage
        self.wordScore = wordScore
    }

    /// The fit of no words at all: nothing explained (-infinity), nothing covered.
    public static let noWords = GrammarFit(hypothesis: UtteranceScore(text: "", score: 0, frames: 0), acousticRatio: -.infinity,
                                           coverage: 0, wordScore: -.infinity)

    /// Words shorter than this many frames (50 ms) are left out of ``wordScore``: a
    /// word that short ("a", "the" said quickly) is mostly its neighbours' transitions.
    public static let shortestScoredWord = 5

    /// The fit of `constrained` (a grammar's path) against `free` (the phone loop) on the same audio.
    /// `unheardSilence` frames of closing silence the audio lacks count as frames that fit
    /// (see ``Recognizer/unheardClosingSilence(of:)``).
    static func comparing(_ constrained: UtteranceScore, with free: UtteranceScore, unheardSilence: Int = 0) -> GrammarFit {
        // Compare acoustic scores only (language weights differ between the searches),
        // per frame of the utterance.
        let frames = max(1, max(constrained.frames, free.frames) + max(0, unheardSilence))
        let ratio = Double(constrained.acousticScore - free.acousticScore) / Double(frames)
        // Speech the grammar could not explain hides in its silence and noise models:
        // compare how much the grammar's words cover with how much the phone loop calls speech.
        let coverage = free.wordFrames > 0
            ? min(1.5, Double(constrained.wordFrames) / Double(free.wordFrames))
            : (constrained.wordFrames > 0 ? 1.5 : 0)
        var fit = GrammarFit(hypothesis: constrained, acousticRatio: ratio, coverage: coverage)
        fit.words = wordScores(of: constrained)
        fit.wordScore = wordScore(of: fit.words)
        return fit
    }

    /// The mean of `words`' scores over their frames; +infinity for no words.
    static func wordScore(of words: [WordScore]) -> Double {
        let frames = words.reduce(0) { $0 + $1.frames }
        guard frames > 0 else { return .infinity }
        return words.reduce(0.0) { $0 + $1.score * Double($1.frames) } / Double(frames)
    }

    /// The acoustic score per frame of each word of `path` at least ``shortestScoredWord``
    /// frames long (silences and fillers left out).
    static func wordScores(of path: UtteranceScore) -> [WordScore] {
        path.spans.compactMap { span in
            guard span.frameCount >= shortestScoredWord, !Recognizer.isSilence(span.word), !Recognizer.isFiller(span.word) else {
                return nil
            }
            return WordScore(word: span.word, frames: span.frameCount, score: Double(span.acousticScore) / Double(span.frameCount))
        }
    }
}

/// How one word of a path scored on its own frames.
public struct WordScore: Sendable, Equatable, Codable {
    /// The word as the decoder wrote it (a variant keeps its `(2)`).
    public var word: String
    /// Its frames.
    public var frames: Int
    /// Its acoustic score per frame (decoder units >> 10; near 0 for a word that sounds like what was said).
    public var score: Double

    /// A word's score.
    public init(word: String, frames: Int, score: Double) {
        self.word = word
        self.frames = frames
        self.score = score
    }
}

/// One segment of a decoder's path: a word (or a phone of a phone loop, a silence, a
/// filler), the frames it spans (both ends included, 100 per second) and its acoustic
/// score (log domain of the decoder, as ``UtteranceScore/acousticScore``).
public struct ScoredSpan: Sendable, Equatable {
    /// The word as the decoder wrote it (a variant keeps its `(2)`).
    public var word: String
    /// First frame.
    public var startFrame: Int
    /// Last frame.
    public var endFrame: Int
    /// Acoustic score over those frames.
    public var acousticScore: Int

    /// A span.
    public init(word: String, startFrame: Int, endFrame: Int, acousticScore: Int) {
        self.word = word
        self.startFrame = startFrame
        self.endFrame = endFrame
        self.acousticScore = acousticScore
    }

    /// Frames spanned (at least 1).
    public var frameCount: Int { max(1, endFrame - startFrame + 1) }
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

    /// Name of the dictation search (the word language model), registered only while it decodes.
    static let dictationSearch = "dictation"

    /// The words of `samples` with the whole dictionary and the word language model: what a person
    /// said that no grammar expects (a new shortcut's phrase). The model (about 30 MB) is loaded for
    /// this call and freed after it; the session is left as it was.
    public func dictate(_ samples: [Int16]) throws(RecognizerError) -> String {
        let path = configuration.languageModel
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw RecognizerError(.modelMissing, "The word language model \(path) is missing; install pocketsphinx-en-us.")
        }
        try decoder.setLanguageModel(name: Self.dictationSearch, path: path)
        defer { decoder.unsetSearch(name: Self.dictationSearch) }
        return try isolated(search: Self.dictationSearch) { () throws(RecognizerError) in try decodeActive(samples) }.text
    }

    /// Decodes `samples` with a free phone loop: the best any speech could score,
    /// the yardstick for how well a grammar path fits the same audio. Leaves the session as it was.
    /// Runs on the spare decoder; the session's decoder is not touched. A phone
    /// loop on the same audio started by ``prepareFit(of:)`` is taken, not run again, and so
    /// is the last one taken when it was of the same audio.
    public func decodeWithPhoneLoop(_ samples: [Int16]) throws(RecognizerError) -> UtteranceScore {
        if let taken = takenPhoneLoop(of: samples) { return taken }
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
        guard !samples.isEmpty, pendingPhoneLoopSamples != samples, takenPhoneLoop(of: samples) == nil else { return }
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
        return GrammarFit.comparing(constrained, with: try decodeWithPhoneLoop(samples), unheardSilence: unheardClosingSilence(of: samples))
    }

    /// Frames of the silence timeout missing from the end of `samples` when they are the
    /// last utterance's audio, which ends once speech has paused
    /// (``RecognizerConfiguration/speechPause``), before the timeout's end; else 0.
    ///
    /// Fits were measured on utterances that ran to the end of the silence timeout, and
    /// their thresholds set on those (``acousticRatio`` is per frame, and closing silence
    /// fits about as well as the phone loop). Read at the pause, 0.2 s shorter, the same
    /// real coffee orders fitted lower: 267 of 318 were heard without asking first against
    /// 276, and one of the same recordings heard on the built-in skills alone, "make the
    /// alarm for eleven o'clock today", crossed the sure fit (2026-12-06). The frames not
    /// heard count as silence that fits.
    func unheardClosingSilence(of samples: [Int16]) -> Int {
        guard lastUtteranceClosingSilence > 0, samples.count == lastUtteranceAudio.count, samples == lastUtteranceAudio else { return 0 }
        return max(0, configuration.silenceTimeoutFrames - Int((lastUtteranceClosingSilence * 100).rounded()))
    }

    /// What a spotted wake phrase sounded like (see ``WakeEvidence``): `samples` decoded
    /// with `grammar` and with the free phone loop. Leaves the session as it was.
    public func wakeEvidence(of samples: [Int16], grammar: Search) throws(RecognizerError) -> WakeEvidence {
        prepareFit(of: samples)
        let constrained = try decode(samples, with: grammar)
        let free = try decodeWithPhoneLoop(samples)
        var pronunciations: [String: [[String]]] = [:]
        for word in Set(constrained.spans.map { Self.baseWord($0.word) }) where !Self.isSilence(word) && !Self.isFiller(word) {
            pronunciations[word] = self.pronunciations(of: word)
        }
        return WakeEvidence.measuring(constrained, against: free, pronunciations: pronunciations)
    }

    /// What `samples` sound like for comparing sayings of the wake phrase (``VoiceTemplate``):
    /// cepstra from a front end of their own, so the live stream's state does not shape them.
    public func voiceTemplate(of samples: [Int16]) throws(RecognizerError) -> VoiceTemplate? {
        let cepstra = try decoder.cepstra(of: samples)
        guard cepstra.count > 0, cepstra.width > 0 else { return nil }
        let rows = (0..<cepstra.count).map { row in
            (0..<cepstra.width).map { Float(cepstra.frames[row * cepstra.width + $0]) }
        }
        return VoiceTemplate(cepstra: rows)
    }
}
