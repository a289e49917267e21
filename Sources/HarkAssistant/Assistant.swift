public import HarkAudio
import HarkIntents
public import HarkSkills
public import HarkSpeech
import HarkStore

/// The product as a person meets it: wake phrase → command → intent → spoken
/// reply, with follow-up questions heard without the wake phrase, and alerts
/// (alarms, calls, reminders) rung when they fall due.
///
/// The same pipeline runs on a microphone (`hark listen`) and on WAV files
/// (`hark run`): only the audio source, the reply sink and the clock differ.
/// One task owns an assistant and runs it; it is not thread-safe.
public final class Assistant {
    /// The settings in force.
    public let settings: AssistantSettings
    /// The skills, store and scheduler.
    public let suite: SkillSuite
    let recognizer: any SpeechRecognizer
    let synthesizer: any SpeechSynthesizer
    let sink: any ReplySink
    let emit: @Sendable (AssistantEvent) -> Void
    /// The audio-driven clock in WAV mode; nil when the scheduler runs on wall time.
    let audioClock: AudioClock?
    /// Whether a wake phrase is needed (false: every utterance is a command).
    let wakeRequired: Bool
    /// Where commands go on a satellite (another Hark hears and answers them); nil: this pipeline's own.
    let relay: (any CommandRelay)?
    /// Half duplex (live audio): audio captured while Hark speaks is dropped, and this
    /// many seconds after it; 0 turns dropping off (WAV input never contains the replies).
    let halfDuplexGuard: Double

    var reader: FrameReader?
    var commandGrammar = ""
    /// The grammar of the person's own phrases alone, searched as ``userCommandSearch``; nil without one.
    var userCommandGrammar: String?
    /// The alerts falling due while the source plays (see ``nextInput(alerts:)``).
    var dueAlerts: DueEvents?
    /// Wall-clock instant the last user utterance ended, for reply latency.
    var lastSpeechEnd: ContinuousClock.Instant?
    /// Whether the last utterance's words came from the second pass alone (the streaming
    /// pass found no path through the grammar): see ``hearing(_:signalToNoise:)``.
    var heardBySecondPassAlone = false
    /// Whether the last command's words came from the command language model (``readFreely(of:)``):
    /// read as typed text, and a change they ask for is confirmed first.
    var heardFreely = false
    /// Whether the last command's words were read from its loudest stretch alone (``readLoudestStretch(of:)``):
    /// a change they ask for is confirmed first.
    var heardTrimmed = false
    /// The grammars the command language model is still to be made from (nil: it is up to date, or off).
    var freeReadingGrammars: [String]?
    /// What the command language model hears around and in place of the phrases' words.
    var freeReadingWords = FreeReadingWords()
    /// The audio the last utterance was read again from: the whole of it, or with
    /// ``AssistantSettings/trimToSpeech`` its loudest stretch (``SpeechSpan``).
    var heardAudio: [Int16] = []
    /// The reading made while the silence timeout passed after speech paused (``readAhead(_:search:)``),
    /// with the wall-clock instant and the stream time it began at.
    var speculation: (reading: Rereading, wallStart: ContinuousClock.Instant, streamStart: Double)?
    /// How much longer the last reading taken from a read-ahead ran than the audio that came
    /// meanwhile: the endpoint of a live stream is that much before it was processed.
    var readAheadOverrun = Duration.zero
    /// Frames read from the current source (the service resets its backoff once they flow).
    public var framesRead: Int { reader?.framesRead ?? 0 }
    /// The household's sayings of the wake phrase, when enrolled and in use (``AssistantSettings/useWakeEnrollment``).
    var wakeEnrollment: EnrolledSayings?
    /// Removes the echo of Hark's own sound while it listens over it (barge-in); made at the first such sound.
    var echoCanceller: EchoCanceller?
    /// The last sound played while listening (kept after it ended, for its ledger); nil before any.
    var echoReference: EchoReference?
    /// Recent audio kept for re-scoring wake phrases (the last few seconds).
    var recent = RecentAudio(seconds: 4)
    /// Stream time where the last spotted wake candidate ended.
    var lastWakeCandidateEnd = -Double.infinity
    /// A candidate the judge turned down, waiting for the rest of its saying before the enrolled
    /// sayings measure it (``settledWakeCandidate(now:)``).
    var pendingWakeCandidate: PendingWakeCandidate?

    static let commandSearch = "command"
    static let userCommandSearch = "command_user"
    static let followUpSearch = "followup"
    static let alertSearch = "alert"
    static let wakeVerifySearch = "wake_verify"

