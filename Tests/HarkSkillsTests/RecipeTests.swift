import Foundation
import HarkIntents
@testable import HarkSkills
import Testing

/// The recipe table and "what can I cook": dishes chosen by what is on the list and what expires first.
@Suite struct RecipeTests {
    @Test func theTableHasSixtyEverydayDishesEachMakeable() {
        #expect(Recipe.table.count >= 60)
        #expect(Set(Recipe.table.map(\.name)).count == Recipe.table.count, "two dishes share a name")
        let foods = ShelfLife.foods + ShelfLife.families.flatMap(\.1)
        for recipe in Recipe.table {
            #expect(!recipe.meals.isEmpty && recipe.method.hasSuffix("."), "\(recipe.name)")
            for ingredient in recipe.needs + recipe.extras {
                let fillable = foods.contains { Recipe.fills(ingredient, name: $0, category: ShelfLife.category(of: $0)) }
                #expect(fillable, "no food fills \(ingredient) of \(recipe.name)")
            }
        }
    }

    @Test func ingredientsMatchByNameAndFamily() {
        #expect(Recipe.fills("chicken", name: "chicken breasts", category: .poultry))
        #expect(!Recipe.fills("chicken", name: "chicken soup", category: .leftovers))
        #expect(Recipe.fills("fish", name: "trout", category: .fish))
        #expect(Recipe.fills("cheese", name: "brie", category: .cheese))
        #expect(Recipe.fills("rice|noodles", name: "cooked rice", category: .cookedRice))
        #expect(Recipe.fills("fruit", name: "pears", category: .fruit))
        #expect(!Recipe.fills("fruit", name: "tomatoes", category: .fruit))
        #expect(Recipe.fills("eggs", name: "egg", category: .eggs))
    }

    /// Eggs for weeks, spinach until tomorrow, pasta in the pantry, ground beef frozen.
    static func stocked() throws -> PantryFixture {
        let fixture = try PantryFixture()
        try fixture.pantry.add("eggs", storage: .fridge)
        try fixture.pantry.add("spinach", storage: .fridge, expiresAt: PantryFixture.day("2027-01-16"))
        try fixture.pantry.add("pasta", storage: .pantry)
        try fixture.pantry.add("ground beef", storage: .freezer)
        return fixture
    }

    @Test func theBestDishUsesWhatExpiresFirst() async throws {
        let fixture = try Self.stocked()
        let reply = await fixture.say("what can i cook")
        #expect(reply.said == ["You could make an omelette with the eggs and the spinach. The spinach expires tomorrow. "
                               + "Whisk the eggs, pour them into a hot buttered pan and fold in the filling once they set. "
                               + "Or a spinach salad with the spinach and the eggs."])
        let next = await fixture.say("what else")
        #expect(next.said.first?.hasPrefix("You could also make meatballs with the ground beef from the freezer, the eggs and the pasta.") == true,
                "\(next.said)")
        let after = await fixture.say("another one")
        #expect(after.said.first?.hasPrefix("You could also make spaghetti bolognese with the ground beef from the freezer and the pasta.") == true,
                "\(after.said)")
    }

    @Test func anExpiringFoodChangesTheChoice() async throws {
        let fixture = try Self.stocked()
        try fixture.pantry.add("bacon", storage: .fridge, expiresAt: PantryFixture.day("2027-01-15"))
        let best = try #require(try fixture.pantry.suggestions().first)
        #expect(best.uses.contains { $0.name == "bacon" }, "\(best.recipe.name)")
        #expect(best.recipe.name == "a spinach salad" && best.uses.map(\.name) == ["spinach", "bacon", "eggs"])
    }

    @Test func expiredFoodIsNeverCookedWith() throws {
        let fixture = try PantryFixture()
        try fixture.pantry.add("chicken", storage: .fridge, expiresAt: PantryFixture.day("2027-01-14"))
        try fixture.pantry.add("rice", storage: .pantry)
        #expect(try fixture.pantry.suggestions().contains { $0.uses.contains { $0.name == "chicken" } } == false)
    }

    @Test func aMealAndAFoodNarrowTheChoice() async throws {
        let fixture = try Self.stocked()
        #expect(try fixture.pantry.suggestions(for: .breakfast).map(\.recipe.name) == ["an omelette"])
        let withPasta = await fixture.say("what can i make with the pasta")
        #expect(withPasta.said.first?.hasPrefix("You could make spaghetti bolognese") == true, "\(withPasta.said)")
        let dinner = await fixture.say("what can i make for dinner")
        #expect(dinner.said.first?.hasPrefix("You could make an omelette") == true, "\(dinner.said)")
    }

    @Test func nothingToCookAndTheEndOfTheList() async throws {
        let fixture = try PantryFixture()
        #expect(await fixture.say("any ideas for dinner").said
                == ["There isn't enough on the list for any of my recipes. Tell me what you put away, like: put the eggs in the fridge."])
        try fixture.pantry.add("oats", storage: .pantry)
        try fixture.pantry.add("milk", storage: .fridge)
        #expect(await fixture.say("what can i cook").said.first?.hasPrefix("You could make porridge with the oats and the milk.") == true)
        #expect(await fixture.say("what else").said.first?.hasPrefix("That's all I can make") == true)
    }
}
