/// Something that demands attention when a scheduled event fires: an alarm
/// ringing, an incoming (fake) call, a reminder. The assistant pipeline plays
/// it and listens for its responses without the wake phrase.
public struct Alert: Sendable {
    /// The sound that accompanies it.
    public enum Sound: String, Sendable, Hashable, Codable {
        /// A phone-style ring, repeated.
        case ringtone
        /// A short chime before the announcement.
        case chime
        /// Just the announcement.
        case none
    }

    /// The event kind ("alarm", "timer", "fake_call", "feeding", "pantry").
    public var kind: String
    /// A short title ("Wake up", "Mom").
    public var title: String
    /// What is said each time it rings ("Incoming call from Mom").
    public var announcement: IntentDialog
    /// The sound.
    public var sound: Sound
    /// Seconds between repetitions of sound + announcement.
    public var repeatInterval: Double
    /// Seconds after which an unanswered alert stops by itself.
    public var timeout: Double
    /// What the user can say while it rings ("stop", "snooze", "answer").
    public var responses: [AlertResponse]
    /// Called when it stops unanswered after `timeout` (e.g. schedule a re-alert).
    public var onTimeout: (@Sendable () async throws -> IntentDialog?)?

    /// Creates an alert.
    public init(kind: String, title: String, announcement: IntentDialog, sound: Sound = .ringtone,
                repeatInterval: Double = 6, timeout: Double = 60, responses: [AlertResponse] = [],
                onTimeout: (@Sendable () async throws -> IntentDialog?)? = nil) {
        self.kind = kind
        self.title = title
        self.announcement = announcement
        self.sound = sound
        self.repeatInterval = repeatInterval
        self.timeout = timeout
        self.responses = responses
        self.onTimeout = onTimeout
    }

    /// The response whose phrases include the words, if any.
    public func response(for words: [String]) -> AlertResponse? {
        let said = words.joined(separator: " ")
        return responses.first { $0.phrases.contains(said) }
    }

    /// A response to this alert as it is donated once done (``InteractionSource/alert``): the alert's kind
    /// as the intent ("alert:alarm", no intent a shortcut could run) and the response by its first phrase
    /// ("snooze" for "snooze it"), so the same answer said two ways counts as one.
    public func interaction(for response: AlertResponse) -> Interaction {
        Interaction(intent: "alert:\(kind)", values: ["response": response.phrases.first ?? ""], types: ["response": "response"], source: .alert)
    }
}

/// One thing the user can say to a ringing alert, and what it does.
public struct AlertResponse: Sendable {
    /// The exact phrases, lowercase ("stop", "turn it off").
    public var phrases: [String]
    /// Runs the response; returns what happens next.
    public var handle: @Sendable () async throws -> AlertOutcome

    /// Creates a response.
    public init(phrases: [String], handle: @escaping @Sendable () async throws -> AlertOutcome) {
        self.phrases = phrases
        self.handle = handle
    }
}

/// What follows a response to an alert.
public enum AlertOutcome: Sendable {
    /// The alert ends, optionally saying something ("Snoozed for 9 minutes.").
    case dismiss(IntentDialog?)
    /// A scripted call plays: each line is spoken in `voice`, with a pause to listen
    /// after it; any of `endPhrases` ("hang up") ends it early, `endDialog` is said at the end.
    case call(lines: [String], voice: String, endPhrases: [String], endDialog: IntentDialog?)
}
