import Foundation
import HarkAudio
import HarkIntents
import HarkSkills
import HarkSpeech

extension Assistant {
    /// Reads frames with the active grammar search until one utterance of speech
    /// is recognized. Returns nil when nobody starts speaking within `timeout`
    /// seconds of audio, or the source ends.
    ///
    /// An utterance in which no word was heard and too short or too quiet to be
    /// speech (a click, a breath, the room) is no turn: it is dropped without a
    /// word and listening goes on until the same deadline.
    func listenForUtterance(timeout: Double) async throws -> (Hypothesis, GrammarFit)? {
        guard let reader, let search = recognizer.activeSearch else { return nil }
        let deadline = reader.time + timeout
        var speaking = false
        while let frame = try await reader.next() {
            try Task.checkCancellation()
            audioClock?.advance(toAudioTime: frame.endTime)
            recent.append(frame)
            for event in try recognizer.process(frame) {
                switch event {
                case .speechStarted: speaking = true
                case .hypothesis(let hypothesis):
                    let ended = ContinuousClock.now
                    speaking = false
                    if let heard = try rescore(hypothesis, search: search) {
                        lastSpeechEnd = ended
                        return heard
                    }
                default: break
                }
            }
            if !speaking && reader.time >= deadline { return nil }
        }
        for event in try recognizer.finish() {
            if case .hypothesis(let hypothesis) = event {
                let ended = ContinuousClock.now
                if let heard = try rescore(hypothesis, search: search) {
                    lastSpeechEnd = ended
                    return heard
                }
            }
        }
        return nil
    }

    /// The second pass over the last utterance, and how well its words explain the audio;
    /// `search` stays active. Nil when neither pass heard a word and the utterance
    /// was too short or too quiet to be speech (see ``SpeechEvidence``): it was
    /// noise, and is reported as such, never answered.
    ///
    /// The streaming pass decodes with live cepstral-mean normalisation and the
    /// front end's running noise estimate, both of which lag behind a change of
    /// speaker or background. Once the endpointer has closed the utterance, its
    /// audio is decoded again with the same grammar on a front end of its own with
    /// batch normalisation over the utterance (as the model was trained), and
    /// that reading wins. On the benchmark corpus the stock decoder in batch mode
    /// read 59/60 commands right in pink noise at 20 dB SNR and 41/60 at 10 dB,
    /// against 52/60 and 22/60 streaming.
    func rescore(_ hypothesis: Hypothesis, search: Search) throws -> (Hypothesis, GrammarFit)? {
        let audio = recognizer.lastUtteranceAudio
        var result = hypothesis
        if case .grammar = search, !audio.isEmpty {
            let second = try recognizer.decode(audio, with: search)
            if second.hasWords && second.text != hypothesis.text {
                result.text = second.text
                // The streaming pass's word times belong to other words now.
                result.words = []
            }
        }
        guard result.hasWords else {
            let evidence = SpeechEvidence(audio: audio, voicedSeconds: recognizer.lastUtteranceVoicedSeconds)
            guard evidence.isSpeech else {
                emit(.noise(at: reader?.time ?? hypothesis.end, voiced: evidence.voicedSeconds, level: evidence.peakLevel))
                return nil
            }
            // A sentence no phrase explains at all: heard, not understood.
            return (result, .noWords)
        }
        return (result, try recognizer.confidence(of: audio, sentence: result.text))
    }

    /// Listens for the answer to a follow-up question with its own grammar.
    /// Returns the words, "" when speech did not fit (the question is asked again),
    /// or nil when the user stayed silent (the session ends).
    func listenForAnswer(_ request: ListenRequest) async throws -> String? {
        let vocabulary = try recognizer.vocabulary(ofGrammar: request.grammar)
        try recognizer.makePronounceable(vocabulary)
        try recognizer.setGrammar(request.grammar, name: Self.followUpSearch)
        try recognizer.listen(for: .grammar(Self.followUpSearch))
        defer { try? recognizer.listen(for: .grammar(Self.commandSearch)) }
        guard let (hypothesis, fit) = try await listenForUtterance(timeout: settings.sessionTimeout) else { return nil }
        guard accepts(hypothesis, fit: fit) else {
            emit(.rejected(text: hypothesis.text, confidence: fit.acousticRatio, coverage: fit.coverage, at: reader?.time ?? hypothesis.end))
            return ""
        }
        emit(.heard(text: hypothesis.text, confidence: fit.acousticRatio, coverage: fit.coverage, at: reader?.time ?? hypothesis.end))
        return hypothesis.text
    }
}

/// The lifecycle's conversation, spoken and heard through the pipeline.
///
/// Only the assistant's own task uses it (the runner awaits each turn in
/// order), which is why sharing the non-Sendable assistant is safe here.
///
/// A failing speaker or microphone (or cancellation) is kept in `failure` and
/// thrown to the lifecycle as a ``ConversationFailure``, which it does not try
/// to speak about; every later turn fails at once with the same error, and the
/// assistant rethrows the original once the lifecycle returns.
struct VoiceConversation: Conversation, @unchecked Sendable {
    let assistant: Assistant
    let failure = FailureBox()

    func speak(_ dialog: IntentDialog) async throws {
        try await channel { try await assistant.say(dialog.full) }
    }

    func listen(_ request: ListenRequest) async throws -> String? {
        try await channel { try await assistant.listenForAnswer(request) }
    }

    private func channel<T>(_ body: () async throws -> T) async throws -> T {
        if let error = failure.error { throw ConversationFailure(error) }
        do {
            return try await body()
        } catch let error as AssistantDeviceFailure {
            failure.error = error
            throw ConversationFailure(error)
        } catch let error as CancellationError {
            failure.error = error
            throw ConversationFailure(error)
        }
    }

    /// The first channel failure of one conversation (only its own task touches it).
    final class FailureBox: @unchecked Sendable {
        var error: (any Error)?
        /// The failure, forgotten once taken.
        func take() -> (any Error)? {
            defer { error = nil }
            return error
        }
    }
}
