public import Foundation
public import HarkIntents
public import HarkStore

/// Every built-in skill wired to one store, scheduler, clock and registry:
/// what `hark ask`, `hark listen` and `hark run` start from.
public final class SkillSuite: Sendable {
    /// Every migration Hark's database needs, in order. Every process opening the
    /// database must pass the whole list (a shorter one reads as "newer Hark").
    public static let migrations: [StoreMigration] =
        Scheduler.migrations + FeedingLog.migrations + AlarmClock.migrations + FakeCallService.migrations + Pantry.migrations

    /// Every record table with the reader the skills read it with: `hark doctor` checks
    /// their rows with these readers and moves the rows they refuse into quarantine.
    /// A new table belongs here (a test fails for a table in the database missing from this list).
    public static let tables: [StoredTable] = [
        .of(ScheduledEvent.self), .of(Feeding.self), .of(PantryItem.self), .of(Caller.self), .of(FakeCallPreset.self),
    ]

    /// The database.
    public let store: Store
    /// The scheduler of alarms, calls and reminders.
    public let scheduler: Scheduler
    /// The skills' intents and phrases.
    public let registry: SkillRegistry
    /// The feeding log.
    public let feeding: FeedingLog
    /// Alarms and timers.
    public let alarms: AlarmClock
    /// Fake incoming calls.
    public let calls: FakeCallService
    /// The pantry.
    public let pantry: Pantry

    /// Opens the store in `directory` and wires every skill.
    public convenience init(
        directory: String, clock: any HarkClock = SystemClock(), calendar: Calendar = .current,
        settings: SkillSettings = SkillSettings(), extraSkills: [any Skill] = []
    ) throws {
        try self.init(store: Store.open(directory: directory, migrations: Self.migrations),
                      clock: clock, calendar: calendar, settings: settings, extraSkills: extraSkills)
    }

    /// Wires every skill over an opened store (migrated with `SkillSuite.migrations`).
    public init(
        store: Store, clock: any HarkClock, calendar: Calendar = .current,
        settings: SkillSettings = SkillSettings(), extraSkills: [any Skill] = []
    ) throws {
        let registry = SkillRegistry()
        let scheduler = Scheduler(store: store, clock: clock)
        self.store = store
        self.scheduler = scheduler
        self.registry = registry
        feeding = FeedingLog(scheduler: scheduler, calendar: calendar, settings: settings)
        alarms = AlarmClock(scheduler: scheduler, calendar: calendar, settings: settings)
        calls = FakeCallService(store: store, scheduler: scheduler, clock: clock, settings: settings,
                                onCallersChanged: { [registry] in registry.invalidate() })
        pantry = Pantry(store: store, scheduler: scheduler, clock: clock, calendar: calendar, settings: settings,
                        onItemsChanged: { [registry] in registry.invalidate() })
        registry.register(dependency: feeding)
        registry.register(dependency: alarms)
        registry.register(dependency: calls)
        registry.register(dependency: pantry)
        for skill: any Skill in [FeedingSkill(), AlarmSkill(), FakeCallSkill(), PantrySkill()] + extraSkills {
            try registry.register(skill)
        }
    }

    /// The services that turn fired events into alerts.
    public var alertSources: [any AlertSource] { [feeding, alarms, calls, pantry] }

    /// The alert for a fired event, from whichever skill owns its kind.
    public func alert(for fired: FiredEvent) async throws -> Alert? {
        for source in alertSources {
            if let alert = try await source.alert(for: fired) { return alert }
        }
        return nil
    }
}
