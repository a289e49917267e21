extension BuiltInSkill {
    /// Help: no tables; its guide reads the registry's phrases and what is running.
    public static let help = BuiltInSkill(HelpSkill(), migrations: [], tables: []) {
        HelpGuide(scheduler: $0.scheduler, clock: $0.clock, calendar: $0.calendar, settings: $0.settings, registry: $0.registry)
    }
}
