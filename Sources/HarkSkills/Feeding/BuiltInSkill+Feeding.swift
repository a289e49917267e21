import HarkStore

extension BuiltInSkill {
    /// The feeding log: feedings in their own table, the next-feeding reminder on the scheduler.
    public static let feeding = BuiltInSkill(FeedingSkill(), migrations: FeedingLog.migrations, tables: [.of(Feeding.self)]) {
        FeedingLog(scheduler: $0.scheduler, calendar: $0.calendar, settings: $0.settings)
    }
}