    /// Creates an assistant; call `prepare()` then `run(source:)`.
    public init(
        settings: AssistantSettings, suite: SkillSuite, recognizer: any SpeechRecognizer,
        synthesizer: any SpeechSynthesizer = ESpeakSynthesizer(), sink: any ReplySink,
        audioClock: AudioClock? = nil, wakeRequired: Bool = true, halfDuplexGuard: Double = 0,
        relay: (any CommandRelay)? = nil,
        emit: @escaping @Sendable (AssistantEvent) -> Void
    ) {
        self.relay = relay
        self.settings = settings
        self.suite = suite
        self.recognizer = recognizer
        self.synthesizer = synthesizer
        self.sink = sink
        self.audioClock = audioClock
        self.wakeRequired = wakeRequired
        self.halfDuplexGuard = halfDuplexGuard
        self.emit = emit
    }

    /// Compiles the command grammar, adds pronunciations, registers the wake phrases.
    public func prepare() async throws {
        // A satellite's commands are heard by the far side: it needs no command grammar (nor its memory).
        if relay == nil { try await refreshCommandGrammar() }
        if wakeRequired { try prepareWakePhrases() }
        if settings.bargeIn, settings.bargeInReplies, relay == nil { try prepareStoppableReplies() }
    }

    /// Registers the wake phrases and their verification grammar. (Synchronous on purpose: with
    /// these calls inline, `prepare` crashed the Swift 6.3.1 compiler's release build, in LLVM's
    /// coroutine splitting, once the command grammar became conditional.)
    private func prepareWakePhrases() throws {
        try recognizer.makePronounceable(wakePhrases: settings.wakePhrases)
        try recognizer.setWakePhrases(settings.wakePhrases)
        let phrases = settings.wakePhrases.map { $0.phrase.lowercased() }
        try recognizer.setGrammar(
            "#JSGF V1.0;\ngrammar wake;\npublic <wake> = \(phrases.joined(separator: " | "));\n",
            name: Self.wakeVerifySearch)
        wakeEnrollment = settings.useWakeEnrollment ? loadWakeEnrollment(phrases: phrases) : nil
    }

    /// The enrolled sayings of the current wake phrases, measured by this recognizer's front end;
    /// nil when fewer than two are enrolled. A store that cannot be read loses only the enrollment.
    func loadWakeEnrollment(phrases: [String]) -> EnrolledSayings? {
        do {
            return try EnrolledSayings.load(from: suite.store, phrases: phrases, recognizer: recognizer, margin: settings.wakeEnrollmentMargin)
        } catch {
            emit(.deviceError(device: "enrolled wake samples", message: "They could not be read (\(error)); the judge alone decides. hark wake forget, then hark wake enroll again."))
            return nil
        }
    }

    /// The search Hark returns to between commands.
    var idleSearch: Search { wakeRequired ? .wake : .grammar(Self.commandSearch) }

    /// Recompiles the command grammar when skills' entities changed (also from another
    /// process); when nothing changed it costs reading the entity lists.
    func refreshCommandGrammar() async throws {
        let compiled = try await suite.registry.refreshed()
        guard compiled.grammar != commandGrammar else { return }
        try StageTimes.measure("pronounce") { () throws(RecognizerError) in try recognizer.makePronounceable(Array(compiled.vocabulary)) }
        try StageTimes.measure("command-grammar") { () throws(RecognizerError) in try recognizer.setGrammar(compiled.grammar, name: Self.commandSearch) }
        commandGrammar = compiled.grammar
        if let user = compiled.userGrammar, user != userCommandGrammar {
            try recognizer.setGrammar(user, name: Self.userCommandSearch)
        }
        userCommandGrammar = compiled.userGrammar
        // The command language model is made when a reading first needs it (``readFreely(of:)``).
        freeReadingGrammars = settings.freeReading ? [compiled.grammar] + (compiled.typedGrammar.map { [$0] } ?? []) : nil
        freeReadingWords = FreeReadingWords(openings: CommandWrappers.openings, closings: CommandWrappers.closings,
                                            standIns: suite.registry.spokenStandIns)
    }

    /// Runs until the source ends (WAV) or the task is cancelled (microphone): the wake
    /// loop, taking frames and due alerts as ``nextInput(alerts:)`` hands them out.
    public func run<Source: AudioSource>(source: Source) async throws {
        lastWakeCandidateEnd = -.infinity
        pendingWakeCandidate = nil
        reader = settings.audioCleanup.isOn ? FrameReader(CleanedAudio(source, cleanup: settings.audioCleanup)) : FrameReader(source)
        // Alerts missed while Hark was stopped (or left mid-ring by a stopped Hark) ring first.
        dueAlerts = DueEvents(scheduler: suite.scheduler, missedBefore: suite.scheduler.clock.now,
                              recheckInterval: Self.scheduleRecheckInterval)
        try recognizer.listen(for: idleSearch)
        while let input = try await nextInput(alerts: true) {
            switch input {
            case .alert(let fired):
                // Claimed just before it rings, marked delivered just after: if Hark stops
                // mid-ring the one ringing comes back as missed after a restart.
                pendingWakeCandidate = nil
                try await ring(fired)
                try suite.scheduler.delivered(fired)
            case .frame(let frame):
                for event in try recognizer.process(frame) {
                    try await handle(event)
                }
                if let (detection, evidence) = try settledWakeCandidate(now: frame.endTime) {
                    try await wake(detection, evidence: evidence)
                }
            }
        }
        if let (detection, evidence) = try settledWakeCandidate(now: .infinity) {
            emit(.wake(phrase: detection.phrase, at: detection.end, fit: evidence.fit, evidence: evidence))
        }
        if !wakeRequired {
            for event in try recognizer.finish() { try await handle(event) }
        }
    }

