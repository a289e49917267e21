public import HarkAudio

/// Where a satellite sends the commands it hears: another Hark (over Wyoming) that recognises
/// them with its grammar, runs its skills on its store and answers in its voice.
///
/// A satellite spots the wake phrase itself, so audio leaves the room only after it; then
/// the command's audio streams to the relay as it is captured.
public protocol CommandRelay: Sendable {
    /// Streams `audio` (ending when the satellite stops sending) as the next words of `conversation`
    /// (a new id for a new command; the id a question came with for its answer), and returns the
    /// far side's reply. `heard` is called
    /// once the far side has heard the end of the utterance: the satellite stops sending then.
    func relay(_ audio: PushedAudio, conversation: String?, heard: @escaping @Sendable () -> Void) async throws -> RelayedReply
}

/// What the far side made of one relayed utterance.
public struct RelayedReply: Sendable, Equatable {
    /// The words it heard ("" when it heard speech it could not read).
    public var heard: String
    /// What it answered.
    public var text: String
    /// The answer spoken (16 kHz mono), to play.
    public var speech: [Int16]
    /// The conversation, when the answer is a question waiting for the person's next words.
    public var awaitingAnswer: String?

    /// Creates a reply.
    public init(heard: String, text: String, speech: [Int16], awaitingAnswer: String?) {
        self.heard = heard
        self.text = text
        self.speech = speech
        self.awaitingAnswer = awaitingAnswer
    }
}
