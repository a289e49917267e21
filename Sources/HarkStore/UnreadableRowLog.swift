import Synchronization

/// Where a store's readers report the rows they skip: each row once per store,
/// to the handler the store was opened with.
///
/// `Store.read` and `Store.write` bind their store's log for the length of the
/// body, so a record reader deep in a skill reports to the right store without
/// every query passing it along.
final class UnreadableRowLog: Sendable {
    private let handler: @Sendable (UnreadableRow) -> Void
    private let reported = Mutex<Set<UnreadableRow>>([])

    /// A log handing each newly seen row to `handler`.
    init(handler: @escaping @Sendable (UnreadableRow) -> Void) {
        self.handler = handler
    }

    /// The log of the store access running on this thread, if any.
    @TaskLocal static var current: UnreadableRowLog?

    /// Hands `row` to the current store's handler once (or prints its warning outside a store access).
    static func report(_ row: UnreadableRow) {
        guard let log = current else { return UnreadableRow.printWarning(row) }
        log.report(row)
    }

    /// Hands `row` to the handler unless it was reported before.
    func report(_ row: UnreadableRow) {
        if reported.withLock({ $0.insert(row).inserted }) { handler(row) }
    }
}
