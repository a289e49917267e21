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
                "fake call from [my] {caller} [in {delay}]",
                "(give me | i need | i want | get me) a fake call from {caller} [in {delay}]",
                "(have | get | make | let) [my] {caller} (call | ring | phone) me [in {delay}]",
                "in {delay} have {caller} call me",
                "i need {caller} to call me [in {delay}]",
                "(get | ask) [my] {caller} to (call | ring | phone) me [in {delay}]",
                "{caller} should call me [in {delay}]",
                "pretend [my] {caller} is calling [me] [in {delay}]",
                "pretend to be {caller} [in {delay}]",
                "(schedule | set up) a fake call [from [my] {caller}]",
                "(schedule | set up | arrange) a (fake | pretend) call from {caller} in {delay}",
                "(schedule | set up | arrange) a call from {caller} [in {delay}]",
                "(i want | i'd like) a call from {caller} [in {delay}]",
                "(call | ring) me as {caller} [in {delay}]",
                "fake a call from {caller} [in {delay}]",
            ], typedPhrases: [
                "make it look like [my] {caller} is calling [me] [in {delay}]",
                "arrange for a call from [my] {caller} [in {delay}]",
                "(i need | i want | give me | get me) a call from [my] {caller} [in {delay}]",
                "in {delay} (have | get | let) [my] {caller} (call | ring) [me]",
                "(have | get | let) [my] {caller} (call | ring) in {delay}",
                "(set up | schedule | arrange) a (fake | pretend) call from [my] {caller} [in {delay}]",
            ]),
            AppShortcut(intent: ExcuseCall.self, phrases: [
                "call me in {delay}",
                "(ring | phone) me in {delay}",
                "call me back in {delay}",
                "fake call [in {delay}]",
                "(give me | i need | i want | get me) (a fake call | an excuse | an excuse call | a way out) [in {delay}]",
                "give me an excuse call [in {delay}]",
                "(make | start) a fake call [in {delay}]",
                "i need an (emergency | escape) call [in {delay}]",
                "get me out of (here | this) [conversation]",
                "(help me | i need to) escape [this | from this | from here]",
                "(i need | give me) a way out [of (here | this) [conversation]]",
                "rescue me",
                "make my phone ring [in {delay}]",
                "call me [right] now",
                "(i need | help me) to get out of (here | this)",
                "i need (rescuing | saving)",
                "i need to leave (now | soon)",
                "pretend (someone | somebody) is calling [me] [in {delay}]",
                "fake a call [in {delay}]",
                "i need an excuse to leave",
            ], typedPhrases: [
                "fake a phone call [in {delay}]",
                "[a | an] (rescue | escape | emergency | excuse) call [in {delay}]",
                "bail me out [in {delay}]",
                "(get | help) me out of (here | this) [conversation | situation] in {delay}",
                "save me [from (this | here | this conversation | this situation)] [in {delay}]",
                "(i need | give me) an out [quick | now | in {delay}]",
                "(i need | give me) a (rescue | bailout | getaway) [call] [in {delay}]",
            ]),
            AppShortcut(intent: StartPresetCall.self, phrases: [
                "(start | run | do | trigger | play) [the | my] {preset} call",
                "(give me | i need) the {preset} call",
                "time for the {preset} call",
                "use the {preset} (call | preset)",
                "(start | run | launch | play) [the | my] {preset} preset [call]",
                "(start | run | launch | play) [my] (preset | saved call) {preset}",
                "i need my {preset} call",
                "(kick off | set off) the {preset} call",
                "(do | start | make) a {preset} call",
                "(schedule | set up) the {preset} call",
                "(call | ring) me with the {preset} (call | preset)",
                "fake the {preset} call",
                "the {preset} call now",
                "let's do the {preset} call",
            ], typedPhrases: [
                "(start | run | play) the [call] preset (called | named) {preset}",
                "(activate | trigger | use | launch | go with | fire off | do | run | start) [the | my] {preset} (call | preset | one) [preset]",
                "(activate | trigger | use | launch | start | run) [the | my] {preset} call preset",
            ]),
            AppShortcut(intent: CancelFakeCall.self, phrases: [
                "cancel [the | my] fake (call | calls)",
                "cancel [the | my] (call | excuse call | pretend call)",
                "(stop | abort | scrap | drop | forget) the fake call",
                "(call off | forget about) the [fake] call",
                "(turn | switch) off the fake call",
                "(i | we) don't need the [fake] call [anymore]",
                "(don't | do not) call me [after all]",
                "no (fake call | more fake calls)",
                "never mind the [fake] call",
                "(delete | remove) the fake call",
                "i'm (fine | okay) [now] cancel the call",
                "i don't need (a fake call | an excuse) anymore",
                "(cancel | stop) the fake phone call",
                "no need for the [fake] call",
                "(skip | kill) the fake call",
            ], typedPhrases: [
                "(cancel | call off | stop) that [fake] call",
            ]),
        ]
    }
}
