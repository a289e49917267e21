public import HarkIntents
public import HarkAssistant

/// What the pipeline did with one benchmark clip, read from its events.
public struct BenchObservation: Codable, Equatable, Sendable {
    /// One recognized utterance and its grammar fit.
    public struct Utterance: Codable, Equatable, Sendable {
        /// The words recognized.
        public var text: String
        /// Grammar fit against the phone loop (the `confidence` of the event).
        public var confidence: Double
        /// Share of the speech the words explain.
        public var coverage: Double
        /// Whether Hark acted on it (`heard`) or said it didn't catch it (`rejected`).
        public var accepted: Bool
    }

    /// One intent Hark ran.
    public struct IntentCall: Codable, Equatable, Sendable {
        /// The intent's identifier.
        public var intent: String
        /// Its parameters as reported.
        public var parameters: [String: JSONValue]
    }

    /// Verified wake phrases, with the fit each passed verification with (nil when not reported).
    public var wakes: [Double?] = []
    /// Fits of wake candidates that failed verification.
    public var rejectedWakeFits: [Double] = []
    /// Utterances heard or rejected, in order.
    public var utterances: [Utterance] = []
    /// Intents run, in order.
    public var intents: [IntentCall] = []
    /// `not_understood` events.
    public var notUnderstood = 0
    /// Reply latencies (seconds from end of speech to the first reply sample) of `say` events.
    public var latencies: [Double] = []
    /// Seconds of audio fed.
    public var audioSeconds: Double
    /// Wall-clock seconds the pipeline took.
    public var wallSeconds: Double

    /// Reads the events of one run.
    public init(events: [AssistantEvent], audioSeconds: Double, wallSeconds: Double) {
        self.audioSeconds = audioSeconds
        self.wallSeconds = wallSeconds
        for event in events {
            switch event {
            case .wake(_, _, let fit, _): wakes.append(fit)
            case .wakeRejected(_, _, let fit, _): rejectedWakeFits.append(fit)
            case .heard(let text, let confidence, let coverage, _, _, _, _, _, _):
                utterances.append(Utterance(text: text, confidence: confidence, coverage: coverage, accepted: true))
            case .rejected(let text, let confidence, let coverage, _, _, _):
                utterances.append(Utterance(text: text, confidence: confidence, coverage: coverage, accepted: false))
            case .intent(let intent, let parameters): intents.append(IntentCall(intent: intent, parameters: parameters))
            case .notUnderstood: notUnderstood += 1
            case .say(_, _, let latency): if let latency { latencies.append(latency) }
            default: break
            }
        }
    }

    /// What became of an in-grammar command whose transcript means `intent` with `parameters`.
    public func commandOutcome(intent: String, parameters: [String: JSONValue]) -> BenchCommandOutcome {
        if let first = intents.first {
            guard first.intent == intent else { return .wrongIntent }
            guard first.parameters == parameters else { return .wrongParameters }
            return intents.count == 1 ? .correct : .extraIntent
        }
        if utterances.contains(where: { !$0.accepted }) { return .rejected }
        if notUnderstood > 0 { return .notUnderstood }
        return utterances.isEmpty ? .silent : .noIntent
    }

    /// What became of an out-of-grammar sentence (only `rejected` and `notUnderstood` are right).
    public var outOfGrammarOutcome: BenchCommandOutcome {
        if !intents.isEmpty { return .wrongIntent }
        if utterances.contains(where: { !$0.accepted }) { return .rejected }
        if notUnderstood > 0 { return .notUnderstood }
        return utterances.isEmpty ? .silent : .noIntent
    }

    /// The words of every utterance, in order.
    public var transcript: [String] {
        utterances.flatMap { BenchScoring.words($0.text) }
    }
}

/// How Hark answered one clip.
public enum BenchCommandOutcome: String, Codable, Sendable, CaseIterable {
    /// The right intent with every parameter right, and nothing else.
    case correct
    /// The right intent first, then another one.
    case extraIntent = "extra_intent"
    /// The right intent with a wrong or missing parameter.
    case wrongParameters = "wrong_parameters"
    /// Another intent (for an out-of-grammar sentence: any intent).
    case wrongIntent = "wrong_intent"
    /// The utterance fit too poorly and Hark said it didn't catch it.
    case rejected
    /// The words fit, but no intent matched them.
    case notUnderstood = "not_understood"
    /// Words were heard but no intent ran and nothing was said about it (a follow-up question went unanswered).
    case noIntent = "no_intent"
    /// Nothing was heard at all.
    case silent
}
