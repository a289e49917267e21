/// The ways people say the timer commands. `timer` names one timer the way people
/// point at it: "the timer", "my pizza timer", "the ten minute timer", "pizza timer",
/// "the timer for the pizza", "the timer named pizza".
///
/// A timer named at the end of a phrase costs the speech search one copy of the duration
/// grammar however many phrases end that way: the searched word graph is minimal, so every
/// phrase ending in the same words (`…` ``timer``) shares one tail (see `WordGraph`).
enum TimerPhrases {
    /// "the timer", "my pizza timer", "the ten minute timer", "pizza timer", "timer".
    static let timer = "[the | my | that] [{length}] [{name}] timer"
    /// `timer`, or a timer named after it: "the timer for the pizza", "timer named pizza",
    /// "the timer for ten minutes", "the timer in the kitchen".
    static let timerNamed = "(\(timer) | \(timerFor) | [the | my] timer for {length})"
    /// A timer named after "timer": "the timer for the pizza", "timer named pizza", "the timer in the kitchen".
    static let timerFor = "[the | my] timer ((for | in) [the | my] {name} | (named | called) {name})"
    /// "the timer" only when it has an article.
    static let theTimer = "(the | my | that) [{name}] timer"
    /// Rooms said around "all the timers" ("cancel all kitchen timers", "stop all timers in
    /// the kitchen"): the rule `<room>`. One Hark hears one room, so they change nothing.
    static let rooms = "kitchen | living room | bedroom | nursery | garage | office | bathroom | garden"
    /// "my timers", "the timers", "all the timers".
    static let timers = "[all] [of] (the | my) timers"

    static let set = [
        "(set | start | make | create) [a | an | the | my] timer (for | of) {duration}",
        "(set | start | make | create) [a | an] {duration} timer",
        "timer [for] {duration}",
        "(set | start | make | create) [a | an] {duration} {name} timer",
        "(set | start | make | create) [a | an | the | my] {name} timer [for {duration}]",
        "(set | start | make) [a | an] {duration} timer for [the | my] {name}",
        "(set | start | make) [a | an] timer for [the | my] {name} for {duration}",
        "(set | start | make) [a | an] timer for {duration} for [the | my] {name}",
        "(set | start | make) [a | an] timer (called | named) {name} [for {duration}]",
        "(set | start | make | create) [a | an] {duration} timer (called | named) {name}",
        "(set | start) (a | the) timer", "set timer",
        "(i need | i want | give me) (a | an) {duration} [{name}] timer",
        "(i need | i want | give me) a timer for {duration}",
        "(put | turn) (a | the) timer on for {duration}", "put on a timer for {duration}",
        "put a {duration} timer on",
        "(count down | start a countdown for) {duration}",
    ]

    /// Timer phrasings read only in typed text: a bare duration and name ("20 minute pizza
    /// timer", "nap timer 40 minutes") is plain when typed, but spoken it is all value words.
    static let setTyped = [
        "{duration} [{name}] timer",
        "{name} timer [for] {duration}",
        "(set | start | make | create) [a | an | the | my] timer {duration}",
        "time {duration} [for [the | my] {name}]",
        "(put | turn) (a | the) timer on for {duration} for [the | my] {name}",
        "(set | start | make) [a | an] timer for {duration} (called | named) {name}",
        "do a timer (for | of) {duration}",
        "do a {duration} timer",
        // One more beside those running: "set another timer for 6 minutes".
        "(set | start | make | add) another [{name}] timer (for | of) {duration}",
        "(set | start | make | add) another {duration} [{name}] timer",
        "(i need | i want | give me) a timer for {duration} for [the | my] {name}",
        // No reminder intent: a timer is what the person asks for.
        "(let me know | tell me | remind me | alert me | ping me | buzz me | give me a (shout | buzz | nudge)) in {duration}",
        "time (the | my) {name} for {duration}",
        "(the | my) {name} needs [to (cook | bake | boil | go | be in) for] {duration}",
        "give me {duration} on the clock",
        "(let me know | tell me | remind me) when {duration} (are | is | have | has) (up | passed | gone by)",
        "(let me know | tell me) in {duration} when (the | my) {name} (is | are) (done | ready)",
        "(put | set | start) a timer on [the | my] {name} for {duration}",
        "(put | set | start) a {duration} timer on [the | my] {name}",
        // Jotted or asked for: "timer for the pizza 15 minutes", "lemme get a 5 min timer", "stick a timer on for the bath, 10 minutes".
        "timer for [the | my] {name} [for] {duration}",
        "(put | turn) on a timer for [the | my] {name} [for] {duration}",
        "(i need | i want | give me) a timer for [the | my] {name} [for] {duration}",
        "(do | make) me a timer for [the | my] {name} [for] {duration}",
        "(do | make) me a {duration} [{name}] timer",
        "(let me | can i | could i) (get | have) a {duration} [{name}] timer",
        "(stick | put | pop | throw) a timer on [for [the | my] {name}] [for] {duration}",
    ]

