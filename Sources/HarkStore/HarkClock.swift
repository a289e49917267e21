public import Foundation
import Synchronization

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
public final class ManualClock: HarkClock {
    private struct Sleeper {
        let id: Int
        let deadline: Date
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var current: Date
        var sleepers: [Sleeper] = []
        var nextID = 0
    }

    private let state: Mutex<State>

    /// Creates a clock showing `start`.
    public init(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        state = Mutex(State(current: start))
    }

    public var now: Date { state.withLock { $0.current } }

    public func sleep(until deadline: Date) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow = state.withLock { state -> Bool in
                    if deadline <= state.current || Task.isCancelled { return true }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> CheckedContinuation<Void, any Error>? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index).continuation
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
        let due = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
            if date > state.current { state.current = date }
            let current = state.current
            let ready = state.sleepers.filter { $0.deadline <= current }
            state.sleepers.removeAll { $0.deadline <= current }
            return ready.map(\.continuation)
        }
        due.forEach { $0.resume() }
    }

    /// How many sleeps have ever started on this clock: a test waits for it to grow to
    /// know a woken loop has done its work and gone back to sleep.
    public var sleepsStarted: Int { state.withLock { $0.nextID } }

    /// How many tasks are sleeping on this clock (tests wait for this before advancing).
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }
}
