/// Frames pushed by a producer (a network client, another task) and read as an ``AudioSource``.
///
/// The producer yields frames into the ``Continuation`` and finishes it when the audio ends;
/// a consumer that is busy finds the frames waiting, up to `bufferingFrames` of them (the
/// oldest are dropped beyond that, and ``Continuation/dropped`` counts them).
public struct PushedAudio: AudioSource {
    private let stream: AsyncThrowingStream<AudioFrame, any Error>

    /// The producer's end.
    public struct Continuation: Sendable {
        let base: AsyncThrowingStream<AudioFrame, any Error>.Continuation

        /// Hands a frame to the reader; false when the reader is gone (stop producing).
        @discardableResult
        public func yield(_ frame: AudioFrame) -> Bool {
            switch base.yield(frame) {
            case .terminated: return false
            case .enqueued, .dropped: return true
            @unknown default: return true
            }
        }

        /// Ends the audio: the reader sees the source end after the frames already yielded.
        public func finish() { base.finish() }

        /// Ends the audio with an error the reader throws.
        public func fail(_ error: any Error) { base.finish(throwing: error) }
    }

    /// A source and the continuation that feeds it.
    public static func makeStream(bufferingFrames: Int) -> (PushedAudio, Continuation) {
        let (stream, continuation) = AsyncThrowingStream<AudioFrame, any Error>.makeStream(
            bufferingPolicy: .bufferingNewest(Swift.max(1, bufferingFrames)))
        return (PushedAudio(stream: stream), Continuation(base: continuation))
    }

    /// Reads the frames in order.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: AsyncThrowingStream<AudioFrame, any Error>.AsyncIterator

        public mutating func next() async throws -> AudioFrame? {
            try await base.next()
        }
    }

    /// Starts reading. A stream is read once: a second iterator shares the first one's frames.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: stream.makeAsyncIterator())
    }
}
