import Synchronization

/// At most `limit` pairing attempts in any `window`, from all clients together: guessing a
/// 6-digit code at that pace, with the code voided after ``WebAccess/allowedFailures`` wrong
/// tries, is hopeless, and a flood is refused without touching the store.
final class PairingThrottle: Sendable {
    let limit: Int
    let window: Duration
    private let attempts = Mutex<[ContinuousClock.Instant]>([])

    init(limit: Int = 10, window: Duration = .seconds(60)) {
        self.limit = limit
        self.window = window
    }

    /// Counts an attempt now; nil when it may go ahead, else how long until one may.
    func admit(now: ContinuousClock.Instant = .now) -> Duration? {
        attempts.withLock { attempts in
            attempts.removeAll { $0.duration(to: now) >= window }
            guard attempts.count < limit else {
                return window - attempts[0].duration(to: now)
            }
            attempts.append(now)
            return nil
        }
    }
}
