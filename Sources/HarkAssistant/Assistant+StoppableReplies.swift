import HarkAudio
import HarkIntents
import HarkSpeech

extension Assistant {
    /// Name of the search that listens for "stop" while Hark answers (barge-in).
    static let replyStopSearch = "reply_stop"

    /// What stops a reply said over it (barge-in): "stop" as people say it to a voice that
    /// goes on too long. Every word is in the dictionary; nothing else is searched meanwhile,
    /// so Hark's own voice can wake nothing.
    static let replyStopPhrases = [
        "stop", "stop it", "stop talking", "stop please", "please stop", "okay stop", "ok stop",
        "be quiet", "quiet", "quiet please", "that's enough", "that is enough", "enough",
        "shut up", "never mind", "cancel", "hush",
    ]

    /// Registers the reply-stop search (with barge-in on for replies). Synchronous, as ``prepare()``'s other steps.
    func prepareStoppableReplies() throws {
        let words = Set(Self.replyStopPhrases.flatMap { SpokenWords.tokenize($0) })
        try recognizer.makePronounceable(words.sorted())
        try recognizer.setGrammar(Self.phraseGrammar(Self.replyStopPhrases), name: Self.replyStopSearch)
    }

    /// Says a reply that a person can cut short: with barge-in on for replies (`audio.barge_in`
    /// and `audio.barge_in_replies`), "stop" (``replyStopPhrases``)
    /// said over the reply is heard through the echo canceller and stops it at once
    /// (``AssistantEvent/replyStopped(text:response:at:)``); the search that was listening
    /// before is active again afterwards. Otherwise said as ``say(_:voice:)`` says it.
    func sayStoppable(_ text: String) async throws {
        let samples = try await spoken(text)
        guard settings.bargeIn, settings.bargeInReplies, relay == nil, let previous = recognizer.activeSearch else {
            try await play(samples)
            return
        }
        try recognizer.listen(for: .grammar(Self.replyStopSearch))
        defer { try? recognizer.listen(for: previous) }
        // Words that end after the reply has ended stop nothing: the echo's last remains
        // (a slow echo path still sounding after the speaker fell silent) are never taken for "stop".
        let replyEnd = (reader?.time ?? 0) + Double(samples.count) / Double(AudioFrame.sampleRate)
        guard let (heard, fit) = try await playHearing(samples, quietingTheEcho: true, personPause: Self.replyPersonPause, wanted: { self.accepts($0, fit: $1) && $0.end < replyEnd }) else { return }
        emit(.heard(text: heard.text, confidence: fit.acousticRatio, coverage: fit.coverage, at: reader?.time ?? heard.end,
                    wordScore: fit.measuredWordScore))
        emit(.replyStopped(text: text, response: heard.text, at: reader?.time ?? heard.end))
    }
}
