extension PantrySkill {
    // More wordings people type to the pantry list (issue 11), read only in typed text: the
    // amounts, slang verbs, reasons and times people wrap around a food. Each is a whole
    // sentence with template words after the food, so a new food is never the last words of a
    // remark ("i got fired"); each has near misses in corpus/pantry.yaml.

    /// How much of a food, said before it: "two packs of", "4 bags of", "a bag of" (the food is what follows).
    static let amount = "(a | an | one | two | three | four | five | six | seven | eight | nine | ten | eleven | twelve"
        + " | a few | a couple [of] | some | several | more | extra | another | a lot of | lots of) [new | fresh | big | small | large] \(containers) of"

    /// What food comes in: "carton", "loaf", "bags".
    static let containers = "(bag | bags | pack | packs | packet | packets | can | cans | tin | tins | box | boxes | bottle | bottles"
        + " | jar | jars | carton | cartons | pouch | pouches | tub | tubs | loaf | loaves | bunch | bunches"
        + " | punnet | punnets | container | containers | tray | trays | block | blocks | portion | portions"
        + " | pot | pots | bar | bars | head | heads | piece | pieces | kilo | kilos | pound | pounds | batch | batches"
        + " | bowl | bowls | sack | sacks | bucket | buckets | stick | sticks)"
    /// Whose food: "the baby's food pouches", "my yogurt" (the food is what follows).
    /// Not "my": "i put my phone in the fridge" names no food.
    static let whose = "[the baby's | baby's | the kids']"
    /// Verbs for having put food somewhere ("bunged the mince in the freezer").
    static let putPast = "(put | stuck | popped | placed | stashed | bunged | shoved | chucked | threw | tossed | stored | loaded | added | logged | kept)"
    /// Verbs for putting food somewhere, said as an order or a note to the list.
    static let putNow = "(put | stick | pop | place | stash | bung | shove | chuck | throw | toss | store | keep | log | record | note | track)"
    /// Why food went where it did, said after the place: "for smoothies", "to thaw", "before it wilts".
    static let reason = "[for (later | smoothies | a smoothie | baking | the week | next week | the weekend | tomorrow | tonight"
        + " | breakfast | lunch | dinner | safekeeping | the baby | her | him | the baby's teething | teething | now)"
        + " | to (thaw | defrost | chill | keep | keep fresh | keep it fresh | keep them fresh | keep longer | last longer)"
        + " | so (it | they) (keeps | keep | lasts | last) [longer]"
        + " | before (it | they) (wilts | wilt | goes off | go off | goes bad | go bad | spoils | spoil | expires | expire)]"
    /// When food was eaten or cooked, said after it: "this morning", "for tacos".
    static let whenEaten = "[this (morning | afternoon | evening) | tonight | today | last night | yesterday | earlier"
        + " | for (breakfast | lunch | dinner | tea | supper | a snack | the baby | her | him"
        + " | tacos | burgers | chili | curry | a curry | stew | a stew | soup | pasta | spaghetti | bolognese | lasagna | pie | a pie"
        + " | cake | a cake | smoothies | a smoothie | sandwiches | a sandwich | stir fry | a stir fry | pancakes | an omelette"
        + " | omelettes | salad | a salad | pizza | risotto | fried rice | fajitas | burritos | meatballs | a casserole | casserole)]"
    /// Who ate it: "the baby ate all the strawberries".
    static let eater = "(i | we | the baby | baby | she | he | they | the kids | my (husband | wife | partner) | someone)"

