import Foundation

/// What the capture thread runs: it opens the device, reads it continuously into
/// a ``CaptureRing`` (stamping each frame with the wall-clock instant it was
/// captured), recovers overruns, and stops within about 100 ms of a stop request,
/// the reader going away or an unrecoverable error. The open device is a local
/// of ``run()``: this loop is its one owner, and it is closed when the loop ends.
struct CaptureLoop: Sendable {
    let device: String
    let frameLength: Int
    let control: CaptureControl
    let ring: CaptureRing

    /// Starts the loop on a thread of its own.
    func start() {
        AudioThread.start(name: "hark-capture") { run() }
    }

    private var shouldStop: Bool { control.isStopped || ring.isEnded }

    /// Reads until stopped; the stream's end (closed or failed) is left in the ring.
    func run() {
        let pcm: PCMHandle
        do {
            pcm = try PCMHandle(device: device, direction: .capture, sampleRate: AudioFrame.sampleRate,
                                latencyMicroseconds: ALSACapture.latencyMicroseconds)
        } catch {
            ring.end(.failed(error))
            return
        }
        var pacer = Pacer()
        while true {
            do {
                guard let frame = try readFrame(from: pcm, pacer: &pacer) else { break }
                if let dropped = ring.push(frame) { control.recordDropped(dropped.samples.count) }
            } catch {
                ring.end(.failed(error))
                return
            }
        }
        ring.end(.closed)
    }

    /// Fills one frame, waiting in short slices; nil when asked to stop.
    private func readFrame(from pcm: PCMHandle, pacer: inout Pacer) throws(AudioDeviceError) -> AudioFrame? {
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
                pacer.deviceWaited()
                if case .failed(let code) = pcm.wait(milliseconds: ALSACapture.pollMilliseconds) { failure = code }
            case .failed(let code):
                failure = code
            }
            if let failure {
                recoveries += 1
                guard recoveries <= ALSACapture.maximumConsecutiveRecoveries, pcm.recover(failure) else {
                    throw pcm.failure(failure)
                }
                control.recordRecovery(ALSA.describe(failure), overrun: failure == ALSA.xrunCode)
            }
        }
        pacer.captured(frameLength)
        return AudioFrame(samples: samples, capturedAt: ContinuousClock.now)
    }
}

/// Keeps a device that never makes the reader wait (ALSA's `file` and `null`
/// plugins hand out audio as fast as it is asked for) to real time, as a sound
/// card is, so the ring holds seconds of audio instead of being flooded. A device
/// that has made the reader wait once it delivered audio is a real clock and is
/// never paced (every device makes it wait once at the start, when it starts running).
struct Pacer {
    private let start = ContinuousClock.now
    private var samples = 0
    private var freeRunning = true

    /// The device had no audio ready: it runs on its own clock.
    mutating func deviceWaited() {
        if samples > 0 { freeRunning = false }
    }

    /// Counts `count` samples read; sleeps until the wall clock has caught up with them if the device is free-running.
    mutating func captured(_ count: Int) {
        samples += count
        guard freeRunning else { return }
        let due = start + .seconds(Double(samples) / Double(AudioFrame.sampleRate))
        let ahead = due - ContinuousClock.now
        if ahead > .zero {
            let (seconds, attoseconds) = ahead.components
            usleep(useconds_t(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
        }
    }
}
