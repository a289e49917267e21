import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import Testing

/// A pantry over an in-memory store, a manual clock, a UTC calendar and a
/// registry whose grammar is invalidated when items change.
struct PantryFixture {
    let clock: ManualClock
    let calendar: Calendar
    let store: Store
    let scheduler: Scheduler
    let pantry: Pantry
    let registry: SkillRegistry

    /// 2027-01-15 14:00 UTC, a Friday.
    static let start = day("2027-01-15", hour: 14)

    init(settings: SkillSettings = SkillSettings()) throws {
        clock = ManualClock(start: Self.start)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        self.calendar = calendar
        store = try Store.inMemory(migrations: Scheduler.migrations + Pantry.migrations)
        scheduler = Scheduler(store: store, clock: clock)
        let registry = try SkillRegistry(skills: [PantrySkill()])
        pantry = Pantry(store: store, scheduler: scheduler, clock: clock, calendar: calendar, settings: settings,
                        onItemsChanged: { registry.invalidate() })
        registry.register(dependency: pantry)
        self.registry = registry
    }

    /// Runs typed text as a command with this fixture's pantry reachable by entity queries.
    func say(_ text: String, answers: [String?] = []) async -> (outcome: IntentOutcome, said: [String]) {
        await IntentDependencies.$current.withValue(registry.dependencies) {
            let conversation = ScriptedConversation(answers: answers)
            let outcome = await IntentRunner(registry: registry).handle(text, conversation: conversation)
            return (outcome, await conversation.said)
        }
    }

    /// The command grammar as the recognizer would get it.
    func grammar() async throws -> String {
        try await IntentDependencies.$current.withValue(registry.dependencies) { try await registry.grammar() }
    }

    /// The unused item called `name` (the first to expire).
    func item(_ name: String) throws -> PantryItem {
        try #require(try pantry.items().first { $0.name == name })
    }

    /// "yyyy-MM-dd" at `hour`:00 UTC.
    static func day(_ text: String, hour: Int = 0) -> Date {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: hour))!
    }
}