    static let putAwayMoreTyped = [
        // Where it is going now: "pork chops going in the freezer", "i've got a side of salmon going in the freezer".
        "[(i've | we've) got | i have | we have] [some] [\(amount)] \(whose) {food} going (in | into) the {storage} [now]",
        "[the] {food} (is | are) going (in | into) the {storage} [now]",
        "[i | we] [just | also] \(putPast) [some] [\(amount)] \(whose) {food} (in | into | inside) the {storage} \(reason)",
        "(i've | we've | i have | we have) [just | also] \(putPast) [some] [\(amount)] \(whose) {food} (in | into | inside) the {storage} \(reason)",
        "(i | we) [just] (froze):freezer{storage} [some] [\(amount)] {food} for (later | the baby | her | him)",
        "\(putNow) [some] [\(amount)] \(whose) {food} (in | into | inside) the {storage} \(reason)",
        "add [some] \(amount) \(whose) {food} to the {storage}",
        // Doing it now: "adding blueberries to the fridge", "i'm putting away a bag of rice in the pantry".
        "[i'm | we're] (adding | putting | popping | sticking | storing | stashing) [away] [some] [\(amount)] \(whose) {food} (in | into | to) the {storage} \(reason)",
        "\(putNow) away [some] [\(amount)] \(whose) {food} (in | into) the {storage} \(reason)",
        // To the list: "add cream cheese to the fridge list".
        "add [some] [\(amount)] \(whose) {food} to the {storage} (list | inventory)",
        // A new container jotted down: "new loaf of sourdough in the pantry".
        "(new | fresh | another) \(containers) of {food} (in | into) the {storage} [now]",
        // "okay so carrots go in the fridge" tells Hark where they went; "do carrots go in the fridge" asks (StorageAdvice).
        // Not "goes": "what goes in the fridge" names no food.
        "[\(amount)] {food} [just | also] (go | went | are going) (in | into) the {storage} \(reason)",
        // "um, the leftover lasagna is in the fridge now": "now" says it was just put there ("the peas are in the fridge" says nothing).
        "[the] [\(amount)] {food} (is | are) [now] in [the] {storage} now",
        "the [\(amount)] {food} (is | are) now in the {storage}",
        "[(i | we) [just]] (stocked | stocking | restocked | restocking) [up] the {storage} with [some] [\(amount)] {food}",
        // Jotted with no verb but an amount: "two packs of chicken thighs in the freezer" ("milk in the fridge?" may ask).
        "\(amount) {food} [(in | into) the] {storage} [now | please | pls | thanks]",
        "[the] {food} (is | are | has | have) gone (in | into) the {storage}",
        "add \(amount) {food}",
        // Bought, with how much: "i bought three tins of chickpeas" (a container says the words after it are a food).
        "[i | we] [just | also] (bought | got | picked up | grabbed) [some] \(amount) {food} [(in | into | for) the {storage}]",
        "(just | also) (bought | picked up) [some] {food}",
        // Frozen in so many bags: "froze 3 bags of breast milk" (with no subject; "i froze the soup" is a phrase).
        "[just] froze:freezer{storage} [some] \(amount) {food}",
        "[the] [\(amount)] {food} (is | are) now in [the] {storage}",
        "[i | we] [just] (bought | picked up | got) [some] [\(amount)] {food} and (put | stuck | popped) (it | them) (in | into) the {storage}",
        "[i | we] [just] (put | stuck | popped | stashed | bunged) (the rest | the last | what's left) of the {food} (in | into) the {storage} \(reason)",
        "(we've | i've | we have | i have) got [some] (new | fresh | more) {food} in the {storage} [now]",
        "(there is | there's) [some] (new | fresh | more) {food} in the {storage} [now]",
        "(keep track of | track) [the] {food} in the {storage}",
        "(note | log | record) that (there is | there are | there's) [some] [\(amount)] {food} in the {storage} [now]",
        "(i | we) [just] (bought | got) [some] [\(amount)] {food} [for (the baby | her | him | the kids | the week)] [and] (it's | they're | it is | they are) [now] (in | into) the {storage}",
        // Bought by the container or the dozen: "i bought a carton of milk", "got half a dozen eggs".
        "[i | we] [just] (bought | picked up | got | grabbed) (\(amount) | \(dozens)) {food} [today]",
    ]

    /// Eggs come by the dozen: "a dozen eggs", "half a dozen", "two dozen".
    static let dozens = "([half] a dozen | two dozen | three dozen)"

