import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import Testing

/// The built-in skills registered through one value each: the suite's lists come from
/// `SkillSuite.builtIn`, and what existing databases hold stays exactly as shipped.
@Suite struct BuiltInSkillTests {
    /// Migration identifiers are stored in every database: their order and spelling never change.
    @Test func migrationsKeepTheirShippedIdentifiersAndOrder() {
        #expect(SkillSuite.migrations.map(\.identifier)
                == ["scheduler-v1", "scheduler-v2-claims", "feeding-v1", "feeding-v2-amount-unit", "timers-v1-paused", "fake-call-v1", "pantry-v1",
                   "web-access-v1", "voice-shortcuts-v1", "donations-v1", "lock-v1", "voice-shortcuts-relevance-v1", "scheduler-v3-answers",
                   "wake-samples-v1"])
    }

    @Test func everyRecordTableIsListedOnce() {
        let names = SkillSuite.tables.map(\.name)
        #expect(Set(names) == ["scheduled_event", "feeding", "paused_timer", "caller", "call_preset", "pantry_item", "web_session", "web_pairing_code", "voice_shortcut", "donation", "offered_suggestion", "lock_state", "wake_sample"])
        #expect(names.count == Set(names).count)
    }

    /// Each value registers its skill and its service: every skill's phrases are in the
    /// registry, and every service is reachable and answers for alerts.
    @Test func eachBuiltInSkillRegistersItsSkillAndService() throws {
        let suite = try SkillSuite(store: Store.inMemory(migrations: SkillSuite.migrations), clock: ManualClock())
        #expect(suite.registry.skills.map(\.name) == SkillSuite.builtIn.flatMap(\.names))
        #expect(suite.alertSources.count == SkillSuite.builtIn.count)
        #expect(suite.registry.dependencies.resolve(FeedingLog.self) != nil)
        #expect(suite.registry.dependencies.resolve(AlarmClock.self) != nil)
        #expect(suite.registry.dependencies.resolve(FakeCallService.self) != nil)
        #expect(suite.registry.dependencies.resolve(Pantry.self) != nil)
        #expect(suite.feeding.settings == SkillSettings())
    }

    /// No start checks the shipped skills' phrases against each other (``Skill/shipsWithHark``):
    /// this does, every pair of them, as a registry would without the shortcut.
    @Test func noTwoShippedPhrasesCanBeSaidTheSameWay() throws {
        let checked = try SkillSuite(store: Store.inMemory(migrations: SkillSuite.migrations), clock: ManualClock(),
                                     checkingShippedPhrases: true)
        #expect(checked.registry.skills.map(\.name) == SkillSuite.builtIn.flatMap(\.names))
        #expect(checked.registry.skills.allSatisfy { $0.shipsWithHark })
    }
}
