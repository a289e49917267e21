public import HarkIntents
public import HarkAssistant

/// One spoken sentence's trip through the pipeline with confirmation turned off, as
/// the wrong-action bench records it: what was heard, how well it fit, which intent ran.
/// Whether Hark would have asked first at some sure threshold follows from the fit
/// alone (``outcome(sure:)``), so one run scores every threshold.
public struct WrongActionClip: Codable, Equatable, Sendable {
    /// Which set a sentence comes from.
    public enum Source: String, Codable, Sendable {
        /// `bench/out-of-grammar.yaml`: must reach nothing.
        case outOfGrammar = "out_of_grammar"
        /// The sentence corpus (`corpus/*.yaml`): must reach its intent and values (or nothing).
        case corpus
        /// Commands sampled from the registered phrases (as the main bench does): must reach their intent and values.
        case phrases
    }

    /// Which set the sentence comes from.
    public var source: Source
    /// The out-of-grammar section, or the corpus file.
    public var category: String
    /// The sentence said.
    public var sentence: String
    /// The voice that said it.
    public var voice: String
    /// The background: "clean", "pink 20 dB", …
    public var noise: String
    /// The intent the sentence must reach (nil: none) and its values as text.
    public var expectedIntent: String?
    /// The values it must give, as the corpus writes them.
    public var expectedSlots: [String: String] = [:]
    /// False when only the intent is checked (a corpus case that describes its values in words); nil: checked.
    public var checksValues: Bool?
    /// The first utterance's words, its fit and coverage, and whether it was accepted (nil: nothing heard).
    public var heard: String?
    /// Grammar fit of the utterance the intent came from (acoustic ratio).
    public var fit: Double?
    /// Coverage of that utterance.
    public var coverage: Double?
    /// Its signal-to-noise ratio in dB, as the pipeline measured it (nil: not reported).
    public var signalToNoise: Double?
    /// Acoustic score per frame of its words as aligned (nil: not measured).
    public var wordScore: Double?
    /// Whether only the second pass read its words (nil: not heard).
    public var secondPassAlone: Bool?
    /// Whether its words came from the command language model (Hark always asks before a change so heard); nil: no.
    public var heardFreely: Bool?
    /// Whether its words were read from the utterance's loudest stretch alone (nil: no), which Hark confirms too.
    public var heardTrimmed: Bool?
    /// The intent that ran (nil: none), its values as text, and what it does.
    public var intent: String?
    /// The values it ran with.
    public var slots: [String: String] = [:]
    /// What the intent does (nil when no intent ran).
    public var effect: IntentEffect?
    /// Whether that intent ran to its end (nil: no outcome seen). One that failed ("You have
    /// no soup timer") or was cancelled changed nothing.
    public var completed: Bool?
    /// Seconds from the end of speech to the first reply, as the pipeline reported it (nil: not measured).
    public var latency: Double?

    /// A clip with what it must give; ``observe(_:effects:)`` fills in what happened.
    public init(source: Source, category: String, sentence: String, voice: String, noise: String,
                expectedIntent: String? = nil, expectedSlots: [String: String] = [:]) {
        self.source = source
        self.category = category
        self.sentence = sentence
        self.voice = voice
        self.noise = noise
        self.expectedIntent = expectedIntent
        self.expectedSlots = expectedSlots
    }

    /// Reads one run's events: the first utterance heard (or rejected) and the first intent that ran.
    public mutating func observe(_ events: [AssistantEvent], effects: [String: IntentEffect]) {
        for event in events {
            switch event {
            case .heard(let text, let confidence, let coverage, _, let snr, let wordScore, let alone, let freely, let trimmed) where intent == nil:
                noteHearing(text, fit: confidence, coverage: coverage, signalToNoise: snr, wordScore: wordScore)
                secondPassAlone = alone
                heardFreely = freely ? true : nil
                heardTrimmed = trimmed ? true : nil
            case .rejected(let text, let confidence, let coverage, _, let snr, let wordScore) where heard == nil:
                noteHearing(text, fit: confidence, coverage: coverage, signalToNoise: snr, wordScore: wordScore)
            case .say(_, _, let replyLatency?) where latency == nil:
                latency = replyLatency
            case .outcome(let name, let outcome) where completed == nil && name != nil && name == intent:
                completed = outcome == "completed"
            case .intent(let name, let parameters) where intent == nil:
                intent = name
                // A null parameter is a slot left unfilled (as a label leaves it out).
                slots = parameters.filter { $0.value != .null }.mapValues(\.description)
                effect = effects[name] ?? .changes
            default:
                break
            }
        }
    }

