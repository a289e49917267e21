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
    /// Voice shortcuts.
    case shortcuts
    /// Locking Hark.
    case lock
    /// The web app on a phone.
    case webApp = "web app"

    public static let typeDisplayName = "Topic"
    public static let caseDisplayRepresentations: [HelpTopic: DisplayRepresentation] = [
        .feeding: DisplayRepresentation(title: "Feeding", synonyms: ["feedings", "the baby", "baby", "the feeding log", "feeding the baby"]),
        .timers: DisplayRepresentation(title: "Timers", synonyms: ["timer", "a timer", "alarms", "alarm", "an alarm", "alarms and timers"]),
        .calls: DisplayRepresentation(title: "Calls", synonyms: ["fake call", "fake calls", "a fake call", "the fake call", "call"]),
        .pantry: DisplayRepresentation(title: "Pantry", synonyms: ["fridge", "freezer", "refrigerator", "food", "kitchen", "recipes", "cooking"]),
        .shortcuts: DisplayRepresentation(title: "Shortcuts", synonyms: ["shortcut", "voice shortcuts", "my shortcuts"]),
        .lock: DisplayRepresentation(title: "Lock", synonyms: ["locking", "the lock", "locked mode", "lock mode"]),
        .webApp: DisplayRepresentation(title: "Web app", synonyms: ["the web app", "phone app", "the app", "app"]),
    ]

    /// The name of the built-in skill the topic is about.
    public var skillName: String {
        switch self {
        case .feeding: return "Feeding log"
        case .timers: return "Alarms and timers"
        case .calls: return "Fake call"
        case .pantry: return "Pantry"
        case .shortcuts: return "Shortcuts"
        case .lock: return "Lock"
        case .webApp: return "Web app"
        }
    }
}
