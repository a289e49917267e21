/// A live ALSA capture device as an ``AudioSource``: 16 kHz mono 16-bit frames from a microphone.
///
/// The first `next()` starts a capture thread of its own (it blocks in ALSA, so it
/// never runs on the cooperative pool) that reads the card continuously into a
/// ring of ``bufferSeconds`` of audio, whether or not anyone is reading: while
/// Hark speaks, the microphone is still heard, and each frame carries the wall-clock
/// instant it was captured (``AudioFrame/capturedAt``). When the reader falls
/// further behind than the ring holds, the oldest audio is dropped; overruns,
/// recoveries and drops are counted in ``statistics``. Cancelling the reading task,
/// calling ``stop()`` or dropping the iterator ends the thread within about 100 ms
/// and closes the device; a missing, busy or unplugged device ends the iteration
/// with an ``AudioDeviceError``.
public struct ALSACapture: AudioSource {
    /// The ALSA device name, e.g. `default` or `plughw:1,0`.
    public let device: String
    /// Samples per frame.
    public let frameLength: Int
    /// Seconds of audio the ring holds for a reader that is behind.
    public let bufferSeconds: Double
    let control = CaptureControl()

    /// Latency (buffer length) asked of ALSA.
    static let latencyMicroseconds = 100_000
    /// Longest single wait for the device, so stop requests are noticed promptly.
    static let pollMilliseconds: Int32 = 100
    /// Recoveries in a row without any data before the device is declared broken.
    static let maximumConsecutiveRecoveries = 50

    /// Describes a capture from `device`, delivering frames of `frameLength` samples
    /// and holding up to `bufferSeconds` of audio for a reader that is behind.
    /// Nothing is opened until iteration starts.
    public init(device: String = "default", frameLength: Int = AudioFrame.defaultLength, bufferSeconds: Double = 5) {
        precondition(frameLength > 0, "frameLength must be positive")
        precondition(bufferSeconds > 0, "bufferSeconds must be positive")
        self.device = device
        self.frameLength = frameLength
        self.bufferSeconds = bufferSeconds
    }

    /// Ends every iteration over this capture (and its copies) within about 100 ms; the device is closed.
    public func stop() {
        control.stop()
    }

    /// Samples delivered, overruns, recoveries and drops so far, over all iterations.
    public var statistics: CaptureStatistics { control.statistics }

    /// Starts a new capture stream; the device opens (on the capture thread) on the first `next()`.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(capture: self)
    }

    /// Takes frames from the capture thread's ring. Not `Sendable`: use it from one task.
    public final class AsyncIterator: AsyncIteratorProtocol {
        private let capture: ALSACapture
        private var ring: CaptureRing?
        private var offset = 0
        private var finished = false

        init(capture: ALSACapture) {
            self.capture = capture
        }

        deinit {
            ring?.close()
        }

        /// The next frame, or nil once stopped or cancelled; throws ``AudioDeviceError``.
        ///
        /// Offsets count delivered samples, so audio lost to an overrun or a full
        /// ring leaves no gap in stream time: lost audio is not invented.
        public func next() async throws -> AudioFrame? {
            guard !finished else { return nil }
            if capture.control.isStopped || Task.isCancelled {
                finish()
                return nil
            }
            let ring = self.ring ?? start()
            do {
                guard var frame = try await ring.next() else {
                    finish()
                    return nil
                }
                frame.offset = offset
                offset += frame.samples.count
                capture.control.recordCaptured(frame.samples.count)
                return frame
            } catch {
                finish()
                throw error
            }
        }

        /// Starts the capture thread.
        private func start() -> CaptureRing {
            let seconds = Double(capture.frameLength) / Double(AudioFrame.sampleRate)
            let ring = CaptureRing(capacity: Swift.max(1, Int((capture.bufferSeconds / seconds).rounded(.up))))
            self.ring = ring
            CaptureLoop(device: capture.device, frameLength: capture.frameLength, control: capture.control, ring: ring).start()
            return ring
        }

        /// Marks the iteration over and stops the capture thread (which closes the device).
        private func finish() {
            finished = true
            ring?.close()
        }
    }
}
