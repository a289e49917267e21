public import HarkIntents

/// What "help with …" is about: one of the built-in skills, by the words people use for it.
public enum HelpTopic: String, AppEnum, Codable {
    /// The feeding log.
    case feeding
    /// Alarms and timers.
    case timers
    /// The fake call.
    case calls
    /// The fridge, freezer and pantry.
    case pantry

    public static let typeDisplayName = "Topic"
    public static let caseDisplayRepresentations: [HelpTopic: DisplayRepresentation] = [
        .feeding: DisplayRepresentation(title: "Feeding", synonyms: ["feedings", "the baby", "baby", "the feeding log", "feeding the baby"]),
        .timers: DisplayRepresentation(title: "Timers", synonyms: ["timer", "a timer", "alarms", "alarm", "an alarm", "alarms and timers"]),
        .calls: DisplayRepresentation(title: "Calls", synonyms: ["fake call", "fake calls", "a fake call", "the fake call", "call"]),
        .pantry: DisplayRepresentation(title: "Pantry", synonyms: ["fridge", "freezer", "refrigerator", "food", "kitchen", "recipes", "cooking"]),
    ]

    /// The name of the built-in skill the topic is about.
    public var skillName: String {
        switch self {
        case .feeding: return "Feeding log"
        case .timers: return "Alarms and timers"
        case .calls: return "Fake call"
        case .pantry: return "Pantry"
        }
    }
}
