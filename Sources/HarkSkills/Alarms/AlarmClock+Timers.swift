public import Foundation
import GRDB
import HarkLimits
public import HarkStore

/// Several timers at once, named or not: list, pause, resume, add or take off time,
/// cancel one or all. A running timer is a scheduler event (so it rings on time after
/// a restart); a paused one is a ``PausedTimer`` row with the seconds it had left.
/// Each change is one transaction.
extension AlarmClock {
    /// Every timer, running ones first (soonest to end first), then paused ones in the order they were paused.
    public func countdowns() throws(StoreError) -> [Countdown] {
        let now = clock.now
        let running = try timers().map { Countdown(event: $0, now: now) }
        let paused = try store.read { db in
            try PausedTimer.fetchReadable(db, PausedTimer.order(Column("pausedAt"), Column("id")))
        }
        return running + paused.map(Countdown.init(paused:))
    }

    /// The timers that fit a name and the length they were set for (either may be left out).
    public func countdowns(named name: TimerName?, length: Int? = nil) throws(StoreError) -> [Countdown] {
        try countdowns().filter { $0.matches(name: name, length: length) }
    }

    /// Pauses a running timer: its event is cancelled and what it had left is kept.
    /// Nil when it is no longer running (it rang or was cancelled meanwhile).
    @discardableResult
    public func pause(_ countdown: Countdown) throws(StoreError) -> Countdown? {
        guard case .running(let event) = countdown.state, let id = event.id else { return nil }
        let now = try Limits.date.checkClock(clock.now)
        let left = Self.clamp(Int(event.fireAt.timeIntervalSince(now).rounded(.up)))
        return try scheduler.write { db -> Countdown? in
            try db.execute(sql: "UPDATE scheduled_event SET state = 'cancelled' WHERE id = ? AND state = 'pending'", arguments: [id])
            guard db.changesCount > 0 else { return nil }
            var paused = PausedTimer(name: countdown.name?.rawValue, title: countdown.title, seconds: countdown.seconds,
                                     remaining: left, pausedAt: now)
            try paused.insert(db)
            return Countdown(paused: paused)
        }
    }

    /// Resumes a paused timer: it rings what it had left from now. Nil when it is not paused.
    @discardableResult
    public func resume(_ countdown: Countdown) throws(StoreError) -> Countdown? {
        guard case .paused(let paused) = countdown.state, let id = paused.id else { return nil }
        let now = try Limits.date.checkClock(clock.now)
        return try scheduler.write { db -> Countdown? in
            guard try PausedTimer.deleteOne(db, key: id) else { return nil }
            var payload = ["seconds": String(paused.seconds)]
            payload["name"] = paused.name
            let event = try Scheduler.schedule(kind: Self.timerKind, title: paused.title,
                                               at: now.addingTimeInterval(TimeInterval(paused.remaining)),
                                               payload: payload, createdAt: now, db)
            return Countdown(event: event, now: now)
        }
    }

    /// Adds `seconds` to a timer (negative takes time off), running or paused. What is left
    /// must stay within ``Limits/timerSeconds`` (`.outOfRange` otherwise, nothing changes).
    /// Nil when the timer is gone.
    @discardableResult
    public func adjust(_ countdown: Countdown, by seconds: Int) throws(StoreError) -> Countdown? {
        let now = clock.now
        let left = countdown.remaining + seconds
        try Limits.timerSeconds.checkStored(TimeInterval(left))
        switch countdown.state {
        case .running(let event):
            guard let id = event.id,
                  let moved = try scheduler.reschedule(id: id, to: event.fireAt.addingTimeInterval(TimeInterval(seconds))) else {
                return nil
            }
            return Countdown(event: moved, now: now)
        case .paused(let paused):
            guard let id = paused.id else { return nil }
            return try store.write { db -> Countdown? in
                guard var row = try PausedTimer.fetchReadable(db, id: id) else { return nil }
                row.remaining = left
                try row.update(db)
                return Countdown(paused: row)
            }
        }
    }

    /// Cancels one timer, running or paused; false when it is already gone.
    @discardableResult
    public func cancel(_ countdown: Countdown) throws(StoreError) -> Bool {
        switch countdown.state {
        case .running(let event):
            guard let id = event.id else { return false }
            return try cancel(id: id)
        case .paused(let paused):
            guard let id = paused.id else { return false }
            return try store.write { db in try PausedTimer.deleteOne(db, key: id) }
        }
    }

    /// Cancels the paused timer kept under `id` (``PausedTimer/id``, what `hark alarms` lists
    /// as `p` and the id); false when there is none.
    @discardableResult
    public func cancelPaused(id: Int64) throws(StoreError) -> Bool {
        try store.write { db in try PausedTimer.deleteOne(db, key: id) }
    }

    /// Cancels every timer, running and paused, in one transaction; returns how many there were.
    @discardableResult
    public func cancelAllTimers() throws(StoreError) -> Int {
        try scheduler.write { db in
            let running = try Scheduler.cancelPending(kind: Self.timerKind, db).count
            let paused = try PausedTimer.deleteAll(db)
            return running + paused
        }
    }

    /// Whole seconds left, kept within a timer's lengths (a timer paused in its last
    /// moment keeps one second, so resuming it still rings).
    static func clamp(_ seconds: Int) -> Int {
        min(max(seconds, 1), Int(Limits.timerSeconds.range.upperBound))
    }
}
