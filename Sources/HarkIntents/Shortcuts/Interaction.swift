/// How a command reached Hark, as a donation records it.
public enum InteractionSource: String, Sendable, Codable, CaseIterable {
    /// Spoken to the microphone (or a satellite).
    case voice
    /// Said as one of the person's voice shortcuts.
    case shortcut
    /// Typed: `hark ask`, a conversation agent's text.
    case typed
    /// An answer to an alert (snooze, answer the call).
    case alert
    /// The web app or another screen.
    case web
}

/// A shortcut Hark offers to make after a command the person gives often (SiriKit's suggested
/// shortcuts): the question, and what making it does and says.
public struct SuggestionOffer: Sendable {
    /// "You often … Say yes to make "boss call" do that."
    public let question: IntentDialog
    /// Makes the shortcut and returns what to say ("OK, say "boss call" next time.").
    public let accept: @Sendable () async -> IntentDialog

    /// Creates an offer.
    public init(question: IntentDialog, accept: @escaping @Sendable () async -> IntentDialog) {
        self.question = question
        self.accept = accept
    }
}

/// A completed interaction, as it is donated (SiriKit's `INInteraction`): the intent, the values its
/// parameters ended with (as they are said, so a shortcut can be made from them), and how it came.
/// Cancelled, timed-out and failed commands are not donated.
public struct Interaction: Sendable, Equatable {
    /// The intent's identifier.
    public let intent: String
    /// Parameter name → its value as said ("5 minutes", "Boss").
    public let values: [String: String]
    /// Parameter name → its type name, for the values above.
    public let types: [String: String]
    /// How the command came.
    public let source: InteractionSource

    /// Creates an interaction.
    public init(intent: String, values: [String: String], types: [String: String], source: InteractionSource) {
        self.intent = intent
        self.values = values
        self.types = types
        self.source = source
    }
}
