extension BuiltInSkill {
    /// Alarms and timers: nothing stored but scheduled events.
    public static let alarms = BuiltInSkill(AlarmSkill(), migrations: AlarmClock.migrations, tables: []) {
        AlarmClock(scheduler: $0.scheduler, calendar: $0.calendar, settings: $0.settings)
    }
}
