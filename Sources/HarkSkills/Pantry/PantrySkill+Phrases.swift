extension PantrySkill {
    // Phrases as people say them in the kitchen. Putting away names a new {food}; using,
    // moving and throwing out name an {item} already on the list. "I got …" is left out:
    // "I got a fake call" must not stock the fridge.

    static let putAway = [
        "(put | stick | pop | place) [the | some] {food} (in | into) the {storage}",
        "(i | we) (put | stuck | popped) [the | some] {food} (in | into) the {storage}",
        "(i | we) just put [the | some] {food} (in | into) the {storage}",
        "(i'm | we're) putting [the | some] {food} (in | into) the {storage}",
        "add [the | some] {food} to the {storage}",
        "(i | we) [just] stocked the {storage} with [some] {food}",
        "(i've | we've) [just] (put | stuck | popped) [the | some] {food} (in | into) the {storage}",
        "add [the | some] {food} to the (list | pantry list)",
        "(store | keep) [the | some] {food} in the {storage}",
        "(i | we) (stored | keep) [the | some] {food} in the {storage}",
        "(i | we) bought [some] {food}",
        "(i | we) just bought [some] {food}",
        "(i | we) picked up [some] {food}",
        "put [the | some] {food} away",
        "(i | we) put [the | some] {food} away",
        "(i | we) put away [the | some] {food}",
        "the {food} (goes | went | is going) (in | into) the {storage}",
        "putting [the | some] {food} (in | into) the {storage}",
        "(i | we) froze:freezer{storage} [the | some] {food}",
        "(i'm | we're) freezing:freezer{storage} [the | some] {food}",
    ]

    static let useUp = [
        "[i | we] (used | finished) [up] [all] the {item}",
        "(i | we) (ate | used | drank | finished) the last of the {item}",
        "(i | we) (just | already) (used | finished) [up] the {item}",
        "[i | we] (threw | tossed) (out | away) the [old | leftover] {item}",
        "(i | we) (threw | tossed) the {item} (out | away)",
        "(throw | toss) (out | away) the {item}",
        "(throw | toss) the {item} (out | away)",
        "(i | we) (ate | drank | cooked) [all] the {item}",
        "(i'm | we're) out of {item}",
        "(i | we) (ran | are) out of [the] {item}",
        "(i | we) (have | got) no more {item}",
        "there's no more {item}",
        "the {item} (is | are) (gone | finished | all gone | used up)",
        "the {item} (went | has gone | have gone) (bad | off)",
        "(take | cross) the {item} off the list",
        "(remove | delete) the {item} from the list",
        "(i | we) dumped the {item}",
    ]

    static let move = [
        "move the {item} (to | into) the {storage}",
        "[i | we] (move | moved | shifted | put) the {item} from the (fridge | freezer | pantry | cupboard) (to | into) the {storage} [to thaw]",
        "(i | we) moved the {item} (to | into) the {storage}",
        "(i'm | we're) moving the {item} (to | into) the {storage}",
        "(shift | transfer | switch) the {item} (to | into) the {storage}",
        "move the {item} over to the {storage}",
        "the {item} (should | needs to) go (in | into) the {storage}",
        "(freeze):freezer{storage} the {item}",
        "(thaw | defrost):fridge{storage} the {item}",
        "(i | we) thawed:fridge{storage} the {item}",
        "(i'm | we're) (thawing | defrosting):fridge{storage} the {item}",
        "(i | we) took the {item} out of the (freezer):fridge{storage}",
        "take the {item} out of the (freezer):fridge{storage}",
        "(i | we) took the {item} out of the (fridge):freezer{storage} and froze it",
        "move the {item} out of the (freezer):fridge{storage}",
        "(i | we) put the {item} back (in | into) the {storage}",
    ]

    static let list = [
        "what's in (the | my | our) {storage}",
        "what (is | do (i | we) have | have (i | we) got) in (the | my | our) {storage}",
        "what's left in (the | my | our) {storage}",
        "what food (is | do (i | we) have) in the {storage}",
        "(is there | do (i | we) have) anything in the {storage}",
        "(tell me | read me | list | show me) what's in the {storage}",
        "list (the | everything in the) {storage}",
        "check the {storage}",
        "what's on the (list | pantry list)",
        "what food do (i | we) have",
        "what do (i | we) have in the (kitchen | house)",
        "what's in stock",
        "(read | list) the pantry list",
        "what (have | do) (i | we) (got | have) (in | at) home",
    ]

    static let expiring = [
        "what's expiring [soon | this week]",
        "what (expires | is expiring | will expire) soon",
        "is (anything | there anything) [in the (fridge | freezer | pantry)] (going bad | going off | expiring [soon] | out of date)",
        "anything (going bad | expiring | going off | about to go off | about to expire) [soon]",
        "what (do | should) (i | we) (need to | have to) use up",
        "what (do | should) (i | we) use up first",
        "what should (i | we) use first",
        "what needs (using up | to be used [up]) [soon]",
        "what's (going bad | going off | about to expire | about to go off | out of date)",
        "what (has | have) expired",
        "what's expired",
        "what's past its date",
        "what (will | is going to) (go bad | go off | expire) [soon]",
        "which (food | foods | things) (expire | expires | is expiring | are expiring) (soon | first | this week)",
        "what's (going bad | going off) soon",
        "is (anything | there anything) (about to go off | about to expire) [in the (fridge | freezer | pantry)]",
        "what (food | foods) (is | are) (about to expire | going bad | going off | expiring)",
        "check the (expiry | expiration) dates",
    ]

    static let advice = [
        "how (should | do) (i | we) store [the] {food}",
        "how long (does | do | will) [the] {food} (keep | last) [in the {storage}]",
        "how long can (i | we | you) keep [the] {food} [in the {storage}]",
        "how long can [the] {food} (stay | keep | last) [in the {storage}]",
        "how long (is | are) [the] {food} good [for] [in the {storage}]",
        "how long (does | do) [the] {food} stay (good | fresh) [in the {storage}]",
        "how long (is | are) [the] {food} (safe | okay) [in the {storage}]",
        "how many days (does | do) [the] {food} (keep | last) [in the {storage}]",
        "can (i | we) (freeze):freezer{storage} [the] {food}",
        "(does | do) [the] {food} freeze well",
        "where (should | do) (i | we) (keep | store) [the] {food}",
        "(does | do) [the] {food} (go | belong) in the {storage}",
        "should (i | we) keep [the] {food} in the {storage}",
        "should [the] {food} go in the {storage}",
        "what's the shelf life of [the] {food}",
        "how to store [the] {food}",
        "(is | are) [the] {food} (ok | okay | safe) in the {storage}",
        "how long (is | are) [the] {food} (ok | okay | good) for",
    ]

    /// Storage questions read only in typed text: heard, "can i keep casserole in the
    /// pantry" was what a synthetic "pass the salt" became.
    /// Typed shorthand and wordings of the other pantry intents read only in typed text.
    static let putAwayTyped = [
        "(i've | i have | we've | we have | i | we) [just] (frozen):freezer{storage} [the | some | the rest of the] {food}",
        "(i'm | i am | we're | we are) (freezing):freezer{storage} [the | some | the rest of the] {food}",
        // Heard, "i love you too" became "bought melon today" and "we added a new room to the house" "we added onions to the pantry".
        "[just] bought [some] {food} today",
        "(i | we) (added | stocked) [the | some] {food} (to | in) the {storage}",
        // Not "{food} in the {storage}": a new food may be any words, so "whats in the fridge" would store "whats".
        "[the] {food} (is | are) going (in | into) the {storage}",
        "(log | record | note) [the | some] {food} (in | into) the {storage}",
        "(froze | freezing):freezer{storage} [the | some] {food}",
        "[i | we] [just] put away [the | some] {food}",
    ]
    static let useUpTyped = [
        "no more {item} [left]",
        "(that's | that is) the last of the {item} [gone]",
        "(she | he | i | we | the baby) (ate | finished | had | used) the last [of the] {item}",
        "out of {item}",
        "(remove | delete) the {item}",
        "(ate | used | finished | drank | used up) the last of the {item}",
        "(tossed | binned | chucked | dumped | threw out | threw away) the {item}",
        "(bin | chuck | ditch) the {item}",
        "(remove | delete) {item}",
        "(i | we) (binned | chucked) the {item}",
    ]
    static let moveTyped = [
        "[i | we] moved the {item} (to | into) the {storage} [to thaw]",
        "take the {item} out of the (freezer | fridge | pantry) and put it (in | into) the {storage}",
        "(put | move) the {item} (in | into) the {storage} instead",
        "take the {item} out of the (freezer | fridge | pantry) and (into | in) the {storage}",
    ]
    static let listTyped = [
        "list [all] [the] (food | foods | groceries | items | stock)",
        "(tell me | list | show me | read me) [the] {storage} (items | food | stuff | contents)",
        "(what's | what is) everything (we | i) (have | 've got | have got)",
        "show me the {storage}",
        "(read me | tell me | list | show me) everything [in (storage | the house | the kitchen | stock)]",
        "what's in storage",
        "what (do | have) (i | we) (have | got) in storage",
    ]
    static let expiringTyped = [
        "[is there] anything (need | needs | that needs) using up",
        "is there anything (i | we) should use up [today | soon | first]",
        "which (food | foods | things) (goes | go) off first",
        "expiring (items | products | groceries)",
        "what (food | foods | stuff | things | items) (is | are) going to (expire | go off | go bad) [soon]",
        "expiring (stuff | things | food)",
        "is there anything [in the (fridge | freezer | pantry)] that's (about to (spoil | go off | go bad | expire) | going (bad | off))",
        "what (should | do) (i | we) (eat | use) (first | before it goes (bad | off) | before it spoils)",
        "[is there] anything (going bad | going off | about to go off | about to expire | expiring) [soon] in the (fridge | freezer | pantry)",
        "(is | is there) anything going to (go bad | go off | expire | spoil) [soon]",
        "what's (close to | near | nearing | past) (its | the) (use by | expiry | expiration | best before | sell by) date",
        "which (food | foods | things | items) (is | are) (about to | going to) (expire | go off | go bad | spoil)",
        "what should (i | we) (eat | use) first before it (spoils | goes bad | goes off)",
    ]
    static let suggestTyped = [
        "suggest something for {meal}",
        "what can (we | i) have for {meal}",
        "give me something to (make | cook) with [the] {food}",
        "(i've got | i have | we've got | we have) [some] {food} what can (i | we) (make | cook)",
        "[a] recipe idea",
        "suggest (a | an | some) {meal}",
        "give me (a | an) {meal} (idea | suggestion | recipe)",
        "suggest something to (cook | make) [with what (we | i) have]",
        "[a] (recipe | dish) (with | using) [the | some] {food}",
    ]
    static let nextTyped = [
        "(one more | another | other) (dish | recipe | idea | one | suggestion) [please]",
        "what else (you got | have you got | do you have | you have)",
        "anything else (you'd | you would | you can | you could | to) (suggest | recommend)",
        "next [one | recipe | please]",
        "[a] different (recipe | one | idea)",
        "any other (options | ideas | dishes)",
        "(suggest | give me) another",
    ]

    static let adviceTyped = [
        "where (do | does) {food} keep [best]",
        "where's (best | the best place) (for | to keep) {food}",
        "(does | do) {food} (need to be | have to be | go) in the {storage}",
        "(does | do) {food} last longer in the {storage}",
        "is it (okay | ok | fine | safe) to keep {food} in the {storage}",
        "can (i | we) keep [the] {food} in the {storage}",
        "how long will [the] {food} (stay | keep) [fresh | good] [in the {storage}]",
        "what's the best way to (store | keep) [the] {food}",
    ]

    static let suggest = [
        "what (can | could | should | shall) (i | we) (cook | make) [for {meal}]",
        "what (can | could | should) (i | we) (cook | make) (with | using) [the | some] {food}",
        "what (can | could) (i | we) do with [the | some] {food}",
        "what (can | could) (i | we) use [the | some] {food} for",
        "what (can | could) (i | we) (cook | make) (from | with) what (i | we) have",
        "what (should | could | can) (i | we) (have | eat) for {meal}",
        "what's for {meal} [tonight]",
        "(give me | suggest) a recipe (with | using) [the | some] {food}",
        "[a] recipe idea (with | using | for) [the | some] {food}",
        "something (quick | easy) for {meal}",
        "[any] (ideas | suggestions) for {meal}",
        "[any] {meal} ideas",
        "(any | got any) (recipe | meal) (ideas | suggestions)",
        "(suggest | give me) (a | something) (recipe | dish | meal) [for {meal}]",
        "what (should | shall | can) (i | we) (cook | make) tonight",
        "what to (cook | make) [for {meal}]",
        "i don't know what to (cook | make) [for {meal}]",
        "what (recipes | dishes | meals) can (i | we) (make | cook)",
        "what's a good (recipe | dish | meal) [for {meal}]",
        "(help me | i need to) (decide | figure out) what to (cook | make | eat) [for {meal}]",
    ]

    static let next = [
        "what else [can (i | we) (make | cook)]",
        "what else (is there | have you got)",
        "what (other | else) (could | can) (i | we) (make | cook)",
        "another one",
        "(try | suggest) another [one]",
        "(give me | suggest) a different (one | recipe | dish | idea)",
        "(give me | suggest) another (one | recipe | dish | idea)",
        "another (recipe | idea | suggestion | dish)",
        "(any | got any) other (ideas | recipes | suggestions)",
        "(more | other) (ideas | suggestions | recipes)",
        "something else",
        "(what | how) about (something else | another one)",
        "next (recipe | idea | suggestion)",
        "i don't (like | want) that one",
        "not that one",
        "anything else",
        "i don't feel like that",
    ]
}
