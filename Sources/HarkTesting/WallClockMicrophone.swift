public import HarkAudio
import Synchronization

/// A microphone clocked by the wall clock, listening to a ``Room``: it makes a
/// frame every 32 ms of real time whether or not anyone reads it, keeps only the
/// last `bufferSeconds` of them (as a sound card's buffer does), and drops the
/// rest when nobody reads in time, counting them. Offsets count delivered
/// samples only, as ALSA's do after an overrun: lost audio is not invented.
///
/// Frames carry the wall-clock instant their last sample was heard
/// (``AudioFrame/capturedAt``). The stream starts on the first `next()` and
/// ends when the room closes.
public struct WallClockMicrophone: AudioSource {
    /// The room heard.
    public let room: Room
    /// Samples per frame (512: 32 ms at 16 kHz).
    public let frameLength: Int
    /// How much audio waits unread before the oldest is lost, seconds.
    public let bufferSeconds: Double
    private let lost = LossCounter()

    /// A microphone in `room` delivering `frameLength`-sample frames, holding `bufferSeconds` of audio unread.
    public init(room: Room, frameLength: Int = 512, bufferSeconds: Double = 0.1) {
        precondition(frameLength > 0 && bufferSeconds >= 0)
        self.room = room
        self.frameLength = frameLength
        self.bufferSeconds = bufferSeconds
    }

    /// Frames lost because nobody read them in time, over all iterations.
    public var framesLost: Int { lost.count }

    /// Starts the stream (its clock starts on the first `next()`).
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(microphone: self) }

    /// Hands out frames as the wall clock makes them. Use it from one task.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var card: Card

        init(microphone: WallClockMicrophone) { card = Card(microphone: microphone) }

        /// The next frame, waiting for the wall clock to make it; nil once the room closes or the task is cancelled.
        public mutating func next() async throws -> AudioFrame? {
            guard let capturedAt = card.nextFrameEnd() else { return nil }
            do {
                try await Task.sleep(until: capturedAt, clock: ContinuousClock())
            } catch {
                return nil
            }
            return card.take()
        }
    }

    /// The card's clock and buffer: which frame comes next, and which were lost.
    struct Card {
        let microphone: WallClockMicrophone
        var start: ContinuousClock.Instant?
        /// Index of the next frame to deliver (frames since the start, lost ones included).
        var index = 0
        var delivered = 0

        var period: Duration { .seconds(Double(microphone.frameLength) / Double(AudioFrame.sampleRate)) }

        /// When the next frame is complete (wait until then, then ``take()`` it); frames
        /// older than the buffer holds are lost first. Nil once the room closes.
        mutating func nextFrameEnd() -> ContinuousClock.Instant? {
            let now = ContinuousClock.now
            let start = self.start ?? now
            self.start = start
            let buffered = Swift.max(1, Int(microphone.bufferSeconds / (Double(microphone.frameLength) / Double(AudioFrame.sampleRate))))
            // Frames complete by now: those ending at or before `now`.
            let complete = Int((now - start) / period)
            if complete - index > buffered {
                let missed = complete - buffered - index
                microphone.lost.add(missed)
                index += missed
            }
            let frameStart = start + period * index
            if let closes = microphone.room.closesAt, frameStart >= closes { return nil }
            return frameStart + period
        }

        /// The frame ``nextFrameEnd()`` announced, stamped with when it was complete.
        mutating func take() -> AudioFrame {
            let frameStart = (start ?? ContinuousClock.now) + period * index
            let frame = AudioFrame(samples: microphone.room.samples(from: frameStart, count: microphone.frameLength),
                                   offset: delivered, capturedAt: frameStart + period)
            index += 1
            delivered += microphone.frameLength
            return frame
        }
    }
}

/// Frames a ``WallClockMicrophone`` lost, shared by its copies and iterators.
private final class LossCounter: Sendable {
    private let value = Mutex(0)
    var count: Int { value.withLock { $0 } }
    func add(_ frames: Int) { value.withLock { $0 += frames } }
}
