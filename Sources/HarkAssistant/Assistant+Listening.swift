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
        guard let reader else { return nil }
        let deadline = reader.time + timeout
        return try await listenForUtterance(until: { reader.time >= deadline })
    }

    /// Reads frames with the active grammar search until one utterance of speech is
    /// recognized, or until `over` says listening is over while nobody is speaking (or
    /// the source ends): then nil. Noise is no turn, as in ``listenForUtterance(timeout:)``.
    func listenForUtterance(until over: () -> Bool) async throws -> (Hypothesis, GrammarFit)? {
        guard let search = recognizer.activeSearch else { return nil }
        var speaking = false
        var speechStart = 0.0
        while let input = try await nextInput(alerts: false) {
            guard case .frame(let frame) = input else { continue }
            var events = try recognizer.process(frame)
            if speaking, personStoppedOverTheSound(since: speechStart) {
                // Over Hark's voice the echo's remains keep the endpointer in speech; the person has stopped.
                events += try recognizer.finish()
            }
            for event in events {
                switch event {
                case .speechPaused(let hypothesis):
                    readAhead(hypothesis, search: search)
                case .speechStarted(let at):
                    speaking = true
                    speechStart = at
                case .hypothesis(let hypothesis):
                    let ended = ContinuousClock.now
                    speaking = false
                    if let heard = try rescore(hypothesis, search: search) {
                        lastSpeechEnd = ended - readAheadOverrun
                        return heard
                    }
                default: break
                }
            }
            if !speaking && over() { return nil }
        }
        for event in try recognizer.finish() {
            if case .hypothesis(let hypothesis) = event {
                let ended = ContinuousClock.now
                if let heard = try rescore(hypothesis, search: search) {
                    lastSpeechEnd = ended - readAheadOverrun
                    return heard
                }
            }
        }
        return nil
    }

    /// Whether, while Hark plays and listens over it, someone spoke over the sound after
    /// stream time `start` and has stopped (``EchoReference/personStopped(since:)``).
    func personStoppedOverTheSound(since start: Double) -> Bool {
        echoReference?.personStopped(since: start) ?? false
    }

    /// Seconds of no words over Hark's sound after which a person's utterance over it is
    /// taken as ended, though the echo's remains still sound like speech.
    static let personPause = 0.4

    /// ``personPause`` over a spoken answer, which people talk over to someone else: frames are
    /// a person's only where they stand above the echo, so a sentence said over it has gaps, and
    /// at 0.4 s its fragments were read as ways of saying stop ("my boss keeps calling me" as
    /// "hush"). `hark bench --barge-in` (2026-12-07): of 40 everyday sentences from outside the
    /// repo said over an answer by five voices, 7 of 200 stopped it at 0.4 s, 3 at 0.55 s and at
    /// 0.7 s; of the bench's own 40, 8 of 200 at each. "Stop" was heard as often (76 of 80 at
    /// 10 dB), 0.16 s later (median 1.14 s from its start).
    static let replyPersonPause = 0.55

    /// The second pass over the last utterance, and how well its words explain the audio;
    /// `search` stays active. Nil when neither pass heard a word and the utterance
    /// was too short or too quiet to be speech (see ``SpeechEvidence``): it was
    /// noise, and is reported as such, never answered. The reading made while the
    /// silence timeout passed (``readAhead(_:search:)``) is taken when it is of the same
    /// utterance; otherwise it is made now (``reread(_:search:whole:overTheSound:)``).
    func rescore(_ hypothesis: Hypothesis, search: Search) throws -> (Hypothesis, GrammarFit)? {
        let whole = recognizer.lastUtteranceAudio
        let early = speculation
        speculation = nil
        let reading: Rereading
        readAheadOverrun = .zero
        if let early, early.reading.isReading(of: hypothesis, search: search, audio: whole) {
            reading = early.reading
            // The endpoint came no sooner than the audio says: on a microphone, what the
            // read-ahead took beyond the rest of the silence timeout is waited for after it.
            let wall = early.wallStart.duration(to: .now)
            let audio = Duration.milliseconds(Int(((reader?.time ?? early.streamStart) - early.streamStart) * 1_000))
            readAheadOverrun = max(.zero, wall - audio)
        } else {
            reading = try reread(hypothesis, search: search, whole: whole, overTheSound: true)
        }
        heardAudio = reading.audio
        heardBySecondPassAlone = reading.secondPassAlone
        guard let fit = reading.fit else {
            let evidence = SpeechEvidence(audio: whole, voicedSeconds: recognizer.lastUtteranceVoicedSeconds)
            guard evidence.isSpeech else {
                emit(.noise(at: reader?.time ?? hypothesis.end, voiced: evidence.voicedSeconds, level: evidence.peakLevel))
                return nil
            }
            // A sentence no phrase explains at all: heard, not understood.
            return (reading.result, .noWords)
        }
        return (reading.result, fit)
    }

    /// Reads an utterance whose speech has paused (``RecognitionEvent/speechPaused(_:)``)
    /// again now, while the rest of the silence timeout passes: when it ends there, as it
    /// mostly does, ``rescore(_:search:)`` takes this reading instead of making it after
    /// the endpoint. Not over Hark's own sound, whose stretch is known only at the end.
    func readAhead(_ hypothesis: Hypothesis, search: Search) {
        guard echoReference?.isPlaying != true else { return }
        let wallStart = ContinuousClock.now, streamStart = reader?.time ?? 0
        speculation = (try? StageTimes.measure("read-ahead") { () throws in
            try reread(hypothesis, search: search, whole: recognizer.lastUtteranceAudio, overTheSound: false)
        }).map { (reading: $0, wallStart: wallStart, streamStart: streamStart) }
    }

    /// The second pass and the fit of an utterance (no state of the assistant is touched).
    ///
    /// The streaming pass decodes with live cepstral-mean normalisation and the
    /// front end's running noise estimate, both of which lag behind a change of
    /// speaker or background. Once the endpointer has closed the utterance, its
    /// audio is decoded again with the same grammar on a front end of its own with
    /// batch normalisation over the utterance (as the model was trained), and
    /// that reading wins. On the benchmark corpus the stock decoder in batch mode
    /// read 59/60 commands right in pink noise at 20 dB SNR and 41/60 at 10 dB,
    /// against 52/60 and 22/60 streaming.
    func reread(_ hypothesis: Hypothesis, search: Search, whole: [Int16], overTheSound: Bool) throws -> Rereading {
        // With other people talking around a command, only its own stretch is read again (see ``SpeechSpan``).
        // Over Hark's own sound, only the stretch where someone spoke over it: the echo's remains run on around it.
        let soundStretch = overTheSound ? echoReference.flatMap { $0.isPlaying ? $0 : nil }.map { reference in
            reference.personStretch(audioEndingAt: reader?.time ?? 0, count: whole.count)
        } : nil
        let stretch = soundStretch ?? (settings.trimToSpeech ? SpeechSpan.loudestStretch(of: whole) : nil)
        let audio = stretch.map { Array(whole[$0]) } ?? whole
        var result = hypothesis
        var secondPassAlone = false
        if case .grammar = search, !audio.isEmpty {
            // The phone loop runs on the spare decoder while the second pass and the alignment run here.
            recognizer.prepareFit(of: audio)
            // The closing silence stays in: read without it, the generated corpus lost two
            // commands (408 against 410 of 660) for 10-25% of the second pass's CPU (2026-11-25).
            let second = try StageTimes.measure("second-pass") { () throws(RecognizerError) in try recognizer.decode(audio, with: search) }
            if second.hasWords && second.text != hypothesis.text {
                // When both passes read words, the second wins: choosing by the aligned words'
                // fit instead lost 3 of 318 real coffee orders (2026-11-26).
                secondPassAlone = !hypothesis.hasWords
                result = hypothesis.reread(as: second.text)
            }
        }
        var reading = Rereading(hypothesis: hypothesis, search: search, whole: whole, audio: audio,
                                result: result, secondPassAlone: secondPassAlone)
        if result.hasWords {
            reading.fit = try StageTimes.measure("fit") { () throws(RecognizerError) in try recognizer.confidence(of: audio, sentence: result.text) }
        }
        return reading
    }

    /// Listens for the answer to a follow-up question with its own grammar.
    /// Returns the words, "" when speech did not fit (the question is asked again),
    /// or nil when the user stayed silent (the session ends).
    /// What events show in place of a secret answer's words.
    static let secretText = "(secret)"

    func listenForAnswer(_ request: ListenRequest) async throws -> String? {
        let vocabulary = try recognizer.vocabulary(ofGrammar: request.grammar)
        try recognizer.makePronounceable(vocabulary)
        try recognizer.setGrammar(request.grammar, name: Self.followUpSearch)
        try recognizer.listen(for: .grammar(Self.followUpSearch))
        defer { try? recognizer.listen(for: .grammar(Self.commandSearch)) }
        guard let (hypothesis, fit) = try await listenForUtterance(timeout: settings.sessionTimeout) else { return nil }
        if request.purpose == .phrase {
            // A phrase no grammar expects: the grammar found where it starts and ends; its words come from
            // free dictation over the whole dictionary (the word language model, loaded for this alone).
            let words = try StageTimes.measure("dictation") { () throws(RecognizerError) in try recognizer.dictate(heardAudio) }
            emit(.heard(text: words, confidence: fit.acousticRatio, coverage: fit.coverage, at: reader?.time ?? hypothesis.end))
            return words
        }
        // A secret answer (a passphrase) is reported without its words.
        let shown = request.isSecret ? Self.secretText : hypothesis.text
        guard accepts(hypothesis, fit: fit) else {
            emit(.rejected(text: shown, confidence: fit.acousticRatio, coverage: fit.coverage, at: reader?.time ?? hypothesis.end,
                           wordScore: fit.measuredWordScore))
            return ""
        }
        emit(.heard(text: shown, confidence: fit.acousticRatio, coverage: fit.coverage, at: reader?.time ?? hypothesis.end,
                    wordScore: fit.measuredWordScore))
        return hypothesis.text
    }
}
