public import HarkIntents

/// The fridge app: put food away, use it up, move it, hear what is where and
/// what expires soon, and ask how to store a food.
///
/// Register a `Pantry` as a dependency (`registry.register(dependency: pantry)`)
/// and set its `onItemsChanged` to `registry.invalidate`.
public struct PantrySkill: Skill {
    public let name = "Pantry"

    /// Creates the skill.
    public init() {}

    public var shortcuts: [AppShortcut] {
        [
            AppShortcut(intent: PutAwayFood.self, phrases: [
                "put [the | some] {food} in the {storage}",
                "add [the | some] {food} to the {storage}",
                "i (bought | got) [some] {food}",
            ]),
            AppShortcut(intent: UseFood.self, phrases: [
                "(i | we) (used | finished) [up] the {item}",
                "(i | we) threw (out | away) the {item}",
            ]),
            AppShortcut(intent: MoveFood.self, phrases: ["move the {item} (to | into) the {storage}"]),
            AppShortcut(intent: ListStorage.self, phrases: ["what's in the {storage}", "what do (i | we) have in the {storage}"]),
            AppShortcut(intent: ExpiringSoon.self, phrases: ["what's expiring [soon]", "what (expires | is expiring) soon"]),
            AppShortcut(intent: StorageAdvice.self, phrases: [
                "how (should | do) i store [the] {food}",
                "how long (does | do) [the] {food} (keep | last)",
            ]),
        ]
    }
}
