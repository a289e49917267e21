public import Synchronization

/// Values a test collects from other tasks (fired events, lifecycle events, sleeps),
/// safe to append to from any of them: the one recorder every test target uses
/// instead of its own lock-and-array class.
public final class Recorded<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    /// An empty record.
    public init() {}

    /// Adds a value at the end.
    public func append(_ value: Value) {
        values.withLock { $0.append(value) }
    }

    /// Every value so far, in the order they were added.
    public var all: [Value] {
        values.withLock { $0 }
    }
}
