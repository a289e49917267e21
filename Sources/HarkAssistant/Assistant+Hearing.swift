public import HarkAudio
public import HarkIntents
import HarkSpeech

/// One utterance as Hark heard it, without acting on it (speech-to-text for another system).
public struct HeardUtterance: Sendable, Equatable {
    /// The words; empty when speech was heard but did not fit the grammar well enough to act on.
    public let text: String
    /// How surely the words were heard (``Hearing/sure``, or doubtful with the reason).
    public let hearing: Hearing
    /// The words' fit against a free phone loop (see ``GrammarFit``).
    public let fit: Double

    /// Creates a heard utterance.
    public init(text: String, hearing: Hearing, fit: Double) {
        self.text = text
        self.hearing = hearing
        self.fit = fit
    }
}

/// A wake phrase spotted and judged in a stream (wake-word detection for another system).
public struct SpottedWakePhrase: Sendable, Equatable {
    /// The phrase as configured.
    public let phrase: String
    /// Where it ended, in seconds from the start of the stream.
    public let end: Double
}

extension Assistant {
    /// Hears one utterance in `source` with the command grammar, or with `answerGrammar`
    /// (a follow-up question's JSGF) when given, and returns what a spoken command would
    /// have been heard as: the grammar, the second pass, the fit and the rejection of
    /// `hark listen`. Nothing is run and nothing is said.
    ///
    /// Nil when nobody spoke before the command timeout (or the source ended first); clicks
    /// and breaths are no utterance. The source is read until the utterance closes (the
    /// rest of it is left unread).
    public func hearUtterance<Source: AudioSource>(in source: Source, answerGrammar: String? = nil) async throws -> HeardUtterance? {
        try await hearUtterance(in: source, answering: answerGrammar.map { ListenRequest(purpose: .value(parameter: "answer"), grammar: $0) })
    }

    /// Hears one utterance in `source` as the answer to `request` (its grammar, and its purpose: a
    /// new phrase is dictated, a passphrase is reported as secret), or as a command when nil.
    public func hearUtterance<Source: AudioSource>(in source: Source, answering request: ListenRequest?) async throws -> HeardUtterance? {
        reader = settings.audioCleanup.isOn ? FrameReader(CleanedAudio(source, cleanup: settings.audioCleanup)) : FrameReader(source)
        defer { reader = nil }
        if let request {
            guard let answer = try await listenForAnswer(request) else { return nil }
            return HeardUtterance(text: answer, hearing: .sure, fit: 0)
        }
        try await refreshCommandGrammar()
        try recognizer.listen(for: .grammar(Self.commandSearch))
        guard let (heard, heardFit) = try await listenForUtterance(timeout: settings.commandTimeout) else { return nil }
        // Not read freely: the transcript's reader (Home Assistant, or the hub) reads it as heard.
        let (hypothesis, fit) = try bestReading(of: heard, fit: heardFit, freely: false)
        let snr = SpeechEvidence.signalToNoise(recognizer.lastUtteranceAudio)
        guard accepts(hypothesis, fit: fit) else {
            emit(.rejected(text: hypothesis.text, confidence: fit.acousticRatio, coverage: fit.coverage, at: hypothesis.end, snr: snr,
                           wordScore: fit.measuredWordScore))
            return HeardUtterance(text: "", hearing: .sure, fit: fit.acousticRatio)
        }
        emit(.heard(text: hypothesis.text, confidence: fit.acousticRatio, coverage: fit.coverage, at: hypothesis.end, snr: snr,
                    wordScore: fit.measuredWordScore, secondPassAlone: heardBySecondPassAlone))
        return HeardUtterance(text: hypothesis.text, hearing: hearing(fit, signalToNoise: snr), fit: fit.acousticRatio)
    }

    /// Speaking rates (words per minute) a new phrase is synthesized at to hear it against the grammar.
    static let confusabilityRates = [150, 200]

    /// What the command grammar hears `phrase` as, when eSpeak NG says it at two rates, if that is another
    /// known phrase heard well enough to act on (fit and coverage as a command); nil otherwise. The
    /// phrase itself is not in the grammar yet, so a good fit means a known phrase sounds like it.
    func knownPhrase(soundingLike phrase: String) async throws -> String? {
        try await refreshCommandGrammar()
        let wanted = SpokenWords.tokenize(phrase)
        let pause = [Int16](repeating: 0, count: AudioFrame.sampleRate * 3 / 10)
        for rate in Self.confusabilityRates {
            var voice = settings.voiceSettings
            voice.rate = rate
            let audio = pause + (try await synthesizer.synthesize(phrase, settings: voice)) + pause + pause
            let heard = try recognizer.decode(audio, with: .grammar(Self.commandSearch))
            let words = SpokenWords.tokenize(heard.text)
            guard !words.isEmpty, words != wanted else { continue }
            let fit = try recognizer.confidence(of: audio, sentence: heard.text)
            if fit.acousticRatio >= settings.commandMinimumFit && fit.coverage >= settings.commandMinimumCoverage {
                return words.joined(separator: " ")
            }
        }
        return nil
    }

    /// Spots the wake phrases in `source` as `hark listen` does (spotting, then the judge),
    /// calling `found` for each one that stands, until the source ends. Returns how many stood.
    @discardableResult
    public func spotWakePhrases<Source: AudioSource>(
        in source: Source, found: (SpottedWakePhrase) async throws -> Void
    ) async throws -> Int {
        reader = settings.audioCleanup.isOn ? FrameReader(CleanedAudio(source, cleanup: settings.audioCleanup)) : FrameReader(source)
        defer { reader = nil }
        try recognizer.listen(for: .wake)
        pendingWakeCandidate = nil
        var spotted = 0
        while let input = try await nextInput(alerts: false) {
            guard case .frame(let frame) = input else { continue }
            for wake in try judged(try recognizer.process(frame), now: frame.endTime) {
                spotted += 1
                try await found(wake)
            }
        }
        for wake in try judged(try recognizer.finish(), now: .infinity) {
            spotted += 1
            try await found(wake)
        }
        return spotted
    }

    /// The wake phrases among `events` that the judge lets stand (each reported as a `wake` event).
    /// (Not a local function of ``spotWakePhrases(in:found:)``: an async one there crashed the
    /// Swift 6.3.1 compiler in release builds.)
    /// A candidate waiting for the rest of its saying is settled once the stream reaches `now`.
    private func judged(_ events: [RecognitionEvent], now: Double) throws -> [SpottedWakePhrase] {
        var stood: [SpottedWakePhrase] = []
        for case .keyword(let detection) in events {
            guard let verified = try verifyWake(detection) else { continue }
            pendingWakeCandidate = nil
            emit(.wake(phrase: detection.phrase, at: detection.end, fit: verified?.fit, evidence: verified))
            stood.append(SpottedWakePhrase(phrase: detection.phrase, end: detection.end))
        }
        if let (detection, evidence) = try settledWakeCandidate(now: now) {
            emit(.wake(phrase: detection.phrase, at: detection.end, fit: evidence.fit, evidence: evidence))
            stood.append(SpottedWakePhrase(phrase: detection.phrase, end: detection.end))
        }
        return stood
    }
}
