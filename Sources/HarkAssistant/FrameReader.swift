public import HarkAudio

/// Pulls frames from any audio source one at a time, so the wake loop and a
/// follow-up question can take turns reading the same microphone or file.
final class FrameReader {
    private var iterator: any AsyncIteratorProtocol<AudioFrame, any Error>
    /// End of the last frame read, in stream seconds.
    private(set) var time: Double = 0
    /// Whether the source has ended.
    private(set) var ended = false

    init<Source: AudioSource>(_ source: Source) {
        iterator = source.makeAsyncIterator()
    }

    /// The next frame, or nil when the source has ended.
    func next() async throws -> AudioFrame? {
        guard !ended else { return nil }
        guard let frame = try await iterator.next() else {
            ended = true
            return nil
        }
        time = frame.endTime
        return frame
    }

    /// Reads and drops frames for `seconds` of audio (half-duplex guard after Hark spoke).
    func skip(seconds: Double) async throws {
        let until = time + seconds
        while time < until, try await next() != nil {}
    }
}
