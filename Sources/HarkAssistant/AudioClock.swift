public import Foundation
public import HarkStore

/// Time that moves with the audio: `start` plus the seconds of audio heard so far.
/// `hark run --wav` uses it so a recorded conversation runs in a fraction of real
/// time and alarms fire at the audio moment they are due.
public final class AudioClock: HarkClock {
    private let manual: ManualClock
    /// The time at the first sample.
    public let start: Date

    /// Creates a clock showing `start` at audio time zero.
    public init(start: Date) {
        self.start = start
        self.manual = ManualClock(start: start)
    }

    public var now: Date { manual.now }

    public func sleep(until deadline: Date) async throws {
        try await manual.sleep(until: deadline)
    }

    /// Moves to `seconds` of audio after the start (never backwards).
    public func advance(toAudioTime seconds: Double) {
        manual.advance(to: start.addingTimeInterval(seconds))
    }
}
