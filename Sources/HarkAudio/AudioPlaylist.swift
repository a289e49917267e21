/// Several WAV files (and stretches of silence) played one after another as one
/// continuous stream, the way `hark run --wav a.wav --wav b.wav` hears them.
public struct AudioPlaylist: AudioSource {
    /// One entry of the playlist.
    public enum Item: Sendable, Equatable {
        /// A WAV file, converted to 16 kHz mono.
        case file(String)
        /// Silence of this many seconds (at most ``ToneGenerator/maximumDuration``).
        case silence(Double)

        /// Parses `silence:SECONDS` as silence, anything else as a file path.
        public init(argument: String) {
            if argument.hasPrefix("silence:"), let seconds = Double(argument.dropFirst("silence:".count)), seconds.isFinite, seconds >= 0 {
                self = .silence(seconds)
            } else {
                self = .file(argument)
            }
        }
    }

    /// The entries, in order.
    public let items: [Item]
    /// Silence inserted between entries, in seconds.
    public let gap: Double
    /// Samples per frame.
    public let frameLength: Int
    private let samples: [Int16]

    /// Reads every file up front, so a bad one fails before anything is heard.
    public init(_ items: [Item], gap: Double = 0.5, frameLength: Int = AudioFrame.defaultLength) throws(WAVError) {
        self.items = items
        self.gap = gap
        self.frameLength = frameLength
        var samples: [Int16] = []
        let gapSamples = [Int16](repeating: 0, count: ToneGenerator.sampleCount(gap))
        for (index, item) in items.enumerated() {
            if index > 0 { samples += gapSamples }
            switch item {
            case .file(let path): samples += try WAVFile.read(path: path).samples16k
            case .silence(let seconds): samples += [Int16](repeating: 0, count: ToneGenerator.sampleCount(seconds))
            }
        }
        self.samples = samples
    }

    /// Total length in seconds.
    public var duration: Double { Double(samples.count) / Double(AudioFrame.sampleRate) }

    /// Iterates the whole playlist frame by frame.
    public func makeAsyncIterator() -> SampleBufferSource.AsyncIterator {
        SampleBufferSource(samples: samples, frameLength: frameLength).makeAsyncIterator()
    }
}
