import HarkStore

extension BuiltInSkill {
    /// Alarms and timers (with the timer controls skill): running ones are scheduled events,
    /// paused timers wait in their own table.
    public static let alarms = BuiltInSkill(AlarmSkill(), also: [TimerSkill()], migrations: AlarmClock.migrations,
                                            tables: [.of(PausedTimer.self)]) {
        AlarmClock(scheduler: $0.scheduler, calendar: $0.calendar, settings: $0.settings)
    }
}
