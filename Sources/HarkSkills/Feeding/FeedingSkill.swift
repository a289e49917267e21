public import HarkIntents

/// The feeding log skill: start and finish feedings, ask about the last and
/// the next one, log amounts, and manage the next-feeding alarm.
///
/// Register a `FeedingLog` as a dependency (`registry.register(dependency: log)`)
/// and its migrations with the store.
public struct FeedingSkill: Skill {
    /// The skill's name.
    public let name = "Feeding log"

    /// Creates the skill.
    public init() {}

    /// The feeding log's shortcuts.
    public var shortcuts: [AppShortcut] {
        [
            AppShortcut(intent: StartFeeding.self, phrases: [
                "(start | begin) [the | a] feeding [timer]", "feeding time", "i'm feeding the baby",
            ]),
            AppShortcut(intent: FinishFeeding.self, phrases: [
                "(finish | stop | end) [the] feeding [timer]", "[i'm] done feeding",
                "the baby is (done | finished) eating", "the feeding is (done | over)",
            ]),
            AppShortcut(intent: LastFeeding.self, phrases: [
                "when did the baby last eat", "when (was | is) the last feeding", "when did i last feed the baby",
            ]),
            AppShortcut(intent: NextFeeding.self, phrases: [
                "when is the next feeding", "when (is | does) the baby eat next",
            ]),
            AppShortcut(intent: LogFeedingAmount.self, phrases: [
                "log {amount} milliliters", "the baby drank {amount} milliliters", "log [a | the] feeding amount",
            ]),
            AppShortcut(intent: CancelFeedingAlarm.self, phrases: [
                "(cancel | delete | turn off) the feeding (alarm | reminder)",
            ]),
            AppShortcut(intent: MoveFeedingAlarm.self, phrases: [
                "(move | change) the feeding (alarm | reminder) to {time}",
                "(move | change) the feeding (alarm | reminder)",
                "set the feeding (alarm | reminder) (for | to) {time}",
            ]),
        ]
    }
}