    /// Status phrasings read only in typed text.
    static let statusTyped = [
        "how (long | much time) (left | remaining) on (the | my) {name}",
        "(what's | what is) the {length} timer at",
        // Heard, "check the timer" is "set the timer" with one sound changed.
        "check (the | my) [{name}] (timer | timers)",
        "check [on] (the | my | that) {length} [{name}] timer",
        "(what's | what is) left on (the | my) {name}",
        // Asked of the timers: "how much time do my timers have left".
        "how (much time | long) (does | do) (the | my) [{name}] (timer | timers) have (left | to go)",
        "(how much time | how long) is left on (the | my) {name}",
        "how (much time | long) (remains | is remaining) on (the | my) [{name}] (timer | timers)",
        "how (long | many minutes | many seconds | much longer) (until | till | before) (the | my) {name} is (done | ready)",
        "how long on the {name}",
        "(is | are) (the | my) {name} (done | ready) yet",
        "(when's | when is) \(theTimer) (going to go off | going off | due | done | finishing | ringing | up)",
        "when (will | does) (the | my) {name} (be done | be ready | finish)",
        "(how's | how is) \(timer) [doing | going]",
        "(what | which) timers (do i have | have i got) (on | going)",
        "how much (time | longer) (for | on) (the | my) {name}",
        "how long (until | till) (the | my) {name} (is | are) (done | ready)",
        // As learners write it: "how much time the timer has".
        "how (much time | long) (the | my) [{name}] timer has [left]",
        // Asked indirectly: "i wonder how long the pizza has left".
        "[(i wonder | i'd like to know | tell me)] how (long | much time) (the | my) {name} [timer] (has | has got) left",
        // As learners write it: "how many time is remaining on the timer".
        "how (much | many) time (is | are) (remaining | left) on \(timer)",
        "how far (along | gone) is \(timer)",
        "[tell me] the (remaining time | time remaining | time left) on \(timer)",
        "time check [on] (the | my) [{name}] [timer]",
        "how many (minutes | seconds | hours) (until | till | before) \(theTimer) (goes off | rings | is done | finishes)",
        "\(timer) how far (along | gone) is it",
    ]

    /// Pausing in words only typed text uses.
    static let pauseTyped = [
        "(pause | hold) (the | my) {name}",
        // Every timer at once: "pause all the timers", "hold both timers".
        "(pause | hold | freeze | stop) {every} [for (now | a (moment | bit | sec | second | minute))]",
        "put {every} on (hold | pause)",
        "(stop | freeze) \(theTimer) (for now | for a (moment | bit | sec | second | minute))",
        "put (the | my | that) {length} [{name}] timer on (hold | pause)",
    ]

    /// Resuming in words only typed text uses.
    static let resumeTyped = [
        "let \(theTimer) (run | continue | keep going) again",
        "(resume | unpause | continue) (the | my) {name}",
        "(resume | unpause | continue) {name} [timer]",
        "(start | turn on) \(theTimer) back up",
        // "start the pizza timer going again", "get that pizza timer running again".
        "(start | get | set) \(theTimer) (going | running | counting) again",
        "(resume | unpause | continue) the paused timer",
        "(resume | unpause | continue | restart) {every}",
        "(start | get) {every} (going | running) again",
        // "the timer can continue now".
        "\(theTimer) can (continue | go on | carry on | keep going | start again | run again) [now]",
        // "restart" alone may mean from the start; where it left off it is resuming.
        "(restart | continue | start) \(theTimer) (where it left off | from where it (stopped | paused | left off))",
        "(start | restart) {every} again",
        "(resume | unpause | continue) (all [the] paused timers | the paused timers | timers):all{every}",
        "let (the | all the | my):all{every} timers (run | go | carry on | continue) [again]",
    ]

