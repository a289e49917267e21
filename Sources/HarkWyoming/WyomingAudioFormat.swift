import HarkAudio
public import HarkIntents

/// The PCM format of a Wyoming audio stream (`audio-start` / `audio-chunk`): samples per second,
/// bytes per sample and channels, interleaved little-endian.
public struct WyomingAudioFormat: Sendable, Equatable {
    /// Samples per second.
    public var rate: Int
    /// Bytes per sample: 1 (unsigned 8-bit), 2 (signed 16-bit) or 4 (signed 32-bit).
    public var width: Int
    /// Interleaved channels.
    public var channels: Int

    /// Creates a format.
    public init(rate: Int, width: Int, channels: Int) {
        self.rate = rate
        self.width = width
        self.channels = channels
    }

    /// Hark's own format: 16 kHz, 16-bit, mono.
    public static let hark = WyomingAudioFormat(rate: AudioFrame.sampleRate, width: 2, channels: 1)

    /// The rates Hark resamples from.
    public static let rates = 8_000...96_000

    /// The format an event states (`rate`, `width`, `channels`), checked: a clear error for
    /// a format Hark cannot read or convert.
    public init(of event: WyomingEvent) throws(WyomingRequestError) {
        guard let rate = event.int("rate"), let width = event.int("width"), let channels = event.int("channels") else {
            throw WyomingRequestError("'\(event.type)' needs whole numbers 'rate', 'width' and 'channels'.", code: "audio-format")
        }
        guard Self.rates.contains(rate) else {
            throw WyomingRequestError("Audio at \(rate) Hz cannot be used; send \(Self.rates.lowerBound)–\(Self.rates.upperBound) Hz (16000 is best).", code: "audio-format")
        }
        guard [1, 2, 4].contains(width) else {
            throw WyomingRequestError("Audio with \(width)-byte samples cannot be used; send 2-byte (16-bit) samples.", code: "audio-format")
        }
        guard (1...8).contains(channels) else {
            throw WyomingRequestError("Audio with \(channels) channels cannot be used; send 1 (mono) to 8.", code: "audio-format")
        }
        self.init(rate: rate, width: width, channels: channels)
    }

    /// Bytes in one sample of every channel.
    public var bytesPerFrame: Int { width * channels }

    /// The event data that states this format.
    public var data: [String: JSONValue] {
        ["rate": .int(rate), "width": .int(width), "channels": .int(channels)]
    }

    /// Whole interleaved frames in `bytes`, mixed down to mono and scaled to 16 bits (not resampled).
    /// Bytes of a partial last frame are left for the next call (`remainder`).
    func mono16(_ bytes: [UInt8], remainder: inout [UInt8]) -> [Int16] {
        let all = remainder + bytes
        let usable = all.count - all.count % bytesPerFrame
        remainder = Array(all[usable...])
        var samples = [Int16]()
        samples.reserveCapacity(usable / bytesPerFrame)
        var index = 0
        while index < usable {
            var sum = 0
            for _ in 0..<channels {
                sum += sample16(all, at: index)
                index += width
            }
            samples.append(Int16(clamping: sum / channels))
        }
        return samples
    }

    private func sample16(_ bytes: [UInt8], at index: Int) -> Int {
        switch width {
        case 1: return (Int(bytes[index]) - 128) << 8
        case 2: return Int(Int16(bitPattern: UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8))
        default:
            let value = UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16 | UInt32(bytes[index + 3]) << 24
            return Int(Int32(bitPattern: value)) >> 16
        }
    }
}

/// One audio stream from a client turned into Hark's frames.
///
/// 16 kHz audio becomes frames as its chunks arrive; audio at another rate is kept until the
/// stream ends and resampled whole (a resampler run chunk by chunk would click at every joint).
struct WyomingAudioStream {
    let format: WyomingAudioFormat
    /// The most audio one stream may carry, in seconds.
    let maxSeconds: Double
    private var remainder: [UInt8] = []
    private var pending: [Int16] = []
    private var offset = 0
    private var heldAtSourceRate: [Int16] = []

    init(format: WyomingAudioFormat, maxSeconds: Double) {
        self.format = format
        self.maxSeconds = maxSeconds
    }

    /// Seconds of audio received so far.
    var seconds: Double {
        Double(offset + pending.count) / Double(AudioFrame.sampleRate) + Double(heldAtSourceRate.count) / Double(format.rate)
    }

    /// The frames a chunk completes (none while audio at another rate is held).
    mutating func append(_ payload: [UInt8]) throws(WyomingRequestError) -> [AudioFrame] {
        let mono = format.mono16(payload, remainder: &remainder)
        if format.rate == AudioFrame.sampleRate {
            pending += mono
        } else {
            heldAtSourceRate += mono
        }
        guard seconds <= maxSeconds else {
            throw WyomingRequestError("An audio stream is longer than \(Int(maxSeconds)) s; end each command with audio-stop.", code: "audio-too-long")
        }
        return frames(final: false)
    }

    /// The frames left once the stream ends.
    mutating func finish() -> [AudioFrame] {
        if !heldAtSourceRate.isEmpty {
            pending += Resampler.resample(heldAtSourceRate, from: format.rate, to: AudioFrame.sampleRate)
            heldAtSourceRate = []
        }
        return frames(final: true)
    }

    private mutating func frames(final: Bool) -> [AudioFrame] {
        var frames: [AudioFrame] = []
        let length = AudioFrame.defaultLength
        var start = 0
        while pending.count - start >= length || (final && start < pending.count) {
            let end = min(start + length, pending.count)
            frames.append(AudioFrame(samples: Array(pending[start..<end]), offset: offset))
            offset += end - start
            start = end
        }
        pending.removeFirst(start)
        return frames
    }
}
