public import HarkIntents
public import HarkSpeech

/// What the pipeline reports as it happens (`--json` prints one object per line).
public enum AssistantEvent: Sendable, Equatable {
    /// A wake phrase was heard (and verified, with this fit and the evidence it was judged on), at this stream time.
    case wake(phrase: String, at: Double, fit: Double?, evidence: WakeEvidence? = nil)
    /// A spotted wake phrase failed verification (logged for tuning).
    case wakeRejected(phrase: String, at: Double, fit: Double, evidence: WakeEvidence? = nil)
    /// Words were recognized with this grammar fit (`wordScore`: the acoustic score per frame
    /// of its words as aligned, ``GrammarFit/wordScore``; nil when not measured; `secondPassAlone`:
    /// only the second pass read words, the streaming pass found no path through the grammar;
    /// `freely`: the words came from the command language model, not a phrase, and were read as typed text;
    /// `trimmed`: they were read from the utterance's loudest stretch alone, others talking around it).
    case heard(text: String, confidence: Double, coverage: Double, at: Double, snr: Double? = nil, wordScore: Double? = nil,
               secondPassAlone: Bool = false, freely: Bool = false, trimmed: Bool = false)
    /// An utterance was recognized but did not fit well enough.
    case rejected(text: String, confidence: Double, coverage: Double, at: Double, snr: Double? = nil, wordScore: Double? = nil)
    /// An utterance in which no word was heard, too short or too quiet to be speech
    /// (a click, a breath, the room), was dropped without an answer: `voiced` is its
    /// seconds of voice activity, `level` its loudest tenth of a second in dBFS.
    case noise(at: Double, voiced: Double, level: Double)
    /// Words were routed to an intent.
    case intent(intent: String, parameters: [String: JSONValue])
    /// The command was heard with doubt (`reason`: its "fit" or "coverage" was below the
    /// sure threshold, "noise": the room was louder than the sure signal-to-noise ratio, or
    /// "words": its words scored below the sure word score, ``GrammarFit/wordScore``; "second
    /// pass": only the second pass read its words; "talk around": they were read from its loudest
    /// stretch alone, others talking around it)
    /// and its intent changes something: Hark asks before running it.
    /// An `intent` event follows only on "yes".
    case confirm(intent: String, reason: String)
    /// How a command ended, as `hark ask --json` reports it: "completed" (the intent ran to
    /// its end), "failed" (it said why and changed nothing), "cancelled" (a no), "timed_out",
    /// "not_understood", "refused" or "locked" (it needs Hark unlocked: nothing ran); `intent` is nil when none was reached.
    case outcome(intent: String?, outcome: String)
    /// No intent matched (or the speech was rejected).
    case notUnderstood(text: String)
    /// Hark said something; `latency` is seconds from the end of speech to the first reply sample, when measured.
    case say(text: String, at: Double, latency: Double?)
    /// A scheduled event fired.
    case fired(kind: String, title: String, missed: Bool, at: Double)
    /// A ringing alert ended (by a response, or by timing out).
    case alertEnded(kind: String, response: String?, at: Double)
    /// A reply was cut short by a person (barge-in): `text` is the reply, `response` what they said over it.
    case replyStopped(text: String, response: String, at: Double)
    /// A sound device failed and will be reopened: `device` is "microphone" or "speaker".
    case deviceError(device: String, message: String)
}

