public import Foundation
public import HarkIntents
public import HarkStore

/// One built-in skill as the suite registers it, in one value: the migrations and
/// record tables it adds to the database, and how to build the service its intents
/// reach with `@Dependency` (which is also its alert source).
///
/// Adding a skill is one line in ``SkillSuite/builtIn``; its folder holds the rest.
public struct BuiltInSkill: Sendable {
    /// The skill's name, as its `Skill` says it.
    public let name: String
    /// The names of every skill it registers: its own, then those it brings `also`.
    public let names: [String]
    /// The schema changes the skill's records need, in order. Their identifiers are
    /// stored in every database, so they never change once shipped.
    public let migrations: [StoreMigration]
    /// The skill's record tables with the readers it reads them with (`hark doctor` checks them).
    public let tables: [StoredTable]
    private let install: @Sendable (SkillEnvironment, SkillRegistry) throws(RegistrationError) -> any AlertSource

    /// A skill whose intents depend on the service `service` builds, registered under its own type;
    /// `also` are more skills over the same service (one skill declares at most ten shortcuts).
    public init<Service: AlertSource>(
        _ skill: any Skill, also: [any Skill] = [], migrations: [StoreMigration], tables: [StoredTable],
        service: @escaping @Sendable (SkillEnvironment) -> Service
    ) {
        self.init(name: skill.name, also: also, skill: { _ in skill }, migrations: migrations, tables: tables, service: service)
    }

    /// A skill whose phrases depend on the settings (the baby's name), built with its service;
    /// `also` are more skills over the same service.
    public init<Service: AlertSource>(
        name: String, also: [any Skill] = [], skill: @escaping @Sendable (SkillEnvironment) -> any Skill,
        migrations: [StoreMigration], tables: [StoredTable],
        service: @escaping @Sendable (SkillEnvironment) -> Service
    ) {
        self.name = name
        names = [name] + also.map(\.name)
        self.migrations = migrations
        self.tables = tables
        install = { environment, registry throws(RegistrationError) in
            let made = service(environment)
            registry.register(dependency: made)
            try registry.register(skill(environment))
            for each in also { try registry.register(each) }
            return made
        }
    }

    /// Builds the service, registers it and the skill's phrases, and returns the service's alerts.
    func install(in environment: SkillEnvironment, registry: SkillRegistry) throws(RegistrationError) -> any AlertSource {
        try install(environment, registry)
    }
}

/// What a built-in skill's service is built over: the suite's store, scheduler,
/// clock, calendar and settings.
public struct SkillEnvironment: Sendable {
    /// The database.
    public let store: Store
    /// The scheduler of alarms, calls and reminders.
    public let scheduler: Scheduler
    /// The clock the skills read.
    public let clock: any HarkClock
    /// The calendar (time zone) days and hours are counted in.
    public let calendar: Calendar
    /// The user's skill settings.
    public let settings: SkillSettings
    /// Tells the registry that the skill's spoken names changed (a caller or an item was added).
    public let phrasesChanged: @Sendable () -> Void
    /// The registry the skills are registered in (held weakly; help reads its phrases).
    public var registry: @Sendable () -> SkillRegistry? = { nil }
    /// Tells the donations that a record was deleted (its entity types and name), so the ones naming it go.
    public var recordDeleted: @Sendable (_ types: [String], _ name: String) -> Void = { _, _ in }
}
