import Synchronization

/// Counts the changes this process made to the schedule, and wakes whoever waits
/// for the next one. A watcher remembers the count it last read the schedule at,
/// so a change made while nobody waits is never missed, and any number of
/// watchers can follow the same scheduler. Cancelling a waiter returns at once.
final class ScheduleChanges: Sendable {
    private struct State {
        var generation = 0
        var nextWaiter = 0
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    }

    private let state = Mutex(State())

    /// How many changes have been signalled so far.
    var generation: Int { state.withLock { $0.generation } }

    /// Records a change and wakes every waiter.
    func signal() {
        let woken = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.generation += 1
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in woken { waiter.resume() }
    }

    /// Returns once the count has moved past `seen` (at once if it already has), or on cancellation.
    func wait(after seen: Int) async {
        let id = state.withLock { state -> Int in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = state.withLock { state -> Bool in
                    if state.generation > seen || Task.isCancelled { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
            waiter?.resume()
        }
    }
}
