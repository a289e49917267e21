public import HarkAudio
public import HarkSkills
public import HarkSpeech

/// Everything the assistant pipeline can be configured with; the config file
/// fills it, and every value has a default here.
public struct AssistantSettings: Sendable, Equatable {
    /// Wake phrases, each with its keyword-spotting threshold (the first stage: generous,
    /// ``WakeJudge/candidateThreshold`` unless configured).
    public var wakePhrases: [Keyphrase] = [Keyphrase("hey computer", threshold: WakeJudge.candidateThreshold)]
    /// Whether a spotted wake phrase is judged (re-scored against a phone loop, ``wakeJudge``) before Hark wakes.
    public var verifyWake: Bool = true
    /// Whether a short stretch of speech the keyword search spotted nothing in is searched again
    /// once it has ended, with its own cepstral mean (``Recognizer/spotKeyword(in:startingAt:)``):
    /// a voice much louder or quieter than the last ones is then heard. What it spots is judged as any candidate is.
    public var wakeSecondLook: Bool = true
    /// Lowest grammar fit (acoustic score per frame against a phone loop) that confirms a wake phrase.
    public var wakeMinimumFit: Double = -18
    /// The second stage of wake detection: a spotted phrase wakes Hark when the judge accepts
    /// its evidence (and its fit reaches ``wakeMinimumFit``). `wake.min_score` sets its threshold.
    public var wakeJudge: WakeJudge = .trained
    /// Whether the household's enrolled sayings of the wake phrase (`hark wake enroll`) are used:
    /// a candidate the judge refuses still wakes Hark when it comes close to one of them.
    public var useWakeEnrollment: Bool = true
    /// How far past the enrolled sayings' own spread a candidate may be and still count
    /// (``WakeEnrollment/bound``: their mean distance to each other, times this).
    public var wakeEnrollmentMargin: Double = 1.5
    /// Lowest grammar fit of a command; below it Hark says it didn't catch that, unless its
    /// words score at least ``commandHeardWordScore``.
    public var commandMinimumFit: Double = -20
    /// Word score (``GrammarFit/wordScore``) at and above which a command below the minimum
    /// fit is heard all the same (with doubt: a change is asked about first). People's words
    /// can score well while the sentence fits poorly as a whole (a long pause, a room); on
    /// 318 real coffee orders, 3 read right were refused at fit -20 to -22 with word scores
    /// -14.6 to -17.6, while none of the 130 sentences no phrase fits in that fit range
    /// (`hark bench --wrong-actions`) nor the real recordings heard against the built-in
    /// skills alone scored above -19.8 (2026-11-26, docs/BENCHMARK.md). 0 turns it off.
    public var commandHeardWordScore: Double = -18
    /// Word score (``GrammarFit/wordScore``) below which a command is not understood whatever
    /// its fit: words that sound like nothing said (a sentence no phrase holds, snapped onto
    /// the nearest phrase) can still fit well as a whole. 0 turns it off.
    public var commandRefusedWordScore: Double = -30
    /// Lowest share of the speech a command's words must explain (0…1.5).
    public var commandMinimumCoverage: Double = 0.8
    /// Lowest share of the speech a command's words may explain when they score at least
    /// ``commandPartialWordScore``: a command said clearly with more words around it than its
    /// phrase has ("wake me in half an hour, i'm wrecked after that shift", heard "wake me in half
    /// an hour", coverage 0.48). Such a hearing is below the sure coverage, so a change it asks
    /// for is confirmed first. Development set X said by five voices (571 clips, 2026-12-08):
    /// of the readings refused for their coverage alone, 13 were right and 21 wrong; at 0.45
    /// and a word score of -21, 6 right and 3 wrong were heard, and 9 more clips were understood
    /// in all. A value above ``commandMinimumCoverage`` turns it off.
    public var commandPartialCoverage: Double = 0.45
    /// Lowest word score (``GrammarFit/wordScore``) of a command heard in part (``commandPartialCoverage``).
    public var commandPartialWordScore: Double = -21
    /// Grammar fit at and above which a command is heard surely; between ``commandMinimumFit``
    /// and this, an intent that changes something is confirmed first ("Finish feeding?").
    /// Tuned on real voices by `hark bench --real`: 318 recorded coffee orders said by many
    /// people, with their phrases and on the built-in skills alone (speech no phrase fits), the
    /// fewest changes run while asking before at most 10% of the orders heard right: -16 asks
    /// 26 of 295 and runs 2 changes of 318, where -12.5 (tuned on flite voices, whose fit is
    /// better than people's) asked 84 (2026-11-25, docs/BENCHMARK.md).
    public var commandSureFit: Double = -16
    /// Coverage at and above which a command is heard surely (see ``commandSureFit``).
    public var commandSureCoverage: Double = 0.9
    /// Signal-to-noise ratio (dB, ``SpeechEvidence/signalToNoise(_:)``) below which a command
    /// is heard with doubt whatever its fit: in a loud room a sentence no phrase fits is
    /// snapped onto one with a good fit, and 41 of the 71 changes run on 1,055 out-of-grammar
    /// clips came from pink noise at 10 dB SNR (`hark bench --wrong-actions`, 2026-11-25).
    /// 20 sits between that noise (15–17) and 20 dB SNR (25–27); real recordings measure 38 and up.
    /// 0 turns it off.
    public var commandSureSignalToNoise: Double = 20
    /// Acoustic score per frame of a command's words as aligned (``GrammarFit/wordScore``)
    /// at and above which it is heard surely; below it, a command that changes something is
    /// asked about first, whatever its fit. Chosen on four voices of `hark bench
    /// --wrong-actions` (slt, rms, awb, eSpeak; kal16 held out) where the wrong changes stop
    /// falling: -25 leaves 4 of 1,055 sentences no phrase fits running a change (22 without
    /// it; kal16 1 → 0) and asks before 8 more of the 589 commands said right; real people score
    /// higher (294 coffee orders heard right: lowest -22.4, median -12), and none more of
    /// them is asked (2026-11-26, docs/BENCHMARK.md). -1000 turns it off.
    public var commandSureWordScore: Double = -25
    /// Whether a command whose words only the second pass read (the streaming pass found no
    /// path through the grammar) is heard with doubt. A clear "set a timer" with 0.3 s of room
    /// before it was read so as "she ate at five thirteen" and logged a feeding; on 318 real
    /// coffee orders 2 more of the 308 read right are asked first (2026-11-26).
    public var commandDoubtsSecondPassAlone = true