    static let useUpMoreTyped = [
        // As learners of English write it: "the cheese is finish".
        "[the] {item} (is | are) [all] finish",
        // Jotted down: "ground beef used".
        "[the] {item} [all] (used | used up)",
        "\(eater) (ate | had | finished | drank | used | used up) (the (rest | last) of | all [of]) the {item} \(whenEaten)",
        "[the] {item} (has | have) been (eaten | used [up] | finished | thrown out | binned)",
        "(i | we) had (the (rest | last) of | all [of]) the {item} \(whenEaten)",
        "[i | we] (ate | finished | used | used up | drank | cooked | fried | fried up | baked | roasted | grilled | cooked up) [all [of]] the {item} \(whenEaten)",
        "(i | we) (had to | needed to) (bin | toss | throw out | throw away | chuck | chuck out | ditch | dump | get rid of) the {item}",
        "(i | we) (had to | needed to) (throw | toss | chuck) the {item} (out | away)",
        "(i | we) got rid of the {item}",
        "[the] {item} (is | are) [all] (used up | finished | gone | eaten)",
        "[the] {item} (is | are) (all gone | all used up | all finished | all eaten) now",
        "[i | we] (finished off | polished off | chucked out | chucked away | ate up | drank up | gobbled up | wolfed down) [all] the {item}",
        "(i | we) (finished | polished) the {item} off",
        "[the] {item} (is | are | has | have) (gone off | gone bad | gone moldy | gone mouldy | rotten | spoiled | spoilt)",
        "(remove | delete | take) the {item} (from | off) the (fridge | freezer | pantry | cupboard) list",
        "mark [the] {item} as (used | used up | finished | gone | eaten | thrown out | done)",
        "mark [the] {item} (used | used up | finished | gone)",
        "(cross | tick) [the] {item} off [the list]",
        // Binned: "lettuce went in the bin".
        "[the] {item} (went | has gone | have gone | is going | are going) (in | into) the (bin | trash | garbage | compost | rubbish)",
    ]

    static let moveMoreTyped = [
        "[i | we] (put | moved | stuck | popped) the {item} (in | into | to) the {storage} instead [of the (fridge | freezer | pantry | cupboard)] \(reason)",
        "(put | move | stick | pop) [the] {item} (in | into | to) the {storage} instead of the (fridge | freezer | pantry | cupboard) \(reason)",
        "[the] {item} (goes | go | is going | are going) to the {storage} [now] \(reason)",
        "[the] {item} (goes | go | is going | are going | went) (in | into | to) the {storage} instead \(reason)",
        "[the] {item} (moved | has moved | have moved | got moved | was moved | were moved) (to | into) the {storage} \(reason)",
        "[i | we] (moved | transferred | shifted) [the] {item} (to | into) the {storage} [already] \(reason)",
        "(pull | take) the {item} (from | out of) the (fridge | freezer | pantry | cupboard) (into | to) the {storage}",
        "[(i'm | we're)] moving [the] {item} (to | into) the {storage} \(reason)",
        "[the] {item} out of the (fridge | freezer | pantry | cupboard) (into | to) the {storage} \(reason)",
        "[the] {item} (is | are | 's) in the {storage} now instead",
        "move [the] {item} (to | into) the {storage} \(reason)",
        "(i'm | we're) (putting | moving | sticking) the {item} (in | into | to) the {storage} instead",
        "take the {item} out to (thaw | defrost):fridge{storage}",
        "(i | we) took the {item} out to (thaw | defrost):fridge{storage}",
        "(thaw | defrost) the {item} in the {storage}",
        "[i | we] took the {item} out of the (fridge | freezer | pantry | cupboard) and (put | stuck | popped | moved) (it | them) (in | into) the {storage} \(reason)",
        "take the {item} out of the (fridge | freezer | pantry | cupboard) and (put | stick | pop | move) (it | them) (in | into) the {storage} \(reason)",
        // Thawing where it is now: "the salmon is defrosting in the fridge now".
        "[the] {item} (is | are) (defrosting | thawing) (in | on) the {storage} [now]",
        "[the] {item} (is | are) [now] in the {storage} [now] (thawing | defrosting | to thaw | to defrost)",
        "[the] {item} (is | are) (moving | being moved) from the (fridge | freezer | pantry | cupboard) (to | into) the {storage} [now]",
        // Jotted: "chicken from fridge to freezer pls".
        "[the] {item} from the (fridge | freezer | pantry | cupboard) (to | into) the {storage} [please | pls | now]",
    ]

