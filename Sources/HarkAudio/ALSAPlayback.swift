import Synchronization

/// An open ALSA playback device for mono 16-bit audio (speech, earcons, ring tones).
///
/// The device is opened in `init` and closed when the object goes away. ``play(_:)``
/// writes in short non-blocking slices, recovering from underruns, and can be
/// interrupted from another task with ``stop()`` or by cancelling the playing task.
public final class ALSAPlayback: Sendable {
    /// The ALSA device name, e.g. `default` or `plughw:0,0`.
    public let device: String
    /// Samples per second of the audio passed to ``play(_:)``.
    public let sampleRate: Int

    private struct Flags {
        var playing = 0
        var stopRequested = false
        var underruns = 0
    }

    private let pcm: Mutex<PCMHandle>
    private let flags = Mutex(Flags())

    /// Latency (buffer length) asked of ALSA; also the longest a drain takes.
    static let latencyMicroseconds = 200_000
    /// Longest single wait for buffer space, so stop requests are noticed promptly.
    static let pollMilliseconds: Int32 = 100
    /// Recoveries in a row without progress before the device is declared broken.
    static let maximumConsecutiveRecoveries = 50

    /// Opens `device` for mono 16-bit playback at `sampleRate` (ALSA converts if the hardware differs).
    public init(device: String = "default", sampleRate: Int = AudioFrame.sampleRate) throws(AudioDeviceError) {
        self.device = device
        self.sampleRate = sampleRate
        let handle = try PCMHandle(device: device, direction: .playback, sampleRate: sampleRate,
                                   latencyMicroseconds: Self.latencyMicroseconds)
        pcm = Mutex(handle)
    }

    /// Underruns recovered so far (each one is a short audible gap).
    public var underruns: Int { flags.withLock { $0.underruns } }

    /// Queues all of `samples` for playback, returning once the last one is written
    /// (call ``drain()`` to wait until it is heard). Returns false if ``stop()`` or
    /// task cancellation interrupted it, in which case the queued audio is discarded.
    @discardableResult
    public func play(_ samples: [Int16]) throws(AudioDeviceError) -> Bool {
        flags.withLock { $0.playing += 1 }
        defer {
            flags.withLock {
                $0.playing -= 1
                if $0.playing == 0 { $0.stopRequested = false }
            }
        }
        return try pcm.withLock { (handle: inout PCMHandle) throws(AudioDeviceError) -> Bool in
            try write(samples, to: handle)
        }
    }

    /// Interrupts the ``play(_:)`` and ``drain()`` calls in progress, if any, discarding what they queued.
    /// A later `play` plays normally.
    public func stop() {
        flags.withLock { if $0.playing > 0 { $0.stopRequested = true } }
    }

    /// Longest ``drain()`` waits before dropping what is left: the buffer length with room to spare.
    static let drainDeadline = Duration.milliseconds(latencyMicroseconds / 1000 * 5)

    /// Waits until everything written has been played (normally at most the device
    /// latency, about 0.2 s; never more than 1 s). ``stop()`` or cancelling the task
    /// ends the wait early and discards what is left.
    public func drain() throws(AudioDeviceError) {
        flags.withLock { $0.playing += 1 }
        defer {
            flags.withLock {
                $0.playing -= 1
                if $0.playing == 0 { $0.stopRequested = false }
            }
        }
        try pcm.withLock { (handle: inout PCMHandle) throws(AudioDeviceError) in
            let result = handle.drain(deadline: Self.drainDeadline) { shouldStop }
            if result < 0 { throw handle.failure(result) }
        }
    }

    private var shouldStop: Bool {
        Task.isCancelled || flags.withLock { $0.stopRequested }
    }

    /// The write loop: slices as large as the device accepts, short waits, recovery.
    private func write(_ samples: [Int16], to handle: PCMHandle) throws(AudioDeviceError) -> Bool {
        var position = 0
        var recoveries = 0
        while position < samples.count {
            if shouldStop {
                handle.dropPending()
                return false
            }
            let result = samples.withUnsafeBufferPointer { buffer in
                handle.write(UnsafeBufferPointer(rebasing: buffer[position...]))
            }
            var failure: Int32?
            switch result {
            case .frames(let count):
                position += count
                recoveries = 0
            case .wouldBlock:
                if case .failed(let code) = handle.wait(milliseconds: Self.pollMilliseconds) { failure = code }
            case .failed(let code):
                failure = code
            }
            if let failure {
                recoveries += 1
                guard recoveries <= Self.maximumConsecutiveRecoveries, handle.recover(failure) else {
                    throw handle.failure(failure)
                }
                flags.withLock { $0.underruns += 1 }
            }
        }
        return true
    }
}
