public import Foundation
public import HarkIntents
public import HarkStore

/// Every built-in skill wired to one store, scheduler, clock and registry:
/// what `hark ask`, `hark listen` and `hark run` start from.
public final class SkillSuite: Sendable {
    /// The built-in skills, in the order their migrations run. A new skill is one more
    /// value here (its folder defines it); the order never changes for shipped skills.
    public static let builtIn: [BuiltInSkill] = [.feeding, .alarms, .fakeCall, .pantry, .help, .shortcuts, .webApp, .lock]

    /// Every migration Hark's database needs, in order. Every process opening the
    /// database must pass the whole list (a shorter one reads as "newer Hark").
    public static let migrations: [StoreMigration] = Scheduler.migrations + builtIn.flatMap(\.migrations) + Store.webAccessMigrations
        + Store.voiceShortcutMigrations + Store.donationMigrations + Store.lockMigrations
        + Store.voiceShortcutRelevanceMigrations + Scheduler.answerMigrations + Store.wakeSampleMigrations

    /// Every record table with the reader the skills read it with: `hark doctor` checks
    /// their rows with these readers and moves the rows they refuse into quarantine.
    /// A new table belongs to its skill's value (a test fails for a table in the database missing from this list).
    public static let tables: [StoredTable] = [.of(ScheduledEvent.self), .of(WebSession.self), .of(WebPairingCode.self),
                                                   .of(VoiceShortcut.self), .of(Donation.self), .of(OfferedSuggestion.self),
                                                   .of(LockState.self), .of(WakeSample.self)]
        + builtIn.flatMap(\.tables)

    /// The database.
    public let store: Store
    /// The scheduler of alarms, calls and reminders.
    public let scheduler: Scheduler
    /// The skills' intents and phrases.
    public let registry: SkillRegistry
    /// The services that turn fired events into alerts, one per built-in skill.
    public let alertSources: [any AlertSource]

    /// Opens the store in `directory` and wires every skill.
    public convenience init(
        directory: String, clock: any HarkClock = SystemClock(), calendar: Calendar = .current,
        settings: SkillSettings = SkillSettings(), extraSkills: [any Skill] = []
    ) throws {
        try self.init(store: Store.open(directory: directory, migrations: Self.migrations),
                      clock: clock, calendar: calendar, settings: settings, extraSkills: extraSkills)
    }

    /// Wires every skill over an opened store (migrated with `SkillSuite.migrations`). With
    /// `checkingShippedPhrases` the built-in skills' phrases are checked against each other
    /// too (Hark's tests do; see ``Skill/shipsWithHark``).
    public init(
        store: Store, clock: any HarkClock, calendar: Calendar = .current,
        settings: SkillSettings = SkillSettings(), extraSkills: [any Skill] = [], checkingShippedPhrases: Bool = false
    ) throws {
        let registry = SkillRegistry(checkingShippedPhrases: checkingShippedPhrases)
        let scheduler = Scheduler(store: store, clock: clock)
        self.store = store
        self.scheduler = scheduler
        self.registry = registry
        let donations = Donations(store: store, clock: clock, calendar: calendar, keepDays: settings.donationDays)
        self.donations = donations
        let environment = SkillEnvironment(store: store, scheduler: scheduler, clock: clock, calendar: calendar,
                                           settings: settings, phrasesChanged: { [registry] in registry.invalidate() },
                                           registry: { [weak registry] in registry },
                                           recordDeleted: { types, name in for type in types { donations.forget(type: type, name: name) } })
        alertSources = try Self.builtIn.map { skill throws(RegistrationError) in try skill.install(in: environment, registry: registry) }
        for skill in extraSkills {
            try registry.register(skill)
        }
        // The person's voice shortcuts come last, read from the store at each refresh.
        registry.useVoiceShortcuts { [store] in try VoiceShortcuts.definitions(in: store) }
        registry.useDonations { donations.record($0) }
        registry.useLock({ [weak registry] in registry?.dependencies.resolve(DeviceLock.self)?.isLocked() ?? true },
                         answer: { [weak registry] in
                             DeviceLock.lockedDialog(hasPassphrase: registry?.dependencies.resolve(DeviceLock.self)?.status().hasPassphrase ?? false)
                         })
        registry.useSuggestionOffers { [weak registry] interaction in
            // Never while an alert rings: the person is busy with it, and a "yes" meant for it must
            // not make a shortcut. The habit is offered after a later command instead.
            guard let registry, !Self.anAlertRings(scheduler) else { return nil }
            return await VoiceShortcuts(store: store, registry: registry, clock: clock).offer(after: interaction, donations: donations)
        }
    }

    /// Whether an alert is ringing now, in this process or another (`hark listen` beside `hark run`);
    /// a store that cannot be read counts as yes, so nothing is offered over an alert nobody can see.
    /// An event due but not yet claimed does not count: a store nobody listens to keeps overdue
    /// events pending for good, and a listening pipeline claims a due one before the next command.
    static func anAlertRings(_ scheduler: Scheduler) -> Bool {
        (try? !scheduler.ringing().isEmpty) ?? true
    }

    /// Completed interactions, kept for suggestions.
    public let donations: Donations

    /// The person's voice shortcuts.
    public var shortcuts: VoiceShortcuts { VoiceShortcuts(store: store, registry: registry, clock: scheduler.clock) }

    /// The feeding log.
    public var feeding: FeedingLog { service() }
    /// Alarms and timers.
    public var alarms: AlarmClock { service() }
    /// Fake incoming calls.
    public var calls: FakeCallService { service() }
    /// The pantry.
    public var pantry: Pantry { service() }
    /// The lock restricted intents need open.
    public var lock: DeviceLock { service() }

    /// A built-in skill's service, as its intents reach it. Every one is registered in `init`.
    private func service<Service: Sendable>() -> Service {
        guard let service = registry.dependencies.resolve(Service.self) else {
            preconditionFailure("No \(Service.self) registered: SkillSuite.builtIn lists every built-in skill")
        }
        return service
    }

    /// The alert for a fired event, from whichever skill owns its kind.
    public func alert(for fired: FiredEvent) async throws -> Alert? {
        for source in alertSources {
            if let alert = try await source.alert(for: fired) { return alert }
        }
        return nil
    }
}
