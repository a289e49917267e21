import HarkIntents

/// Every timer at once, said to pause or resume them together: "pause all the timers",
/// "resume my timers", "hold both timers".
enum EveryTimer: String, AppEnum {
    case all

    static let typeDisplayName = "Timers"
    static let caseDisplayRepresentations: [EveryTimer: DisplayRepresentation] = [
        .all: DisplayRepresentation(title: "all the timers", synonyms: [
            "all timers", "all my timers", "all of the timers", "all of my timers", "the timers", "my timers",
            "every timer", "both timers", "both of the timers", "everything",
        ]),
    ]
}