    private func handle(_ event: RecognitionEvent) async throws {
        switch event {
        case .keyword(let detection):
            guard let verified = try verifyWake(detection) else { return }
            try await wake(detection, evidence: verified)
        case .speechWithoutWake(let from, let to) where wakeRequired && settings.wakeSecondLook && to - from <= Self.secondLookLongest:
            // Speech a candidate was spotted in (and judged) is not judged twice.
            guard from - Self.wakeSpanBefore >= lastWakeCandidateEnd else { return }
            let (samples, start) = recent.samplesAndStart(from: from - Self.secondLookLead, to: to)
            // A second look that fails costs only itself: the stream's own spotting goes on.
            guard let detection = try? recognizer.spotKeyword(in: samples, startingAt: start) else {
                if let (detection, evidence) = try enrolledSayingSearch(from: from, to: to) {
                    try await wake(detection, evidence: evidence)
                }
                return
            }
            guard let verified = try verifyWake(detection, secondLook: true) else { return }
            try await wake(detection, evidence: verified)
        case .speechPaused(let hypothesis) where !wakeRequired:
            readAhead(hypothesis, search: .grammar(Self.commandSearch))
        case .hypothesis(let hypothesis) where !wakeRequired:
            let ended = ContinuousClock.now
            // Noise is no command: the grammar search listens on.
            guard let (rescored, fit) = try rescore(hypothesis, search: .grammar(Self.commandSearch)) else { return }
            lastSpeechEnd = ended - readAheadOverrun
            try await respond(to: rescored, fit: fit)
            try recognizer.listen(for: idleSearch)
        default:
            break
        }
    }

    /// Hark woke to `detection`: says so, then takes the command.
    private func wake(_ detection: KeywordDetection, evidence: WakeEvidence?) async throws {
        pendingWakeCandidate = nil
        emit(.wake(phrase: detection.phrase, at: detection.end, fit: evidence?.fit, evidence: evidence))
        try await takeCommand()
    }

    /// Re-scores the spotted span against a phone loop: a false alarm on ordinary
    /// speech fits the wake grammar far worse than the free phone loop does.
    /// Returns the evidence when the detection stands (`.some(nil)` when verification is off), nil when rejected.
    func verifyWake(_ detection: KeywordDetection, secondLook: Bool = false) throws -> WakeEvidence?? {
        guard settings.verifyWake else { return .some(nil) }
        let span = wakeSpan(of: detection)
        var evidence = try recognizer.wakeEvidence(of: span, grammar: .grammar(Self.wakeVerifySearch))
        // A span with no path through the phrase (the spotter fired before its words had
        // ended) judged nothing: the second look may still read the whole stretch.
        if evidence.fit.isFinite { lastWakeCandidateEnd = detection.end }
        if secondLook { evidence.secondLook = true }
        let judged = evidence.fit >= settings.wakeMinimumFit && settings.wakeJudge.accepts(evidence)
        if let wakeEnrollment {
            evidence.enrolledBound = wakeEnrollment.enrollment.bound
            let due = detection.end + Self.wakeSpanAfter
            if !judged, recent.endTime < due {
                // The spotter often fires before the phrase's last sound, and the stream does not
                // hold the span's end yet: the enrolled sayings measure it once it does. A candidate
                // inside one already waiting is the same saying.
                if pendingWakeCandidate.map({ detection.start >= $0.due }) ?? true {
                    pendingWakeCandidate = PendingWakeCandidate(detection: detection, evidence: evidence, due: due)
                }
                return nil
            }
            evidence.enrolledDistance = try enrolledDistance(of: span, before: detection, sayings: wakeEnrollment)
        }
        guard judged || wakesByEnrollment(evidence) else {
            emit(.wakeRejected(phrase: detection.phrase, at: detection.end, fit: evidence.fit, evidence: evidence))
            return nil
        }
        return .some(evidence)
    }

    /// The audio a candidate is judged on: from the room before it to just after it (as much of
    /// that as the stream holds yet).
    private func wakeSpan(of detection: KeywordDetection) -> [Int16] {
        recent.samples(from: detection.start - Self.wakeSpanBefore, to: detection.end + Self.wakeSpanAfter)
    }

