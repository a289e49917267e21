/// A short slice of audio in Hark's one internal format: 16 kHz, mono, signed 16-bit.
///
/// Frames are what flows between a source (microphone, WAV file) and the
/// recognizer. Each frame knows where it sits in its stream, so downstream
/// code can report times without keeping its own counters.
public struct AudioFrame: Sendable, Equatable {
    /// Hark's internal sample rate in hertz.
    public static let sampleRate = 16_000
    /// Default number of samples per frame (20 ms at 16 kHz).
    public static let defaultLength = 320

    /// The samples, mono, 16 kHz.
    public var samples: [Int16]
    /// Index of the first sample in the stream this frame belongs to.
    public var offset: Int
    /// Whether this frame is silence Hark made up (`silence:SECONDS`), well inside a long
    /// stretch of it: nothing in it can be heard, so a recognizer that is not inside an
    /// utterance may skip decoding it. Heard audio, even digital silence, never is.
    public var isGeneratedSilence: Bool
    /// When the frame's last sample was captured, on the wall clock (live sources:
    /// a microphone, a test room); nil for recordings, which have no such instant.
    ///
    /// Half duplex compares it with when Hark's own voice was played, so a frame
    /// read late (it waited in the capture ring) is judged by when it was heard.
    public var capturedAt: ContinuousClock.Instant?

    /// Creates a frame from samples and the stream offset of its first sample.
    public init(samples: [Int16], offset: Int = 0, isGeneratedSilence: Bool = false,
                capturedAt: ContinuousClock.Instant? = nil) {
        self.samples = samples
        self.offset = offset
        self.isGeneratedSilence = isGeneratedSilence
        self.capturedAt = capturedAt
    }

    /// Start time in seconds from the beginning of the stream.
    public var startTime: Double { Double(offset) / Double(Self.sampleRate) }
    /// Duration in seconds.
    public var duration: Double { Double(samples.count) / Double(Self.sampleRate) }
    /// End time in seconds from the beginning of the stream.
    public var endTime: Double { startTime + duration }
}
