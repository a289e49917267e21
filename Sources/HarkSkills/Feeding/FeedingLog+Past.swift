public import Foundation
public import HarkStore
public import HarkIntents
import GRDB
import HarkLimits

extension FeedingLog {
    /// A feeding logged after the fact, and the next-feeding alarm it set (nil when it
    /// is not the latest feeding, or when its reminder time has already passed).
    public struct LoggedFeeding: Sendable {
        /// The stored feeding.
        public let feeding: Feeding
        /// The alarm set from its end, if any.
        public let alarm: ScheduledEvent?
        /// When the next feeding was due from this one (set or not).
        public let dueAt: Date
    }

    /// Why a feeding cannot be logged after the fact.
    public enum PastFeedingProblem: Error, Equatable, Sendable {
        /// The feeding would end after now.
        case endsInTheFuture
        /// Another feeding started within ``FeedingLog/sameFeedingWindow`` of it.
        case duplicate(Feeding)
    }

    /// Feedings starting this close together are the same feeding logged twice.
    public static let sameFeedingWindow: TimeInterval = 10 * 60

    /// How far back a feeding said "N hours ago" may start.
    public static let longestLookBack: TimeInterval = 24 * 3600

    /// The longest feeding a spoken log accepts.
    public static let longestFeeding: TimeInterval = 4 * 3600

    /// Logs a feeding that already happened, from `startedAt` for `duration` (zero when
    /// not said). When it is the latest feeding and none is running, the next-feeding
    /// alarm is replaced by one `settings.feedingIntervalHours` after its end, as
    /// ``finish()`` does, unless that moment has passed. One transaction: both or neither.
    public func logPast(startedAt: Date, duration: TimeInterval = 0) throws -> Result<LoggedFeeding, PastFeedingProblem> {
        let now = try Limits.date.checkClock(clock.now)
        let end = startedAt.addingTimeInterval(max(0, duration))
        guard end <= now else { return .failure(.endsInTheFuture) }
        try Limits.date.checkStored(startedAt)
        let hours = try Limits.feedingIntervalHours.checkStored(settings.feedingIntervalHours)
        let dueAt = end.addingTimeInterval(hours * 3600)
        return try scheduler.write { db -> Result<LoggedFeeding, PastFeedingProblem> in
            let window = startedAt.addingTimeInterval(-Self.sameFeedingWindow)...startedAt.addingTimeInterval(Self.sameFeedingWindow)
            if let twin = try Feeding.fetchFirstReadable(db, Feeding.filter(window.contains(Column("startedAt"))).order(Column("startedAt"))) {
                return .failure(.duplicate(twin))
            }
            let isLatest = try Feeding.filter(Column("startedAt") > startedAt || Column("endedAt") == nil).fetchCount(db) == 0
            var feeding = Feeding(startedAt: startedAt, endedAt: end)
            try feeding.insert(db)
            let alarm = isLatest && dueAt > now ? try Self.replaceAlarm(at: dueAt, now: now, db) : nil
            return .success(LoggedFeeding(feeding: feeding, alarm: alarm, dueAt: dueAt))
        }
    }

    /// The last moment at or before now showing `time`: "three" said at 2 PM is 3 AM today,
    /// "eleven p.m." said at 1 AM is last night. Nil when a time said with a.m. or p.m. is
    /// still to come today and was more than 12 hours ago yesterday (3 PM said at 2 PM):
    /// a person does not mean yesterday's.
    public func lastOccurrence(of time: TimeOfDay) -> Date? {
        let now = clock.now
        let today = calendar.startOfDay(for: now)
        var best: Date?
        for offset in [0, -1] {
            guard let day = calendar.date(byAdding: .day, value: offset, to: today) else { continue }
            for hour in time.possibleHours {
                guard let candidate = calendar.date(bySettingHour: hour, minute: time.minute, second: 0, of: day),
                      candidate <= now else { continue }
                if best.map({ candidate > $0 }) ?? true { best = candidate }
            }
            if best != nil { break }
        }
        guard let best else { return nil }
        if !time.isAmbiguous, now.timeIntervalSince(best) > 12 * 3600, !calendar.isDate(best, inSameDayAs: now) { return nil }
        return best
    }
}
