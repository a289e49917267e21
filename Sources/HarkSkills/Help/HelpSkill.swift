public import HarkIntents

/// Help: "what can I say", "what can you do", "help with timers", "how do I use the fridge".
///
/// Register a `HelpGuide` as a dependency; it reads the registry's phrases for its examples.
public struct HelpSkill: Skill {
    /// Ships with Hark: its phrases are checked against the other shipped skills' by Hark's tests.
    public var shipsWithHark: Bool { true }
    /// The skill's name.
    static let skillName = "Help"
    public let name = HelpSkill.skillName

    /// Creates the skill.
    public init() {}

    public var shortcuts: [AppShortcut] {
        [
            AppShortcut(intent: Help.self, phrases: [
                "what can (i | we) say [to you]",
                "what can you do",
                "help [me]",
                "i need [some] help",
                "what (can | do | should) (i | we) (say | ask) [you]",
                "what (can | do) you (understand | know)",
                "what (do you | can you) help with",
                "how does this work",
                "how do i use (this | you)",
                "what are (my | the) options",
                "what commands (are there | do you know)",
                "(list | tell me) [the | your] commands",
                "(give me | tell me) some examples",
                "what are you (for | able to do | able to help with)",
                "what do you do",
                "(tell me | show me) what (i can say | you can do)",
                "what else can you do",
            ], typedPhrases: [
                "what (things | stuff) [can] you [can] (do | help with)",
                "what (do | should) (i | we) [even] say [to you]",
                "(tell me | show me) what (you can | can you) help [me] with",
                "(help me out | i'm lost | i am lost | i'm stuck)",
                // "list your features".
                "(list | tell me | show me | what are) [all] your (features | skills | abilities | functions | commands)",
                "(show | list | tell) me [the | your | all the] commands",
                "what do you know how to do",
                "what (do | can) you even do",
                "what (are | do) you (capable of | good for)",
                "how do i use you",
                "what (sort | sorts | kind | kinds) of (things | stuff) (can you | are you able to | do you) (do | help with | help me with)",
                "what (sort | sorts | kind | kinds) of (things | stuff) can (i | we) (say | ask) [you]",
                "what (are | is) your (features | skills | abilities | functions | commands)",
                "what (features | skills | functions | commands) do you have",
                "how can you help [me | us]",
                "(options | commands | features)",
                "i (don't | do not) know what to (say | ask)",
                "(give me | tell me | show me) [some | a few] examples [of (what | things | stuff | commands) (i | we) can (say | ask [you] | use)]",
                "what (are | is) [some | a few] examples of (what | things | stuff | commands) (i | we) can (say | ask [you])",
                // A new owner's first questions: "what am i meant to say to you", "what can this thing do", "how does this work".
                "what (am i | are we) (meant | supposed) to say [to (you | it | this [thing])] [what works]",
                "what (can | does) (it | this | this thing | this device | this speaker) do",
                "how does (it | this | this thing | this device) work [then]",
                "i (don't | do not) know what to (say | ask) (to | this) [you | it | thing | this thing]",
                "what (i'm | i am | we're | we are) able to (ask | say to) you",
                "what (i | we) can (ask | say to) you",
            ]),
            AppShortcut(intent: HelpWithTopic.self, phrases: [
                "help [me] (with | on | for) [the] {topic}",
                "{topic} help",
                "how do i use the {topic}",
                "how (does | do) [the] {topic} work",
                "how do i (set | start | use) {topic}",
                "what can i (say | ask) (about | for | to) [the] {topic}",
                "what can you do with [the] {topic}",
                "tell me about [the] {topic}",
                "explain [the] {topic} [stuff | things | part]",
                "(give me | show me) examples (for | of) [the] {topic}",
                "how do i (talk to | work) the {topic}",
                "what (are | is) the {topic} commands",
                "i need help with [the] {topic}",
                "how does the {topic} (thing | part) work",
                "teach me (about | to use) [the] {topic}",
            ], typedPhrases: [
                "help {topic}",
                // "how do i use the feeding thing".
                "how (do | can | should) (i | we) use the {topic} (thing | part | skill | bit | feature)",
                // Not a recipe with "shortcuts" (set J, 2026-12-02): a topic is no food.
                "what can (i | we) do with [the | my] {topic}",
                "explain how the {topic} works",
                "how do i use the {topic} (stuff | things)",
                "explain [the] {topic} (thing | feature | part | stuff)",
                "tell me about the {topic} (commands | feature | thing | stuff)",
                "explain [how] the {topic} (commands | feature | thing | stuff | part) [works | work]",
                "how (does | do) the {topic} (commands | feature | thing | stuff) work",
                "help me with the {topic} (stuff | things | part | feature)",
                // "how do i log a feeding": the topic is the thing logged ("how do i store onions" asks the pantry, so no "store").
                "how (do | can) (i | we) (log | record | track | add | enter | note) [a | an | the | my] {topic} [with you | here | in hark]",
                "how (do | can) (i | we) keep track of [the | my | our] {topic} [with you | here | in hark]",
                "what can (i | we) say (about | for) [the] {topic}",
                "how (can | could) (i | we) (set | start | use) {topic}",
                "how (do | can) (i | we) (set up | make | do | get) [a | an | the] {topic}",
                "how (do | can) (i | we) do the {topic} (thing | stuff)",
                "(explain | tell me) how (i'd | i would | i) go about (logging | recording | tracking | setting | using) [the | the baby's | a | my] {topic}",
                "examples (for | of) [the] {topic} [stuff | things | thing]",
                "what (do | should) (i | we) say (for | about | to) [the] {topic} [thing | stuff | things]",
                "what can (i | we) (say | ask) (for | about) [the] {topic} (stuff | bit | thing | things | part)",
                "[give me] [some] help with the {topic} (bit | stuff | part | thing)",
                "i (don't | do not) (get | understand) [the] {topic} [explain (them | it)]",
                "tell me more about what you can do with [the] {topic}",
                "tell me how [the] {topic} (works | work)",
            ]),
        ]
    }
}
