public import HarkAudio
import Foundation
import Synchronization

/// A ``WallClockMicrophone`` read the way Hark reads a sound card: by a capture
/// thread of its own that takes every frame when the card completes it, into a
/// bounded buffer (dropping the oldest when full) that the consuming task reads
/// at its own pace. Frames keep their capture instants, so a reader that falls
/// behind (Hark speaking, or a test process whose other suites hold every
/// cooperative thread) still judges them by when they were heard.
public struct ThreadedMicrophone: AudioSource {
    /// The card read by the thread.
    public let card: WallClockMicrophone
    /// Seconds of audio the buffer holds for a reader that is behind.
    public let bufferSeconds: Double

    /// Reads `card` on a thread into a buffer of `bufferSeconds` of audio.
    public init(card: WallClockMicrophone, bufferSeconds: Double = 5) {
        self.card = card
        self.bufferSeconds = bufferSeconds
    }

    /// Starts the capture thread and hands out what it captured.
    public func makeAsyncIterator() -> AsyncIterator {
        let frames = Swift.max(1, Int(bufferSeconds * Double(AudioFrame.sampleRate) / Double(card.frameLength)))
        let (stream, continuation) = AsyncStream<AudioFrame>.makeStream(bufferingPolicy: .bufferingNewest(frames))
        let stopped = StopFlag()
        continuation.onTermination = { _ in stopped.set() }
        let card = self.card
        let thread = Thread {
            var reader = WallClockMicrophone.Card(microphone: card)
            while !stopped.isSet, let due = reader.nextFrameEnd() {
                let wait = due - ContinuousClock.now
                if wait > .zero {
                    let (seconds, attoseconds) = wait.components
                    usleep(useconds_t(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
                }
                continuation.yield(reader.take())
            }
            continuation.finish()
        }
        thread.name = "test-capture"
        thread.start()
        return AsyncIterator(base: stream.makeAsyncIterator())
    }

    /// Takes frames from the buffer; nil once the room closed and the buffer is empty.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: AsyncStream<AudioFrame>.Iterator

        /// The oldest frame not read yet, waiting for the thread if there is none.
        public mutating func next() async throws -> AudioFrame? { await base.next() }
    }
}

/// Set when the reader goes away; the capture thread then ends.
private final class StopFlag: Sendable {
    private let value = Mutex(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
}
