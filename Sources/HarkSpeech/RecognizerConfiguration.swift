import Foundation

/// Where the recognizer finds its model and how it segments speech.
public struct RecognizerConfiguration: Sendable, Equatable {
    /// Default model directory (Debian's `pocketsphinx-en-us`).
    public static let defaultModelDirectory = "/usr/share/pocketsphinx/model/en-us"
    /// Environment variable that overrides the model directory.
    public static let modelDirectoryEnvironmentKey = "HARK_MODEL_DIR"

    /// Directory holding the acoustic model folder `en-us/` and `cmudict-en-us.dict`.
    public var modelDirectory: String
    /// Acoustic model folder; defaults to `<modelDirectory>/en-us`.
    public var acousticModel: String?
    /// Pronunciation dictionary; defaults to `<modelDirectory>/cmudict-en-us.dict`.
    public var dictionary: String?
    /// Extra dictionaries (CMU format) whose words are added at start-up.
    public var extraDictionaries: [String]
    /// Silence after speech that ends an utterance, in seconds.
    public var silenceTimeout: Double
    /// Longest utterance before it is cut off and decoded, in seconds.
    public var maxUtteranceLength: Double
    /// Voice-activity threshold (PocketSphinx `-vad_threshold`; higher = needs louder speech).
    ///
    /// PocketSphinx's 2.0 is kept. Measured on the benchmark corpus (five voices, pink
    /// and babble noise at 20, 10 and 5 dB), with the streaming pass alone 3.0 read far
    /// more commands right in pink noise at 20 dB (stock decoder: 52/60 against 1/60),
    /// but with the assistant's second pass over each utterance 2.0 is better at every
    /// SNR (commands right in pink noise 98/73/32% at 2.0 against 93/53/22% at 3.0;
    /// clean speech alike).
    public var vadThreshold: Double
    /// Whether a word's last phone is modelled with the first phone of the word after it
    /// (PocketSphinx's cross-word triphones), as by default, rather than as before silence,
    /// as PocketSphinx already models the last word of an utterance and every one-phone word.
    ///
    /// Off, the grammar search ends every word in one HMM instead of one per phone that can
    /// follow it, in every grammar state: on the built-in grammar 161,000 HMMs instead of
    /// 313,000, and `hark run` peaks at 104 MB instead of 127 MB. But real people are read
    /// less well (318 real coffee orders: 302 right against 308, 258 without a question
    /// against 276), so it stays on. docs/BENCHMARK.md, "Words that end as before silence".
    public var crossWordContext: Bool
    /// Extra raw PocketSphinx options, e.g. `["-beam": "1e-60"]`.
    public var extraOptions: [String: String]

    /// Creates a configuration; the model directory falls back to `$HARK_MODEL_DIR`, then the Debian default.
    public init(
        modelDirectory: String? = nil,
        acousticModel: String? = nil,
        dictionary: String? = nil,
        extraDictionaries: [String] = [],
        silenceTimeout: Double = 0.7,
        maxUtteranceLength: Double = 10,
        vadThreshold: Double = 2.0,
        crossWordContext: Bool = true,
        extraOptions: [String: String] = [:]
    ) {
        let environment = ProcessInfo.processInfo.environment[Self.modelDirectoryEnvironmentKey]
        self.modelDirectory = modelDirectory ?? environment.flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultModelDirectory
        self.acousticModel = acousticModel
        self.dictionary = dictionary
        self.extraDictionaries = extraDictionaries
        self.silenceTimeout = silenceTimeout
        self.maxUtteranceLength = maxUtteranceLength
        self.vadThreshold = vadThreshold
        self.crossWordContext = crossWordContext
        self.extraOptions = extraOptions
    }

    /// The acoustic model folder actually used.
    public var resolvedAcousticModel: String {
        acousticModel ?? (modelDirectory as NSString).appendingPathComponent("en-us")
    }

    /// The dictionary file actually used.
    public var resolvedDictionary: String {
        dictionary ?? (modelDirectory as NSString).appendingPathComponent("cmudict-en-us.dict")
    }

    /// The phone language model of the phone loop (`<modelDirectory>/en-us-phone.lm.bin`).
    public var phoneModel: String {
        (modelDirectory as NSString).appendingPathComponent("en-us-phone.lm.bin")
    }

    /// The word language model for free dictation (`<modelDirectory>/en-us.lm.bin`), loaded only
    /// while a new phrase is heard.
    public var languageModel: String {
        (modelDirectory as NSString).appendingPathComponent("en-us.lm.bin")
    }

