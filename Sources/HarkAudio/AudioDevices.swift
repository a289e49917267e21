/// One ALSA PCM device as `hark devices` shows it.
public struct AudioDevice: Sendable, Equatable {
    /// The name to pass to ``ALSACapture`` or ``ALSAPlayback``, e.g. `plughw:CARD=Device,DEV=0`.
    public let name: String
    /// ALSA's description, possibly several lines (card name, then device name).
    public let description: String
    /// True if the device can record.
    public let canCapture: Bool
    /// True if the device can play.
    public let canPlay: Bool

    /// Creates a device description.
    public init(name: String, description: String, canCapture: Bool, canPlay: Bool) {
        self.name = name
        self.description = description
        self.canCapture = canCapture
        self.canPlay = canPlay
    }
}

/// Lists the sound devices ALSA knows of.
public enum AudioDevices {
    /// Every PCM from ALSA's device name hints, in ALSA's order (empty if ALSA lists none).
    public static func list() -> [AudioDevice] {
        ALSA.pcmHints().map { hint in
            AudioDevice(name: hint.name, description: hint.description,
                        canCapture: hint.ioid != "Output", canPlay: hint.ioid != "Input")
        }
    }
}
