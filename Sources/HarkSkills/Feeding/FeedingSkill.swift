public import HarkIntents

/// The feeding log skill: start and finish feedings, log one that already happened,
/// log amounts in milliliters or ounces, ask about the last and the next feeding and
/// the day's totals, and manage the next-feeding alarm.
///
/// Register a `FeedingLog` as a dependency (`registry.register(dependency: log)`)
/// and its migrations with the store.
///
/// Starting and finishing are kept acoustically apart: no start phrasing differs from a
/// finish phrasing by one short word ("i'm feeding her" / "i'm done feeding her" is not
/// offered; "start" / "stop" neither), since a misheard finish ends a running feeding.
/// Phrases of two or three words avoid "he" and "begin": with the wake phrase in the
/// command audio, "hey computer" was heard as "he's done", "he had twenty four" and "begin feeding".
public struct FeedingSkill: Skill {
    /// Ships with Hark, checked by Hark's tests; with a baby's name from the config its
    /// phrases hold words no test has seen, so they are checked at start like a skills file's.
    public var shipsWithHark: Bool { babyName == nil }
    /// The skill's name.
    public let name = "Feeding log"
    /// The baby's name, heard wherever "the baby" is ("feed emma"), or nil.
    public let babyName: String?

    /// Creates the skill; `babyName` (one or two words) is heard like "the baby".
    public init(babyName: String? = nil) {
        self.babyName = babyName
    }

    /// The words every phrasing already hears for the baby; a name equal to one adds nothing.
    public static let babyWords: Set<String> = ["the baby", "baby", "she", "he", "her", "him", "his"]

    /// With no baby's name set, a name typed where "the baby" goes is the baby's ("mia took 90 mls").
    public var typedNameStandsFor: String? { babyName == nil ? "the baby" : nil }

    /// What parents type for the baby: "bub", "the little one", "the wean", "my son".
    public var typedSynonyms: [String: String] {
        var synonyms: [String: String] = [:]
        // Scots "wean" and "bairn", twins fed together, and a child named by who they are to the parent.
        for word in ["little one", "the little one", "lil one", "bub", "the bub", "bubba", "bubs", "wean", "the wean",
                     "bairn", "the bairn", "the twins", "twins", "my son", "my daughter", "my boy", "my girl", "the kid",
                     "kiddo", "the kiddo", "my little one", "the little guy", "little man", "the little man", "my baby",
                     "wee one", "the wee one", "the wee man", "wee man", "the babe", "babe", "little fella", "the little fella"] {
            synonyms[word] = "the baby"
            synonyms[word + "'s"] = "the baby's"
        }
        for word in ["lil man", "the lil man", "lil guy", "the lil guy", "lil bub"] {
            synonyms[word] = "the baby"
            synonyms[word + "'s"] = "the baby's"
        }
        // Typed with the g dropped: "he's done eatin", "she's still feedin".
        for verb in ["eat", "feed", "drink", "nurs"] { synonyms[verb + "in"] = verb + "ing" }
        // "she drank sixty ml": "ml" after a number written as words ("60 ml" is read already).
        synonyms["ml"] = "milliliters"
        for short in ["mil", "mils", "mls"] { synonyms[short] = "milliliters" }
        // The feeding alarm by what it is: it rings three hours after a feeding ends ("stop the three hour reminder").
        for hours in ["three hour", "3 hour", "three-hour", "3-hour"] {
            for thing in ["alarm", "reminder"] {
                synonyms["\(hours) \(thing)"] = "feeding \(thing)"
                for feeding in ["feed", "feeding"] { synonyms["\(hours) \(feeding) \(thing)"] = "feeding \(thing)" }
            }
        }
        // "feed" as a noun, where the phrases say "feeding": "how long ago was the last feed".
        // Not after a subject: "when did we last feed her" is the verb.
        for whose in ["the", "her", "his", "the baby's"] {
            synonyms["\(whose) last feed"] = "\(whose) last feeding"
            synonyms["\(whose) next feed"] = "\(whose) next feeding"
        }
        // The feeding timer as a clock: "start the feed clock".
        for clock in ["feed clock", "feeding clock", "feed timer"] { synonyms[clock] = "feeding timer" }
        // A vague noun after it: "start the feeding thing"; and a baby pointed at: "when's that baby gonna need feeding".
        synonyms["feeding thing"] = "feeding"
        synonyms["feed thing"] = "feed"
        synonyms["that baby"] = "the baby"
        // The alarm named the long way: "cancel the alarm of the feeding", "move the alarm for the feed".
        for feeding in ["feeding", "feed"] {
            for link in ["of", "for"] { synonyms["the alarm \(link) the \(feeding)"] = "the feeding alarm" }
        }
        return synonyms
    }

