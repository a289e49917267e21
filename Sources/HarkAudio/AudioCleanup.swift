/// What is done to the microphone's sound before the recognizer hears it: Speex's
/// noise suppression, automatic gain and dereverberation (`libspeexdsp`), each
/// on or off. All off, the audio passes untouched.
public struct AudioCleanup: Sendable, Equatable {
    /// Suppress steady background noise (fans, hum, hiss).
    public var denoise: Bool
    /// Most noise attenuation, in dB (negative; Speex's default is -15).
    public var noiseSuppression: Int
    /// Automatic gain: a quiet or far voice is raised toward ``gainLevel``.
    public var gain: Bool
    /// The level automatic gain aims for, in sample units (1…32767).
    public var gainLevel: Int
    /// The most automatic gain may raise the sound, in dB.
    public var maxGain: Int
    /// Reduce a room's reverberation.
    public var dereverb: Bool

    /// Creates settings; the defaults are all off.
    public init(denoise: Bool = false, noiseSuppression: Int = -15, gain: Bool = false,
                gainLevel: Int = 8000, maxGain: Int = 30, dereverb: Bool = false) {
        self.denoise = denoise
        self.noiseSuppression = noiseSuppression
        self.gain = gain
        self.gainLevel = gainLevel
        self.maxGain = maxGain
        self.dereverb = dereverb
    }

    /// Nothing is done to the sound.
    public static let off = AudioCleanup()

    /// Whether any stage is on.
    public var isOn: Bool { denoise || gain || dereverb }

    /// The noise-attenuation range Speex accepts, in dB.
    public static let noiseSuppressionRange = -60 ... -1
    /// The gain target range, in sample units.
    public static let gainLevelRange = 1000 ... 32000
    /// The largest-gain range, in dB.
    public static let maxGainRange = 0 ... 60
}

/// A source whose frames are cleaned up (``AudioCleanup``) on their way out: the
/// same frames, offsets and capture instants, with their samples processed.
///
/// Frames Hark generated as silence pass untouched (there is nothing in them to clean).
public struct CleanedAudio<Base: AudioSource>: AudioSource {
    /// The source cleaned up.
    public let base: Base
    /// What is done to it.
    public let cleanup: AudioCleanup

    /// Cleans `base` up as `cleanup` says.
    public init(_ base: Base, cleanup: AudioCleanup) {
        self.base = base
        self.cleanup = cleanup
    }

    /// Pulls a frame from the base and processes it.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        let preprocessor: SpeexPreprocessor?

        public mutating func next() async throws -> AudioFrame? {
            guard var frame = try await base.next() else { return nil }
            if let preprocessor, !frame.isGeneratedSilence {
                preprocessor.process(&frame.samples)
            }
            return frame
        }
    }

    /// Starts the base over, with a preprocessor of its own (a new stream's noise is learned afresh).
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), preprocessor: cleanup.isOn ? SpeexPreprocessor(cleanup) : nil)
    }
}
