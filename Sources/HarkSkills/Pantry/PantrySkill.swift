public import HarkIntents

/// The fridge app: put food away, use it up, move it, hear what is where and
/// what expires soon, and ask how to store a food.
///
/// Register a `Pantry` as a dependency (`registry.register(dependency: pantry)`)
/// and set its `onItemsChanged` to `registry.invalidate`.
public struct PantrySkill: Skill {
    /// Ships with Hark: its phrases are checked against the other shipped skills' by Hark's tests.
    public var shipsWithHark: Bool { true }
    public let name = "Pantry"

    /// Creates the skill.
    public init() {}

    /// A British evening meal and the cook's verbs for making one: "what can I knock up for tea";
    /// a place typed without "the" ("carrots in fridge").
    public var typedSynonyms: [String: String] {
        ["for tea": "for dinner", "for the tea": "for dinner", "fixing to": "about to", "for brekkie": "for breakfast", "knock up": "make", "rustle up": "make",
         "whip up": "make", "throw together": "make", "can i fix": "can i make", "could i fix": "could i make",
         "can we fix": "can we make", "should i fix": "should i make",
         // "carrots in fridge": the place typed without "the".
         "in fridge": "in the fridge", "in freezer": "in the freezer", "in pantry": "in the pantry",
         "into fridge": "into the fridge", "into freezer": "into the freezer", "into pantry": "into the pantry",
         "to fridge": "to the fridge", "to freezer": "to the freezer", "to pantry": "to the pantry",
         // Irish "the press" is the cupboard; "the hob" and "the cooker" are no place to keep food.
         "in the press": "in the cupboard", "into the press": "into the cupboard", "to the press": "to the cupboard",
         "the press": "the cupboard",
         // Philippine English "the ref", a chef's "walk-in": the fridge.
         "the ref": "the fridge", "the walk in": "the fridge", "the walk-in": "the fridge"]
    }

    public var shortcuts: [AppShortcut] {
        [
            AppShortcut(intent: PutAwayFood.self, phrases: Self.putAway, typedPhrases: Self.putAwayTyped + Self.putAwayMoreTyped),
            AppShortcut(intent: UseFood.self, phrases: Self.useUp, typedPhrases: Self.useUpTyped + Self.useUpMoreTyped),
            AppShortcut(intent: MoveFood.self, phrases: Self.move, typedPhrases: Self.moveTyped + Self.moveMoreTyped),
            AppShortcut(intent: ListStorage.self, phrases: Self.list, typedPhrases: Self.listTyped + Self.listMoreTyped),
            AppShortcut(intent: ExpiringSoon.self, phrases: Self.expiring, typedPhrases: Self.expiringTyped + Self.expiringMoreTyped),
            AppShortcut(intent: StorageAdvice.self, phrases: Self.advice, typedPhrases: Self.adviceTyped + Self.adviceMoreTyped),
            AppShortcut(intent: SuggestRecipe.self, phrases: Self.suggest, typedPhrases: Self.suggestTyped + Self.suggestMoreTyped),
            AppShortcut(intent: NextRecipe.self, phrases: Self.next, typedPhrases: Self.nextTyped + Self.nextMoreTyped),
        ]
    }
}
