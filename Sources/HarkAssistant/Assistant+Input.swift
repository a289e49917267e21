import HarkAudio
import HarkStore

/// What the pipeline handles next: a frame of audio, or an alert that fell due.
enum PipelineInput {
    /// The next frame of the source (the clock and the recent audio have moved with it).
    case frame(AudioFrame)
    /// A scheduled event that fell due, claimed: ring it, then mark it delivered.
    case alert(FiredEvent)
}

extension Assistant {

    /// The one place the pipeline takes its input from: the wake loop, a command, a
    /// follow-up answer and an alert's response all read through it.
    ///
    /// Between frames it asks the schedule (``DueEvents``) whether something fell due by
    /// the scheduler's clock; with `alerts` false (in the middle of a turn) alerts wait
    /// for the turn to end. The audio-driven clock moves with each frame before anyone
    /// sees it, so an alert falls due at the same audio moment on every run. Nothing is
    /// claimed once the source has ended: nobody would hear it. While Hark plays a sound it
    /// listens over (``Assistant/playHearing(_:quietingTheEcho:wanted:)``), each frame has the sound's echo
    /// removed first. Nil when the source has ended.
    func nextInput(alerts: Bool) async throws -> PipelineInput? {
        guard let reader else { return nil }
        if alerts, !reader.ended, let fired = try dueAlerts?.poll() {
            return .alert(fired)
        }
        guard var frame = try await reader.next() else { return nil }
        try Task.checkCancellation()
        if var reference = echoReference, let echoCanceller, !reference.isOver(at: frame) {
            // Hark is playing (or its echo is dying away): what the speaker played is taken out.
            let person = reference.note(frame)
            frame.samples = echoCanceller.cancel(captured: frame.samples, played: reference.played(during: frame))
            // What is left of the echo where nobody spoke is no one's: the recognizer hears the room instead.
            if !person, reference.quietsTheEcho { frame.samples = reference.quieted(frame.samples) }
            echoReference = reference
        }
        audioClock?.advance(toAudioTime: frame.endTime)
        recent.append(frame)
        return .frame(frame)
    }
}
