import HarkAudio

/// Pulls frames from any audio source one at a time, so the wake loop and a
/// follow-up question can take turns reading the same microphone or file.
final class FrameReader {
    private var iterator: any AsyncIteratorProtocol<AudioFrame, any Error>
    /// A frame read from the source but not handed out yet (the first kept by ``discard(capturedBefore:orStreamUntil:)``).
    private var held: [AudioFrame] = []
    /// End of the last frame read, in stream seconds.
    private(set) var time: Double = 0
    /// Frames read so far.
    private(set) var framesRead = 0
    /// Frames dropped because they were captured while Hark's voice played.
    private(set) var framesDroppedAsEcho = 0
    /// Whether the source has ended.
    private(set) var ended = false

    init<Source: AudioSource>(_ source: Source) {
        iterator = source.makeAsyncIterator()
    }

    /// The next frame, or nil when the source has ended. A device error is
    /// thrown as an ``AssistantDeviceFailure`` of the microphone.
    func next() async throws -> AudioFrame? {
        let frame: AudioFrame
        if !held.isEmpty {
            frame = held.removeFirst()
        } else if let pulled = try await pull() {
            frame = pulled
        } else {
            return nil
        }
        time = max(time, frame.endTime)
        return frame
    }

    /// The next frame from the source itself.
    private func pull() async throws -> AudioFrame? {
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
        framesRead += 1
        return frame
    }

    /// Drops Hark's own voice: every frame not read yet that was captured, on the
    /// wall clock, before `voiceEnd` (the end of the sound plus the guard), however
    /// late it is read; the first frame captured after it, and everything later, is kept
    /// (reading waits until one arrives). Frames from before the sound started go
    /// too, as they always did: the recognizer resumes on a stream without gaps.
    /// A source whose frames carry no capture instant (a recording) has only
    /// stream time: its next frames are dropped until the stream reaches `streamEnd` seconds.
    func discard(capturedBefore voiceEnd: ContinuousClock.Instant, orStreamUntil streamEnd: Double) async throws {
        while true {
            let frame: AudioFrame
            if !held.isEmpty {
                frame = held.removeFirst()
            } else if let pulled = try await pull() {
                frame = pulled
            } else {
                return
            }
            let kept = if let capturedAt = frame.capturedAt { capturedAt > voiceEnd } else { time >= streamEnd }
            if kept {
                held.insert(frame, at: 0)
                return
            }
            time = max(time, frame.endTime)
            framesDroppedAsEcho += 1
        }
    }
}