    /// Whether the second pass reads only the loudest stretch of an utterance (``SpeechSpan``):
    /// while other people talk the endpointer does not close an utterance, and the grammar
    /// search reads their voices as words of the command. Off: on 318 real coffee orders under
    /// real babble at 20 dB (`hark bench --real --babble`) it raised the orders right from 4 to 125
    /// but ran 14 wrong changes against 5, and as recorded 258 were right without asking against
    /// 276 (2026-11-27): it cannot yet tell others' talk from a quiet room around the words.
    public var trimToSpeech = false

    /// Whether a command the grammar's phrases refuse is read again with a language model of
    /// the phrases (``CommandLanguageModel``): words in an order no phrase has ("could you get
    /// a feeding going") are heard as said and read as typed text is, and a change so heard is
    /// always confirmed first.
    public var freeReading = true
    /// Whether a change heard through the command language model is confirmed first
    /// (off only with asking first off, ``askingFirstOff``: the benches judge it from `freely`).
    public var commandDoubtsFreeReading = true
    /// Whether a change read from a refused command's loudest stretch alone (others talking around it,
    /// ``Assistant/readLoudestStretch(of:)``) is confirmed first (off only with asking first off: the
    /// benches judge it from `trimmed`).
    public var commandDoubtsTrimmed = true
    /// Lowest word score (``GrammarFit/wordScore``) at which the grammar's reading of a refused
    /// command's loudest stretch is taken: by default the sure word score's value, so a reading
    /// cut from others' talk is taken only when its words are heard as surely as a command acted
    /// on without asking. Unlike the sure word score it stays in force with asking first off.
    public var commandTrimmedWordScore: Double = -25

