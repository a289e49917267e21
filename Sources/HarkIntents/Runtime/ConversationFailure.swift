/// The conversation's own channel broke (its speaker or microphone failed, or
/// its task was cancelled): the lifecycle stops without trying to say so
/// through the same broken channel, and the conversation's owner handles
/// `underlying` (reopens the device, shuts down).
public struct ConversationFailure: Error, Sendable {
    /// What broke.
    public let underlying: any Error

    /// Wraps the channel's error.
    public init(_ underlying: any Error) { self.underlying = underlying }
}
