/// Words typed text writes where speech would say others: "5 min", "tmrw", "whats",
/// British "millilitres", a skill's own ("bub" for "baby"). Typed text that no phrase
/// reads as written is read again with these replaced (see ``SkillRegistry/routeTyped(_:)``);
/// the speech grammar never holds them.
public struct TypedSynonyms: Sendable {
    /// Written form → the words phrases use, as lowercase words.
    let table: [[String]: [String]]
    /// The most words one written form has.
    let longest: Int

    /// Abbreviations and spellings anyone may type.
    public static let standardDefinitions: [String: String] = [
        "min": "minutes", "mins": "minutes", "sec": "second", "secs": "seconds", "hr": "hour", "hrs": "hours",
        "millilitre": "milliliter", "millilitres": "milliliters", "litre": "liter", "litres": "liters",
        "whats": "what's", "hows": "how's", "wheres": "where's", "thats": "that's", "im": "i'm", "ive": "i've",
        "dont": "don't", "didnt": "didn't", "cant": "can't", "tmrw": "tomorrow", "tmr": "tomorrow", "tomoz": "tomorrow",
        "tonite": "tonight", "u": "you", "ur": "your",
        "when'd": "when did", "what'd": "what did", "how'd": "how did", "where'd": "where did", "gonna": "going to",
        "wanna": "want to", "gotta": "got to", "outta": "out of", "gimme": "give me", "lemme": "let me",
        "today's": "today", "yesterday's": "yesterday",
        // Words typed short in a hurry (one hand holds the baby).
        "hw": "how", "wat": "what", "wot": "what", "wut": "what", "wen": "when", "shud": "should", "cud": "could",
        "wud": "would", "hv": "have", "abt": "about", "nxt": "next", "thru": "through", "b4": "before",
        // Spoken forms of other Englishes: Scottish "the morra", Australian "arvo", Indian "what all",
        // Irish and northern "ye"; and the possessive of a day, as "today's" above.
        "tomorrow's": "tomorrow", "the morra": "tomorrow", "the morrow": "tomorrow", "arvo": "afternoon",
        "what all": "what", "ye": "you", "asap": "now", "when's": "when is",
        // "un-pause" is two words to the tokenizer, and "pause" alone means the opposite.
        "bout": "about", "ya": "you", "voice shortcut": "shortcut", "voice shortcuts": "shortcuts", "inside": "in",
        "un pause": "unpause", "un freeze": "unfreeze", "un lock": "unlock", "un do": "undo",
        "what've": "what have", "wats": "what's", "time's": "time is",
        "dunno": "don't know", "stuff's": "stuff is", "food's": "food is",
        "time'd": "time did", "what'll": "what will",
        // Indian English "keep an alarm" (set one); "fire a timer" (start one).
        "keep an alarm": "set an alarm", "keep a timer": "set a timer", "fire a": "set a", "fire up a": "set a",
        // A vague noun after the thing named: "cancel the laundry timer thing", "the feeding reminder thing".
        "timer thing": "timer", "alarm thing": "alarm", "reminder thing": "reminder",
        // "Another" takes the place of the "a" a quarter of an hour is said with.
        "another quarter of an hour": "another fifteen minutes", "an extra quarter of an hour": "an extra fifteen minutes",
        "another quarter hour": "another fifteen minutes", "an extra quarter hour": "an extra fifteen minutes",
    ]

    /// Words for the same command that no phrase needs to list: "kill the alarm", "bump
    /// the alarm to eight", "scrap the pretend call", "the bottle reminder". Read only
    /// after typed text fails with its own words and with ``standardDefinitions``, and a
    /// phrase must still read the whole rewritten sentence. A word that means different
    /// things in different skills ("freeze" a timer or the chicken) is not here.
    public static let paraphraseDefinitions: [String: String] = {
        var table: [String: String] = [:]
        func all(_ written: [String], _ canonical: String) { for word in written { table[word] = canonical } }
        all(["kill", "nix", "scrap", "ditch", "axe", "drop", "scratch", "call off", "shut off", "abort", "erase",
             "delete", "remove", "get rid of", "turn off", "switch off", "disable", "clear", "dismiss", "stop"], "cancel")
        all(["bump", "shift", "push", "push back", "reschedule", "change", "move back", "move forward", "put back",
             "relocate", "transfer", "scoot"], "move")
        all(["unpause", "continue", "restart", "carry on", "keep going", "unfreeze", "start again", "start back up"], "resume")
        all(["kick off", "commence", "initiate", "launch", "fire up", "begin"], "start")
        all(["wrap up", "conclude", "complete"], "finish")
        // Setting a timer or putting food away in British and Australian slang: "chuck a timer on", "bung it in".
        all(["chuck", "stick", "whack", "bung", "pop"], "put")
        all(["mobile", "mobile phone", "cell", "cellphone", "cell phone", "smartphone"], "phone")
        all(["telephone", "give me a ring", "give me a call"], "call")
        all(["can i get", "could i get", "can i have", "could i have", "can we get", "could we get"], "i need")
        all(["arrange for", "organise for", "organize for"], "have")
        all(["countdown", "count down"], "timer")
        all(["countdowns"], "timers")
        all(["alert", "reminder", "alarm clock", "wake up alarm", "wake-up alarm"], "alarm")
        all(["alerts", "reminders"], "alarms")
        all(["feed alarm", "bottle alarm", "bottle reminder", "bottle alert", "feeding alert", "feed alert",
             "feed reminder", "feeding reminder", "next feed alarm", "nursing alarm", "nursing reminder"], "feeding alarm")
        all(["pretend call", "fake phone call", "phony call", "phoney call", "prank call", "escape call",
             "rescue call", "fake ring", "bailout call", "bail out call", "pretend phone call"], "fake call")
        all(["most recent", "latest", "previous"], "last")
        all(["mum", "mummy", "mommy", "mama", "mother"], "mom")
        all(["daddy", "papa", "father"], "dad")
        all(["cupboard", "larder", "cupboards", "pantry cupboard"], "pantry")
        all(["refrigerator", "refridgerator", "frige", "fridg", "icebox", "ice box"], "fridge")
        all(["deep freeze", "deep freezer", "freezer drawer"], "freezer")
        all(["mils", "mil", "mls", "millis", "milliliter", "ml's"], "milliliters")
        all(["oz", "ozs", "ounce"], "ounces")
        return table
    }()

    /// The standard synonyms and `definitions` (written form → replacement); a later definition wins.
    public init(_ definitions: [String: String] = [:], standard: [String: String] = TypedSynonyms.standardDefinitions) {
        var table: [[String]: [String]] = [:]
        for (written, replacement) in standard.merging(definitions, uniquingKeysWith: { _, new in new }) {
            let from = SpokenWords.tokenize(written)
            guard !from.isEmpty else { continue }
            table[from] = SpokenWords.tokenize(replacement)
        }
        self.table = table
        self.longest = table.keys.map(\.count).max() ?? 0
    }

    /// `words` with every written form replaced, longest first, left to right.
    public func applied(to words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        outer: while index < words.count {
            for length in stride(from: min(longest, words.count - index), through: 1, by: -1) {
                if let replacement = table[Array(words[index..<index + length])] {
                    result += replacement
                    index += length
                    continue outer
                }
            }
            result.append(words[index])
            index += 1
        }
        return result
    }
}
