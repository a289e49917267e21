public import HarkIntents

/// One dish of the offline recipe table: what it needs from the pantry list, what
/// else it uses when that is there, the meals it suits and a one-line method.
///
/// An ingredient is a food name ("eggs", "ground beef"), alternatives joined by `|`
/// ("rice|noodles"), or a family that any food of its category fills ("fish",
/// "cheese", "berries", "greens"). Salt, oil, spices and water are taken as there.
public struct Recipe: Sendable, Equatable {
    /// The dish as said after "You could make": "an omelette", "fried rice".
    public var name: String
    /// Ingredients that must all be on the list.
    public var needs: [String]
    /// Ingredients used when they are on the list.
    public var extras: [String]
    /// The meals it suits.
    public var meals: Set<RecipeMeal>
    /// One spoken sentence on how to make it.
    public var method: String

    /// Creates a recipe.
    public init(_ name: String, needs: [String], extras: [String] = [], meals: Set<RecipeMeal>, method: String) {
        self.name = name
        self.needs = needs
        self.extras = extras
        self.meals = meals
        self.method = method
    }

    /// Families an ingredient may name: any food of these categories fills it.
    static let families: [String: Set<ShelfLife.Category>] = [
        "fish": [.fish], "cheese": [.cheese, .softCheese], "berries": [.berries], "greens": [.leafyGreens],
        "fruit": [.fruit, .berries],
    ]

    /// Foods of a family's categories that do not count for it: tomatoes are fruit, but not for a fruit salad.
    static let notInFamily: [String: Set<String>] = ["fruit": ["tomatoes", "avocados", "lemons", "limes"]]

    /// Whether a food on the list (by name and category) fills the ingredient `ingredient` (alternatives allowed).
    static func fills(_ ingredient: String, name: String, category: ShelfLife.Category) -> Bool {
        ingredient.split(separator: "|").contains { option in
            let wanted = String(option)
            if let family = families[wanted], family.contains(category),
               !(notInFamily[wanted] ?? []).contains(ShelfLife.knownName(name) ?? name) { return true }
            return isNamed(wanted, name: name, category: category)
        }
    }

    /// Whether the food is the ingredient by name: the same known food, or a name holding the
    /// ingredient's words with the same kind of food ("chicken breasts" is chicken; "chicken soup" is not).
    static func isNamed(_ ingredient: String, name: String, category: ShelfLife.Category) -> Bool {
        let known = ShelfLife.knownName(name) ?? name
        if known == ingredient { return true }
        let nameWords = Set(ShelfLife.normalized(name).flatMap(ShelfLife.variants(of:)))
        guard ShelfLife.normalized(ingredient).allSatisfy(nameWords.contains) else { return false }
        let wanted = ShelfLife.category(of: ingredient)
        return wanted == category || (wanted == .grains && [.cookedRice, .leftovers].contains(category))
    }
}

/// A meal a dish suits, heard in "what can I make for dinner".
public enum RecipeMeal: String, AppEnum, Codable {
    /// Breakfast (also "brunch").
    case breakfast
    /// Lunch.
    case lunch
    /// Dinner (also "supper", "tea").
    case dinner
    /// A snack or something sweet (also "dessert").
    case snack

    public static let typeDisplayName = "Meal"
    public static let caseDisplayRepresentations: [RecipeMeal: DisplayRepresentation] = [
        .breakfast: DisplayRepresentation(title: "Breakfast", synonyms: ["brunch"]),
        .lunch: DisplayRepresentation(title: "Lunch"),
        .dinner: DisplayRepresentation(title: "Dinner", synonyms: ["supper"]),
        .snack: DisplayRepresentation(title: "Snack", synonyms: ["dessert", "a snack"]),
    ]
}