    /// The distance from `span`, the candidate's (``wakeSpan(of:)``), to the nearest enrolled
    /// saying, each also heard with the room's own sound before `detection` added.
    private func enrolledDistance(of span: [Int16], before detection: KeywordDetection, sayings: EnrolledSayings) throws(RecognizerError) -> Double {
        try sayings.distance(of: span, background: room(before: detection), recognizer: recognizer)
    }

    /// A short stretch of speech neither search spotted the phrase in, searched by the enrolled
    /// sayings themselves (subsequence dynamic time warping finds a saying anywhere in it): some
    /// voices' phrase is never offered by the spotter. It wakes Hark as a candidate the judge
    /// turned down would (``wakesByEnrollment(_:)``), the fit taken over the stretch; a stretch
    /// within the bound whose fit is too low is reported as a rejected wake. Nil without enrolled sayings.
    private func enrolledSayingSearch(from: Double, to: Double) throws -> (KeywordDetection, WakeEvidence)? {
        guard let wakeEnrollment, settings.verifyWake, let phrase = settings.wakePhrases.first?.phrase.lowercased() else { return nil }
        let detection = KeywordDetection(phrase: phrase, start: from, end: to)
        let span = recent.samples(from: from - Self.wakeSpanBefore, to: to)
        let distance = try enrolledDistance(of: span, before: detection, sayings: wakeEnrollment)
        guard distance <= wakeEnrollment.enrollment.bound else { return nil }
        var evidence = try recognizer.wakeEvidence(of: span, grammar: .grammar(Self.wakeVerifySearch))
        evidence.secondLook = true
        evidence.enrolledDistance = distance
        evidence.enrolledBound = wakeEnrollment.enrollment.bound
        guard wakesByEnrollment(evidence) else {
            emit(.wakeRejected(phrase: phrase, at: to, fit: evidence.fit, evidence: evidence))
            return nil
        }
        return (detection, evidence)
    }

    /// Whether a candidate the judge turned down wakes Hark by the enrolled sayings: it came within
    /// their bound, and its fit is above `wake.min_fit` as every wake's must be. The sayings stand
    /// in for the judge's score, not for the fit: a near word ("commuter" for "computer") can come
    /// as close to a voice's own sayings as the phrase does, but fits the phrase worse than the phone loop.
    private func wakesByEnrollment(_ evidence: WakeEvidence) -> Bool {
        evidence.isCloseToEnrolled && evidence.fit >= settings.wakeMinimumFit
    }

    /// The room's own sound before `detection`: the quietest stretch of the last
    /// ``roomSearchSeconds`` before the phrase, so a word said just before it ("okay computer")
    /// is not taken for the room's noise.
    private func room(before detection: KeywordDetection) -> [Int16] {
        EnrolledSayings.quietestStretch(of: recent.samples(from: detection.start - Self.roomSearchSeconds, to: detection.start))
    }

    /// Seconds before a candidate searched for the room's own sound.
    static let roomSearchSeconds = 2.0

    /// The waiting candidate, once the stream reaches its span's end (`now`; infinity when the
    /// source has ended): its detection and evidence when it comes close enough to an enrolled
    /// saying to wake Hark, nil otherwise (reported as a rejected wake).
    func settledWakeCandidate(now: Double) throws -> (KeywordDetection, WakeEvidence)? {
        guard var pending = pendingWakeCandidate, now >= pending.due, let wakeEnrollment else { return nil }
        pendingWakeCandidate = nil
        pending.evidence.enrolledDistance = try enrolledDistance(of: wakeSpan(of: pending.detection), before: pending.detection, sayings: wakeEnrollment)
        guard wakesByEnrollment(pending.evidence) else {
            emit(.wakeRejected(phrase: pending.detection.phrase, at: pending.detection.end, fit: pending.evidence.fit, evidence: pending.evidence))
            return nil
        }
        return (pending.detection, pending.evidence)
    }

    /// Longest stretch of speech (from the detector's onset to its end, closing silence
    /// included) searched again for the wake phrase: the phrase said on its own, not talk.
    static let secondLookLongest = 3.0
    /// Seconds of the stream before the speech that the second look also reads: the room
    /// around the words, as in a whole recorded utterance, goes into the cepstral mean.
    /// On the development wake set (2026-12-06) 0.5 s recovered 1 person of 21 missed,
    /// 1.0 s and 1.5 s 3 each, 1.5 s with the other speech's candidates scored lowest.
    static let secondLookLead = 1.5

    /// Audio kept around a spotted wake phrase for verification, seconds before and after.
    static let wakeSpanBefore = 0.5
    static let wakeSpanAfter = 0.3