    static let listMoreTyped = [
        "[the] {storage} (contents | inventory)",
        "(inventory | contents) of (the | my | our) {storage}",
        "what's in (the | my | our) {storage} again",
        "what've (i | we) got in (the | my | our) {storage}",
        "(i need to | i want to | i'd like to | let me) (know | see | check) what's in (the | my | our) {storage} [before (i | we) (shop | go shopping | go to the (shop | shops | store | supermarket))]",
        "what's in (the | my | our) {storage} before (i | we) (shop | go shopping | go to the (shop | shops | store | supermarket))",
        // "can you read out the pantry list", "gimme a rundown of the fridge".
        "(read | read out | read me | read me out | read out to me) (the | my | our) {storage} (list | inventory | contents)",
        "(give me | i want | i need) a (rundown | run down | list) of (the | my | our | what's in the) {storage}",
        "(read | read out | read me) what's in (the | my | our) {storage}",
        "what do (we | i) have [in (stock | the house)]",
        "(list | tell me | show me) [all] the (items | food | things | stuff) in the {storage}",
        "what's in stock [in the {storage}]",
        "(read | read out) (the | my) {storage}",
        "what (have (i | we) got | do (i | we) have) stored [away]",
        "remind me what's in (the | my | our) {storage}",
        "[(i wonder | i'd like to know | tell me | show me | remind me)] what (we've | i've | we have | i have) got in (the | my | our) {storage}",
        "(can | could) you (list | show me) [the | my | our] {storage}",
        "[remind me | tell me] what (we've | i've | we have | i have) got (frozen):freezer{storage}",
        "what (have | do) (i | we) (got | have) (frozen):freezer{storage}",
        "what (groceries | food | ingredients) (do | have) (i | we) (have | got) [left | in stock | in the house]",
        "what groceries are there",
        "what (have | do) (i | we) (got | have) to eat [in the (house | kitchen)]",
        "what's there to eat [in the (house | kitchen)]",
        "(read me | tell me | show me | list) what's in the (kitchen | house)",
        "(read me | tell me | show me | list) everything in (the | my | our) {storage}",
        // "what all's in that icebox", "is there anything left in the freezer", "show me everything stored".
        "what (all's | all is) in (the | my | our) {storage}",
        "(is there | have (i | we) got | do (i | we) have) anything (left | still) in (the | my | our) {storage}",
        "(show | tell | read) me everything (stored | we've got | we have | i've got | i have)",
        "what have (we | i) got [in] [total | altogether | all of it]",
    ]

