import HarkStore

extension BuiltInSkill {
    /// The fake incoming call: callers and presets in their tables; a new caller is a new phrase.
    public static let fakeCall = BuiltInSkill(
        FakeCallSkill(), migrations: FakeCallService.migrations, tables: [.of(Caller.self), .of(FakeCallPreset.self)]
    ) {
        FakeCallService(store: $0.store, scheduler: $0.scheduler, clock: $0.clock, settings: $0.settings,
                        onCallersChanged: $0.phrasesChanged, onRecordDeleted: $0.recordDeleted)
    }
}