    /// Cancelling in words only typed text uses.
    static let cancelAllTyped = [
        "(cancel | delete | stop | clear | remove) (all | all the | every) (running | active | current) timers",
        // "cancel every one of the timers".
        "(cancel | stop | delete | clear | remove | get rid of | turn off | kill) every [last | single] one of (the | my | them | those) timers",
        "(cancel | stop | delete | clear | remove | get rid of | turn off | end | kill) (every | all [of] [the]) (timer | timers) (you've got | you have | that's | that are | i have | i've got) [running | going | set | on]",
    ]

    static let cancelTyped = [
        "(cancel | stop) (the | my) {name} [countdown]",
    ]

    /// Time added in words only typed text uses.
    static let addTyped = [
        "(put | add) [another | an extra] {delta} [more] on (the | my) {name}",
        "plus {delta} on (the | my) [{name}] timer",
        "plus {delta} on (the | my) {name}",
        "put {count} more \(unit) on (the | my) {name}",
        "add (another | an extra | one more):one{count} \(unit) [to \(theTimer)]",
        "plus {delta} (on | to) \(theTimer)",
        "(the | my) {name} [timer] needs (another | an extra) {delta}",
        "(the | my) {name} [timer] needs {delta} more",
        "give (the | my) {name} (another | an extra) {delta}",
        "(the | my) {name} [timer] needs {count} more \(unit)",
        "[add] {count} more \(unit) (on | to) \(theTimer)",
        "(another | an extra | one more):one{count} \(unit) (on | to) \(theTimer)",
        "(tack | stick | slap | throw) [another | an extra] {delta} [more] (on | onto | to) \(theTimer)",
        "(put | add | stick) {count} (extra | more) \(unit) (on | onto | to) \(theTimer)",
        "plus {delta} (on | to) \(timer)",
        "plus {delta} [on | to] [the | my] {name}",
        "(put | add | stick) (another | an extra | one more):one{count} \(unit) (on | onto | to) \(timer)",
        "(stick | put | add | throw) (another | one more | an extra):one{count} \(unit) on (it | that)",
    ]

    static let cancel = [
        // Not "stop the timer for ten minutes": "stop the timer for a minute" pauses it.
        "(cancel | stop | delete | turn off) (\(timer) | \(timerFor))",
        "(end | switch off | kill | remove | clear | dismiss | abort) \(theTimer)",
        "(turn | switch) \(theTimer) off",
        "(get rid of | never mind | forget about | forget | scrap) \(theTimer)",
        "i don't need \(theTimer) [anymore]",
        "(cancel | stop) the countdown",
    ]

    static let cancelAll = [
        "(cancel | stop | delete | end | clear | turn off | remove | kill | get rid of) all [of] [the | my] [<room>] timers [in [the] <room>]",
        "(cancel | stop | delete | clear | remove | get rid of | turn off | end | kill) every timer",
        "(cancel | stop | clear) all of them",
        "(cancel | stop | delete | clear | remove | get rid of) (the | my | both) timers",
        "(cancel | stop | clear) (both | all) [of] [the | my] timers",
        "turn (all | both) [of] [the | my] timers off",
        "i don't need any [of the] timers [anymore]", "no more timers",
    ]

