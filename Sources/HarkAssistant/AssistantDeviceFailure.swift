public import HarkAudio

/// A sound device failing under the assistant, and which of its two devices it was,
/// so the service can log it, report it and reopen the right one.
public struct AssistantDeviceFailure: Error, Sendable, CustomStringConvertible {
    /// Which device failed.
    public enum Role: String, Sendable {
        /// The capture device (Hark hears through it).
        case microphone
        /// The playback device (Hark speaks through it).
        case speaker
    }

    /// Which device failed.
    public let role: Role
    /// The device's own error.
    public let error: AudioDeviceError

    /// Creates a failure of `role`.
    public init(_ role: Role, _ error: AudioDeviceError) {
        self.role = role
        self.error = error
    }

    public var description: String { error.message }
}
