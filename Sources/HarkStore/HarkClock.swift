public import Foundation

/// The time source of everything Hark schedules. Injectable, so tests run days
/// of schedule in milliseconds and `hark run --wav` runs on audio time.
public protocol HarkClock: Sendable {
    /// The current time.
    var now: Date { get }
    /// Suspends until `deadline` (or returns at once if it has passed); throws on cancellation.
    func sleep(until deadline: Date) async throws
}

/// Wall-clock time.
public struct SystemClock: HarkClock {
    /// Creates the system clock.
    public init() {}
    public var now: Date { Date() }
    public func sleep(until deadline: Date) async throws {
        let seconds = deadline.timeIntervalSinceNow
        if seconds > 0 { try await Task.sleep(for: .seconds(seconds)) }
    }
}

/// A clock that moves only when told to; sleepers wake when it passes their deadline.
public final class ManualClock: HarkClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    private var sleepers: [(id: Int, deadline: Date, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextID = 0

    /// Creates a clock showing `start`.
    public init(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        self.current = start
    }

    public var now: Date { lock.withLock { current } }

    public func sleep(until deadline: Date) async throws {
        try Task.checkCancellation()
        let id = lock.withLock { () -> Int in nextID += 1; return nextID }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow = lock.withLock { () -> Bool in
                    if deadline <= current || Task.isCancelled { return true }
                    sleepers.append((id, deadline, continuation))
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let cancelled = lock.withLock { () -> CheckedContinuation<Void, any Error>? in
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index).continuation
            }
            cancelled?.resume(throwing: CancellationError())
        }
        try Task.checkCancellation()
    }

    /// Moves time forward and wakes every sleeper whose deadline has passed.
    public func advance(by seconds: TimeInterval) {
        advance(to: now.addingTimeInterval(seconds))
    }

    /// Moves time to `date` (never backwards) and wakes due sleepers.
    public func advance(to date: Date) {
        let due = lock.withLock { () -> [CheckedContinuation<Void, any Error>] in
            if date > current { current = date }
            let ready = sleepers.filter { $0.deadline <= current }
            sleepers.removeAll { $0.deadline <= current }
            return ready.map(\.continuation)
        }
        due.forEach { $0.resume() }
    }

    /// How many sleeps have ever started on this clock: a test waits for it to grow to
    /// know a woken loop has done its work and gone back to sleep.
    public var sleepsStarted: Int { lock.withLock { nextID } }

    /// How many tasks are sleeping on this clock (tests wait for this before advancing).
    public var sleeperCount: Int { lock.withLock { sleepers.count } }
}