    /// The feeding log's shortcuts.
    public var shortcuts: [AppShortcut] {
        let p = FeedingPhrases(babyName: babyName)
        let (who, whom, whoIs, whose) = (p.subject, p.object, p.subjectIs, p.possessive)
        let (anyone, whoHas) = (p.anyone, p.subjectHas)
        let when = "(at {time} | {ago} ago)"
        // Typed only: who else feeds ("what time did my wife last feed her"), and whose without "the".
        let feeder = "(i | we | you | my (wife | husband | partner))"
        let whoseAny = "(\(whose) | baby's)"
        let session = "(feeding | feed | bottle | nursing [session] | feeding session | breastfeed | breastfeeding)"
        // A question asked indirectly: "i wonder when she ate last", "i'm trying to work out how long it's been".
        let wondering = "(i wonder | i'm wondering | i'd like to know | i'd love to know | i want to know | i need to know | i'm trying to work out | do you know | can you tell me | tell me | (i | we) (can't | cannot | don't) (remember | recall))"
        return [
            AppShortcut(intent: StartFeeding.self, phrases: [
                "start [the | a] [new] [bottle | breast] (feeding | feed) [timer]",
                "(start | begin) (timing | tracking) (the | this | a) (feeding | feed)",
                "start (breastfeeding | breast feeding | nursing) [now]",
                "(feeding | the feeding | a feed) (started | has started)",
                "(starting | i'm starting | we're starting) (a | the) [new] (feed | bottle feed | breast feed) [now]",
                "(log | record) the start of (a | the) (feeding | feed)",
                "track (the | this) (feeding | feed)",
                "start (feeding | nursing) \(whom)",
                "[it's | it is] feeding time",
                "(i'm | i am | we're | we are) (feeding | nursing) \(whom) [now]",
                "(i'm | i am | we're | we are) (going to | gonna | about to) (feed | nurse) \(whom) [now]",
                "(i'm | i am | we're | we are) starting [a | the] feeding",
                "let's feed \(whom) [now]",
                "feed \(p.named) [now]",
                "[it's | it is] time to feed \(whom)",
                "[it's | it is] time for \(whose) (feeding | bottle)",
                "\(whoIs) (eating | feeding | nursing | drinking) [now]",
                "\(whoIs) having (a | her | his) bottle [now]",
                "\(who) (started | just started | is starting) (eating | feeding | nursing)",
                "(i'm | i am) giving \(whom) (a | her | his | the) bottle [now]",
            ], typedPhrases: [
                "(feed | feeding) (start | starts | starting | started) [now]",
                // "she's on the bottle now", "he's on the breast".
                "\(whoIs) on the (bottle | breast | boob) [now]",
                "[the] baby (feed | feeding) (start | starts | starting | started) [now]",
                "(i have | i've | we have | we've) (started | begun) (feeding | nursing) [(the baby | baby | her | him)]",
                "(the baby is | the baby's | baby is | she is | she's | he is | he's) having (a | her | his) (feed | feeding)",
                // "begin feeding" was heard in "hey computer"; typed, it is plain.
                "begin [the | a] [new] [bottle | breast] (feeding | feed | breastfeeding | nursing) [timer]",
                "start [the] nursing timer",
                "starting (a | the) [new] (feeding | bottle) [now]",
                "(start | starting) (her | his | the baby's) [next] (feed | feeding) [now]",
                "(start | starting) [a | the] [new] (breastfeed | breast feed | bottle feed) [now]",
                "(second | next | another | new) (feed | feeding) (starting | started) [now]",
                "starting to (nurse | feed) [\(whom)] [now]",
                "\(whoIs) starting to (feed | eat | nurse) [now]",
                "giving \(whom) (a | her | his | the) bottle [now]",
                "\(who) [just] (started | began | has started | is starting) (a | her | his | the) (bottle | feed | feeding)",
                "[(i | we)] [just] (started | began) (breastfeeding | breast feeding | nursing | a feed | a bottle)",
                "(feeding | nursing | breastfeeding | bottle feeding) [\(whom)] now",
                "(feed's | feeding's) (started | begun | starting | on)",
                "start the clock",
                "(track | time) (a | the | this) [new] (feeding | feed | bottle | nursing session)",
                "start timing (a | the | this) (bottle | feed | feeding)",
                "(starting | giving) (a | the) bottle (with | to) \(whom) [now]",
                "(i'm | i am | we're | we are) (starting | doing) (a | the) bottle [with \(whom)] [now]",
                "(start | begin | open) [the | a] [new] (feeding | feed | nursing | breastfeeding) (log | session | entry)",
                "(start | begin) (a | the) [new] (nursing | bottle | breastfeeding | breast feeding) session",
                "[a] new (feeding | feed | nursing session | feeding session)",
                "(log | record | track | start logging | start tracking) a [new] (feed | feeding) (starting | from) now",
                "(start | begin) (logging | recording) [a | the | this] [new] (feed | feeding)",
                // For the baby by name or word: "lemme start a feed for jojo", "starting a bottle for arjun now can you time it".
                "(let me | i'll | i will | i'm going to | i'm gonna) (start | begin) a [new] (feed | feeding | bottle) [for \(whom)] [now]",
                "(start | starting | begin | beginning) [timing | tracking | recording] [a | the] [new] (feed | feeding | bottle | bottle feed | breastfeed) for \(whom) [now] [(can you | please) time it]",
                "start the clock on (her | his | the | the baby's) (feed | feeding | bottle)",
                "(i'm | i am | we're | we are) (feeding | nursing | breastfeeding | bottle feeding) now",
                "mark the start of (a | the) [new] (feeding | feed | bottle)",
                "\(whoIs) latched [on] [now]",
            ]),
            AppShortcut(intent: FinishFeeding.self, phrases: [
                "(finish | end) [the] (feeding | feed) [timer]",
                "(end | finish) (this | the) (feed | feeding) now",
                "[all] done feeding",
                "(i'm | i am | we're | we are) all done feeding [\(whom)]",
                "(i've | i have | we've | we have) finished feeding [\(whom)]",
                "\(p.subjectIsNotHe) (done | all done | finished)",
                "\(whoIs) (all done | finished) (eating | drinking | feeding | nursing)",
                "\(who) (finished | has finished) [eating | drinking | feeding | nursing | (her | his | the) (bottle | feed | feeding)]",
                "(the | that) (feeding | feed) is (over | done | finished)",
                "(feeding | the feeding | the feed) is over",
                "(that's | that is) the end of the (feeding | feed)",
                "(i'm | i am | we're | we are) (finished | done) with the bottle",
                "\(whoIs) full",
                "(\(who) (had | has had) | \(whoHas) had) enough",
                "\(whoIs) (done | finished) with (her | his | the) bottle",
            ], typedPhrases: [
                // "end the bottle feed", "teddy's finished his feed".
                "(end | finish | stop) the (bottle | breast) (feed | feeding)",
                "(the baby's | she's | he's | the baby has | she has | he has) finished (her | his | the) (feed | feeding | bottle)",
                // "feeding is finished now" was read as using up a food called "feeding".
                "[the] (feeding | feed | nursing | bottle) (is | was) (finished | done | over | complete) [now]",
                "(feed | feeding) (end | ends | ended | over | done | finished | stop | stopped)",
                "(the baby | baby | she | he) (finished | has finished) to (eat | feed | drink | nurse)",
                "(that's | that is) (the baby | her | him) (finished | done) [(with | eating)] [(her | his | the) (feed | feeding | bottle)]",
                // One short word from a start when heard ("stop" / "start", "done eating" / "eating"): typed only.
                "stop [the] (feeding | feed) [timer]",
                "stop (timing | tracking) [the | this] (feeding | feed)",
                "(i'm | i am | we're | we are) done (nursing | eating)",
                "[all] done (nursing | eating | drinking)",
                "\(whoIs) done (eating | drinking | feeding | nursing)",
                "(i'm | i am | we're | we are) done feeding [\(whom)]",
                "\(p.subjectIs) done",
                "[the | her | his] bottle is (done | finished | empty)",
                "mark (the | this | that | her | his) (feed | feeding) as (finished | done | over | complete | ended)",
                "[the] (feed | feeding) is over",
                "(the | that | this) (bottle | nursing session) is (over | done | finished)",
                "(feeding | feed) (over | done | finished)",
                "\(who) (stopped | has stopped | is done) (eating | feeding | nursing | drinking)",
                "(we're | we are | i'm | i am) [all] done with the (feed | feeding)",
                "[all] (done | finished) with the (bottle | feed | feeding)",
                "(i'm | i am | we're | we are) [all] (done | finished) (breastfeeding | breast feeding | bottle feeding | nursing | feeding) [\(whom)]",
                "[all] done (breastfeeding | breast feeding | bottle feeding)",
                "(i | we) [just] (finished | ended | stopped) (the | this | that | \(whose)) (feed | feeding | nursing session | feeding session)",
                "(i've | i have | we've | we have) [just] (finished | ended | stopped) (the | this | that | \(whose)) (feed | feeding | nursing session | feeding session)",
                "(i | we) [just] finished \(whose) bottle",
                // "finished the bottle" said of the feeding, not a food on the list.
                "[just] finished the bottle",
                "\(who) [just] (unlatched | came off [the breast] | has unlatched)",
                "(end | finish | stop) (the | this) (nursing | feeding | bottle | breastfeeding) session",
                "\(whoIs) (done | finished | all done) [with (her | his | the) (bottle | feed)] [so] stop (tracking | timing) [it | the feed | the feeding]",
                "\(whoIs) (done | finished | all done) [with (her | his | the) (bottle | feed)] [so] (end | stop | finish) (the | this) (feed | feeding)",
            ]),
            AppShortcut(intent: LogPastFeeding.self, phrases: [
                // One template per word order: each value slot appears once, so the grammar stays small.
                "((i | we) (fed | nursed) \(whom) | \(who) (ate | fed | nursed | had a (bottle | feed | feeding) | last ate | was fed)"
                    + " | (log | add | record) a [past] (feeding | feed) | there was a (feeding | feed)) \(when)"
                    + " [(for | that lasted | lasting | it lasted) {duration}]",
                "((i | we) (fed | nursed) \(whom) | \(who) (ate | fed | nursed) | (log | add | record) a (feeding | feed) (of | for))"
                    + " [for] {duration} \(when)",
            ], typedPhrases: [
                "(the baby | baby | she | he) (fed | nursed) for {duration}",
                // How long it took, said after: "record a feed 45 minutes ago that took twenty minutes".
                "(log | add | record) a [past] (feed | feeding) \(when) (that | which) (took | lasted) {duration}",
                // About a time: "she nursed around 11 for half an hour".
                "\(who) (ate | fed | nursed | had a bottle | had a feed) (around | about | at about | at around) {time} [for {duration}]",
                "(i | we) forgot to (log | track | record) (the | a | her | his | the last) (feed | feeding) [it was] (at | from) {time}",
                // No time said: the intent asks for it. Typed only until the wrong-action bench has heard it.
                "(log | add | record) a [past] (feeding | feed)",
                "(log | add | record) a [past] (feeding | feed) (that already happened | from earlier | i forgot [to log])",
                "(log | add | record) a {duration} (feed | feeding) \(when)",
                "(log | add | record) a (feed | feeding) from {ago} ago",
                "[i | we] (fed | nursed) \(whom) (around | about) {time}",
                "(log | record | note | put down | write down) that \(who) (fed | ate | nursed | had a (bottle | feed | feeding)) (at {time} | {ago} ago) [(for | that lasted | lasting) {duration}]",
                "(i | we) (did | gave [\(whom)]) a (bottle | feed | feeding) (at {time} | {ago} ago) [(for | that lasted | lasting) {duration}]",
                "(log | record | note | put down) (a | the) (bottle | feed | feeding) (at {time} | {ago} ago) [(for | that lasted | lasting) {duration}]",
                "\(who) (finished | drank | took | had) (a | her | his | the) (bottle | feed | feeding) \(when) [(for | that lasted | lasting) {duration}]",
                "\(who) (had | did) a [short | long | little] {duration} (feed | feeding | bottle | nurse) \(when)",
                "\(who) (breastfed | breast fed | bottle fed | was breastfed | was bottle fed) \(when) [(for | that lasted | lasting) {duration}]",
                "(i | we) (breastfed | breast fed | bottle fed) \(whom) \(when) [(for | that lasted | lasting) {duration}]",
                "(log | add | record | enter) (a | an) [past | earlier | previous | missed | old] (feeding | feed) (that lasted | lasting | of | for) {duration}",
                "(log | add | record | enter) (a | an) (earlier | previous | missed | old | forgotten) (feeding | feed | bottle)",
                "(log | add | record | enter) (a | an) (feeding | feed | bottle) from (before | earlier | this morning | last night)",
                "(i | we) forgot to (log | add | record | enter | track) (a | the | her | his | that | one) (feed | feeding | bottle)",
                "(i | we) (need | want) to (log | add | record | enter) (a | an) [past | earlier | previous | missed | old] (feed | feeding) [from (before | earlier)]",
                // The note first, the request after: "she fed at three log that", "log feed 40 min ago 10 min long".
                "\(who) (ate | fed | nursed | had a (bottle | feed | feeding)) \(when) [please] (log | record | note | write down) (that | it) [down] [please]",
                "(log | record | add) [a | the] (feed | feeding) \(when) {duration} long",
                "(log | add | record) a (feeding | feed) that (finished | ended) \(when)",
                "(log | record | add) [a | the] (feed | feeding) [at] {time} [for] {duration}",
                "(log | add | record) a (feed | feeding | bottle) (for | at) {time} (last night | this morning | earlier)",
                "there was a (feeding | feed | bottle) \(when) that (nobody | no one | i | we) (logged | forgot to log | didn't log)",
                "(i | we) (fed | nursed) \(whom) earlier [(add | log | put) it [in | to | into] [the log]]",
                // "add a feeding that happened at noon", "log a bottle that was 20 minutes ago".
                "(log | add | record | enter) (a | one) (feeding | feed | bottle) (that | which) (happened | was | started | took place) \(when) [(for | that lasted | lasting | and lasted) {duration}]",
            ]),
            AppShortcut(intent: LogFeedingAmount.self, phrases: [
                // {amount} once per template: number rules are the grammar's largest part.
                "(\(who) [only] drank | (the | her | his) (bottle | feeding) was) {amount} [{unit}]"
                    + " [of (milk | formula | breast milk) | from (the | her | his) bottle]",
                "(log | record | write down | (log | record | note) that \(who) (had | took | drank) | \(who) [only] (had | took | finished | got)) {amount} {unit}"
                    + " [of (milk | formula | breast milk) | from (the | her | his) bottle] [this time]",
                "log [a | the] feeding amount",
            ], typedPhrases: [
                "(the baby | baby | she | he) [only] (drink | drinks | managed | smashed | downed | guzzled | drained | polished off | finished off | got through | got down) {amount} {unit} [of (milk | formula | breast milk)] [(from | out of) (the | her | his) bottle] [(this | that) time]",
                "\(who) [only] (drank | had | took) {amount} {unit} [of (milk | formula | breast milk)] out of (the | her | his) bottle",
                // At the last feed: "she took 95 ml of formula last feed".
                "\(who) [only] (had | took | drank | finished | got) {amount} {unit} [of (milk | formula | breast milk)] [at | for | on] [the | her | his] last (feed | feeding | bottle)",
                "log [an] amount [of] {amount} {unit}",
                "add {amount} {unit} to the (feed | feeding | bottle)",
                "[the] amount (was | is) {amount} [{unit}]",
                "(put down | note | jot down | write) {amount} {unit} [(for | on) (this | the) (bottle | feed | feeding)]",
                "(log | record | note | write down) {amount} {unit} (for | on) (this | the) (bottle | feed | feeding)",
                "(note | note down | put down | write down | jot down) that \(who) (had | took | drank | finished) {amount} {unit}",
                "\(who) (had | took | drank | finished) {amount} {unit} [of (milk | formula | breast milk)] (this time | that time | just now)",
                "(log | record | note | write down | put down) {amount} {unit} (for | on) (that | her | his | the last) (bottle | feed | feeding)",
                "(log | record | note | put down | write down) {amount} (for | on) (this | the | that | her | his | the last) (bottle | feed | feeding)",
                "(intake | amount) [was] {amount} {unit}",
                "\(who) (had | took | drank) {amount} {unit} of (expressed | pumped) [breast] milk",
                "(record | log | note) [the] amount [of] {amount} [{unit}]",
                "(note | put | write | jot) down [the] amount [of] {amount} {unit}",
                "{amount} {unit} went down [this time]",
                "\(who) [only] (had | took | drank | finished | got through) {amount} {unit} of (her | his | the | it | that) [formula | milk | bottle]",
                "\(who) (had | drank | finished | took) the whole bottle (that's | that is | which is | which was) {amount} {unit}",
                // An amount typed alone is a note of one: "150 mls", "4 oz" (only a feeding has millilitres
                // and ounces). Never spoken: said, a short stretch of numbers is too easily misheard.
                "{amount} {unit} [of (milk | formula | breast milk)] [(this | that) time]",
                "\(who) (took | had | drank | finished) the whole {amount} {unit} bottle",
                "[\(who) | i] [only] got {amount} {unit} (down | into | in) (her | him | the baby)",
                "(only | just) {amount} {unit} [(this | that) time]",
                "(\(who) | the little one) (downed | drank | had | finished | took) [exactly | a whole | all of] {amount} [whole] {unit}",
                "(record | log | note) that \(who) (finished | drank | had | took) {amount} {unit}",
            ]),
            AppShortcut(intent: LastFeeding.self, phrases: [
                "when did \(who) last (eat | feed | drink | nurse | have a bottle)",
                "(when | what time) did \(who) (eat | feed | drink) last",
                "when was \(anyone) (last fed | fed last)",
                "(when | what time) (was | is) the last (feeding | feed | bottle)",
                "(when's | what time's) the last (feeding | feed | bottle)",
                "(when | what time) did (i | we) last (feed | nurse) [\(whom)]",
                "(when | what time) did (i | we) (feed | nurse) \(whom) last",
                "what time did \(who) last eat",
                "what time was \(anyone) last fed",
                "(when | what time) was \(whose) last (feeding | bottle | feed)",
                "how long did the last feeding (last | take)",
                "[tell me about] [the] last (feeding | feed)",
                "(remind me | tell me) when the last (feeding | feed | bottle) was",
            ], typedPhrases: [
                "how long (was | did) (the | her | his | the baby's) last (feed | feeding | bottle) [last | take]",
                // "how long did he nurse last time".
                "how long did \(who) (feed | nurse | eat | drink) [for] [the] last time",
                "when \(anyone) was (last fed | fed last)",
                "[\(wondering)] when \(who) (last (ate | fed | nursed | had a bottle) | (ate | fed | nursed | had a bottle) last)",
                "when \(who) was (eating | feeding | nursing) [the] last time",
                "(when | what time) did \(who) (last (eat | feed | drink | nurse) | (eat | feed | drink | nurse) last) and (for how long | how long [for])",
                "(when | what time) did the last (feeding | feed | bottle) (start | begin)",
                "(at | by) what time did \(who) last (eat | feed | nurse | drink | have a bottle)",
                "(remind me | tell me) what time the last (feeding | feed | bottle) was",
                "when did (i | we) last (feed | nurse) \(whom)",
                "(when | what time) did \(who) last have (milk | some milk | a feed | a feeding | formula | a drink)",
                "[the] last time \(who) (ate | fed | nursed | had a bottle | had a feed)",
                "(when | what time) (was | is) the (last | previous) time \(who) (ate | fed | nursed | had a bottle)",
                "(when | what time) did \(feeder) [last] (feed | nurse | breastfeed) \(whom) [last]",
                "(when | what time) did \(who) (have | get | take | finish) (her | his | the | a) last (bottle | feed | feeding)",
                "(when | what time) did \(who) last (have | get | take) (a | her | his) (bottle | feed | feeding)",
                "(when | what time) \(feeder) last (fed | nursed | breastfed) \(whom)",
                "(do you know | any idea) (when | what time) \(who) last (ate | fed | nursed | had a bottle)",
                "(when | what time) was \(whoseAny) last (nursing [session] | feeding session | breastfeed)",
                // Notes jotted down: "last feed time", "time of her last bottle".
                "[the] last (feeding | feed | bottle) time",
                "[the] time of [the | \(whose)] last (feeding | feed | bottle)",
                // Said by one who forgot: "i can't remember when i fed her last".
                "[\(wondering)] when (i | we) (last (fed | nursed) \(whom) | (fed | nursed) \(whom) last)",
                // As learners write it: "at what hour the baby drank the last time".
                "(at | by) what (time | hour) \(who) (ate | drank | fed | nursed | eat | drink) [for] the last time",
                "(at | by) what time was \(anyone) (last fed | fed last)",
                "(at | by) what time \(anyone) was (last fed | fed last)",
                "(remind me | tell me) when \(anyone) was (last fed | fed last)",
            ]),
            AppShortcut(intent: TimeSinceLastFeeding.self, phrases: [
                "how (long | many hours) (has it been | is it | it's been) since [the | \(whose)] last (feeding | feed | bottle)",
                "(how long | how many hours | [how much] time) since [the | \(whose)] last (feeding | feed | bottle)",
                "(how (long | many hours) (has it been | is it | it's been) | how long's it been) since \(who) (ate | last ate | was fed | was last fed | had a bottle | nursed | fed)",
                "how (long | many hours) since \(who) (ate | last ate | was fed | was last fed | had a bottle)",
                "how long (has it been | is it | it's been) since (i | we) (fed | nursed) \(whom)",
                "how long ago did \(who) (eat | last eat)",
                "how long ago did (i | we) (feed | nurse) \(whom)",
                "how (long | many hours) since \(who) last (nursed | fed | ate | had a bottle)",
                "how long ago was the last feeding",
                "how much time (has passed | is it) since the last feeding",
            ], typedPhrases: [
                "how (long | many hours) [ago] since (the baby | baby | she | he) [last] had (a | her | his) (feed | feeding | bottle)",
                "how long ago did (the baby | baby | she | he) [last] (have (a | her | his) (feed | feeding | bottle) | eat | feed | nurse)",
                "how long ago was \(whose) last (feeding | feed | bottle)",
                "how long's it been since [the | \(whose)] last (feeding | feed | bottle)",
                "how (much time | long) has (passed | gone by) since \(who) (ate | nursed | fed | last ate | had a bottle)",
                "how (much time | long) has (passed | gone by) since [the | \(whose)] last (feeding | feed | bottle)",
                "how (long | many hours) since (i | we) (fed | nursed | last fed | last nursed) \(whom)",
                "how long since \(whose) (bottle | feed | feeding)",
                "how long (has it been | is it | it's been) since \(whoseAny) [last] (bottle | feed | feeding)",
                "how much time since \(who) (ate | last ate | fed | was fed | was last fed | had a bottle | nursed)",
                "how (long | long's it been | long has it been | long is it) since \(who) had (any | some) milk",
                "how much time has (elapsed | passed | gone by) since \(who) (was fed | was last fed | last fed | last ate)",
                "how many (minutes | hours) (have passed | has it been | is it) since [the | \(whose)] last (feeding | feed | bottle)",
                "how long (is it | has it been | it's been) [now] since \(who) [last] had (a | her | his) (feed | feeding | bottle)",
                "elapsed since [the | her | his] last (feed | feeding | bottle)",
                "[\(wondering)] how long it's been since \(who) (ate | last ate | fed | last fed | nursed | last nursed | was fed | was last fed | had a bottle)",
                "[\(wondering)] how long it's been since [the | \(whose)] last (feeding | feed | bottle)",
                "how (long | many hours) [has it been | is it | it's been] since (the baby's | she's | he's | the baby has | she has | he has) (been fed | eaten | had a bottle)",
                // As learners write it: "how much time pass since baby eat".
                "how much time (pass | passed | is passed) since \(who) (eat | ate | feed | fed)",
                "how (long | many hours) [has it been | is it | it's been] since [the | \(whoseAny)] last \(session)",
                "how long has \(who) (gone | been) without (eating | a feed | a feeding | a bottle | food | milk | feeding)",
                "(has it been | is it | it's been) [over | more than | at least | nearly | almost] (an | one | two | three | four | five | six) (hour | hours) since \(who) (ate | last ate | fed | nursed | was fed | had a bottle)",
                "(has it been | is it | it's been) [over | more than | at least | nearly | almost] (an | one | two | three | four | five | six) (hour | hours) since [the | \(whoseAny)] last \(session)",
                "how long ago did \(who) (have | finish) (her | his | the) last (bottle | feed | feeding)",
                // Notes: "hrs since last feed", "time elapsed since the last feeding".
                "(hours | minutes | time) (since | from) [the | her | his] last (feed | feeding | bottle) [started]",
                "time (elapsed | passed | gone) since [the | her | his] last (feed | feeding | bottle)",
                "how long since [the | her | his] last (feed | feeding | bottle) started",
            ]),
            AppShortcut(intent: NextFeeding.self, phrases: [
                "(when | what time) is the next (feeding | feed | bottle) [due]",
                "(when's | what time's) the next (feeding | feed | bottle)",
                "when (is | does) \(who) (eat | feed) next",
                "when (does | should) \(who) (eat | feed) again",
                "(when | what time) (do | should) (i | we) feed \(whom) [next | again]",
                "(when | what time) is \(whose) next (feeding | bottle | feed) [due]",
                "(how long | how much time) (until | till) the next (feeding | feed | bottle)",
                "how long until \(who) (eats | needs to eat) again",
                "when (does | will) \(who) need (to eat | a feed | a bottle) (next | again)",
                "when is \(who) due (to eat | to feed | a feed | a bottle) [next | again]",
                "next (feeding | feed) [time]",
            ], typedPhrases: [
                "when (am | are) (i | we) (supposed | meant) to feed \(whom) [next | again]",
                "when is \(who) due (for | for another) (a | her | his) [next] (bottle | feed | feeding)",
                "(when's | when is) \(who) due [next | again]",
                "(when | what time) (does | will) \(who) need (his | her | a | the) next (bottle | feed | feeding)",
                "(when's | when is) \(who) (going to | gonna) (need | want) (feeding | to eat | to be fed | a feed | a bottle) [next | again]",
                "(when | what time) (does | will) \(who) (have to | need to) (eat | feed | be fed) [next | again]",
                "when (is | will) \(who) (going to | gonna) be hungry again",
                "when the next (feeding | feed | bottle) is [due]",
                "(remind me | tell me) (when | what time) the next (feeding | feed | bottle) is [due]",
                "[\(wondering)] when (the baby'll | she'll | he'll | the baby will | she will | he will) (need | want) (feeding | to eat | to be fed | a feed | a bottle) [next | again]",
                "when (should | do) (i | we) (feed | nurse) \(whom) next",
                "(when's | when is | what time's | what time is) [the] next \(session) [due]",
                "(when's | when is | what time's | what time is) \(whoseAny) next \(session) [due]",
                "(how long | how much longer | how much time) (until | till | til | before) [the | \(whoseAny)] next \(session) [is due]",
                "(how long | how much longer | how much time) (until | till | til | before) \(who) (eats | feeds | needs to eat | needs feeding | needs a (bottle | feed) | should eat | has to eat | is due) [again | next]",
                "(when | what time) (should | does | will | do) \(who) (eat | feed | nurse | have a bottle | need to eat | need a bottle | need feeding) (next | again)",
                "(when | what time) (do | will | should) (i | we) (need to | have to | got to) (feed | nurse) \(whom) [next | again]",
                "is it time (to feed \(whom) | for \(whoseAny) [next] (feed | feeding | bottle) | for (another | the next) (feed | feeding | bottle)) [yet | now | again]",
                "(is | isn't) \(who) due (a | another | her | his) (feed | feeding | bottle) [yet | now | soon]",
                // The alarm that says so: "when does the feeding alarm go off", "what time's the feed reminder".
                "(when | what time) (is | does | will) [the | my] [next] feeding alarm [going to | gonna] [ring | go off | going off | sound | set for | due]",
                "(when's | what time's) [the | my] [next] feeding alarm [going to | gonna] [ring | go off | going off | sound | set for | due]",
                "what time is [the | my] [next] feeding alarm set (for | to)",
                "[\(wondering)] when (\(whoIs) | the baby's) due (for | for another) (a | her | his | the) [next] (bottle | feed | feeding)",
            ]),
            AppShortcut(intent: FeedingSummary.self, phrases: [
                "how much did \(who) (eat | drink | have) [{day}]",
                "how much has \(who) (eaten | drunk | had) [{day}]",
                "how much milk did \(who) (drink | have) [{day}]",
                "how many (milliliters | ounces | mls) did \(who) (drink | have | eat) [{day}]",
                "how many (milliliters | ounces | mls) has \(who) (had | drunk) [{day}]",
                "how many (feedings | feeds | bottles) [{day}]",
                "how many (feedings | feeds | bottles) (did \(who) have | has \(who) had | were there | have there been) [{day}]",
                "how many times did \(who) (eat | feed | nurse) [{day}]",
                "how many times (did i | have i | did we | have we) (feed | fed | nurse | nursed) [\(whom)] [{day}]",
                "[give me] [the | a] (feeding | feed) (summary | rundown) [for {day}]",
                "[give me] [the | a] (summary | rundown) of (today's | the | the day's) (feedings | feeds)",
                "total (milliliters | ounces | mls) [{day}]",
                "how did \(who) eat [{day}]",
            ], typedPhrases: [
                "(sum up | summarize | summarise | recap | run through | go over | review) [the] {day} (feedings | feeds)",
                // "how much milk did he have in total yesterday", "how many times was she fed today". Not "what's today's
                // total" alone: the total of what (the corpus).
                "how much [milk] did \(who) (have | drink | take | eat) in total [{day}]",
                "[\(wondering)] how much [milk] \(who) (drank | had | ate | took) {day} [altogether | in total]",
                "how many times (was | has) \(who) (been fed | fed | eaten | nursed) [{day}]",
                "(what's | what is) the (feeding | feeds) total (for {day} | {day})",
                "(sum up | summarize | summarise | recap | run through | go over | review) the (feedings | feeds) [for {day}]",
                "how many (feedings | feeds | bottles) has \(who) had [{day}] [and how much]",
                "total (milk | feeds | feedings | bottles) [{day}]",
                "how did (feeding | feedings | the feeds | the feedings) go [{day}]",
                "how (many | much) (feeds | feedings | milk) [did \(who) have] {day}",
                "(sum up | summarize | summarise | recap | run through | go over | review) \(whoseAny) [{day}] (feedings | feeds | bottles)",
                "(what's | what is | what are) [the] {day} (feeding | feed | milk) (total | totals | summary)",
                "(what was | what were) (today's):today{day} (feeding | feed | milk) (total | totals | summary)",
                "(what was | what were) (yesterday's):yesterday{day} (feeding | feed | milk) (total | totals | summary)",
                "(what's | what is | what are) the (feeding | feed | milk) (total | totals | summary) [for {day}]",
                "[(show | tell | give | read) me] (today's):today{day} (feeds | feedings | feeding log | bottles)",
                "[(show | tell | give | read) me] (yesterday's):yesterday{day} (feeds | feedings | feeding log | bottles)",
                "[(show | give) me] [a | the] (summary | rundown | recap) of [all] \(whoseAny) (feeds | feedings | bottles) [{day}]",
                "(feeds | feedings) {day}",
                "(how's | how has) \(who) been (eating | feeding | drinking) [{day}]",
                // Notes and headings: "yesterday feeding totals", "count of feeds yesterday", "daily feed recap".
                "{day} (feeding | feed | feeds | feedings | milk) (total | totals | recap | summary | count)",
                "(feeding | feed | feeds | feedings | milk) (total | totals | recap | summary | count) [for] {day}",
                "(daily | day's) (feeding | feed) (total | totals | recap | summary)",
                "(summary | count | total | number) of [the] {day} (feedings | feeds | bottles)",
                "(summary | count | total | number) of (feedings | feeds | bottles) {day}",
                "how many (milliliters | ounces | mls) (has | did) \(who) (had | drunk | have | drink) [{day}] [in] total",
                "(feed | feeding) (stats | statistics) [for] {day}",
                "[give me] the total (milk | feeding | feed) intake [for] {day}",
                "(how's | how has) [the] (feeding | feeds | feedings) been going [{day}]",
                "how many (milliliters | ounces | mls) did \(who) (have | drink) (altogether | in total) [{day}]",
                "(what was | what were) \(whoseAny) (feeding | feed | milk) (total | totals) [{day}]",
                "how much has \(who) (had | eaten | drunk) (all day):today{day}",
                "how many (bottles | feeds | feedings) (has | did) \(who) (gone through | go through) [{day}]",
                "how much (milk | formula | breast milk) (has | have) \(who) (had | drunk | taken) [{day}]",
                "[\(wondering)] how [the] (feedings | feeds | feeding) (went | were | have been) [{day}]",
            ]),
            AppShortcut(intent: CancelFeedingAlarm.self, phrases: [
                "(cancel | delete | turn off | remove | stop | disable | switch off) the [next] (feeding | feed) (alarm | reminder | alert)",
                "don't remind me (about | of) the next (feeding | feed)",
                "(i | we) don't need the [next] (feeding | feed) (alarm | reminder | alert) [anymore | tonight]",
                "(cancel | delete | turn off | remove | stop | switch off | kill) the (reminder | alarm) for (the | \(whose)) next (feeding | feed)",
                "kill the (feeding | feed) (alarm | reminder)",
                "no (feeding | feed) (alarm | reminder) [tonight]",
            ], typedPhrases: [
                "no (alarm | reminder) for (the | her | his | the baby's) next (feed | feeding | bottle) [please]",
                "(don't | do not) wake me [up] for (the | her | his | the baby's) next (feed | feeding | bottle)",
                "cancel the (alarm | reminder) for (the | her | his | the baby's) next (feed | feeding | bottle)",
                "(i | we) (won't | will not | don't) need the (feeding | feed) (alarm | reminder) [anymore] [cancel it]",
                "(don't | do not) remind me to feed \(whom) [again] [tonight]",
                // "no more feeding alarm" read as using up a food called "feeding alarm" (set K, 2026-12-02).
                "no more (feeding | feed) (alarm | alarms | reminder | reminders | alert | alerts) [tonight | today]",
                "no (feeding | feed) (alarm | reminder | alert) (needed | wanted) [tonight | today]",
                "no (feeding | feed) (alarm | reminder | alert) this time",
                "(switch | turn) off the (feeding | feed) (alarm | reminder | alert) [for (good | tonight | now)]",
                "skip the [next] (feeding | feed) (alarm | reminder | alert) [tonight | this time]",
                "(cancel | delete | remove) the (alarm | reminder) for (the baby | her | him) (eating | feeding | to eat)",
                "(there's | there is) no need to remind me (about | of) [the] next (feeding | feed)",
                "(don't | do not) remind me (about | of) (her | his | the baby's) next (feeding | feed)",
                "no need for the (feeding | feed) (alarm | reminder | alert) [tonight | today]",
                "(i | we) (don't | do not | won't) (want | need) the (feeding | feed) (alarm | reminder | alert) [this time | tonight | today]",
                "(no need to | you don't need to | you needn't) remind me (about | of) [the] next (feeding | feed)",
            ]),
            AppShortcut(intent: MoveFeedingAlarm.self, phrases: [
                "((move | change | push | shift | reschedule) the [next] (feeding | feed) (alarm | reminder | alert) (to | for)"
                    + " | set the [next] (feeding | feed) (alarm | reminder | alert) (for | to)"
                    + " | remind me to feed \(whom) at | the next (feeding | feed) (is | should be) at) {time} [instead]",
                "(move | change) the feeding (alarm | reminder)",
            ], typedPhrases: [
                "(change | push | move | shift | set) (the | her | his | the baby's) next (feed | feeding | bottle) [back | forward] (to | for) {time} [instead]",
                "change the (alarm | reminder) (of | for) the (feeding | feed) to {time}",
                "[the] (feeding | feed) (alarm | reminder) (to | for | at) {time}",
                "(set | make) the [next] (feeding | feed) (alarm | reminder | alert) [for | to | go off at] {time} [instead]",
                "move the (reminder | alarm) for (the | \(p.possessive)) next (feeding | feed | bottle) to {time}",
                "(move | push | make) the [next] (feeding | feed) (alarm | reminder | alert) a (bit | little) (later | earlier)",
                "(move | change | push | shift | reschedule | set | put) \(whoseAny) [next] (feeding | feed) (alarm | reminder | alert) (to | for | until) {time} [instead]",
                "make \(whoseAny) [next] (feeding | feed) (alarm | reminder | alert) go off at {time} [instead]",
                "(put | have) the [next] (feeding | feed) (alarm | reminder | alert) (at | for) {time} [instead]",
                "[the] (feeding | feed) (alarm | reminder | alert) at {time} instead",
                "[the] [next] (feeding | feed) (alarm | reminder | alert) make it {time} [instead]",
                // By a length: "move the next feeding alarm 30 minutes later", "push the feeding reminder back an hour".
                "(move | push | shift | put | set | make | bring) (the | my | \(whoseAny)) [next] (feeding | feed) (alarm | reminder | alert) {shift} [by] {by}",
                "(move | push | shift | put | set | make | bring) (the | my | \(whoseAny)) [next] (feeding | feed) (alarm | reminder | alert) {by} {shift}",
                "(move | push | shift | put | bring) (the | \(whoseAny)) next (feed | feeding | bottle) {shift} [by] {by}",
                "(move | push | shift | put | bring) (the | \(whoseAny)) next (feed | feeding | bottle) {by} {shift}",
                "[the] [next] (feeding | feed) (alarm | reminder | alert) {by} {shift} [please]",
                // Later by its verb: "delay the feeding reminder by an hour", "postpone the feed alarm 20 minutes".
                "(delay | postpone | snooze):later{shift} (the | my | \(whoseAny)) [next] (feeding | feed) (alarm | reminder | alert) [by | for] {by}",
                // Said without a length: "bring the feeding reminder forward" (Hark asks for the time).
                "(bring | move | push | shift) (the | my | \(whoseAny)) [next] (feeding | feed) (alarm | reminder | alert) (forward | back | earlier | later)",
                "(can | could) [you make] (the | my | \(whoseAny)) [next] (feeding | feed) (alarm | reminder | alert) (go off | ring | be) at {time} [instead]",
                "make (the | my | \(whoseAny)) [next] (feeding | feed) (alarm | reminder | alert) (go off | ring) {by} {shift}",
                "(i would like | i'd like | i want) the [next] (feeding | feed) (alarm | reminder | alert) moved to {time}",
                "(prepone):earlier{shift} (the | my | \(whoseAny)) [next] (feeding | feed) (alarm | reminder | alert) [by] {by}",
            ]),
        ]
    }
}