    static let status = [
        "(how long | how much time) [is] (left | remaining) on \(timerNamed)",
        "(how long | how much time) [is] (left | remaining) on \(timers)",
        "(time | what's) (left | remaining) on (\(timerNamed) | \(timers))",
        "[the] \(timer) status",
        "(the | my) timers status",
        "[the] status of \(timerNamed)",
        "[the] status of \(timers)",
        "is (the | my) {length} [{name}] timer (done | still running)",
        "how much time is (left | remaining)",
        "how much time [do i have] left [on \(timer)]",
        "how much time (is there | have i got) [left] on \(timer)",
        "how long remains on \(timer)",
        "how long [is] left",
        "how long on \(timer)",
        "how much longer [on \(timer)]",
        "how much longer (for | on) (the | my) {name}",
        "how long (until | till) \(theTimer) (goes off | is done | ends | rings | is up)",
        "are [there] any timers (running | set | going | on)",
        "how many (minutes | seconds | hours) [are] (left | remaining) [on \(timer)]",
        "is \(theTimer) (nearly | almost) (done | finished | up | ready)",
        "how long until (the | my) {name} is (done | ready)",
        "when (will | does) \(theTimer) (go off | end | ring | finish | be done)",
        "when is \(theTimer) (done | up | going off | finished)",
        "is \(theTimer) (still running | running | done | finished | up | still going | paused | still on)",
        "time (left | remaining)",
        "what timers do i have [running | set | going]",
        "what timers are (running | set | going | on)",
        "which timers are (running | set | on)",
        "(list | read | show | tell me) [me] [all] my timers",
        "(do i have | are there | have i got) any timers [running | set | going]",
        "any timers (running | set | going)",
        "how many timers (do i have | are (running | set | going))",
        "(what's | what is) the status of \(timerNamed)",
        "(how's | how is) \(theTimer) [doing | going]",
        "how are (the | my) timers (doing | going)",
        "(what's | what is) \(theTimer) at",
    ]

    static let pause = [
        "(pause | hold | freeze) \(timerNamed)",
        "put \(theTimer) on (hold | pause)",
        "(pause | stop | freeze | hold) \(theTimer) for a (moment | bit | sec | second | minute)",
        "(pause | hold) the countdown",
        "(pause | freeze) (it | that)",
    ]

    static let resume = [
        "(resume | unpause | continue | unfreeze | restart) \(timerNamed)",
        "(start | turn on) \(theTimer) again",
        "(keep | get) \(theTimer) going [again]",
        "(carry on | go on) with \(theTimer)",
        "let \(theTimer) (run | continue | keep going)",
        "take \(theTimer) off (hold | pause)",
        "(resume | unpause | continue) the countdown",
        "(resume | unpause) (it | that)",
        "keep going with \(theTimer)",
    ]

    /// The unit of "five more minutes", in seconds.
    static let unit = "((minute | minutes):60 | (second | seconds):1 | (hour | hours):3600){unit}"

    static let add = [
        "add [another | an extra] {delta} [more] [to \(timerNamed) | to (the | my) {name}]",
        "add {count} more \(unit) [to \(timer) | to (the | my) {name}]",
        "(give | put) (\(theTimer) | (the | my) {name}) {count} more \(unit)",
        "give (\(theTimer) | (the | my) {name}) (another | an extra) {delta}",
        "put [another | an extra] {delta} [more] on \(theTimer)",
        "(extend | increase | lengthen) \(timerNamed) by {delta}",
        "put {count} more \(unit) on \(theTimer)",
        "\(theTimer) plus {delta}",
        "add (some | more) time to \(theTimer)",
    ]

    static let remove = [
        "(take | knock | cut | shave) [a] {delta} off [\(timer) | (the | my) {name}]",
        "(remove | subtract | deduct) {delta} from \(timerNamed)",
        "(reduce | decrease | shorten | lower | cut) \(timerNamed) by {delta}",
        "minus {delta} (on | from) \(theTimer)",
        "\(theTimer) minus {delta}",
        "take (some | a bit of) time off \(theTimer)",
    ]

    /// Time taken off in words only typed text uses.
    static let removeTyped = [
        "minus {delta} [off | from] [the | my] {name}",
        "(subtract | take | remove) {delta} (from | off) (the | my) {name}",
        "(cut | bring | knock | take) \(theTimer) down by {delta}",
        "take away {delta} [from \(theTimer)]",
        "take {delta} (away from | off of) \(theTimer)",
    ]
}
