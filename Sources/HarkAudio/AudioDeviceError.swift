/// Why opening, reading from or writing to an ALSA sound device failed.
public struct AudioDeviceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure this is; compare against the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String
        /// The code's name, e.g. `deviceNotFound`.
        public var description: String { name }

        /// No device of that name exists (unknown PCM name or card not present).
        public static let deviceNotFound = Code(name: "deviceNotFound")
        /// Another program holds the device.
        public static let deviceBusy = Code(name: "deviceBusy")
        /// The device went away while in use (USB microphone unplugged).
        public static let deviceDisconnected = Code(name: "deviceDisconnected")
        /// The user may not open the device (not in the `audio` group).
        public static let permissionDenied = Code(name: "permissionDenied")
        /// The device cannot be set to the format Hark asked for.
        public static let unsupportedFormat = Code(name: "unsupportedFormat")
        /// Reading or writing failed and could not be recovered.
        public static let ioFailed = Code(name: "ioFailed")
    }

    /// What kind of failure this is.
    public let code: Code
    /// The ALSA device name, e.g. `default` or `plughw:1,0`.
    public let device: String
    /// One sentence saying what went wrong and what to do about it.
    public let message: String
    /// The message.
    public var description: String { message }

    /// Creates an error for `device` with a code and a one-sentence message.
    public init(_ code: Code, device: String, _ message: String) {
        self.code = code
        self.device = device
        self.message = message
    }
}
