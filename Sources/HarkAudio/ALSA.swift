// The only file in Hark that imports ALSA: every C call lives here, behind
// small internal wrappers, so no C type reaches a public signature.
import CALSA
import CHarkShim
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Which way samples flow through a PCM.
enum PCMDirection {
    case capture, playback

    /// "capture" or "playback", for messages.
    var word: String { self == .capture ? "capture" : "playback" }
    /// What the user should check when this kind of device misbehaves.
    var hardware: String { self == .capture ? "the USB microphone" : "the speaker or sound card" }
}

/// The outcome of one non-blocking read or write.
enum PCMTransfer: Equatable {
    /// This many frames moved.
    case frames(Int)
    /// The device is not ready; wait and retry.
    case wouldBlock
    /// ALSA returned this negative error code.
    case failed(Int32)
}

/// The outcome of waiting for a PCM to become ready.
enum PCMReadiness: Equatable {
    case ready, timedOut
    /// ALSA returned this negative error code.
    case failed(Int32)
}

/// Owns one open `snd_pcm_t` (non-blocking, S16_LE, interleaved) and closes it in `deinit`.
final class PCMHandle {
    /// The ALSA device name it was opened with.
    let device: String
    /// Capture or playback.
    let direction: PCMDirection
    private let pcm: OpaquePointer

    /// Opens `device` and sets S16_LE interleaved `channels` at `sampleRate`,
    /// letting ALSA resample and convert (`plughw:`, `default`) when the hardware cannot.
    init(device: String, direction: PCMDirection, sampleRate: Int, channels: Int = 1, latencyMicroseconds: Int) throws(AudioDeviceError) {
        ALSA.quietErrors()
        self.device = device
        self.direction = direction
        guard sampleRate > 0, sampleRate <= Int(UInt32.max), (1...Int(UInt16.max)).contains(channels),
              latencyMicroseconds >= 0, latencyMicroseconds <= Int(UInt32.max) else {
            throw AudioDeviceError(.unsupportedFormat, device: device,
                "ALSA \(direction.word) device '\(device)' cannot be opened at \(sampleRate) Hz with \(channels) channel(s); give a positive sample rate such as 16000 and at least one channel.")
        }
        let before = ALSA.lastMessage()
        var opened: OpaquePointer?
        let stream = direction == .capture ? SND_PCM_STREAM_CAPTURE : SND_PCM_STREAM_PLAYBACK
        let status = snd_pcm_open(&opened, device, stream, SND_PCM_NONBLOCK)
        guard status >= 0, let opened else {
            throw ALSA.openError(status, device: device, direction: direction, detail: ALSA.newMessage(since: before))
        }
        let configured = snd_pcm_set_params(opened, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED,
                                             UInt32(channels), UInt32(sampleRate), 1, UInt32(latencyMicroseconds))
        guard configured >= 0 else {
            let detail = ALSA.newMessage(since: before)
            snd_pcm_close(opened)
            throw AudioDeviceError(.unsupportedFormat, device: device,
                "ALSA \(direction.word) device '\(device)' cannot be set to \(sampleRate) Hz, \(channels) channel(s), 16-bit (\(ALSA.describe(configured, detail))); use `default` or a plughw: device so ALSA converts, see `hark devices`.")
        }
        pcm = opened
    }

    deinit {
        snd_pcm_close(pcm)
    }

    /// Reads up to `buffer.count` mono frames without blocking.
    func read(into buffer: UnsafeMutableBufferPointer<Int16>) -> PCMTransfer {
        transfer(snd_pcm_readi(pcm, buffer.baseAddress, snd_pcm_uframes_t(buffer.count)))
    }

    /// Writes up to `buffer.count` mono frames without blocking.
    func write(_ buffer: UnsafeBufferPointer<Int16>) -> PCMTransfer {
        transfer(snd_pcm_writei(pcm, buffer.baseAddress, snd_pcm_uframes_t(buffer.count)))
    }

    private func transfer(_ result: snd_pcm_sframes_t) -> PCMTransfer {
        if result >= 0 { return .frames(Int(result)) }
        if result == -snd_pcm_sframes_t(EAGAIN) { return .wouldBlock }
        return .failed(Int32(result))
    }

    /// Waits at most `milliseconds` for the device to be ready to read or write.
    func wait(milliseconds: Int32) -> PCMReadiness {
        let result = snd_pcm_wait(pcm, milliseconds)
        return result > 0 ? .ready : result == 0 ? .timedOut : .failed(result)
    }

    /// Tries to recover from an overrun, underrun or suspend; true if the stream is usable again.
    func recover(_ code: Int32) -> Bool {
        snd_pcm_recover(pcm, code, 1) >= 0
    }

    /// Discards pending frames and makes the stream ready for new ones.
    func dropPending() {
        snd_pcm_drop(pcm)
        snd_pcm_prepare(pcm)
    }

