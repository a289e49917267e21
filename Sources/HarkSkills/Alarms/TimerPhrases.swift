/// The ways people say the timer commands. `timer` names one timer the way people
/// point at it: "the timer", "my pizza timer", "the ten minute timer".
enum TimerPhrases {
    /// "the timer", "my pizza timer". (A length, "the ten minute timer", is heard only in a few
    /// cancel and status phrases: the recognizer's grammar holds a copy of the whole duration
    /// grammar for each phrase that has one, and a bigger grammar hears less in noise.)
    static let timer = "[the | my | that] [{name}] timer"
    /// "the timer" only when it has an article.
    static let theTimer = "(the | my | that) [{name}] timer"

    static let set = [
        "(set | start | make | create) [a | an | the | my] timer (for | of) {duration}",
        "(set | start | make | create) [a | an] {duration} timer",
        "timer for {duration}",
        "(set | start | make | create) [a | an] {duration} {name} timer",
        "(set | start | make | create) [a | an | the | my] {name} timer [for {duration}]",
        "(set | start | make) [a | an] {duration} timer for [the | my] {name}",
        "(set | start | make) [a | an] timer for [the | my] {name} for {duration}",
        "(set | start | make) [a | an] timer for {duration} for [the | my] {name}",
        "(set | start | make) [a | an] timer (called | named) {name} [for {duration}]",
        "(set | start) (a | the) timer", "set timer",
        "(i need | i want | give me) (a | an) {duration} [{name}] timer",
        "(i need | i want | give me) a timer for {duration}",
        "(put | turn) (a | the) timer on for {duration}", "put on a timer for {duration}",
        "put a {duration} timer on",
        "(count down | start a countdown for) {duration}", "wake (me | us) [up] in {duration}",
    ]

    static let cancel = [
        "(cancel | stop | delete | turn off) (the | my) {length} [{name}] timer",
        "(cancel | stop | delete | end | turn off | switch off | kill | remove | clear | dismiss | abort) \(theTimer)",
        "(cancel | delete) timer",
        "(cancel | stop | delete | turn off) the timer for [the | my] {name}",
        "(turn | switch) \(theTimer) off",
        "(get rid of | never mind | forget about | forget | scrap) \(theTimer)",
        "i don't need \(theTimer) [anymore]",
        "(cancel | stop) the countdown",
    ]

    static let cancelAll = [
        "(cancel | stop | delete | end | clear | turn off | remove | kill | get rid of) all [of] [the | my] timers",
        "(cancel | stop | delete | clear | remove | get rid of) every timer",
        "(cancel | stop | delete | clear | remove | get rid of) (the | my | both) timers",
        "(cancel | stop | clear) (both | all) [of] [the | my] timers",
        "turn (all | both) [of] [the | my] timers off",
        "i don't need any [of the] timers [anymore]", "no more timers",
    ]

    static let status = [
        "how (long | much time) is left on (the | my) {length} [{name}] timer",
        "is (the | my) {length} [{name}] timer (done | still running)",
        "how much time is (left | remaining) [on \(timer)]",
        "how much time [do i have] left [on \(timer)]",
        "how much time (is there | have i got) [left] on \(timer)",
        "how long (is left | left | remains | is remaining) on \(timer)",
        "how long [is] left [on \(timer)]",
        "how long on \(timer)",
        "how much longer [on \(timer)]",
        "how much longer (for | on) (the | my) {name}",
        "how long until \(theTimer) (goes off | is done | ends | rings | is up)",
        "how long until (the | my) {name} is (done | ready)",
        "when (will | does) \(theTimer) (go off | end | ring | finish | be done)",
        "when is \(theTimer) (done | up | going off | finished)",
        "is \(theTimer) (still running | running | done | finished | up | still going | paused | still on)",
        "(time | what's) (left | remaining) on \(timer)", "time (left | remaining)",
        "what timers do i have [running | set | going]",
        "which timers are (running | set | on)",
        "(list | read | show | tell me) [me] [all] my timers",
        "(do i have | are there | have i got) any timers [running | set | going]",
        "any timers (running | set | going)",
        "how many timers (do i have | are (running | set | going))",
        "[the] timer status",
        "(what's | what is) the status of \(timer)",
        "(how's | how is) \(theTimer) [doing | going]",
        "(what's | what is) \(theTimer) at",
    ]

    static let pause = [
        "(pause | hold | freeze) \(timer)",
        "put \(theTimer) on (hold | pause)",
        "(pause | hold) the timer for (the | my) {name}",
        "(pause | stop) \(theTimer) for a (moment | bit | sec | second | minute)",
        "(pause | hold) the countdown",
    ]

    static let resume = [
        "(resume | unpause | continue | unfreeze) \(timer)",
        "(start | turn on) \(theTimer) again",
        "(keep | get) \(theTimer) going [again]",
        "(carry on | go on) with \(theTimer)",
        "let \(theTimer) (run | continue | keep going)",
        "take \(theTimer) off (hold | pause)",
        "(resume | unpause | continue) the timer for (the | my) {name}",
        "(resume | unpause | continue) the countdown",
    ]

    /// The unit of "five more minutes", in seconds.
    static let unit = "((minute | minutes):60 | (second | seconds):1 | (hour | hours):3600){unit}"

    static let add = [
        "add [another | an extra] {delta} [more] [to \(timer) | to (the | my) {name}]",
        "add {count} more \(unit) [to \(timer) | to (the | my) {name}]",
        "(give | put) (\(theTimer) | (the | my) {name}) {count} more \(unit)",
        "put [another | an extra] {delta} [more] on \(theTimer)",
        "(extend | increase | lengthen) \(theTimer) by {delta}",
        "add (some | more) time to \(theTimer)",
    ]

    static let remove = [
        "(take | knock | cut | shave) [a] {delta} off [\(timer) | (the | my) {name}]",
        "(remove | subtract | deduct) {delta} from \(timer)",
        "(reduce | decrease | shorten | lower) \(theTimer) by {delta}",
        "take (some | a bit of) time off \(theTimer)",
    ]
}
