/// A dish the pantry list can make now, with the items it would use.
public struct RecipeSuggestion: Sendable, Equatable {
    /// The dish.
    public var recipe: Recipe
    /// The items it uses, needed ones first, each once, none expired.
    public var uses: [PantryItem]
    /// How much it uses up what expires soonest: higher is better.
    public var score: Double

    /// Ranks `recipes` against unexpired `items` (soonest-expiring first): a dish is possible
    /// when every ingredient it needs is on the list, and ranks higher the sooner the items
    /// it uses expire. `food`, when given, must be one of the dish's ingredients; it counts
    /// as there even when it is not on the list, and dishes that need it come first.
    static func rank(_ recipes: [Recipe], items: [(item: PantryItem, daysLeft: Int)], meal: RecipeMeal?,
                     food: PantryItem?) -> [RecipeSuggestion] {
        let stock = (food.map { [($0, Int.max / 2)] } ?? []) + items
        let ranked = recipes.enumerated().compactMap { index, recipe -> (Int, RecipeSuggestion)? in
            guard meal.map(recipe.meals.contains) ?? true else { return nil }
            if let food, !(recipe.needs + recipe.extras).contains(where: { Recipe.fills($0, name: food.name, category: food.category) }) {
                return nil
            }
            var used: [(item: PantryItem, daysLeft: Int)] = []
            func take(_ ingredient: String) -> Bool {
                guard let found = stock.first(where: { candidate in
                    !used.contains { $0.item.id == candidate.0.id }
                        && Recipe.fills(ingredient, name: candidate.0.name, category: candidate.0.category)
                }) else { return false }
                used.append(found)
                return true
            }
            for need in recipe.needs where !take(need) { return nil }
            for extra in recipe.extras { _ = take(extra) }
            let urgency = used.reduce(0.0) { sum, entry in sum + 10 / Double(max(entry.daysLeft, 0) + 1) }
            // Asked with a food, a dish built on it beats one that only adds it.
            let builtOn = food.map { food in recipe.needs.contains { Recipe.fills($0, name: food.name, category: food.category) } } ?? false
            let score = urgency + 0.3 * Double(used.count) + (builtOn ? 2 : 0)
            return (index, RecipeSuggestion(recipe: recipe, uses: used.map(\.item).filter { $0.id != food?.id }, score: score))
        }
        return ranked.sorted { $0.1.score != $1.1.score ? $0.1.score > $1.1.score : $0.0 < $1.0 }.map(\.1)
    }
}