    /// These settings with asking first turned off (sure fit, coverage and signal-to-noise
    /// ratio): every accepted command acts at once. The benches score every sure threshold
    /// from what they record, and tests about other things do not want the question.
    public var askingFirstOff: AssistantSettings {
        var off = self
        off.commandSureFit = -.infinity
        off.commandSureCoverage = 0
        off.commandSureSignalToNoise = 0
        off.commandSureWordScore = -.infinity
        off.commandDoubtsSecondPassAlone = false
        off.commandDoubtsFreeReading = false
        off.commandDoubtsTrimmed = false
        return off
    }
    /// ALSA capture device.
    public var captureDevice: String = "default"
    /// ALSA playback device.
    public var playbackDevice: String = "default"
    /// What is done to the sound before the recognizer hears it (Speex noise suppression,
    /// automatic gain, dereverberation); see ``AudioCleanup``.
    public var audioCleanup: AudioCleanup = .off
    /// Barge-in: while an alert rings, its responses are heard over the sound, through an
    /// echo canceller (Speex's) that removes what Hark plays from what the microphone
    /// hears. Off: nothing is heard while Hark's sound plays (half duplex).
    public var bargeIn: Bool = false
    /// The length of the speaker-to-microphone echo the canceller models, seconds.
    public var echoTail: Double = 0.25
    /// With ``bargeIn``: a spoken answer can be cut short by "stop" said over it too
    /// (``Assistant/sayStoppable(_:)``). Off by default: over a long answer the echo's own
    /// remains still stop some answers (docs/BENCHMARK.md, "Stop over an answer").
    public var bargeInReplies: Bool = false
    /// eSpeak NG voice.
    public var voice: String = "en-us"
    /// Speaking rate, words per minute.
    public var rate: Int = 175
    /// Pitch, 0–100.
    public var pitch: Int = 50
    /// Volume, 0–200.
    public var volume: Int = 100
    /// Silence that ends an utterance, seconds.
    public var silenceTimeout: Double = 0.7
    /// Voice-activity threshold (PocketSphinx `-vad_threshold`): higher needs speech to stand
    /// further above the background noise; see `RecognizerConfiguration.vadThreshold`.
    public var vadThreshold: Double = 2.0
    /// Whether a word's last phone is modelled with the next word's first phone (PocketSphinx's
    /// cross-word triphones); see `RecognizerConfiguration.crossWordContext`.
    public var crossWordContext: Bool = true
    /// Longest utterance, seconds.
    public var maxUtterance: Double = 10
    /// How long Hark waits for a command after the wake phrase, seconds.
    public var commandTimeout: Double = 6
    /// How long Hark waits for an answer to a follow-up question, seconds.
    public var sessionTimeout: Double = 8
    /// Play earcons (listening / done / error).
    public var earcons: Bool = true
    /// Where `hark wyoming` listens (`wyoming.uri`): `tcp://HOST:PORT` or `unix://PATH`.
    public var wyomingURI = "tcp://127.0.0.1:10700"
    /// Most Wyoming clients served at once (`wyoming.max_connections`).
    public var wyomingMaxConnections = 8
    /// Advertise `hark wyoming` on the LAN as `_wyoming._tcp` through Avahi (`wyoming.zeroconf`).
    public var wyomingZeroconf = true
    /// Seconds a question asked over Wyoming waits for its answer (`wyoming.answer_timeout`).
    public var wyomingAnswerTimeout: Double = 30
    /// Serve the web app from `hark listen` too (`web.enabled`).
    public var webEnabled = false
    /// Where the web app listens, `HOST:PORT` (`web.listen`); `hark serve` uses it unless told otherwise.
    public var webListen = "127.0.0.1:8765"
    /// The Hark serving Wyoming that `hark listen` is a satellite of (`satellite.server`); nil: none.
    public var satelliteServer: String?
    /// Data directory (nil: `$XDG_DATA_HOME/hark`).
    public var dataDirectory: String?
    /// PocketSphinx model directory (nil: `$HARK_MODEL_DIR`, then the Debian default).
    public var modelDirectory: String?
    /// Skill settings (feeding interval, fake-call defaults, pantry reminder hour, …).
    public var skills = SkillSettings()
    /// Skills files (YAML, see docs/CONFIG.md) whose skills are registered next to the built-in ones.
    public var skillFiles: [String] = []

    /// The defaults.
    public init() {}

    /// The voice settings for eSpeak NG.
    public var voiceSettings: VoiceSettings {
        VoiceSettings(voice: voice, rate: rate, pitch: pitch, volume: volume)
    }

    /// `configuration` with these settings' listening values in force: the silence timeout,
    /// the longest utterance, the voice-activity threshold and the word-end context.
    public func recognizerConfiguration(from configuration: RecognizerConfiguration) -> RecognizerConfiguration {
        var configuration = configuration
        configuration.silenceTimeout = silenceTimeout
        configuration.maxUtteranceLength = maxUtterance
        configuration.vadThreshold = vadThreshold
        configuration.crossWordContext = crossWordContext
        return configuration
    }
}
