import Foundation
import HarkIntents
@testable import HarkSkills
import Testing

/// Listings flag expired food; shelf-life questions name a place.
@Suite struct PantryListingTests {
    @Test func aListingSaysWhatHasExpired() async throws {
        let fixture = try PantryFixture()
        try fixture.pantry.add("milk", storage: .fridge)
        try fixture.pantry.add("chicken", storage: .fridge, expiresAt: PantryFixture.day("2027-01-13"))
        try fixture.pantry.add("peas", storage: .freezer)
        #expect(await fixture.say("what's in my fridge").said
                == ["You have milk in the fridge. The chicken expired 2 days ago. Throw it out."])
        #expect(await fixture.say("what do we have in the freezer").said == ["You have peas in the freezer."])
        #expect(await fixture.say("what food do we have").said
                == ["You have milk in the fridge. You have peas in the freezer. The chicken in the fridge expired 2 days ago. Throw it out."])
    }

    @Test func aPlaceWithOnlyExpiredFood() async throws {
        let fixture = try PantryFixture()
        try fixture.pantry.add("ham", storage: .fridge, expiresAt: PantryFixture.day("2027-01-14"))
        try fixture.pantry.add("cream", storage: .fridge, expiresAt: PantryFixture.day("2027-01-12"))
        #expect(await fixture.say("what's in the fridge").said
                == ["Nothing in the fridge is still good. The cream expired 3 days ago. The ham expired yesterday. Throw them out."])
    }

    @Test func expiringPhrasings() async throws {
        let fixture = try PantryFixture()
        try fixture.pantry.add("milk", storage: .fridge, expiresAt: PantryFixture.day("2027-01-16"))
        for text in ["is anything going bad", "what do i need to use up", "what's expiring", "what needs using up"] {
            #expect(await fixture.say(text).said == ["The milk expires tomorrow."], "\(text)")
        }
    }

    @Test func howLongInAPlace() async throws {
        let fixture = try PantryFixture()
        #expect(await fixture.say("how long does chicken last in the fridge").said == ["Chicken keeps about 2 days in the fridge."])
        #expect(await fixture.say("how long can i keep milk in the freezer").said == ["Milk keeps about 3 months in the freezer."])
        #expect(await fixture.say("can i freeze spinach").said
                == ["Spinach doesn't keep well in the freezer; it keeps about 5 days in the fridge, and don't freeze it raw."])
        #expect(await fixture.say("how long is brie good in the fridge").said == ["Brie keeps about 3 weeks in the fridge."])
    }

    @Test func theKnownSpokenConfusions() async throws {
        let fixture = try PantryFixture()
        _ = await fixture.say("i put the milk in the fridge")
        #expect(try fixture.pantry.items().map(\.name) == ["milk"])
        _ = await fixture.say("put the ham in the fridge")
        let ate = await fixture.say("we ate the ham")
        #expect(ate.said == ["OK, the ham is off the list."])
    }

    @Test func freezingAndThawingMove() async throws {
        let fixture = try PantryFixture()
        try fixture.pantry.add("chicken", storage: .fridge)
        #expect(await fixture.say("freeze the chicken").said == ["OK, the chicken is in the freezer now. It keeps 9 months."])
        #expect(await fixture.say("i took the chicken out of the freezer").said == ["OK, the chicken is in the fridge now. It keeps 2 days."])
        _ = await fixture.say("i froze some bread")
        #expect(try fixture.item("bread").storage == .freezer)
    }
}