    /// After the wake phrase: listen for one command and answer it.
    func takeCommand() async throws {
        if settings.earcons { try await play(ToneGenerator.samples(for: .listening)) }
        if let relay {
            try await relayCommand(to: relay)
            try recognizer.listen(for: idleSearch)
            return
        }
        try await refreshCommandGrammar()
        try recognizer.listen(for: .grammar(Self.commandSearch))
        if let (hypothesis, fit) = try await listenForUtterance(timeout: settings.commandTimeout) {
            try await respond(to: hypothesis, fit: fit)
        }
        try recognizer.listen(for: idleSearch)
    }

    /// Answers a recognized command: reject what does not fit, else run the intent.
    func respond(to heard: Hypothesis, fit heardFit: GrammarFit) async throws {
        let snr = SpeechEvidence.signalToNoise(recognizer.lastUtteranceAudio)
        var (hypothesis, fit) = try bestReading(of: heard, fit: heardFit)
        if heardFreely, await suite.registry.routeTyped(hypothesis.text) == nil {
            // Words no intent reads are no command: the grammar's refused reading is reported.
            (hypothesis, fit, heardFreely, heardTrimmed) = (heard, heardFit, false, false)
        }
        guard accepts(hypothesis, fit: fit) else {
            emit(.rejected(text: hypothesis.text, confidence: fit.acousticRatio, coverage: fit.coverage, at: reader?.time ?? hypothesis.end, snr: snr,
                           wordScore: fit.measuredWordScore))
            emit(.notUnderstood(text: hypothesis.text))
            if settings.earcons { try await play(ToneGenerator.samples(for: .error)) }
            try await say("Sorry, I didn't catch that.")
            return
        }
        emit(.heard(text: hypothesis.text, confidence: fit.acousticRatio, coverage: fit.coverage, at: reader?.time ?? hypothesis.end, snr: snr,
                    wordScore: fit.measuredWordScore, secondPassAlone: heardBySecondPassAlone, freely: heardFreely, trimmed: heardTrimmed))
        // Words read freely are read as typed text is.
        try await converse(hypothesis.text, hearing: hearing(fit, signalToNoise: snr), typed: heardFreely)
        // Whatever the command scheduled (or fell due meanwhile) rings before the next frame.
        dueAlerts?.recheck()
    }

    /// The reading of a command to judge: the one heard, or, when that is refused, the
    /// person's own phrases' reading of the same audio when it is heard (``readUserPhrases(of:)``),
    /// else, when `freely`, the command language model's (``readFreely(of:)``, which sets ``heardFreely``).
    ///
    /// When all of those refuse it and others talked around the command (a television, a room),
    /// the same chain reads its loudest stretch alone (``readLoudestStretch(of:)``, which sets ``heardTrimmed``).
    func bestReading(of heard: Hypothesis, fit: GrammarFit, freely: Bool = true) throws -> (Hypothesis, GrammarFit) {
        heardFreely = false
        heardTrimmed = false
        guard !accepts(heard, fit: fit) else { return (heard, fit) }
        if let found = try secondReading(of: heard, freely: freely) { return found }
        let whole = heardAudio
        if let (cut, cutFit) = try readLoudestStretch(of: heard) {
            heardTrimmed = true
            if acceptsStretch(cut, fit: cutFit) { return (cut, cutFit) }
            if let found = try secondReading(of: cut, freely: freely) { return found }
            heardTrimmed = false
            heardAudio = whole
        }
        return (heard, fit)
    }

    /// Whether the grammar's reading of a refused command's loudest stretch is heard: it must be
    /// accepted, and its words must score at least ``AssistantSettings/commandTrimmedWordScore``
    /// (the sure word score), not only above the refusal's. A second guess from a cut of the
    /// audio, where others talked, is taken only when its words are heard surely.
    func acceptsStretch(_ hypothesis: Hypothesis, fit: GrammarFit) -> Bool {
        accepts(hypothesis, fit: fit) && wordsScore(fit, atLeast: settings.commandTrimmedWordScore)
    }

    /// The person's own phrases' reading of ``heardAudio`` (``readUserPhrases(of:)``) when heard,
    /// else, when `freely`, the command language model's (``readFreely(of:)``, which sets ``heardFreely``).
    private func secondReading(of refused: Hypothesis, freely: Bool) throws -> (Hypothesis, GrammarFit)? {
        if let (reading, readingFit) = try readUserPhrases(of: refused), acceptsSecondReading(reading, fit: readingFit) {
            return (reading, readingFit)
        }
        if freely, let (reading, readingFit) = try readFreely(of: refused), acceptsSecondReading(reading, fit: readingFit) {
            heardFreely = true
            return (reading, readingFit)
        }
        return nil
    }

