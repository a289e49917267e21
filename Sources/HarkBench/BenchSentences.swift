import HarkAssistant
/// The fixed text of the benchmark corpus: sentences no phrase covers, and
/// paragraphs of ordinary talk for the false-alarm stretch and the babble noise.
enum BenchSentences {
    /// Ordinary sentences and near misses (they share words with real phrases) that
    /// Hark must not act on. Entries a registered phrase happens to accept are dropped.
    static let outOfGrammar = [
        "the weather is lovely today",
        "can you pass me the salt",
        "start the car",
        "set the table for seven",
        "what time is it",
        "turn off the lights in the kitchen",
        "call the plumber tomorrow morning",
        "i think the baby is asleep",
        "put the kettle on please",
        "how long does it take to get to the station",
        "remind me to buy stamps",
        "the meeting starts at ten",
        "we should feed the cat",
        "cancel my subscription to the newspaper",
        "what is in the news today",
        "play some music",
        "where did i leave my keys",
        "the milk has gone sour",
        "open the garage door",
        "tell me a joke",
        "move the couch to the left",
        "i bought a new computer yesterday",
        "is it going to rain this afternoon",
        "the timer on the oven is broken",
    ]

    /// Paragraphs of everyday talk (never the wake phrase), read in turn by the voices
    /// for the long stretch without the wake phrase. Some sentences come close:
    /// "computer", "hey", "come here".
    static let paragraphs = [
        "I went to the market this morning and the stalls were already busy. The apples looked good, so I bought a bag, and a loaf of bread from the baker on the corner.",
        "My computer has been very slow all week. I think it needs a new hard drive, or maybe I just have too many windows open at the same time.",
        "Hey, come here and look at this. The birds have built a nest right outside the kitchen window, and there are three small eggs in it.",
        "The train was twenty minutes late again, which meant I missed the start of the meeting. Nobody seemed to mind, because the projector was not working anyway.",
        "We are thinking about painting the living room a lighter colour. Something warm, perhaps a pale yellow, would make the room feel bigger in the winter.",
        "Could you pick up the children from school on Thursday? I have a dentist appointment at three and I do not think I will be back in time.",
        "The garden needs a lot of work after the storm. Two of the fence panels blew down and the roses are lying flat on the grass.",
        "They computed the total twice and still got a different answer each time. In the end they asked the accountant to have a look at the figures.",
        "Last summer we drove along the coast for a week. We stopped in small villages, ate far too much ice cream and swam whenever the sun came out.",
        "The library is closed on Mondays, but you can return books through the slot in the door. They charge a small fee if a book is more than a week late.",
        "Honestly, I think the film was better than the book. The actors were wonderful and the music stayed in my head for days afterwards.",
        "Please remember to lock the back door before you go to bed. The neighbours said someone was walking around the gardens late last night.",
    ]
}