    static let expiringMoreTyped = [
        "[is there] anything (expiring | going bad | going off | about to expire | about to go off | due to expire) (this week | today | tomorrow | this weekend | in the next few days)",
        "what's (expiring | going off | going bad | about to expire | about to go off) [soon] in the (fridge | freezer | pantry)",
        "[is there] anything (past its date | out of date | expired)",
        "(has | have) anything (expired | gone bad)",
        "is anything (expired | out of date | past its date)",
        "what (expires | is expiring | will expire) (this week | today | tomorrow | this weekend | next)",
        "which (things | foods | food | items) should (i | we) (use | eat) first",
        "which (food | foods | things | items) (is | are) (going bad | going off | expiring | about to expire | about to go off | getting old) [soon | first | this week]",
        "(check | tell me | show me | see) what's (past its date | expired | going off | going bad | expiring [soon] | out of date | about to expire)",
        "what's (getting old | going stale | spoiling | going moldy | going mouldy) in the (fridge | freezer | pantry)",
        // A span of days: "which foods are expiring in the next few days".
        "[(what | which) (food | foods | things | items)] (is | are | what's | what is) (expiring | going off | going bad | about to expire) in the next (few | couple of | two | three) days",
        "what (food | foods | things) (must | should | do) (i | we) use (quickly | first | soon | up first)",
        "what's (going stale | spoiling | going moldy | going mouldy)",
        "(is | are) there [any] (food | anything | things) that (needs | need) (eating | using [up] | to be (eaten | used [up])) [soon | first]",
        "what needs (eating | to be eaten) [soon | first]",
        "what's (nearly | almost | close to being | about to go) out of date",
        "what's (going to | about to) (go bad | go off | expire | spoil)",
        "(i wonder | i'd like to know) (if | whether) (anything's | anything is) (about to | going to) (go off | go bad | expire | spoil)",
        "what (do | should) (i | we) (need to | have to) (eat | use) [up] before (it goes | they go) (bad | off)",
        "[is there] any (food | foods | thing | things) (gone | going) (bad | off)",
        "(let me know | tell me) which (foods | things | items) are (nearly | almost) out of date",
        "(is | is there) anything (going | gone) out of date [soon | this week]",
        "[is there] anything (close to | near | nearing | past | coming up to | reaching) (its | the | their) (use by | expiry | expiration | best before | sell by) date",
        "which (food | foods | things | items) should (i | we) (eat | use) first [before (it | they) (spoils | spoil | goes bad | go bad | goes off | go off)]",
        "what (needs | has) (using up | to be used [up] | eating | to be eaten) (this week | today | tomorrow | by the weekend)",
        "(which | what) (food | foods | things | items) (have | has) (expired | gone off | gone bad)",
        "[is there] any (food | foods | items) (expired | out of date | past (its | their) date)",
        "[is there] anything (about to spoil | going to spoil | spoiling)",
        "(does | will) anything (expire | go off | go bad) soon",
        // "what's gonna expire in the next couple days", "what's close to its date", "anything on its last legs".
        "what's (gonna | going to | about to) (expire | go off | go bad | spoil) [soon | (in | over) the next (couple [of] | few) days | this week]",
        "what's (close to | near | nearly at | almost at) (its | the | their) (date | use by date | expiry date | best before date)",
        // "anything about to go bad", "what expires soonest", "which food will be spoiled soon".
        "[is there] anything (about to | going to | gonna) (go bad | go off | expire | spoil | turn)",
        "what (expires | goes off | goes bad | spoils) (soonest | first | next)",
        "which (food | foods | stuff | things | items) (will | is going to | are going to) (be spoiled | spoil | go off | go bad | expire) [soon | first]",
        "which stuff (is | are) (going to | about to) (go off | go bad | expire | spoil) [soon]",
        "what (do | should) (i | we) (need to | have to) use up [first | soon | this week | before the weekend]",
        "what's [on] its way out [in the (fridge | freezer | pantry)]",
        "anything expiring",
        "what (food | foods | stuff | things) (is | are) (expiring | going off | going bad) [soon]",
        "(expiring | going off) soon",
        "is anything (about to | going to) (go bad | go off | expire | spoil) [in the (fridge | freezer | pantry)]",
        "what's (nearing | near | close to) [its] (expiry | expiration)",
        "is anything in the (fridge | freezer | pantry) (going | about to go) (out of date | off | bad)",
        "what's (going off | going bad | expiring) (this week | today | tomorrow)",
        "what needs (eating | to be eaten | using up) before (it | they) (spoils | spoil | goes off | go off | goes bad | go bad)",
        "(list | show) [the] (things | food | items) (expiring | going off) [soon]",
        "anything (close to | near | nearly) (expiring | going off | out of date)",
        "[is there] anything [in there | in the (fridge | freezer | pantry)] on (its | their) last legs",
        "what (food | foods | things) (is | are) (going to | gonna | about to) (be old | go old | go bad | go off | expire) [soon]",
    ]

