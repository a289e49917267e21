public import HarkIntents

/// The fake incoming call: "fake call from mom in five minutes", "get me out of
/// here", "start the work call", "cancel the fake call".
///
/// Register a `FakeCallService` as a dependency and set its `onCallersChanged`
/// to `registry.invalidate`; the service is also the skill's `AlertSource`.
public struct FakeCallSkill: Skill {
    public let name = "Fake call"

    /// Creates the skill.
    public init() {}

    public var shortcuts: [AppShortcut] {
        [
            AppShortcut(intent: ScheduleFakeCall.self, phrases: [
                "fake call from {caller} in {delay}",
                "fake call from {caller}",
                "have {caller} call me in {delay}",
                "(schedule | set up) a fake call [from {caller}]",
            ]),
            AppShortcut(intent: ExcuseCall.self, phrases: [
                "call me in {delay}",
                "fake call in {delay}",
                "give me an excuse call [in {delay}]",
                "get me out of here",
            ]),
            AppShortcut(intent: StartPresetCall.self, phrases: ["start the {preset} call"]),
            AppShortcut(intent: CancelFakeCall.self, phrases: ["cancel [the | my] fake (call | calls)"]),
        ]
    }
}