    /// The refused utterance's loudest stretch (``SpeechSpan``) read again alone with the command
    /// grammar, and ``heardAudio`` set to it; nil when it was already so cut (`listening.trim_to_speech`,
    /// or a person over Hark's sound), nothing lies outside the stretch, or it reads no words.
    ///
    /// Others talking around a command keep the endpointer from closing it, and the grammar explains
    /// their talk too: "stop feed" said by slt over babble 15 dB below it was read "when is that cookies
    /// timer up". Said by five voices, 538 sentences of development set Q (2026-12-07): babble 15 dB
    /// understood 21 of 135 as heard whole, 43 with every utterance cut (`trim_to_speech`), which
    /// cost a clean sentence; cut only once refused whole, the clean ones read as before.
    func readLoudestStretch(of refused: Hypothesis) throws -> (Hypothesis, GrammarFit)? {
        let whole = recognizer.lastUtteranceAudio
        guard !settings.trimToSpeech, heardAudio == whole, let stretch = SpeechSpan.loudestStretch(of: whole) else { return nil }
        let audio = Array(whole[stretch])
        recognizer.prepareFit(of: audio)
        let reading = try StageTimes.measure("loudest-stretch") { () throws(RecognizerError) in
            try recognizer.decode(audio, with: .grammar(Self.commandSearch))
        }
        guard reading.hasWords else { return nil }
        heardAudio = audio
        return (refused.reread(as: reading.text), try recognizer.confidence(of: audio, sentence: reading.text))
    }

    /// The last utterance read again with the command language model
    /// (``AssistantSettings/freeReading``), when the grammar's reading `refused` was refused;
    /// nil without a model, or when it reads no words or the same ones.
    func readFreely(of refused: Hypothesis) throws -> (Hypothesis, GrammarFit)? {
        let audio = heardAudio
        guard settings.freeReading, !audio.isEmpty else { return nil }
        if let grammars = freeReadingGrammars {
            // Made at the first refusal after the phrases changed (about 1 s of CPU for the built-in skills), not at every wake.
            try StageTimes.measure("free-reading-model") { () throws(RecognizerError) in try recognizer.setFreeReading(grammars: grammars, words: freeReadingWords) }
            freeReadingGrammars = nil
        }
        guard let reading = try StageTimes.measure("free-reading", { () throws(RecognizerError) in try recognizer.readFreely(audio) }) else { return nil }
        let words = reading.text
        guard reading.hasWords, words != refused.text else { return nil }
        return (refused.reread(as: words), try recognizer.confidence(of: audio, sentence: words))
    }

    /// The last utterance read again with the person's own phrases alone, when the whole
    /// grammar's reading `refused` was refused (see ``Skill/isUserDefined``); nil without
    /// user-defined phrases, or when the reading is the same words.
    func readUserPhrases(of refused: Hypothesis) throws -> (Hypothesis, GrammarFit)? {
        let audio = heardAudio
        guard userCommandGrammar != nil, !audio.isEmpty else { return nil }
        let search = Search.grammar(Self.userCommandSearch)
        let reading = try StageTimes.measure("user-phrases") { () throws(RecognizerError) in try recognizer.decode(audio, with: search) }
        guard reading.hasWords, reading.text != refused.text else { return nil }
        return (refused.reread(as: reading.text), try recognizer.confidence(of: audio, sentence: reading.text))
    }

    /// Whether a second reading of a refused utterance (``readUserPhrases(of:)``) is heard: it
    /// must be accepted, and its words must score as people's do
    /// (``AssistantSettings/commandHeardWordScore``) even when its fit is good. A second guess
    /// at the same audio, on a grammar that is small, finds a phrase for almost any speech:
    /// out-of-grammar sentences said by five voices, read again as coffee orders, fitted as
    /// well as real orders (fit -5 to -19) but their words scored -18.3 and below, against
    /// -12 to -17.7 for the real orders a second reading recovered (2026-11-26).
    func acceptsSecondReading(_ hypothesis: Hypothesis, fit: GrammarFit) -> Bool {
        accepts(hypothesis, fit: fit) && wordsScoreWell(fit)
    }

    /// Whether the words, aligned, score at least ``AssistantSettings/commandHeardWordScore``
    /// (false when unmeasured).
    func wordsScoreWell(_ fit: GrammarFit) -> Bool {
        wordsScore(fit, atLeast: settings.commandHeardWordScore)
    }

    /// Whether the words, aligned, score at least `floor` per frame (false when unmeasured).
    func wordsScore(_ fit: GrammarFit, atLeast floor: Double) -> Bool {
        fit.measuredWordScore.map { $0 >= floor } ?? false
    }

    /// Whether a hypothesis fits its grammar well enough to act on: its fit, or else its
    /// words' own score (``AssistantSettings/commandHeardWordScore``), and its coverage; never
    /// when its words score below ``AssistantSettings/commandRefusedWordScore``.
    func accepts(_ hypothesis: Hypothesis, fit: GrammarFit) -> Bool {
        hypothesis.hasWords
            && (fit.acousticRatio >= settings.commandMinimumFit || wordsScoreWell(fit))
            && (fit.coverage >= settings.commandMinimumCoverage || heardInPart(fit))
            && !wordsScoreBadly(fit)
    }

