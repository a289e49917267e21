public import HarkIntents

/// Alarms and timers: set, list, cancel and move alarms; set, check and cancel timers
/// (pausing, resuming and changing a timer's time are ``TimerSkill``'s, since one skill
/// declares at most ten shortcuts).
///
/// Register an `AlarmClock` as a dependency (`registry.register(dependency: alarms)`).
public struct AlarmSkill: Skill {
    /// Ships with Hark: its phrases are checked against the other shipped skills' by Hark's tests.
    public var shipsWithHark: Bool { true }
    /// The skill's name.
    public let name = "Alarms and timers"

    /// Creates the skill.
    public init() {}

    /// `<room>`: the rooms said around "all the timers".
    public var rules: [String: String] { ["room": TimerPhrases.rooms] }

    /// A timer for a thing no timer name holds ("a timer for the banana bread") is a timer
    /// without a name: the names are a fixed list the speech grammar needs.
    public var typedUnlistedName: TypedUnlistedName? { TypedUnlistedName(parameter: "name", standIn: "pizza") }

    /// The alarm and timer shortcuts.
    public var shortcuts: [AppShortcut] {
        [
            AppShortcut(intent: SetAlarm.self, phrases: [
                // Without a verb only "an alarm for six thirty": "my alarm at ten", "the alarm on
                // monday" name an alarm that exists ("the alarm on my phone is broken" was heard
                // as one and set it).
                "(set | make | create) [an | the | my | a] alarm (for | at) {time} [{day}]",
                "(set | make | create) [an | the | my | a] alarm [for] {day} (at | for) {time}",
                "[an | a] alarm (for | at) {time} [{day}]", "[an | a] alarm [for] {day} (at | for) {time}",
                "(set | make) [a | an | my] {time} alarm [{day}]",
                "(set | make | create) (an | the | my | a) alarm", "set alarm",
                "(i need | i want | give me) an alarm (for | at) {time} [{day}]",
                "(set | put) [an | a] alarm (on | to go off) (for | at) {time} [{day}]",
                "set [an | a] alarm to go off at {time} [{day}]",
            ], typedPhrases: [
                // Spoken, a bare "alarm" and a time are all value words.
                "alarm [for | at] {time} [{day}]",
                "(can you | could you) put an alarm on (for | at) {time} [{day}]",
                "(set | make | create | put on) me an alarm (for | at) {time} [{day}]",
                "new alarm [for | at] {time} [{day}]",
                "(i need | i want | give me) an alarm [for] {day} (at | for) {time}",
                "(set | make | create) [an | a] alarm (that goes off | to ring | to wake me) at {time} [{day}]",
                "alarm {day} [at | for] {time}",
                "(set | make | create) [an | a] alarm (for | on) {day}",
                "(set | make | create) [an | a] alarm (for | at) {time} [{day}] for (her | his | the | the baby's | my) [next | night | morning] (feed | feeding | bottle)",
                "(put | set) [an | a] alarm in for {time} [{day}]",
                // The day first: "set alarm tomorrow 8 am".
                "(set | make | create) [an | a] alarm {day} [at | for] {time}",
                "new alarm [for | on] {day} [at | for] {time}",
                "[set] [an] alarm {day} [at | for] {time} sharp",
                "(i'd like | i would like | i want | i need) an alarm set (for | at) {time} [{day}]",
            ]),
            AppShortcut(intent: WakeMeUp.self, phrases: [
                "wake (me | us) [up] at {time} [{day}]", "wake (me | us) [up] {day} at {time}",
                "wake (me | us) [up] (by | around) {time} [{day}]",
                "get (me | us) up at {time} [{day}]",
                "i (need | want | have) to (get up | wake up | be up) at {time} [{day}]",
                "i need to be woken [up] at {time} [{day}]",
                "(set | make) [a | an | my] (wake up | morning) alarm (for | at) {time} [{day}]",
                "(give me | i want | i'd like) a wake up call at {time} [{day}]",
                "wake (me | us) [up] in {delay}",
            ], typedPhrases: [
                "wake (me | us) [up] at {time} [{day}] for the (next | night) (feed | feeding)",
                "make sure (i'm | i am | we're | we are) (up | awake) (by | at) {time} [{day}]",
                "(i need | i want | i have) to be (up | awake) by {time} [{day}]",
                "(wake | get) me [up] (by) {time} [{day}] please",
                "wake (me | us) [up] after {delay}",
                "wake (me | us) [up] when it's {time}",
                // Jotted: "wake up call 6:45".
                "[a | my] wake up call [at | for] {time} [{day}]",
            ]),
            AppShortcut(intent: SetTimer.self, phrases: TimerPhrases.set, typedPhrases: TimerPhrases.setTyped),
            AppShortcut(intent: ListAlarms.self, phrases: [
                "what alarms (do i have [set] | are (set | on) | have i set)", "which alarms are (set | on)",
                "(list | read | read out | show | tell me) [me] [all] my alarms", "check my alarms", "my alarms",
                "(do i have | are there | have i got) any alarms [set]", "any alarms set",
                "(is | have i set | did i set) (my | an | the) alarm [set]",
                "when (is | does | will) my [next] alarm [go off | ring]",
                "(what time is | what time's) my [next] alarm [set for]", "what's my next alarm",
            ], typedPhrases: [
                "(do i have | are there | have i got) any alarms [set] (for | on) (tomorrow | today | tonight)",
                "(show | list) [my] alarms",
                "did i set an alarm for (the morning | tomorrow | tonight)",
                "(are there | do i have | have i got | is there) any (alarms | alarm) [set | on]",
                "(show | list | tell | read) me [all] [of] (the | my) alarms [and timers]",
                "(show | list | read) [all] [of] (the | my) alarms [and timers]",
                "what (have i | do i have) [got] set",
                "what alarms (are | have i got | do i have) (set | on)",
                "(what | which) (alarms and timers | timers and alarms) (do i have | have i got | are (set | on | running)) [set | on | running | going]",
                "(what | which) alarms (have i got | do i have)",
                "what (time | times) (are | is) (my | the) (alarms | alarm) set (for | to)",
                "(is | are) there (an | any) (alarm | alarms) (on | set) [for (the morning | tomorrow | tonight | today)]",
                "(which | what) alarms are (set | on) (for | on) (the morning | tomorrow | tonight | today)",
                "(did i set | have i set | do i have | have i got) (an | any) (alarm | alarms) [set] for (the morning | tomorrow | tonight | today)",
                "(what | which) alarms (have i got | do i have) (set | on)",
                "[(i wonder | tell me)] (if | whether) i (set | have set) (an | any) (alarm | alarms) [for (the morning | tomorrow | tonight | today)]",
                // As learners write it: "what time my alarms are".
                "what (time | times) (my | the) (alarms | alarm) (are | is) [set for]",
                "(what | which) alarms (did | have) (i | we) (set | got) [up] [for (tomorrow | today | tonight | the morning)] [again]",
                "what (have | did) (i | we) [got] set (alarms wise | alarm wise | for alarms)",
                "(read | tell) me [all] the alarms (that are | which are) [currently] set",
                "what alarms have you got set [for me]",
            ]),
            AppShortcut(intent: CancelAlarm.self, phrases: [
                "(cancel | delete | turn off | remove | disable | switch off | clear) (the | my) {time} alarm",
                "(cancel | delete | turn off | remove | disable | switch off | clear) [my | the] alarm (at | for) {time}",
                "(cancel | delete | turn off | remove | disable | switch off | clear) (my | the) [morning | wake up] alarm",
                "get rid of (my | the) (morning | wake up) alarm",
                "(turn | switch) (my | the) [{time}] alarm off",
                "(get rid of | never mind | forget) (my | the) [{time}] alarm",
                "i don't need (my | the) [{time}] alarm [anymore]",
            ], typedPhrases: [
                "i don't need (my | the) alarm (at | for) {time} [anymore]",
                "(cancel | delete | remove) alarm",
                "(cancel | delete | turn off | remove) the alarm (i | we) set (for | at) {time} [tomorrow | today | tonight]",
                "(cancel | delete | turn off | remove | disable | switch off) (my | the) alarm (for | on) (tomorrow | today | tonight)",
                "(cancel | delete | turn off | remove | disable | switch off | get rid of) (that | this) alarm",
                "(cancel | delete | turn off | remove | disable | switch off) [my | the] alarm (at | for) {time} (tomorrow | today | tonight)",
                "(i | we) (don't | do not) need (an | the | my) alarm (tomorrow | today | tonight) [morning]",
            ]),
            AppShortcut(intent: MoveAlarm.self, phrases: [
                "(move | change | push | switch | shift | reschedule) (my | the) [next | morning] alarm [back | forward] (to | for) {time}",
                "(move | change | reschedule) (my | the) alarm",
                "change (my | the) alarm time to {time}", "make (my | the) alarm {time} instead",
            ], typedPhrases: [
                // The alarm named by the time it rings now. Typed only for now: each time slot
                // in the speech grammar costs memory on the Pi (issue 10).
                "(move | change | push | switch | shift | reschedule) (my | the) {from} alarm [back | forward] (to | for) {time}",
                "(move | change | push | switch | shift | reschedule) (my | the) alarm (at | for) {from} [back | forward] (to | for) {time}",
                "(move | change | push | switch | shift | reschedule) (my | the) alarm from {from} to {time}",
                "(set | make | change) (my | the) alarm [for | to] {time} instead of {from}",
                "(make | set) (my | the) {from} alarm [for] {time} [instead]",
                "(my | the) {from} alarm (move | change | shift | push) it to {time}",
                "(move | change | push | switch | shift | reschedule) (my | the) {from} alarm (earlier | later) (to | for) {time}",
                "(reset | change | move | switch | set) (my | the) alarm (to | for) {time} instead",
                "(move | change | push | switch | shift | reschedule) [my | the] (tomorrow | today | tonight) [morning] alarm [back | forward] (to | for) {time}",
                "(move | push | shift | put | set | make | bring) [my | the] (tomorrow | today | tonight) [morning] alarm ({by} {shift} | {shift} [by] {by})",
                "(prepone):earlier{shift} (my | the) [next | morning] [{from}] alarm [by] {by}",
                "reset (my | the) alarm (to | for) {time}",
                // Jotted down: "6:30 alarm to 5:45", "the seven o'clock alarm to eight instead".
                "[the | my] {from} alarm (to | for) {time} instead",
                "[the | my] {from} alarm to {time}",
                // An arrow typed between two times ("alarm 7 -> 6") is read "moved to".
                "[the | my] alarm [at | for] {from} moved to {time} [instead]",
                "[the | my] {from} alarm moved to {time} [instead]",
                // By a length: "push the alarm back half an hour", "make the 7 am alarm 15 minutes earlier".
                "(move | push | shift | put | set | make | bring) (my | the) [next | morning] [{from}] alarm {shift} [by] {by}",
                "(move | push | shift | put | set | make | bring) (my | the) [next | morning] [{from}] alarm {by} {shift}",
                "(move | push | shift | put | set | make | bring) (my | the) alarm (at | for) {from} {by} {shift}",
                "[the | my] [{from}] alarm {by} {shift} [please]",
            ]),
            AppShortcut(intent: CancelTimer.self, phrases: TimerPhrases.cancel, typedPhrases: TimerPhrases.cancelTyped),
            AppShortcut(intent: CancelAllTimers.self, phrases: TimerPhrases.cancelAll, typedPhrases: TimerPhrases.cancelAllTyped),
            AppShortcut(intent: TimerStatus.self, phrases: TimerPhrases.status, typedPhrases: TimerPhrases.statusTyped),
        ]
    }
}

/// Pausing and resuming timers, and adding or taking off time: the rest of the timer
/// intents (`AlarmSkill` sets, checks and cancels them). Depends on the `AlarmClock` too.
public struct TimerSkill: Skill {
    /// Ships with Hark: its phrases are checked against the other shipped skills' by Hark's tests.
    public var shipsWithHark: Bool { true }
    /// The skill's name.
    public let name = "Timer controls"

    /// Creates the skill.
    public init() {}

    /// The pause, resume, add and take-off shortcuts.
    public var shortcuts: [AppShortcut] {
        [
            AppShortcut(intent: PauseTimer.self, phrases: TimerPhrases.pause, typedPhrases: TimerPhrases.pauseTyped),
            AppShortcut(intent: ResumeTimer.self, phrases: TimerPhrases.resume, typedPhrases: TimerPhrases.resumeTyped),
            AppShortcut(intent: AddTimerTime.self, phrases: TimerPhrases.add, typedPhrases: TimerPhrases.addTyped),
            AppShortcut(intent: RemoveTimerTime.self, phrases: TimerPhrases.remove, typedPhrases: TimerPhrases.removeTyped),
        ]
    }
}
