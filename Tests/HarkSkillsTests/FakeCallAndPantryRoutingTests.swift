import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import Testing

/// With every skill registered, each fake-call and pantry sentence reaches its own intent.
@Suite struct FakeCallAndPantryRoutingTests {
    @Test(arguments: [
        ("fake call from mom in five minutes", "ScheduleFakeCall"),
        ("fake call from mom", "ScheduleFakeCall"),
        ("have mom call me in ten minutes", "ScheduleFakeCall"),
        ("schedule a fake call", "ScheduleFakeCall"),
        ("call me in five minutes", "ExcuseCall"),
        ("fake call in two minutes", "ExcuseCall"),
        ("give me an excuse call", "ExcuseCall"),
        ("get me out of here", "ExcuseCall"),
        ("start the work call", "StartPresetCall"),
        ("cancel the fake call", "CancelFakeCall"),
        ("put the milk in the fridge", "PutAwayFood"),
        ("add eggs to the refrigerator", "PutAwayFood"),
        ("i bought bread", "PutAwayFood"),
        ("i used the milk", "UseFood"),
        ("we finished the milk", "UseFood"),
        ("move the milk to the freezer", "MoveFood"),
        ("what's in the fridge", "ListStorage"),
        ("what's expiring soon", "ExpiringSoon"),
        ("how should i store spinach", "StorageAdvice"),
        ("how long does milk keep", "StorageAdvice"),
    ])
    func routes(text: String, intent: String) async throws {
        let store = try Store.inMemory(migrations: Scheduler.migrations + FakeCallService.migrations + Pantry.migrations)
        let clock = ManualClock()
        let scheduler = Scheduler(store: store, clock: clock)
        let registry = try SkillRegistry(skills: [FeedingSkill(), AlarmSkill(), FakeCallSkill(), PantrySkill()])
        let calls = FakeCallService(store: store, scheduler: scheduler, clock: clock)
        try calls.addPreset(FakeCallPreset(name: "work", caller: "Mom", delaySeconds: 60, realert: true))
        let pantry = Pantry(store: store, scheduler: scheduler, clock: clock, calendar: Calendar(identifier: .gregorian))
        try pantry.add("milk", storage: .fridge)
        registry.register(dependency: calls)
        registry.register(dependency: pantry)
        let match = await IntentDependencies.$current.withValue(registry.dependencies) {
            await registry.route(SpokenWords.tokenize(text), allowingFillers: false)
        }
        #expect(match?.intentType.identifier == intent)
    }
}
