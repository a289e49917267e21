import Foundation
import HarkIntents
@testable import HarkSkills
import Testing

/// Foods outside the spoken food table get a category from their family, and so a shelf life.
@Suite struct PantryFamilyTests {
    @Test(arguments: [
        ("brie", ShelfLife.Category.cheese), ("salmon", .fish), ("zucchini", .vegetables), ("halloumi", .cheese),
        ("smoked trout", .fish), ("swordfish", .fish), ("lingonberries", .berries), ("sea bass", .fish),
        ("fresh sea bass", .fish), ("chicken thighs", .poultry), ("parsnip", .rootVegetables), ("prosciutto", .deliMeat),
        ("sourdough", .bread), ("lentil soup", .leftovers), ("mascarpone", .softCheese), ("kefir", .yogurt),
        ("sorbet", .frozenDesserts), ("pesto", .condiments), ("apricot", .fruit), ("eggplant", .vegetables),
        ("pork belly", .meat), ("apple juice", .juice), ("seitan", .other), ("widgets", .other),
    ])
    func families(name: String, category: ShelfLife.Category) {
        #expect(ShelfLife.category(of: name) == category)
    }

    @Test func aFoodOfAKnownFamilyKeepsItsFamilysTime() async throws {
        let fixture = try PantryFixture()
        let reply = await fixture.say("put the halloumi in the fridge")
        #expect(reply.said == ["OK, the halloumi is in the fridge. It keeps 3 weeks."])
        #expect(try fixture.item("halloumi").expiresAt == PantryFixture.day("2027-02-05"))
        _ = await fixture.say("put the trout in the fridge")
        #expect(try fixture.item("trout").expiresAt == PantryFixture.day("2027-01-16"))
    }

    @Test func anUnknownFoodSaysItsDefault() async throws {
        let fixture = try PantryFixture()
        let reply = await fixture.say("put the seitan in the fridge")
        #expect(reply.said == ["OK, the seitan is in the fridge. I don't know how long it keeps, so I'll count 5 days."])
        #expect(try fixture.item("seitan").category == .other)
    }

    @Test func anOutOfTableFoodJoinsTheGrammarOnceStored() async throws {
        let fixture = try PantryFixture()
        #expect(try await fixture.grammar().contains("halloumi") == false)
        try fixture.pantry.add("halloumi", storage: .fridge)
        #expect(try await fixture.grammar().contains("halloumi"))
        #expect(await fixture.say("we ate the halloumi").said == ["OK, the halloumi is off the list."])
    }

    /// Every family word reads as its family, unless the food table or an earlier family already names it.
    @Test func everyFamilyWordReadsAsItsFamily() {
        for (category, words) in ShelfLife.families {
            for word in words where ShelfLife.knownName(word) == nil && ShelfLife.categoryByFamilyWord[word] == category {
                #expect(ShelfLife.category(of: word) == category, "\(word) is listed under \(category) but reads as \(ShelfLife.category(of: word))")
            }
        }
    }
}
