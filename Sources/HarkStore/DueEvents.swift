public import Foundation

/// Scheduled events as they fall due by the scheduler's clock: the one place that
/// watches the schedule, for the pipeline's loop and for ``Scheduler/run(deliver:)``.
///
/// Each element is claimed (``Scheduler/claimNext(missedBefore:)``) just before it is
/// returned; the consumer announces it, then calls ``delivered(_:)``. An event one
/// consumer claimed is never yielded again, by this watcher or another.
///
/// The schedule is read once and its next due time kept; it is read again when this
/// process changed it (every ``Scheduler`` write signals), when `recheckInterval`
/// seconds of clock time have passed (changes made by another process, which no
/// signal reports), and after the soonest event was claimed. Time is only ever the
/// scheduler's clock: on an audio-driven clock an event falls due at the same audio
/// moment on every run, whatever the wall clock did meanwhile.
///
/// `poll()` never waits (the pipeline calls it between frames); `next()` sleeps on
/// the clock until the next event is due, the schedule changes or the recheck is due.
public struct DueEvents: AsyncSequence, AsyncIteratorProtocol {
    public typealias Element = FiredEvent

    /// The scheduler watched.
    public let scheduler: Scheduler
    /// Events due before this instant are reported as missed.
    public let missedBefore: Date?
    /// Clock seconds between reads of the schedule for changes made by another process; nil: never.
    public let recheckInterval: TimeInterval?
    private var nextDue: Date?
    private var readAt: Date?
    private var readAtChange = -1
    private var claimAnyway = true

    /// Watches `scheduler`. The first poll claims whatever is due, including events a
    /// stopped process left mid-announcement, which come back as missed.
    public init(scheduler: Scheduler, missedBefore: Date?, recheckInterval: TimeInterval? = nil) {
        self.scheduler = scheduler
        self.missedBefore = missedBefore
        self.recheckInterval = recheckInterval
    }

    /// The next event due now, claimed; nil when none is due. Never waits.
    public mutating func poll() throws(StoreError) -> FiredEvent? {
        let now = scheduler.clock.now
        if needsRead(at: now) { try read(at: now) }
        guard claimAnyway || nextDue.map({ $0 <= now }) == true else { return nil }
        if let fired = try scheduler.claimNext(missedBefore: missedBefore) { return fired }
        claimAnyway = false
        try read(at: now)
        return nil
    }

    /// Marks a claimed event announced, so it is never delivered again.
    public func delivered(_ fired: FiredEvent) throws(StoreError) {
        try scheduler.delivered(fired)
    }

    /// Makes the next poll read the schedule and claim whatever is due, also what
    /// another process left mid-announcement (after a command, which may have scheduled
    /// something due at once).
    public mutating func recheck() {
        claimAnyway = true
        readAt = nil
    }

    /// The next event due, claimed, waiting on the clock for it; throws on cancellation.
    public mutating func next() async throws -> FiredEvent? {
        while true {
            try Task.checkCancellation()
            if let fired = try poll() { return fired }
            try await waitForChange()
        }
    }

    public func makeAsyncIterator() -> DueEvents { self }

    private func needsRead(at now: Date) -> Bool {
        guard let readAt else { return true }
        if scheduler.changes.generation != readAtChange { return true }
        guard let recheckInterval else { return false }
        return now.timeIntervalSince(readAt) >= recheckInterval
    }

    private mutating func read(at now: Date) throws(StoreError) {
        // The count first: a change made during the read is read again next time.
        readAtChange = scheduler.changes.generation
        nextDue = try scheduler.pending().first?.fireAt
        readAt = now
    }

    /// Sleeps until the next event is due, the recheck is due, or this process changes the schedule.
    private func waitForChange() async throws {
        var deadline = nextDue
        if let recheckInterval, let readAt {
            let recheck = readAt.addingTimeInterval(recheckInterval)
            deadline = Swift.min(deadline ?? recheck, recheck)
        }
        let clock = scheduler.clock, changes = scheduler.changes, seen = readAtChange
        try await withThrowingTaskGroup(of: Void.self) { group in
            if let deadline {
                group.addTask { try await clock.sleep(until: deadline) }
            }
            group.addTask { await changes.wait(after: seen) }
            _ = try await group.next()
            group.cancelAll()
        }
    }
}