@Suite struct PantrySkillTests {
    @Test func puttingFoodAwaySetsItsExpiryAndReminder() async throws {
        let fixture = try PantryFixture()
        let reply = await fixture.say("put the milk in the fridge")
        #expect(reply.said == ["OK, the milk is in the fridge. It keeps 7 days."])
        let milk = try fixture.item("milk")
        #expect(milk.category == .dairy)
        #expect(milk.storage == .fridge)
        #expect(milk.addedAt == PantryFixture.start)
        #expect(milk.expiresAt == PantryFixture.day("2027-01-22"))
        #expect(try fixture.pantry.reminder(for: milk)?.fireAt == PantryFixture.day("2027-01-21", hour: 8))
        #expect(reply.outcome == .completed(intent: "PutAwayFood",
                                            parameters: ["food": .string("milk"), "storage": .string("fridge")],
                                            dialog: "OK, the milk is in the fridge. It keeps 7 days."))
    }

    @Test func synonymsPluralsAndTheBestPlace() async throws {
        let fixture = try PantryFixture()
        #expect(await fixture.say("add eggs to the refrigerator").said == ["OK, the eggs are in the fridge. They keep 5 weeks."])
        #expect(await fixture.say("i bought bread").said == ["OK, the bread is in the pantry. It keeps 5 days."])
        #expect(await fixture.say("put some chicken in the deep freeze").said == ["OK, the chicken is in the freezer. It keeps 9 months."])
        #expect(await fixture.say("put the potatoes in the cupboard").said == ["OK, the potatoes are in the pantry. They keep 3 weeks."])
    }

    @Test func theWrongPlaceGetsTheConservativeTimeAndAHint() async throws {
        let fixture = try PantryFixture()
        #expect(await fixture.say("put spinach in the freezer", answers: ["yes"]).said
                == ["Put the spinach in the freezer? It's best in the fridge.",
                    "OK, the spinach is in the freezer. It's best in the fridge; use it within 5 days."])
        #expect(try fixture.item("spinach").expiresAt == PantryFixture.day("2027-01-20"))
    }

    @Test func aKnownFoodWhereItDoesNotKeepIsStoredOnlyOnceConfirmed() async throws {
        let fixture = try PantryFixture()
        #expect(await fixture.say("keep the prawns in the cupboard", answers: ["no"]).said
                == ["Put the prawns in the pantry? They're best in the fridge.", "OK, I didn't put it away."])
        #expect(await fixture.say("what's in the pantry").said == ["There's nothing in the pantry."])
        // Where it keeps, or with no place said, or unknown to the table: no question.
        #expect(await fixture.say("put the fish in the freezer").said.count == 1)
        #expect(await fixture.say("i bought prawns").said.count == 1)
        #expect(await fixture.say("put the potatoes in the cupboard").said.count == 1)
    }

    /// "Put the bacon in the freezer" said of bacon in the fridge: a move, asked and never guessed.
    @Test func foodKeptOnlyElsewhereIsMovedOnYesAndAddedAnewOnlyWhenAskedAgain() async throws {
        let fixture = try PantryFixture()
        let bacon = try fixture.pantry.add("bacon", storage: .fridge)
        let moved = await fixture.say("put the bacon in the freezer", answers: ["yes"])
        #expect(moved.said.first == "The bacon is in the fridge. Move it to the freezer?")
        #expect(moved.said.last?.hasPrefix("OK, the bacon is in the freezer now.") == true)
        #expect(try fixture.pantry.items().map { [$0.id, $0.storage == .freezer ? 1 : 0] } == [[bacon.id, 1]])

        // No, then no: nothing changes.
        let kept = await fixture.say("put the bacon in the fridge", answers: ["no", "no"])
        #expect(kept.said == ["The bacon is in the freezer. Move it to the fridge?", "Add new bacon to the fridge then?",
                              "OK, the bacon is still in the freezer."])
        #expect(try fixture.pantry.items().map(\.storage) == [.freezer])

        // No, then yes: new bacon beside the old, which stays where it was.
        let added = await fixture.say("put the bacon in the fridge", answers: ["no", "yes"])
        #expect(added.said.last?.hasPrefix("OK, the bacon is in the fridge.") == true)
        #expect(Set(try fixture.pantry.items().map(\.storage)) == [.freezer, .fridge])

        // Some already there: another is simply added, as before.
        #expect(await fixture.say("put the bacon in the fridge").said.count == 1)
        #expect(try fixture.pantry.items().count == 3)
    }

    @Test func aMoveIntoAPlaceTheFoodDoesNotKeepSaysWhereItIsBest() async throws {
        let fixture = try PantryFixture()
        try fixture.pantry.add("spinach", storage: .fridge)
        let reply = await fixture.say("put the spinach in the cupboard", answers: ["cancel"])
        #expect(reply.said == ["The spinach is in the fridge. Move it to the pantry? It's best in the fridge.", "OK, cancelled."])
        #expect(try fixture.pantry.items().map(\.storage) == [.fridge])
    }

    @Test func anExpiredItemElsewhereIsNotOfferedForAMove() async throws {
        let fixture = try PantryFixture()
        try fixture.pantry.add("milk", storage: .pantry, expiresAt: PantryFixture.day("2027-01-10"))
        #expect(await fixture.say("put the milk in the fridge").said == ["OK, the milk is in the fridge. It keeps 7 days."])
    }

    @Test func usingAnItemTakesItOffTheListAndCancelsItsReminder() async throws {
        let fixture = try PantryFixture()
        _ = await fixture.say("put the eggs in the fridge")
        let eggs = try fixture.item("eggs")
        let reminder = try #require(try fixture.pantry.reminder(for: eggs)?.id)
        let reply = await fixture.say("i used the eggs")
        #expect(reply.said == ["OK, the eggs are off the list."])
        #expect(try fixture.pantry.items().isEmpty)
        #expect(try fixture.pantry.item(id: eggs.id)?.usedAt == PantryFixture.start)
        #expect(try fixture.scheduler.event(id: reminder)?.state == .cancelled)
    }

    @Test func severalOfTheSameNameUseTheOneExpiringFirst() async throws {
        let fixture = try PantryFixture()
        let newer = try fixture.pantry.add("milk", storage: .fridge, expiresAt: PantryFixture.day("2027-01-25"))
        let older = try fixture.pantry.add("milk", storage: .fridge, expiresAt: PantryFixture.day("2027-01-18"))
        #expect(await fixture.say("we finished the milk").said == ["OK, the milk is off the list."])
        #expect(try fixture.pantry.item(id: older.id)?.usedAt != nil)
        #expect(try fixture.pantry.items().map(\.id) == [newer.id])
    }

    @Test func namesSharingAWordAskWhichOne() async throws {
        let fixture = try PantryFixture()
        try fixture.pantry.add("chicken soup", storage: .fridge)
        try fixture.pantry.add("chicken breasts", storage: .fridge)
        let reply = await fixture.say("i used the chicken", answers: ["the soup"])
        #expect(reply.said == ["Which one: chicken breasts or chicken soup?", "OK, the chicken soup is off the list."])
        #expect(try fixture.pantry.items().map(\.name) == ["chicken breasts"])
    }

    @Test func anItemNotOnTheListIsSaidThenAskedAgain() async throws {
        let fixture = try PantryFixture()
        try fixture.pantry.add("eggs", storage: .fridge)
        let reply = await fixture.say("i threw out the grapes", answers: ["eggs"])
        #expect(reply.said == ["Sorry, I can't find the grapes on the list.", "Which food?", "OK, the eggs are off the list."])
    }

    @Test func movingToTheFreezerMovesTheExpiry() async throws {
        let fixture = try PantryFixture()
        _ = await fixture.say("put the chicken in the fridge")
        #expect(try fixture.item("chicken").expiresAt == PantryFixture.day("2027-01-17"))
        let reply = await fixture.say("move the chicken to the freezer")
        #expect(reply.said == ["OK, the chicken is in the freezer now. It keeps 9 months."])
        let chicken = try fixture.item("chicken")
        #expect(chicken.storage == .freezer)
        #expect(chicken.expiresAt == PantryFixture.day("2027-10-12"))
        #expect(try fixture.pantry.reminder(for: chicken)?.fireAt == PantryFixture.day("2027-10-11", hour: 8))
    }

    @Test func movingOutOfTheFridgeNeverExtendsTheDate() async throws {
        let fixture = try PantryFixture()
        try fixture.pantry.add("apples", storage: .fridge, expiresAt: PantryFixture.day("2027-01-17"))
        #expect(await fixture.say("move the apples into the pantry").said == ["OK, the apples are in the pantry now. They keep 2 days."])
        #expect(try fixture.item("apples").expiresAt == PantryFixture.day("2027-01-17"))
    }

    @Test func refusedMovesSayWhy() async throws {
        let fixture = try PantryFixture()
        try fixture.pantry.add("milk", storage: .fridge)
        try fixture.pantry.add("chicken", storage: .fridge, expiresAt: PantryFixture.day("2027-01-13"))
        let same = await fixture.say("move the milk to the refrigerator")
        #expect(same.said == ["The milk is already in the fridge."])
        #expect(same.outcome == .failed(intent: "MoveFood", dialog: "The milk is already in the fridge."))
        #expect(await fixture.say("move the chicken to the freezer").said == ["The chicken expired 2 days ago. It's not safe to keep."])
    }

    @Test func whatIsInAPlace() async throws {
        let fixture = try PantryFixture()
        #expect(await fixture.say("what's in the fridge").said == ["There's nothing in the fridge."])
        for text in ["put the milk in the fridge", "put the eggs in the fridge", "put the chicken in the fridge", "i bought bread"] {
            _ = await fixture.say(text)
        }
        #expect(await fixture.say("what's in the fridge").said == ["You have chicken, milk and eggs in the fridge."])
        #expect(await fixture.say("what do we have in the cupboard").said == ["You have bread in the pantry."])
        #expect(await fixture.say("what's in the freezer").said == ["There's nothing in the freezer."])
    }

    @Test func whatIsExpiringSoon() async throws {
        let fixture = try PantryFixture()
        try fixture.pantry.add("eggs", storage: .fridge)
        #expect(await fixture.say("what's expiring soon").said == ["Nothing expires in the next 3 days."])
        try fixture.pantry.add("spinach", storage: .fridge, expiresAt: PantryFixture.day("2027-01-17"))
        try fixture.pantry.add("milk", storage: .fridge, expiresAt: PantryFixture.day("2027-01-15"))
        try fixture.pantry.add("chicken", storage: .fridge, expiresAt: PantryFixture.day("2027-01-13"))
        try fixture.pantry.add("strawberries", storage: .fridge, expiresAt: PantryFixture.day("2027-01-16"))
        #expect(await fixture.say("what's expiring").said
                == ["The chicken expired 2 days ago. The milk expires today. The strawberries expire tomorrow. The spinach expires in 2 days."])
    }

    @Test func storageAdvice() async throws {
        let fixture = try PantryFixture()
        #expect(await fixture.say("how should i store spinach").said == ["Spinach keeps about 5 days in the fridge; don't freeze it raw."])
        #expect(await fixture.say("how long does milk keep").said == ["Milk keeps about 7 days in the fridge or 3 months in the freezer."])
        #expect(await fixture.say("how do i store the eggs").said == ["Eggs keep about 5 weeks in the fridge; don't freeze them in the shell."])
        #expect(await fixture.say("how should i store seitan").said == ["Sorry, I have no storage advice for seitan."])
        #expect(await fixture.say("how should i store quinoa").said
                == ["Quinoa keeps about 6 months in the pantry or 1 year in the freezer; keep it dry and sealed."])
    }

    @Test func newItemsAreHeardAfterInvalidation() async throws {
        let fixture = try PantryFixture()
        #expect(try await fixture.grammar().contains("goat cheese") == false)
        _ = await fixture.say("put goat cheese in the fridge")
        #expect(try fixture.item("goat cheese").category == .cheese)
        #expect(try await fixture.grammar().contains("goat cheese"))
        #expect(await fixture.say("we used up the goat cheese").said == ["OK, the goat cheese is off the list."])
    }

    @Test func unspeakableNamesAreRefused() throws {
        let fixture = try PantryFixture()
        #expect(throws: PantryError(.invalidName, "\"7up\" can't be spoken; use letters and spaces only, with numbers written as words.")) {
            try fixture.pantry.add("7up")
        }
        #expect(throws: PantryError(.notFound, "There is no pantry item 42; run hark pantry list to see the ids.")) {
            try fixture.pantry.remove(id: 42)
        }
    }
}
