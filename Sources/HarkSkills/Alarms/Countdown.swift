public import Foundation
public import HarkStore

/// One timer as a person thinks of it, running or paused: what it is called, how long
/// it was set for and how long it has left.
public struct Countdown: Sendable, Equatable {
    /// Where it is kept: a running timer is a due scheduler event; a paused one a row
    /// of its own with the seconds it had left.
    public enum State: Sendable, Equatable {
        /// Running: the scheduler event that rings when it ends.
        case running(ScheduledEvent)
        /// Paused: nothing is due.
        case paused(PausedTimer)
    }

    /// Running or paused.
    public var state: State
    /// The name it was given, nil for "the timer".
    public var name: TimerName?
    /// "pizza timer", "10 minute timer".
    public var title: String
    /// The length it was set for.
    public var seconds: Int
    /// Seconds left now (whole seconds, rounded up; at least 0).
    public var remaining: Int

    /// A running timer read at `now`.
    init(event: ScheduledEvent, now: Date) {
        state = .running(event)
        name = event.payload["name"].flatMap(TimerName.init(rawValue:))
        title = event.title
        seconds = event.payload["seconds"].flatMap(Int.init) ?? 0
        remaining = max(0, Int(event.fireAt.timeIntervalSince(now).rounded(.up)))
    }

    /// A paused timer.
    init(paused: PausedTimer) {
        state = .paused(paused)
        name = paused.name.flatMap(TimerName.init(rawValue:))
        title = paused.title
        seconds = paused.seconds
        remaining = paused.remaining
    }

    /// Whether it is paused.
    public var isPaused: Bool {
        if case .paused = state { return true }
        return false
    }

    /// The paused timer's own id (``PausedTimer/id``); nil while it runs.
    public var pausedID: Int64? {
        if case .paused(let paused) = state { return paused.id }
        return nil
    }

    /// When it rings; nil while paused.
    public var endsAt: Date? {
        if case .running(let event) = state { return event.fireAt }
        return nil
    }

    /// Whether it fits what was said: its name, and the length it was set for ("the ten minute timer").
    func matches(name: TimerName?, length: Int?) -> Bool {
        (name == nil || self.name == name) && (length == nil || seconds == length)
    }
}