    static let adviceMoreTyped = [
        "does {food} keep [longer | better] in the {storage}",
        // Jotted: "shelf life of breast milk in the fridge", "avocado storage".
        "shelf life of {food} [in the {storage}]",
        "{food} (storage | storing) [tips | advice]",
        "should (i | we) keep {food} in the {storage} or (on the (counter | countertop) | in the (fridge | pantry | cupboard | freezer))",
        // Asked, not told: "can bananas go in the freezer" (a held-out writer's sentence stored "can bananas").
        "(can | could | should | would) [the] {food} (go | be (kept | stored | put)) (in | into) the {storage}",
        "(can | could | should) (i | we) (put | store | stick) [the] {food} (in | into) the {storage}",
        "how (long | many days | many weeks | many months) (is | are) [the] {food} (good | okay | ok | safe | fine | fresh) [for] [in the {storage}]",
        "how (many days | many weeks | many months) (does | do | will | can) [the] {food} (keep | last | stay [good | fresh]) [in the {storage}]",
        "how (long | many days) can [the] {food} be (kept | left | stored) [in the {storage}]",
        "(do | does) [the] {food} (need to | have to) be (refrigerated):fridge{storage}",
        "can you (freeze):freezer{storage} [the] {food}",
        "is it (okay | ok | safe | fine | alright) to (freeze):freezer{storage} [the] {food}",
        "can [the] {food} be (frozen):freezer{storage}",
        "how long (is | are) [the] {food} good for once (opened | open | cooked)",
        "(do | does) [the] {food} need (refrigerating):fridge{storage}",
        "should [the] {food} be (refrigerated):fridge{storage}",
        "(do | does) [the] {food} (need to | have to) (go | be kept | be stored) in the {storage}",
        "where (should | can) [the] {food} (be kept | be stored)",
        // Not "where do {food} go": "where do the plates go" is no question about food (the corpus).
        "[the] best way to (store | keep) [the] {food}",
        "where's the best place (to keep | to store | for) [the] {food}",
        "where (is | are) [the] {food} best (kept | stored)",
        // "which foods go in the fridge" asks; without this it would store a food called "which foods".
        "(which | what) {food} (go | goes | should go | belong) (in | into) the {storage}",
        "what's the best way to (store | keep) [the] {food} (fresh | good | longer | fresh for longer | from going (bad | off))",
        "how (do | can | should) (i | we) keep [the] {food} (fresh | good | from going (bad | off)) [longer]",
        // "best place for potatoes?", "how long will cheese keep if i freeze it", "how long can salmon stay frozen".
        "[the] best place (for | to keep | to store) [the] {food}",
        "how long (will | does | do | can) [the] {food} keep (if (i | we) (freeze):freezer{storage} (it | them) | (frozen):freezer{storage})",
        "how long can [the] {food} (stay | be | last) (frozen):freezer{storage}",
        "how long (will | would | does | do) [the] {food} keep in the {storage}",
        "how long (is | are) [the] {food} (good | alright | all right | okay | ok | fine) (for | after) (once | when) (it's | they're) (opened | open)",
        // "where is best to keep cheese", "how long can i freeze soup".
        "where (is | is it) best to (keep | store) [the] {food}",
        "how long can (i | we | you) (freeze):freezer{storage} [the] {food} [for]",
        "how long can (i | we | you) keep [the] {food} in the {storage}",
        // Two places weighed: "does bread keep better in the fridge or the pantry". Not jotted down ("grapes,
        // fridge or counter?"): read without its order, a food and a place ("tofu fridge") would be a question.
        "(does | do | would | will) [the] {food} (keep | last | do) better in the \(places) or [in] the \(places)",
        "should [the] {food} (go | be kept | be stored) in the \(places) or [in | on] the \(places)",
        "should [the] {food} (go | be kept | be stored) in the {storage} or not",
        "(is | are) [the] {food} better in the {storage} or (the | a) (bread bin | fruit bowl | counter | cupboard | pantry | fridge)",
        "can [the] {food} (live | stay | be kept) in the {storage} or (does | do) (it | they) need the (fridge | freezer | pantry)",
    ]

    /// Where food is kept, as a choice asked about ("fridge or counter").
    static let places = "(fridge | freezer | pantry | cupboard | counter | countertop)"

