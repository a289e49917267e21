import HarkIntents

/// "what can I cook", "what can I make for dinner", "what can I make with the chicken":
/// dishes from the offline recipe table that use what is on the list, expiring food first.
struct SuggestRecipe: AppIntent {
    static let title = "Suggest a dish"
    static let effect = IntentEffect.reads  // i11: what it does, for confirming doubtful hearings
    static let description = "Suggests dishes from what is in the fridge, freezer and pantry, using what expires soonest."
    @Dependency var pantry: Pantry
    @Parameter(title: "Meal", requestValueDialog: "Breakfast, lunch or dinner?")
    var meal: RecipeMeal?
    @Parameter(title: "Food", requestValueDialog: "With what?")
    var food: PantryFood?

    func perform() async throws -> IntentResult {
        .result(dialog: IntentDialog(try pantry.suggestRecipes(for: meal, using: food?.id)))
    }
}

/// "what else", "another one": the next dish for the last question.
struct NextRecipe: AppIntent {
    static let title = "Another dish"
    static let effect = IntentEffect.reads  // i11: what it does, for confirming doubtful hearings
    static let description = "The next dish for the last \"what can I cook\"."
    @Dependency var pantry: Pantry

    func perform() async throws -> IntentResult {
        .result(dialog: IntentDialog(try pantry.nextRecipe()))
    }
}