    /// Waits until every written frame has been played, then makes the stream ready for more.
    ///
    /// The drain runs non-blocking and is polled every 5 ms, so it ends early when
    /// `shouldStop` turns true (the rest is dropped) and never outlasts `deadline`
    /// (a device that stopped consuming cannot hang the caller). Returns 0 or a
    /// negative ALSA error; an underrun (the buffer already ran dry) is success.
    func drain(deadline: Duration, shouldStop: () -> Bool) -> Int32 {
        let result = snd_pcm_drain(pcm)
        if result == -EAGAIN {
            let clock = ContinuousClock()
            let end = clock.now.advanced(by: deadline)
            while snd_pcm_state(pcm) == SND_PCM_STATE_DRAINING {
                if shouldStop() || clock.now >= end {
                    snd_pcm_drop(pcm)
                    break
                }
                usleep(5_000)
            }
        }
        snd_pcm_prepare(pcm)
        return result == -EPIPE || result == -EAGAIN ? 0 : result
    }

    /// The error for a failed read, write or wait that could not be recovered.
    func failure(_ code: Int32) -> AudioDeviceError {
        ALSA.streamError(code, device: device, direction: direction)
    }
}

/// ALSA calls that are not about one open PCM, and error translation.
enum ALSA {
    /// The code a read or write fails with after an overrun or underrun (`-EPIPE`).
    static let xrunCode = -Int32(EPIPE)

    /// A PCM as listed by the device name hints.
    struct Hint {
        let name: String
        let description: String
        /// "Input", "Output", or nil for both.
        let ioid: String?
    }

    /// Routes ALSA's own messages into the shim instead of stderr (idempotent).
    static func quietErrors() {
        CHarkShim_alsa_capture_errors()
    }

    /// The last message ALSA reported on this thread.
    static func lastMessage() -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        CHarkShim_alsa_last_error(&buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The last message if it changed since `before` (so stale messages are not blamed).
    static func newMessage(since before: String) -> String {
        let now = lastMessage()
        return now == before ? "" : now
    }

    /// `snd_strerror` text for `code`, followed by ALSA's own message when there is one.
    static func describe(_ code: Int32, _ detail: String = "") -> String {
        let text = String(cString: snd_strerror(code))
        return detail.isEmpty ? text : text + "; " + detail
    }

    /// Every PCM ALSA knows of, from `snd_device_name_hint`.
    static func pcmHints() -> [Hint] {
        quietErrors()
        var hints: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
        guard snd_device_name_hint(-1, "pcm", &hints) == 0, let hints else { return [] }
        defer { snd_device_name_free_hint(hints) }
        var result: [Hint] = []
        var index = 0
        while let hint = hints[index] {
            index += 1
            guard let name = take(snd_device_name_get_hint(hint, "NAME")) else { continue }
            let description = take(snd_device_name_get_hint(hint, "DESC")) ?? ""
            result.append(Hint(name: name, description: description, ioid: take(snd_device_name_get_hint(hint, "IOID"))))
        }
        return result
    }

    /// Copies and frees a string ALSA allocated for the caller.
    private static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The error for a failed `snd_pcm_open`.
    static func openError(_ code: Int32, device: String, direction: PCMDirection, detail: String) -> AudioDeviceError {
        let what = "ALSA \(direction.word) device '\(device)'"
        let why = describe(code, detail)
        switch -code {
        case ENOENT, ENODEV, ENXIO:
            return AudioDeviceError(.deviceNotFound, device: device,
                "\(what) does not exist (\(why)); run `hark devices` to list devices and check that \(direction.hardware) is plugged in.")
        case EBUSY:
            return AudioDeviceError(.deviceBusy, device: device,
                "\(what) is busy (\(why)); close the other program using it (see `fuser -v /dev/snd/*`) or pick another device from `hark devices`.")
        case EACCES, EPERM:
            return AudioDeviceError(.permissionDenied, device: device,
                "\(what) cannot be opened (\(why)); add your user to the audio group (`sudo usermod -aG audio $USER`) and log in again.")
        default:
            return AudioDeviceError(.ioFailed, device: device,
                "\(what) cannot be opened (\(why)); run `hark devices` and check \(direction.hardware).")
        }
    }

    /// The error for a read, write or wait that failed and could not be recovered.
    static func streamError(_ code: Int32, device: String, direction: PCMDirection) -> AudioDeviceError {
        let what = "ALSA \(direction.word) device '\(device)'"
        let why = describe(code)
        if -code == ENODEV || -code == ENXIO {
            return AudioDeviceError(.deviceDisconnected, device: device,
                "\(what) went away while in use (\(why)); check that \(direction.hardware) is still plugged in, then run `hark devices`.")
        }
        return AudioDeviceError(.ioFailed, device: device,
            "\(what) failed while \(direction == .capture ? "recording" : "playing") (\(why)); run `hark devices` and check \(direction.hardware).")
    }
}