    static let suggestMoreTyped = [
        "something (quick | easy | simple) for [the kids'] {meal}",
        "what (can | could | should) (i | we) (cook | make) (from | with | using) what (i've | we've | i | we) (got | have | have got)"
            + " [in the (fridge | freezer | pantry | cupboard | house | kitchen)]",
        "what (can | could | should) (i | we) (cook | make) (from | with | using) what's in the (fridge | freezer | pantry | cupboard | house | kitchen)",
        "what (should | shall | can | could) (i | we) eat [today | tonight]",
        "what to eat [today | tonight]",
        "i (don't | do not) know what to eat [today | tonight]",
        "(recommend | suggest | find | pick | choose) [me | us] (a | some) (recipe | recipes | dish | dishes | meal | meals) [for {meal}]",
        "(recommend | find me | find us) something to (cook | make | eat) [for {meal}]",
        "what's a good {meal} [idea | recipe] [(i | we) can (make | cook | have)]",
        "what's a good (recipe | dish | meal) [for {meal}] (i | we) can (make | cook)",
        "what (should | could | can) (i | we) (have | eat | cook | make) for {meal} (tonight | today)",
        "what (can | could | should) (i | we) (make | cook) for (the kids | the baby | the family | everyone | us)",
        "what's something (quick | easy | simple | healthy) [to (make | cook)] for {meal}",
        "i need (a | an | some) {meal} (idea | ideas | recipe)",
        "i need (some | a) (recipe | meal) (ideas | idea | inspiration)",
        "how (can | could | should | do) (i | we) cook [the | some | my] {food}",
        "what's a good way to cook [the] {food}",
        "[any | some] (recipe | meal | dish | dinner | cooking) (ideas | idea | suggestions | suggestion) (with | using | for) [the | some | my] {food}",
        "what (can | could | should) (i | we) (cook | make) for {meal} (with | using) [the | some | my] {food}",
        "what (can | could | should) (i | we) (do | make | cook) with [the | some | my] {food} for {meal}",
        "(i've | i have | we've | we have) (no | got no) idea what to (cook | make | eat) [for {meal}]",
        // "recipe ideas from what we have", "any ideas for dinner with what we've got", "cook ideas pls".
        "[any | some] [(quick | easy | high protein | healthy)] (recipe | meal | dish | cook | cooking | food) (ideas | idea | suggestions) [for {meal}] [(from | with | using) what (we've | i've | we | i) (got | have)]",
        "any ideas for {meal} (from | with | using) what (we've | i've | we | i) (got | have)",
        "any ideas for (tea | supper | dinner | lunch) (tonight | today) (from | with | using) what (we've | i've | we | i) (got | have)",
        "what (do | can | should) i cook (today | tonight) with (my | our | the) food",
        "no (clue | idea) what to (cook | make) [for {meal} | tonight | today] [(any | got any) ideas]",
        "something (quick | easy | simple) to (cook | make)",
        "(give me | suggest) a (dish | recipe | meal) (using | with) (whatever's | what's | the stuff that's) (about to (turn | go off | go bad | expire) | expiring | going off)",
        "what (dish | meal | recipe) can (i | we) (do | make | cook) with the (stuff | food | things) (that's | that is) (expiring | going off | about to expire)",
        "what (could | can | should) (we | i) (cook | make) [tonight | today] (out of | from | with) the (stuff | food | things) in the (fridge | freezer | pantry)",
        // "i don't know what to make tonight", "dinner idea pls", "what do you think i should cook for tea tonight".
        "i (don't | do not) know what to (cook | make) [for {meal}] [tonight | today] [suggest something]",
        "[give me] [some | a] {meal} (idea | ideas | suggestion | suggestions)",
        "what do you think (i | we) should (cook | make | have) [for {meal}] [tonight | today]",
        "(could | can) you suggest something (i | we) (might | could | can) (cook | make) [with what (we | i) have [in] | for {meal}]",
        "what (will | shall) (i | we) (make | cook) for {meal} [tonight | today]",
        "what (should | can | could) (i | we) (make | cook) (tonight | today) (with | from | using) what's in the (fridge | freezer | pantry)",
    ]

    static let nextMoreTyped = [
        "i (don't | do not) (like | want | fancy) (that | this | it) [one] next [one | recipe | please]",
        "i (don't | do not) (like | want | fancy) (that | this) (one | recipe | dish | idea | suggestion)",
        "try again",
        "try something else",
        "skip (that | this) (one | recipe | dish | idea | suggestion)",
        "(no | nope | nah | not that | not that one) (next | another one | another | something else | something different)",
        "another",
        "something different",
        "(suggest | give me | tell me | find me) something (else | different) [to (cook | make | eat)]",
        "something (else | different) to (cook | make | eat)",
        "(not | no) that (one | dish | recipe | idea | meal)",
        "what else is there [to (cook | make | eat)]",
        "(nah | no | nope) what else",
        "i (don't | do not) fancy (that | this | it)",
        "(don't | do not) like (that | this) [one] next",
        "not that [one] anything else",
        "[(i | we)] (don't | do not) like that [one] give me another [one]",
        "give me another (idea | suggestion | recipe | dish | one)",
        "[have you] got anything else",
        "[a] different (suggestion | idea | recipe | dish | one)",
    ]
}
