import HarkAudio

/// Pulls frames from any audio source one at a time, so the wake loop and a
/// follow-up question can take turns reading the same microphone or file.
final class FrameReader {
    private var iterator: any AsyncIteratorProtocol<AudioFrame, any Error>
    /// End of the last frame read, in stream seconds.
    private(set) var time: Double = 0
    /// Frames read so far.
    private(set) var framesRead = 0
    /// Whether the source has ended.
    private(set) var ended = false

    init<Source: AudioSource>(_ source: Source) {
        iterator = source.makeAsyncIterator()
    }

    /// The next frame, or nil when the source has ended. A device error is
    /// thrown as an ``AssistantDeviceFailure`` of the microphone.
    func next() async throws -> AudioFrame? {
        guard !ended else { return nil }
        let next: AudioFrame?
        do {
            next = try await iterator.next()
        } catch let error as AudioDeviceError {
            throw AssistantDeviceFailure(.microphone, error)
        }
        guard let frame = next else {
            ended = true
            return nil
        }
        time = frame.endTime
        framesRead += 1
        return frame
    }

    /// Reads and drops frames until the stream reaches `until` seconds (or ends).
    func discard(until: Double) async throws {
        while time < until, try await next() != nil {}
    }
}