    /// What a `heard` or `rejected` event said of the utterance.
    private mutating func noteHearing(_ text: String, fit: Double, coverage: Double, signalToNoise: Double?, wordScore: Double?) {
        heard = text
        self.fit = fit
        self.coverage = coverage
        self.signalToNoise = signalToNoise
        self.wordScore = wordScore
    }

    /// The routed meaning of a transcript from another decoder (no rejection, so whatever routes runs).
    public mutating func observe(transcript: String, understanding: Understanding?, effects: [String: IntentEffect]) {
        heard = transcript
        guard let understanding else { return }
        intent = understanding.intent
        slots = understanding.parameters.mapValues(\.description)
        effect = effects[understanding.intent] ?? .changes
    }

    /// Whether what ran is what the sentence means (the intent and exactly its values).
    public var ranWhatWasMeant: Bool {
        intent != nil && intent == expectedIntent && (checksValues == false || slots == expectedSlots)
    }

    /// What Hark does with this clip when commands below `sure` are confirmed first
    /// (and a confirmation nobody answers runs nothing, as in the bench).
    public func outcome(sure: SureThreshold) -> WrongActionOutcome {
        guard intent != nil, let effect else {
            return source != .outOfGrammar && expectedIntent == nil ? .right : .refused
        }
        let doubtful = (fit ?? -.infinity) < sure.fit || (coverage ?? 0) < sure.coverage
            || (signalToNoise ?? .infinity) < sure.signalToNoise || (wordScore ?? .infinity) < sure.wordScore
            || (secondPassAlone == true && sure.doubtsSecondPassAlone) || heardFreely == true || heardTrimmed == true
        if doubtful && effect.changesSomething {
            return ranWhatWasMeant ? .askedRight : .askedWrong
        }
        if ranWhatWasMeant { return .right }
        // A change that failed or was called off changed nothing: a wrong answer at most.
        return effect.changesSomething && completed != false ? .wrongAction : .wrongAnswer
    }
}

/// Where a command is heard surely: a fit and a coverage both at or above these.
public struct SureThreshold: Codable, Equatable, Sendable, CustomStringConvertible {
    /// Lowest acoustic fit heard surely.
    public var fit: Double
    /// Lowest coverage heard surely.
    public var coverage: Double
    /// Lowest signal-to-noise ratio (dB) heard surely; 0: any.
    public var signalToNoise: Double
    /// Lowest word score (``GrammarFit/wordScore``) heard surely; -infinity: any.
    public var wordScore: Double = -.infinity
    /// Whether a command only the second pass read is doubtful
    /// (``AssistantSettings/commandDoubtsSecondPassAlone``), as Hark does unless asking first is off.
    public var doubtsSecondPassAlone = true

    /// A threshold.
    public init(fit: Double, coverage: Double, signalToNoise: Double = 0, wordScore: Double = -.infinity,
                doubtsSecondPassAlone: Bool = true) {
        self.fit = fit
        self.coverage = coverage
        self.signalToNoise = signalToNoise
        self.wordScore = wordScore
        self.doubtsSecondPassAlone = doubtsSecondPassAlone
    }

    /// The threshold `settings` put in force.
    public init(inForce settings: AssistantSettings) {
        self.init(fit: settings.commandSureFit, coverage: settings.commandSureCoverage,
                  signalToNoise: settings.commandSureSignalToNoise, wordScore: settings.commandSureWordScore,
                  doubtsSecondPassAlone: settings.commandDoubtsSecondPassAlone)
    }

    /// Nothing is doubtful: every accepted command acts (confirmation off).
    public static let never = SureThreshold(fit: -.infinity, coverage: 0, doubtsSecondPassAlone: false)

    public var description: String {
        "fit \(BenchFormat.number(fit, digits: 1)), coverage \(BenchFormat.number(coverage, digits: 2))"
            + (signalToNoise > 0 ? ", SNR \(BenchFormat.number(signalToNoise, digits: 0)) dB" : "")
            + (wordScore > -.infinity ? ", word score \(BenchFormat.number(wordScore, digits: 1))" : "")
    }
}

/// What became of one clip.
public enum WrongActionOutcome: String, Codable, CodingKeyRepresentable, Sendable, CaseIterable {
    /// The intent and values meant ran (or, for a sentence meaning nothing, nothing ran).
    case right
    /// Nothing ran: rejected, not understood, or a question went unanswered.
    case refused
    /// Hark asked before a change that was what was meant (one "yes" away from right).
    case askedRight = "asked_right"
    /// Hark asked before a change that was not meant: the wrong action was caught.
    case askedWrong = "asked_wrong"
    /// An intent that changes something ran, and it was not what was meant.
    case wrongAction = "wrong_action"
    /// An intent that only reads ran, and it was not what was meant (a wrong answer, nothing changed).
    case wrongAnswer = "wrong_answer"
}
