public import HarkIntents

/// The fake incoming call: "fake call from mom in five minutes", "get me out of
/// here", "start the work call", "cancel the fake call".
///
/// Register a `FakeCallService` as a dependency and set its `onCallersChanged`
/// to `registry.invalidate`; the service is also the skill's `AlertSource`.
public struct FakeCallSkill: Skill {
    /// Ships with Hark: its phrases are checked against the other shipped skills' by Hark's tests.
    public var shipsWithHark: Bool { true }
    public let name = "Fake call"

    /// Creates the skill.
    public init() {}

    /// "a couple of minutes" is two: the duration reading has no "couple".
    public var typedSynonyms: [String: String] {
        ["a couple of minutes": "two minutes", "a couple minutes": "two minutes", "couple of minutes": "two minutes",
         "a couple of mins": "two minutes", "a couple mins": "two minutes"]
    }

    /// The usual callers as words, for cancelling a call named by its caller (the default caller is "Mom").
    static let callers = "(mom | mum | mommy | mummy | mother | dad | daddy | father | grandma | granny | nana | grandpa"
        + " | my (wife | husband | boss | sister | brother | friend | partner) | the boss)"
    /// The same, whose: "mom's", "my boss's".
    static let callersWhose = "(mom's | mum's | mommy's | mummy's | mother's | dad's | daddy's | father's | grandma's | granny's"
        + " | nana's | grandpa's | my (wife's | husband's | boss's | sister's | brother's | friend's | partner's))"

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
                "fake call [from] [my] {caller} [in] {delay}",
                "make it look like [my] {caller} is calling [me] [in {delay}]",
                "arrange for a call from [my] {caller} [in {delay}]",
                "(i need | i want | give me | get me) a call from [my] {caller} [in {delay}]",
                "in {delay} (have | get | let) [my] {caller} (call | ring) [me]",
                "(have | get | let) [my] {caller} (call | ring) in {delay}",
                "(set up | schedule | arrange) a (fake | pretend) call from [my] {caller} [in {delay}]",
                // Wanting, asking, saying the caller first: "i want my mum to ring me", "could mom give me a ring".
                "(i want | i'd like | i would like | i need) [my] {caller} to (call | ring | phone | give me a (ring | call | bell)) [me] [in {delay}]",
                "(can | could | would) [my] {caller} (call | ring | phone | give me a (ring | call | bell)) [me] [in {delay}]",
                "(can | could) (i | you) (get | have | arrange) a [fake] call from [my] {caller} [in {delay}]",
                "[my] {caller} calling [me] in {delay}",
                "[my] {caller} should (call | ring | phone | give me a (ring | call | bell)) [me] [in {delay}]",
                "(have | get | make | let) [my] {caller} give me a (ring | call | bell) [in {delay}]",
                "(have | get | let | make) [my] {caller} (call | ring | phone) [me] {delay} from now",
                "[(i want | i need | give me | get me)] a [fake | pretend] call from [my] {caller} {delay} from now",
                // "make a fake call from dad in thirty seconds", "fake incoming call from my sister in four minutes".
                "(make | start | give me | i need | i want | get me | i'd like | set up) a (fake | pretend) [incoming | phone] call from [my | the] {caller} [in {delay}]",
                "fake [incoming] call from [my | the] {caller} [in {delay}]",
                "(get | have | ask) [my] {caller} to fake call me [in {delay}]",
                "(ring | call) me pretending to be [my] {caller} [in {delay}]",
                "have a (fake | pretend) call come from [my | the] {caller} [in {delay}]",
                "[my] {caller} fake call [me] in {delay}",
                // Told as what happens: "boss calls me in 4 minutes ok", "mom rings me in ten".
                "[my | the] {caller} (calls | rings | phones) me in {delay} [ok | okay | please]",
                // The caller's ringing: "make it look like my mum's ringing in fifteen minutes".
                "make it (look | seem | sound) like [my | the] {caller} (is | 's) (calling | ringing | phoning) [me] [in {delay}]",
                "(arrange | set up | schedule | make | give me | i need | i want | get me) a (fake | pretend) (telephone | phone) call from [my | the] {caller} [in {delay}]",
                "(arrange | set up | schedule) a (fake | pretend | telephone | phone) call from [my | the] {caller} [in {delay}]",
                // The caller before the call: "fake babysitter call in 1 min".
                "[a] (fake | pretend) [my] {caller} call [in {delay}]",
                "make [my | the] {caller} (call | ring | phone) me [in {delay}] [fake call]",
                // Jotted or told as a need: "boss call in 5 min pls", "my mum needs to call me in 15 min".
                "[my | the] {caller} (call | ring) [in] {delay}",
                "arrange for [my | the] {caller} to (call | ring | phone) me [in {delay}]",
                "[my | the] {caller} (needs to | has to | must | is going to | is gonna | will) (call | ring | phone) me in {delay}",
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
                "(call | ring | phone) me [in {delay}] so (i can | i have an excuse to | i've got an excuse to) (leave | escape | get out | go | bail | get away)"
                    + " [of here | from here | this (meeting | conversation | date | party | chat | dinner)]",
                "(i need | give me | get me) a way out of (this | my | the) (meeting | conversation | date | party | chat | dinner | visit)",
                "interrupt me with a [fake | phone] call [in {delay}]",
                "[a | an] (rescue | escape | emergency | excuse) call [in {delay}]",
                "bail me out [in {delay}]",
                "(get | help) me out of (here | this) [conversation | situation] in {delay}",
                "save me [from (this | here | this conversation | this situation)] [in {delay}]",
                "(i need | give me) an out [quick | now | in {delay}]",
                "(i need | give me) a (rescue | bailout | getaway) [call] [in {delay}]",
                "(rescue | save) me with a [fake | phone] [phone] call [in {delay}]",
                "(get | help) me out of (this | the | my) (meeting | conversation | situation | party | date | dinner | chat | lecture | class | appointment) [in {delay}]",
                "(ring | phone) me [right] now",
                "pretend (someone's | somebody's) calling [me] [in {delay}]",
                "(give me | i need | i want | get me) an excuse to (leave | get out | go | get away) [in {delay}]",
                "(call | ring | phone) me {delay} from now",
                "(help me | i need to) escape [from] (this | the | my) (conversation | meeting | party | date | chat | dinner | visit | baby shower) [in {delay}]",
                "i need to escape in {delay}",
                "(rescue | save) me in {delay}",
                "(rescue | save | get) me (from | out of) (this | here | this one | this conversation | this meeting)",
                "i need a [fake] call to get out of (this | here) [in {delay}]",
                "[an] emergency exit call [now | in {delay}]",
                // One of Hark's calls: "ring me with one of your pretend calls", "rescue me with one of your calls".
                "(ring | call | phone | rescue | save) me with one of your [fake | pretend] calls [in {delay}]",
                "(rescue | save | get) me (from | out of) this (conversation | meeting | situation | chat | visit) with (a | one of your) [fake | pretend] (call | calls)",
                "(call | ring | phone) me so (i can | i could) (get out of | escape | leave | get away from) (this | here | this (conversation | meeting | situation | chat | visit | party))",
                "(i need | give me) an escape [call] [(help me out | get me out) [of] [here | this]]",
                "bail me out with a [fake | phone] call [in {delay}]",
                "(give me | i need | i want | get me) a fake call soon",
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
                "(activate | trigger | use | launch | start | run | play) [the | my] {preset} call preset",
                "(trigger | activate | use | fire off | kick off) the [call] preset (called | named) {preset}",
                "(lemme have | let me have | give me | i want | i'll have) the {preset} (preset | call preset)",
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
                "(cancel | call off | stop) [the | my] (scheduled | upcoming | planned) [fake] call",
                // A call named by who makes it: "cancel mom's call", "cancel the call from mum". Cancelling
                // has no caller to name, so these are the usual callers as words.
                "(cancel | call off | stop | scrap | kill | forget | drop) \(Self.callersWhose) [fake | pretend] [phone] call",
                "(cancel | call off | stop | scrap | scratch | kill | forget | drop) (the | that | my) [fake | pretend] [phone] call from [my] \(Self.callers)",
                "(cancel | call off | stop | scrap | scratch | kill | drop) all [the | my] [fake | pretend] [phone] calls",
                "(don't | do not) (have | let | make | get) [my] \(Self.callers) (call | ring | phone) [me] [after all | anymore | now]",
                "stop [my] \(Self.callers) from (calling | ringing | phoning) [me]",
                "(don't | do not) (ring | phone) me [after all | anymore | now]",
                "(don't | do not) call me (anymore | now)",
                "never mind [the call] (don't | do not) (call | ring | phone) me",
                "no need (to (call | ring | phone) [me] | for (a | the) [fake] call) [anymore | after all | now]",
                "(i | we) (don't | do not) need (rescuing | saving | rescue | an out | a way out | the excuse | a call) [anymore | after all | now]",
                "you can (cancel | call off | stop | forget) the [fake] call [now]",
                "no more [fake] (call | calls) [please | thanks]",
                "no (fake | pretend) call (needed | wanted) [anymore | after all | now]",
                "(don't | do not) fake call me [after all | anymore | now]",
                "(don't | do not) (do | make | want | need) the (fake | pretend) call [after all | anymore | now]",
                "call (it | the [fake] call) off [the fake call]",
            ]),
        ]
    }
}
