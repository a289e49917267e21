import HarkIntents

/// "what can I say", "what can you do", "help": the skills and a few timely examples.
struct Help: AppIntent {
    static let isDiscoverable = false  // not a habit to suggest or make a shortcut of
    static let title = "Help"
    static let effect = IntentEffect.reads  // i11: what it does, for confirming doubtful hearings
    static let description = "Says what Hark can do, with examples that fit the time of day and what is running."
    @Dependency var guide: HelpGuide

    func perform() async throws -> IntentResult {
        .result(dialog: IntentDialog(await guide.overview(in: try guide.situation())))
    }
}

/// "help with timers", "how do I use the fridge": examples from one skill's phrases.
struct HelpWithTopic: AppIntent {
    static let isDiscoverable = false  // not a habit to suggest or make a shortcut of
    static let title = "Help with a topic"
    static let effect = IntentEffect.reads  // i11: what it does, for confirming doubtful hearings
    static let description = "Says a few things to say to one skill, the ones that fit now first."
    @Dependency var guide: HelpGuide
    @Parameter(title: "Topic", requestValueDialog: "Help with what? Feeding, timers, calls or the fridge?")
    var topic: HelpTopic

    func perform() async throws -> IntentResult {
        .result(dialog: IntentDialog(await guide.help(with: topic, in: try guide.situation())))
    }
}
