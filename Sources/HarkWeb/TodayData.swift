import Foundation
import HarkSkills
import HarkStore

/// What the Today page shows, as the API gives it (`GET /api/today`).
struct TodayData: Encodable {
    /// The day, `2026-11-28`.
    let day: String
    let running: FeedingData?
    let reminder: ReminderData?
    let feedings: [FeedingData]
    let totals: Totals

    struct Totals: Encodable {
        let count: Int
        let totalMl: Int
        let withAmount: Int
        let minutes: Int
        /// The total as the page writes it ("240 ml", "8 oz"), or nil with no amounts.
        let totalText: String?
    }

    init(log: FeedingLog, day: Date) throws {
        self.day = TodayPage.dayParameter(day, log.calendar)
        running = try log.running().map(FeedingData.init)
        reminder = try log.nextAlarm().map(ReminderData.init)
        feedings = try log.feedings(on: day).map(FeedingData.init)
        let summary = try log.summary(on: day)
        totals = Totals(count: summary.count, totalMl: summary.totalMl, withAmount: summary.withAmount, minutes: summary.minutes,
                        totalText: summary.withAmount > 0 ? summary.unit.written(milliliters: summary.totalMl) : nil)
    }
}

/// One feeding as the API gives it.
struct FeedingData: Encodable {
    let id: Int64
    let startedAt: Date
    let endedAt: Date?
    let amountMl: Int?
    /// The unit the amount was given in, `ml` or `oz`.
    let unit: String
    /// "120 ml", "4 oz".
    let amountText: String?

    init(_ feeding: Feeding) {
        id = feeding.id ?? 0
        startedAt = feeding.startedAt
        endedAt = feeding.endedAt
        amountMl = feeding.amountMl
        unit = (feeding.amountUnit ?? .ml).rawValue
        amountText = feeding.amountText
    }
}

/// The next-feeding reminder as the API gives it.
struct ReminderData: Encodable {
    let id: Int64
    let at: Date

    init(_ event: ScheduledEvent) {
        id = event.id ?? 0
        at = event.fireAt
    }
}
