/// A WAV file as an ``AudioSource``: decoded eagerly, then replayed frame by frame,
/// so a recording and a live microphone are interchangeable.
public struct WAVSource: AudioSource {
    /// The decoded file: its original format and its 16 kHz mono samples.
    public let audio: DecodedAudio
    /// Samples per frame.
    public let frameLength: Int

    /// Reads and decodes the WAV file at `path`; frames hold `frameLength` samples.
    public init(path: String, frameLength: Int = AudioFrame.defaultLength) throws(WAVError) {
        self.init(audio: try WAVFile.read(path: path), frameLength: frameLength)
    }

    /// Wraps already decoded audio.
    public init(audio: DecodedAudio, frameLength: Int = AudioFrame.defaultLength) {
        precondition(frameLength > 0, "frameLength must be positive")
        self.audio = audio
        self.frameLength = frameLength
    }

    /// The original format of the file.
    public var format: WAVFormat { audio.format }

    /// Iterates the decoded samples frame by frame.
    public func makeAsyncIterator() -> SampleBufferSource.AsyncIterator {
        SampleBufferSource(samples: audio.samples16k, frameLength: frameLength).makeAsyncIterator()
    }
}