    /// Whether words that explain less of the speech than ``AssistantSettings/commandMinimumCoverage``
    /// are still heard: they explain at least ``AssistantSettings/commandPartialCoverage`` of it and
    /// score at least ``AssistantSettings/commandPartialWordScore``, as a command said clearly amid
    /// more words of the same person does.
    func heardInPart(_ fit: GrammarFit) -> Bool {
        fit.coverage >= settings.commandPartialCoverage && wordsScore(fit, atLeast: settings.commandPartialWordScore)
    }

    /// Whether the words, aligned, score below ``AssistantSettings/commandRefusedWordScore``
    /// (false when unmeasured or turned off).
    func wordsScoreBadly(_ fit: GrammarFit) -> Bool {
        settings.commandRefusedWordScore != 0 && (fit.measuredWordScore.map { $0 < settings.commandRefusedWordScore } ?? false)
    }

    /// How surely an accepted command was heard: below the sure fit, coverage or word score,
    /// or in a room louder than the sure signal-to-noise ratio, its words may be a sentence outside
    /// the grammar snapped onto the nearest phrase, and an intent that changes something is
    /// confirmed before it runs.
    func hearing(_ fit: GrammarFit, signalToNoise: Double? = nil) -> Hearing {
        if fit.acousticRatio < settings.commandSureFit {
            return .doubtful(reason: "fit")
        }
        if fit.coverage < settings.commandSureCoverage {
            return .doubtful(reason: "coverage")
        }
        if let signalToNoise, signalToNoise < settings.commandSureSignalToNoise {
            return .doubtful(reason: "noise")
        }
        if fit.wordScore < settings.commandSureWordScore {
            return .doubtful(reason: "words")
        }
        if settings.commandDoubtsTrimmed && heardTrimmed {
            // Cut from others' talk: a phrase may have been found in theirs.
            return .doubtful(reason: "talk around")
        }
        if settings.commandDoubtsFreeReading && heardFreely {
            // No phrase holds these words: the language model may have joined pieces of several.
            return .doubtful(reason: "free reading")
        }
        if settings.commandDoubtsSecondPassAlone && heardBySecondPassAlone {
            // The stream found no path through the grammar and only the second pass, with its
            // normalisation over this one short utterance, read words: rms's clean "set a timer"
            // after 0.3 s of a quiet room was read so as "she ate at five thirteen" (fit -7.9,
            // words -19.3) and logged a feeding.
            return .doubtful(reason: "second pass")
        }
        return .sure
    }

    /// Speaks text with the configured voice (or another eSpeak voice).
    func say(_ text: String, voice: String? = nil) async throws {
        try await play(try await spoken(text, voice: voice))
    }

    /// The samples of text said with the configured voice (or another eSpeak voice), about to be
    /// played: the `say` event is emitted with the latency since the endpoint.
    func spoken(_ text: String, voice: String? = nil) async throws -> [Int16] {
        var voiceSettings = settings.voiceSettings
        if let voice { voiceSettings.voice = voice }
        let synthesisStart = ContinuousClock.now
        if let lastSpeechEnd { StageTimes.record("before-synthesis", wall: lastSpeechEnd.duration(to: synthesisStart)) }
        let samples = try await synthesizer.synthesize(text, settings: voiceSettings)
        StageTimes.record("synthesis", wall: synthesisStart.duration(to: .now))
        let latency = lastSpeechEnd.map { Self.seconds($0.duration(to: ContinuousClock.now)) }
        lastSpeechEnd = nil
        emit(.say(text: text, at: reader?.time ?? 0, latency: latency))
        return samples
    }

    /// Plays samples, then (live audio, half duplex) drops what the microphone
    /// captured meanwhile. A device error is thrown as an ``AssistantDeviceFailure`` of the speaker.
    ///
    /// The microphone keeps capturing while Hark speaks (on its own thread, into
    /// a ring): what it heard until the sound ended, plus `halfDuplexGuard` seconds
    /// for the room's echo and the devices' latency, is Hark's own voice (or came
    /// before it). That end is taken on the wall clock and frames are judged by
    /// when they were captured, so the person's answer right after the question
    /// is kept even though it is read late. A recording (no
    /// capture instants) has only stream time: the same length of stream is dropped.
    func play(_ samples: [Int16]) async throws {
        let streamStart = reader?.time
        do {
            try await sink.play(samples)
        } catch let error as AudioDeviceError {
            throw AssistantDeviceFailure(.speaker, error)
        }
        if halfDuplexGuard > 0, let reader, let streamStart {
            let played = Double(samples.count) / Double(AudioFrame.sampleRate)
            // The sink returns once the sound has been heard: its end is now.
            try await reader.discard(capturedBefore: ContinuousClock.now + .seconds(halfDuplexGuard),
                                     orStreamUntil: streamStart + played + halfDuplexGuard)
        }
    }