extension AssistantEvent {
    /// The event as a JSON object (keys as documented in the README); a number
    /// that is not finite (the fit of an utterance with no words) is `null`.
    public var json: JSONValue {
        func rounded(_ value: Double) -> JSONValue { value.isFinite ? .double((value * 1000).rounded() / 1000) : .null }
        // "heard" and "rejected": the words of an utterance, how they fit, and the room's signal-to-noise ratio.
        func utterance(_ event: String, text: String, confidence: Double, coverage: Double, at: Double, snr: Double?,
                       wordScore: Double?, secondPassAlone: Bool = false, freely: Bool = false, trimmed: Bool = false) -> JSONValue {
            var object: [String: JSONValue] = ["event": .string(event), "text": .string(text), "confidence": rounded(confidence),
                                               "coverage": rounded(coverage), "at": rounded(at)]
            if let snr { object["snr"] = .double(snr.rounded()) }
            if let wordScore { object["word_score"] = rounded(wordScore) }
            if secondPassAlone { object["second_pass_alone"] = .bool(true) }
            if freely { object["freely"] = .bool(true) }
            if trimmed { object["trimmed"] = .bool(true) }
            return .object(object)
        }
        switch self {
        case .wake(let phrase, let at, let fit, let evidence):
            var object: [String: JSONValue] = ["event": .string("wake"), "phrase": .string(phrase), "at": rounded(at)]
            if let fit { object["fit"] = rounded(fit) }
            if let evidence { object["evidence"] = Self.json(evidence, rounded: rounded) }
            return .object(object)
        case .wakeRejected(let phrase, let at, let fit, let evidence):
            var object: [String: JSONValue] = ["event": .string("wake_rejected"), "phrase": .string(phrase), "at": rounded(at), "fit": rounded(fit)]
            if let evidence { object["evidence"] = Self.json(evidence, rounded: rounded) }
            return .object(object)
        case .heard(let text, let confidence, let coverage, let at, let snr, let wordScore, let secondPassAlone, let freely, let trimmed):
            return utterance("heard", text: text, confidence: confidence, coverage: coverage, at: at, snr: snr, wordScore: wordScore,
                             secondPassAlone: secondPassAlone, freely: freely, trimmed: trimmed)
        case .rejected(let text, let confidence, let coverage, let at, let snr, let wordScore):
            return utterance("rejected", text: text, confidence: confidence, coverage: coverage, at: at, snr: snr, wordScore: wordScore)
        case .noise(let at, let voiced, let level):
            return .object(["event": .string("noise"), "at": rounded(at), "voiced": rounded(voiced), "level": .double(level.rounded())])
        case .intent(let intent, let parameters):
            return .object(["event": .string("intent"), "intent": .string(intent), "parameters": .object(parameters)])
        case .notUnderstood(let text):
            return .object(["event": .string("not_understood"), "text": .string(text)])
        case .confirm(let intent, let reason):
            return .object(["event": .string("confirm"), "intent": .string(intent), "reason": .string(reason)])
        case .outcome(let intent, let outcome):
            var object: [String: JSONValue] = ["event": .string("outcome"), "outcome": .string(outcome)]
            if let intent { object["intent"] = .string(intent) }
            return .object(object)
        case .say(let text, let at, let latency):
            var object: [String: JSONValue] = ["event": .string("say"), "text": .string(text), "at": rounded(at)]
            if let latency { object["latency"] = rounded(latency) }
            return .object(object)
        case .fired(let kind, let title, let missed, let at):
            return .object(["event": .string("fired"), "kind": .string(kind), "title": .string(title),
                            "missed": .bool(missed), "at": rounded(at)])
        case .alertEnded(let kind, let response, let at):
            return .object(["event": .string("alert_ended"), "kind": .string(kind),
                            "response": response.map(JSONValue.string) ?? .null, "at": rounded(at)])
        case .replyStopped(let text, let response, let at):
            return .object(["event": .string("reply_stopped"), "text": .string(text), "response": .string(response), "at": rounded(at)])
        case .deviceError(let device, let message):
            return .object(["event": .string("device_error"), "device": .string(device), "message": .string(message)])
        }
    }
}

extension AssistantEvent {
    /// A wake candidate's evidence as a JSON object (snake-case keys, finite numbers only).
    static func json(_ evidence: WakeEvidence, rounded: (Double) -> JSONValue) -> JSONValue {
        var object: [String: JSONValue] = [
            "fit": rounded(evidence.fit), "word_score": rounded(evidence.wordScore), "frames": .int(evidence.frames),
            "local_fit": rounded(evidence.localFit), "phones_heard": rounded(evidence.phonesHeard),
            "phone_rate": rounded(evidence.phoneRate)]
        if let distance = evidence.enrolledDistance { object["enrolled_distance"] = rounded(distance) }
        if let bound = evidence.enrolledBound { object["enrolled_bound"] = rounded(bound) }
        if evidence.secondLook == true { object["second_look"] = .bool(true) }
        return .object(object)
    }

    /// The ``outcome(intent:outcome:)`` event of a command's end.
    static func outcome(of outcome: IntentOutcome) -> AssistantEvent {
        switch outcome {
        case .completed(let intent, _, _): .outcome(intent: intent, outcome: "completed")
        case .notUnderstood: .outcome(intent: nil, outcome: "not_understood")
        case .refused: .outcome(intent: nil, outcome: "refused")
        case .cancelled(let intent): .outcome(intent: intent, outcome: "cancelled")
        case .timedOut(let intent): .outcome(intent: intent, outcome: "timed_out")
        case .failed(let intent, _): .outcome(intent: intent, outcome: "failed")
        case .locked(let intent, _): .outcome(intent: intent, outcome: "locked")
        }
    }
}
