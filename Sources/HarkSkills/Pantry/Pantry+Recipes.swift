public import HarkStore
import Synchronization

extension Pantry {
    /// What "what else" continues: the question last asked and the dishes already offered.
    struct RecipeQuestion: Sendable, Equatable {
        var meal: RecipeMeal?
        var food: String?
        var offered: [String] = []
    }

    /// Dishes the list can make, best first: every needed ingredient on the list and not
    /// expired, the ones that use food expiring soonest first. `meal` keeps the dishes that
    /// suit it; `food` keeps those that use it (counted as there even when not on the list).
    public func suggestions(for meal: RecipeMeal? = nil, using food: String? = nil) throws(StoreError) -> [RecipeSuggestion] {
        let stocked = try items().map { ($0, daysLeft($0)) }.filter { $0.1 >= 0 }
        let wanted = food.map { name in
            stocked.first { Recipe.isNamed(ShelfLife.knownName(name) ?? name, name: $0.0.name, category: $0.0.category) }?.0
                ?? PantryItem(id: -1, name: name, category: ShelfLife.category(of: name), storage: .pantry,
                              addedAt: clock.now, expiresAt: clock.now)
        }
        return RecipeSuggestion.rank(Recipe.table, items: stocked, meal: meal, food: wanted)
    }

    /// "What can I cook": the best dish with how to make it, and a second one; remembered so
    /// ``nextRecipe()`` goes on from there.
    public func suggestRecipes(for meal: RecipeMeal? = nil, using food: String? = nil) throws(StoreError) -> String {
        let found = try suggestions(for: meal, using: food)
        guard let first = found.first else {
            recipeQuestion.withLock { $0 = nil }
            if let food { return "I have no recipe with \(food) that fits what's on the list." }
            return "There isn't enough on the list for any of my recipes. Tell me what you put away, like: put the eggs in the fridge."
        }
        var sentence = offer(first, opening: "You could make", method: true)
        if found.count > 1 { sentence += " " + offer(found[1], opening: "Or", method: false, note: false) }
        recipeQuestion.withLock { $0 = RecipeQuestion(meal: meal, food: food, offered: found.prefix(2).map(\.recipe.name)) }
        return sentence
    }

    /// "What else": the next dish for the last question (or the best, when none was asked).
    public func nextRecipe() throws(StoreError) -> String {
        guard let question = recipeQuestion.withLock({ $0 }) else { return try suggestRecipes() }
        let found = try suggestions(for: question.meal, using: question.food)
        guard let next = found.first(where: { !question.offered.contains($0.recipe.name) }) else {
            recipeQuestion.withLock { $0 = nil }
            return question.offered.isEmpty
                ? "There isn't enough on the list for any of my recipes."
                : "That's all I can make from what's on the list. Ask again to start over."
        }
        recipeQuestion.withLock { $0?.offered.append(next.recipe.name) }
        return offer(next, opening: "You could also make", method: true)
    }

    /// "You could make an omelette with the eggs and the cheese, which expire soonest. Whisk …"
    func offer(_ suggestion: RecipeSuggestion, opening: String, method: Bool, note: Bool = true) -> String {
        let names = suggestion.uses.map { item in
            item.storage == .freezer ? "the \(item.name) from the freezer" : "the \(item.name)"
        }
        var sentence = "\(opening) \(suggestion.recipe.name)"
        if !names.isEmpty { sentence += " with \(PantryWording.list(names))" }
        let soon = note ? suggestion.uses.filter { daysLeft($0) <= Self.soonDays } : []
        if !soon.isEmpty, soon.count == suggestion.uses.count {
            let plural = soon.count > 1 || PantryWording.isPlural(soon[0].name)
            sentence += plural ? ", which expire soonest." : ", which expires soonest."
        } else {
            sentence += "."
            if let first = soon.first, let warning = warning(for: first) { sentence += " " + warning }
        }
        return method ? sentence + " " + suggestion.recipe.method : sentence
    }
}