    /// Plays samples while listening with the active search (barge-in, when
    /// ``AssistantSettings/bargeIn`` is on): each frame captured meanwhile has the
    /// sound's echo removed (``EchoCanceller``) before the recognizer hears it. An
    /// utterance someone said over the echo
    /// (``EchoReference/saidOverTheEcho(audioEndingAt:count:)``) that `wanted` accepts
    /// stops the sound and is returned. Other utterances are let go (a person's words that
    /// are no answer as a `rejected` event, the echo's remains silently) and listening goes
    /// on until the sound ends (a recording: until the stream has gone on as long as the
    /// sound); an utterance still being spoken then is heard to its end. Barge-in off (or
    /// no search active): the sound is played as ``play(_:)`` plays it, and nil.
    ///
    /// With `quietingTheEcho`, what the canceller leaves of the echo where nobody spoke over it is
    /// replaced with the room (``EchoReference/quieted(_:)``): over speech (a reply, an alert's
    /// announcement), whose remains the recognizer reads as words. Not over a bell: its tones'
    /// remains are read as nothing, and a person's closing "p" as loud as the bell's echo
    /// would become the room (a fixture of flite's rms, 0.8 s into the bell, was lost so).
    /// Measured in docs/BENCHMARK.md, "Stop over an answer, heard through the room".
    ///
    /// A person's utterance over the sound ends after `personPause` seconds of no words of theirs
    /// (``personPause``; over an answer ``replyPersonPause``).
    func playHearing(_ samples: [Int16], quietingTheEcho: Bool = false, personPause: Double = Assistant.personPause,
                     wanted: (Hypothesis, GrammarFit) -> Bool) async throws -> (Hypothesis, GrammarFit)? {
        guard settings.bargeIn, let reader, let search = recognizer.activeSearch, !samples.isEmpty,
              let canceller = echoCanceller ?? EchoCanceller(tailSeconds: settings.echoTail) else {
            try await play(samples)
            return nil
        }
        echoCanceller = canceller
        let streamEnd = reader.time + Double(samples.count) / Double(AudioFrame.sampleRate)
        let sound: SoundInProgress?
        do {
            sound = try await sink.start(samples)
        } catch let error as AudioDeviceError {
            throw AssistantDeviceFailure(.speaker, error)
        }
        // The room as it was before Hark's sounds: right after another sound (an alarm's bell, then
        // its announcement) the seconds before this one hold that sound's remains, not the room.
        let room = echoReference.flatMap { previous in
            previous.ledger.last.map { reader.time - $0.end < Self.roomSeconds } == true ? previous.room : nil
        } ?? EnrolledSayings.quietestStretch(of: recent.samples(from: reader.time - Self.roomSeconds, to: reader.time))
        echoReference = EchoReference(samples: samples, streamStart: reader.time, wallStart: .now,
                                      tailSeconds: canceller.tailSeconds, priorCoupling: echoReference?.coupling,
                                      quietsTheEcho: quietingTheEcho, personPause: personPause, room: room)
        let soundEnded = { reader.time >= streamEnd && (sound.map { $0.endedAt != nil } ?? true) }
        defer {
            // Stopped early: the speaker plays nothing more of it, so nothing more of it is cancelled.
            if !soundEnded() {
                echoReference?.stop(now: .now, streamTime: reader.time)
                if sound == nil { sink.stopStarted() }
            }
            sound?.stop()
            echoReference?.isPlaying = false
        }
        while true {
            let heard = try await listenForUtterance(until: soundEnded)
            if let failure = sound?.failure { throw AssistantDeviceFailure(.speaker, failure) }
            guard let heard else { return nil }
            // Only words that stand above the echo under them: the sound's own remains never answer.
            let overTheEcho = echoReference?.saidOverTheEcho(audioEndingAt: reader.time, count: recognizer.lastUtteranceAudio.count) ?? true
            if overTheEcho {
                if wanted(heard.0, heard.1) { return heard }
                // Someone spoke over the sound, but not an answer to it: shown as heard and let go.
                emit(.rejected(text: heard.0.text, confidence: heard.1.acousticRatio, coverage: heard.1.coverage, at: reader.time,
                               wordScore: heard.1.measuredWordScore))
            }
            if soundEnded() { return nil }
            try recognizer.listen(for: search)
        }
    }

    /// Seconds before a sound Hark listens over in which the room's own sound is sought.
    static let roomSeconds = 2.0

    /// A duration in seconds, as the pipeline and the benchmark report times.
    public static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
