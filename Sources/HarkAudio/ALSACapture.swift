/// A live ALSA capture device as an ``AudioSource``: 16 kHz mono 16-bit frames from a microphone.
///
/// The device is opened lazily when iteration starts, non-blocking, and read in
/// a loop that waits at most 100 ms at a time, so cancelling the consuming task
/// or calling ``stop()`` ends the iteration within about 100 ms. Overruns and
/// suspends are recovered and counted in ``statistics``; a missing, busy or
/// unplugged device ends the iteration with an ``AudioDeviceError``.
public struct ALSACapture: AudioSource {
    /// The ALSA device name, e.g. `default` or `plughw:1,0`.
    public let device: String
    /// Samples per frame.
    public let frameLength: Int
    let control = CaptureControl()

    /// Latency (buffer length) asked of ALSA.
    static let latencyMicroseconds = 100_000
    /// Longest single wait for the device, so stop requests are noticed promptly.
    static let pollMilliseconds: Int32 = 100
    /// Recoveries in a row without any data before the device is declared broken.
    static let maximumConsecutiveRecoveries = 50

    /// Describes a capture from `device`, delivering frames of `frameLength` samples.
    /// Nothing is opened until iteration starts.
    public init(device: String = "default", frameLength: Int = AudioFrame.defaultLength) {
        precondition(frameLength > 0, "frameLength must be positive")
        self.device = device
        self.frameLength = frameLength
    }

    /// Ends every iteration over this capture (and its copies) within about 100 ms; the device is closed.
    public func stop() {
        control.stop()
    }

    /// Samples delivered and recoveries so far, over all iterations.
    public var statistics: CaptureStatistics { control.statistics }

    /// Starts a new capture stream; the device opens on the first `next()`.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(device: device, frameLength: frameLength, control: control)
    }

    /// Reads frames from the device. Not `Sendable`: use it from one task.
    public final class AsyncIterator: AsyncIteratorProtocol {
        private let device: String
        private let frameLength: Int
        private let control: CaptureControl
        private var handle: PCMHandle?
        private var offset = 0
        private var finished = false

        init(device: String, frameLength: Int, control: CaptureControl) {
            self.device = device
            self.frameLength = frameLength
            self.control = control
        }

        /// The next frame, or nil once stopped or cancelled; throws ``AudioDeviceError``.
        public func next() async throws -> AudioFrame? {
            guard !finished else { return nil }
            do {
                if let frame = try readFrame() { return frame }
            } catch {
                finish()
                throw error
            }
            finish()
            return nil
        }

        /// Marks the iteration over and closes the device.
        private func finish() {
            finished = true
            handle = nil
        }

        /// Fills one frame, waiting in short slices; nil when asked to stop.
        private func readFrame() throws(AudioDeviceError) -> AudioFrame? {
            if shouldStop { return nil }
            let pcm: PCMHandle
            if let handle {
                pcm = handle
            } else {
                pcm = try PCMHandle(device: device, direction: .capture, sampleRate: AudioFrame.sampleRate,
                                    latencyMicroseconds: ALSACapture.latencyMicroseconds)
                handle = pcm
            }
            var samples = [Int16](repeating: 0, count: frameLength)
            var filled = 0
            var recoveries = 0
            while filled < frameLength {
                if shouldStop { return nil }
                let result = control.takeInjectedOverrun() ? .failed(ALSA.xrunCode) : samples.withUnsafeMutableBufferPointer { buffer in
                    pcm.read(into: UnsafeMutableBufferPointer(rebasing: buffer[filled...]))
                }
                var failure: Int32?
                switch result {
                case .frames(let count):
                    filled += count
                    recoveries = 0
                case .wouldBlock:
                    if case .failed(let code) = pcm.wait(milliseconds: ALSACapture.pollMilliseconds) { failure = code }
                case .failed(let code):
                    failure = code
                }
                if let failure {
                    recoveries += 1
                    guard recoveries <= ALSACapture.maximumConsecutiveRecoveries, pcm.recover(failure) else {
                        throw pcm.failure(failure)
                    }
                    control.recordRecovery(ALSA.describe(failure))
                }
            }
            let frame = AudioFrame(samples: samples, offset: offset)
            offset += frameLength
            control.recordCaptured(frameLength)
            return frame
        }

        private var shouldStop: Bool { Task.isCancelled || control.isStopped }
    }
}
