import Foundation

/// Wakes one waiter when something changed; a change that happens while nobody
/// waits is remembered, so it is never missed. Cancelling the waiter returns at once.
final class ChangeSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = false
    private var waiter: CheckedContinuation<Void, Never>?

    /// Records a change and wakes the waiter, if any.
    func signal() {
        let continuation = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            if let waiter { self.waiter = nil; return waiter }
            pending = true
            return nil
        }
        continuation?.resume()
    }

    /// Returns when a change has happened since the last wait (or on cancellation).
    func wait() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = lock.withLock { () -> Bool in
                    if pending || Task.isCancelled { pending = false; return true }
                    waiter = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let continuation = lock.withLock { () -> CheckedContinuation<Void, Never>? in
                defer { waiter = nil }
                return waiter
            }
            continuation?.resume()
        }
    }
}
