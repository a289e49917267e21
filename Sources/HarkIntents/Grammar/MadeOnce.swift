import Synchronization

/// A value made the first time it is asked for and kept: what typed text needs from one
/// compilation (``CompiledCommands``) but heard text never does.
final class MadeOnce<Value: Sendable>: Sendable {
    private let kept = Mutex<Value?>(nil)

    /// The kept value, or `make()`'s, kept now. Two first callers may both make it; either is kept.
    func value(_ make: () -> Value) -> Value {
        if let made = kept.withLock({ $0 }) { return made }
        let made = make()
        kept.withLock { $0 = made }
        return made
    }
}
