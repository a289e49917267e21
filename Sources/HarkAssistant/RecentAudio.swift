import HarkAudio

/// The last few seconds of the stream, so a detection can be re-scored.
struct RecentAudio {
    private var samples: [Int16] = []
    private var firstOffset = 0
    private let capacity: Int

    init(seconds: Double) {
        capacity = Int(seconds * Double(AudioFrame.sampleRate))
    }

    /// Keeps `frame`. A frame that does not follow the last one kept (a new stream, whose
    /// offsets start again, or a gap) starts the memory afresh: audio of another stretch
    /// is never taken for the audio around a detection.
    mutating func append(_ frame: AudioFrame) {
        if !samples.isEmpty, frame.offset != firstOffset + samples.count { samples.removeAll() }
        if samples.isEmpty { firstOffset = frame.offset }
        samples += frame.samples
        if samples.count > capacity + capacity / 2 {
            let drop = samples.count - capacity
            samples.removeFirst(drop)
            firstOffset += drop
        }
    }

    /// The stream time just after the last sample kept (0 before any).
    var endTime: Double { Double(firstOffset + samples.count) / Double(AudioFrame.sampleRate) }

    /// Samples between two stream times (clipped to what is kept), and the stream time of the first.
    func samplesAndStart(from start: Double, to end: Double) -> (samples: [Int16], start: Double) {
        let rate = Double(AudioFrame.sampleRate)
        let lower = max(0, Int(start * rate) - firstOffset)
        let upper = min(samples.count, Int(end * rate) - firstOffset)
        let first = Double(firstOffset + lower) / rate
        guard lower < upper else { return ([], first) }
        return (Array(samples[lower..<upper]), first)
    }

    /// Samples between two stream times (clipped to what is kept).
    func samples(from start: Double, to end: Double) -> [Int16] {
        samplesAndStart(from: start, to: end).samples
    }
}
