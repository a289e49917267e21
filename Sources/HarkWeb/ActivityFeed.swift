public import Foundation
import Synchronization

/// What Hark heard and said, as the events `hark listen --json` prints, kept in memory for the
/// Activity page (only when the web app runs inside `hark listen`: nothing heard is written to disk).
public final class ActivityFeed: Sendable {
    /// One event and when it happened.
    public struct Entry: Sendable, Equatable {
        /// Numbers every entry in order, from 1; a page asks for those after the last it has.
        public let number: Int
        /// When the event was recorded.
        public let at: Date
        /// The event as one JSON object (the `--json` line).
        public let json: String
    }

    /// How many recent events are kept.
    public let capacity: Int
    private let state: Mutex<(next: Int, entries: [Entry])>

    /// A feed keeping the last `capacity` events.
    public init(capacity: Int = 200) {
        self.capacity = max(1, capacity)
        state = Mutex((1, []))
    }

    /// Adds an event (its `--json` line); the oldest goes once the feed is full.
    public func record(json: String, at: Date = Date()) {
        state.withLock { state in
            state.entries.append(Entry(number: state.next, at: at, json: json))
            state.next += 1
            if state.entries.count > capacity { state.entries.removeFirst(state.entries.count - capacity) }
        }
    }

    /// The kept events numbered after `number`, oldest first.
    public func entries(after number: Int = 0) -> [Entry] {
        state.withLock { state in state.entries.filter { $0.number > number } }
    }
}
