public import HarkIntents

/// Where food is kept: heard as "fridge" or "refrigerator", "freezer", "pantry" or "cupboard".
public enum PantryStorage: String, AppEnum, Codable {
    /// The fridge (also "refrigerator").
    case fridge
    /// The freezer (also "deep freeze").
    case freezer
    /// The pantry (also "cupboard").
    case pantry

    public static let typeDisplayName = "Storage"
    public static let caseDisplayRepresentations: [PantryStorage: DisplayRepresentation] = [
        .fridge: DisplayRepresentation(title: "Fridge", synonyms: ["refrigerator"]),
        .freezer: DisplayRepresentation(title: "Freezer", synonyms: ["deep freeze"]),
        .pantry: DisplayRepresentation(title: "Pantry", synonyms: ["cupboard"]),
    ]

    /// The place as said inside a sentence ("the fridge" → "fridge").
    public var word: String { rawValue }
}
