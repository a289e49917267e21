/// Anything that yields 16 kHz mono frames: a microphone, a WAV file, a buffer.
///
/// Consumers take `some AudioSource` so a live capture device and a recorded
/// fixture are interchangeable.
public protocol AudioSource: AsyncSequence, Sendable where Element == AudioFrame, Failure == any Error {}

/// Splits an in-memory buffer of 16 kHz samples into frames.
///
/// Useful for tests and for audio already decoded (for example a WAV file read
/// whole). Iterating is cheap and never suspends for long.
public struct SampleBufferSource: AudioSource {
    /// The 16 kHz mono samples to replay.
    public let samples: [Int16]
    /// Samples per frame.
    public let frameLength: Int

    /// Creates a source over `samples`, cut into frames of `frameLength` samples.
    public init(samples: [Int16], frameLength: Int = AudioFrame.defaultLength) {
        precondition(frameLength > 0, "frameLength must be positive")
        self.samples = samples
        self.frameLength = frameLength
    }

    /// Iterates the buffer frame by frame.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let samples: [Int16]
        let frameLength: Int
        var position = 0

        public mutating func next() async throws -> AudioFrame? {
            guard position < samples.count else { return nil }
            try Task.checkCancellation()
            let end = Swift.min(position + frameLength, samples.count)
            let frame = AudioFrame(samples: Array(samples[position..<end]), offset: position)
            position = end
            return frame
        }
    }

    /// Starts iterating from the first sample.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(samples: samples, frameLength: frameLength)
    }
}