    /// Silence timeouts accepted by ``validate()``, in seconds (PocketSphinx counts it in 10 ms frames).
    public static let silenceTimeoutRange = 0.05...10.0
    /// Seconds of silence after speech at which the voice-activity detector calls speech
    /// paused (PocketSphinx's `-vad_postspeech`) when the silence timeout is longer. The
    /// utterance is decoded there, and it is over unless speech resumes before the rest of
    /// the silence timeout has passed: the work on it runs while Hark waits (see
    /// ``RecognitionEvent/speechPaused(_:)``).
    public static let speechPause = 0.5

    /// The silence timeout as used (clamped to ``silenceTimeoutRange``).
    var effectiveSilenceTimeout: Double { silenceTimeout.clamped(to: Self.silenceTimeoutRange) }
    /// Seconds of closing silence the voice-activity detector itself waits: the shorter of
    /// ``speechPause`` and the silence timeout.
    var detectorSilence: Double { min(effectiveSilenceTimeout, Self.speechPause) }
    /// The silence timeout in frames: the pauses an utterance read again in one pass keeps.
    var silenceTimeoutFrames: Int { Int((effectiveSilenceTimeout * 100).rounded()) }
    /// The rest of the silence timeout, waited once speech has paused (0: none).
    var silenceAfterPause: Double { max(0, effectiveSilenceTimeout - detectorSilence) }
    /// Longest-utterance limits accepted by ``validate()``, in seconds.
    public static let maxUtteranceLengthRange = 0.5...120.0

    /// Checks the timing settings and that the model files exist, naming the first problem and what to do.
    public func validate() throws(RecognizerError) {
        try validateTimings()
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        let hmm = resolvedAcousticModel
        guard fm.fileExists(atPath: hmm, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RecognizerError(.modelMissing,
                "Acoustic model folder \(hmm) not found; install pocketsphinx-en-us or pass --model-dir (or set \(Self.modelDirectoryEnvironmentKey)).")
        }
        for file in ["mdef", "means", "variances", "transition_matrices"] {
            let path = (hmm as NSString).appendingPathComponent(file)
            guard fm.isReadableFile(atPath: path) else {
                throw RecognizerError(.modelMissing,
                    "Acoustic model file \(path) is missing or unreadable; reinstall pocketsphinx-en-us or fix --model-dir.")
            }
        }
        let dict = resolvedDictionary
        guard fm.isReadableFile(atPath: dict) else {
            throw RecognizerError(.modelMissing,
                "Dictionary \(dict) not found; install pocketsphinx-en-us or pass --model-dir (or set \(Self.modelDirectoryEnvironmentKey)).")
        }
        for extra in extraDictionaries where !fm.isReadableFile(atPath: extra) {
            throw RecognizerError(.modelMissing, "Extra dictionary \(extra) not found; fix the path or remove it.")
        }
    }

    /// Rejects a silence timeout or utterance limit outside its range (also NaN and infinity).
    func validateTimings() throws(RecognizerError) {
        let silence = Self.silenceTimeoutRange, utterance = Self.maxUtteranceLengthRange
        guard silence.contains(silenceTimeout) else {
            throw RecognizerError(.invalidConfiguration,
                "The silence timeout \(silenceTimeout) s is outside \(silence.lowerBound)–\(silence.upperBound) s; set silence_timeout to a value such as 0.7.")
        }
        guard utterance.contains(maxUtteranceLength) else {
            throw RecognizerError(.invalidConfiguration,
                "The longest utterance \(maxUtteranceLength) s is outside \(utterance.lowerBound)–\(utterance.upperBound) s; set max_utterance to a value such as 10.")
        }
    }

    /// PocketSphinx command-line arguments for this configuration (the timings clamped to their ranges).
    var decoderArguments: [String] {
        var options: [String: String] = [
            "-hmm": resolvedAcousticModel,
            "-dict": resolvedDictionary,
            "-samprate": "16000",
            "-vad_threshold": String(vadThreshold),
            "-vad_postspeech": String(Int((detectorSilence * 100).rounded())),
            "-vad_prespeech": "20",
            // Non-speech frames are not searched (PocketSphinx's default): in steady
            // noise a grammar search fed every frame often cannot end in its final state.
            "-remove_silence": "yes",
            // The phone loop used for rescoring runs on context-independent phones:
            // about 20 times faster than triphones, and a fair yardstick.
            "-allphone_ci": "yes",
        ]
        for (key, value) in extraOptions { options[key] = value }
        return options.keys.sorted().flatMap { [$0, options[$0]!] }
    }
}

private extension Double {
    /// The value limited to `range`; NaN becomes the lower bound.
    func clamped(to range: ClosedRange<Double>) -> Double {
        isNaN ? range.lowerBound : Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
