import HarkStore

extension BuiltInSkill {
    /// The feeding log: feedings in their own table, the next-feeding reminder on the scheduler;
    /// its phrases hear the baby's name from the settings.
    public static let feeding = BuiltInSkill(
        name: FeedingSkill().name, skill: { FeedingSkill(babyName: $0.settings.babyName) },
        migrations: FeedingLog.migrations, tables: [.of(Feeding.self)]
    ) {
        FeedingLog(scheduler: $0.scheduler, calendar: $0.calendar, settings: $0.settings)
    }
}
