import Foundation

extension SkillRegistry {
    /// The best intent for typed text (`hark ask`, a transcript from elsewhere), or nil.
    ///
    /// Typed text is read as the words stand first. Only when that fails, two readings that
    /// typed sentences need and heard ones never do are tried, in turn:
    /// - written forms are replaced (``TypedSynonyms``: "5 min", "tmrw", a skill's "bub"),
    ///   and a noun contracted with "is" is written out: "the bread's all gone" is "the bread
    ///   is all gone" (pronoun contractions such as "she's" are phrase words already);
    /// - a sentence of several clauses ("she's latched, start the feeding", "the baby fell
    ///   asleep so the feed is done") is read clause by clause, and taken only when the
    ///   clauses that reach an intent all reach the same one and no other clause takes it
    ///   back ("no", "not", "wait", "don't", "never mind"): "set a timer, no wait" does nothing;
    ///   a bare take-back takes back only what came before it ("never mind, cancel the fake call").
    ///
    /// A command corrected in the same breath is read as corrected ("set a timer for eight
    /// minutes, no sorry, nine minutes"; ``applyingCorrections(_:reading:compiled:)``).
    ///
    /// Then a command said with "it" about a thing another clause names ("the pizza timer,
    /// pause it"), a command before a remark, a command inside talk, the words without their
    /// order, and last a question with one or two words no phrase knows left out
    /// (``leavingOutUnknownWords(_:reading:compiled:)``).
    ///
    /// Last, a name no phrase knows is read as the words a skill lets a name stand for
    /// (``routeNamingSomeone(_:reading:compiled:)``), and a thing no value holds as a value
    /// that does (``routeUnlistedName(_:reading:compiled:)``).
    public func routeTyped(_ text: String) async -> RouteMatch? {
        guard let compiled = try? await compiled() else { return nil }
        let reading = compiled.typedReading(
            spellings: skills.reduce(into: [:]) { $0.merge($1.typedSynonyms) { a, _ in a } })
        return routeTyped(text, reading: reading, compiled: compiled)
            ?? routeNamingSomeone(text, reading: reading, compiled: compiled)
            ?? routeUnlistedName(text, reading: reading, compiled: compiled)
    }

    /// Every reading of typed text but the one with a name standing in (see ``routeTyped(_:)``).
    func routeTyped(_ text: String, reading: TypedReading, compiled: CompiledCommands) -> RouteMatch? {
        let text = Self.sayingRestartsOnce(Self.writingSymbolsOut(text))
        let words = Self.movingDayParts(Self.droppingAddress(SpokenWords.tokenize(text)))
        if let match = reading.route(words, with: compiled) { return match }
        // When first: "in twenty minutes i want a fake call from mom", "friday, alarm at 6:15".
        if let moved = Self.movingLeadingValue(words), let match = reading.route(moved, with: compiled) { return match }
        // A note without its subject: "drank five ounces".
        if let match = reading.routeNote(words, with: compiled) { return match }
        var clauses = Self.clauses(of: text).map { Self.movingDayParts(Self.droppingAddress($0)) }.filter { !$0.isEmpty }
        // "move the feeding alarm to three, no, three thirty": the command as corrected.
        if clauses.count > 1, let corrected = Self.applyingCorrections(clauses, reading: reading, compiled: compiled) {
            if corrected.count == 1 { return reading.route(corrected[0], with: compiled) }
            clauses = corrected
        }
        // "when's the next one, the feeding i mean": the thing named after the word that stood for it.
        if let match = Self.namedAfterward(clauses, reading: reading, compiled: compiled) { return match }
        if clauses.count > 1 {
            // "start a timer for the pizza, ten minutes please": the value said apart.
            if let match = Self.joiningBareValue(clauses, reading: reading, compiled: compiled) { return match }
            let agreement = Self.agreement(of: clauses, read: { reading.route($0, with: compiled) })
            if case .agreed(let match) = agreement { return match }
            // Notes without a subject: "drank 1 oz, barely anything".
            if case .noneRead = agreement,
               case .agreed(let match) = Self.agreement(of: clauses, read: { reading.routeNote($0, with: compiled) }) { return match }
            // "the pizza timer, pause it": the thing named in one clause, the command in another.
            if let match = Self.commandOnThingNamedApart(clauses, reading: reading, compiled: compiled) { return match }
            guard case .noneRead = agreement else { return nil }  // taken back, or clauses disagree
            // Otherwise maybe one command with a remark after it.
        }
        // A command with a remark after it and no comma: "tossed the chicken it smelled off".
        for clause in clauses where !clause.contains(where: Self.takingBack.contains) {
            if let match = Self.commandBeforeRemark(in: clause, reading: reading, compiled: compiled) { return match }
        }
        // A command inside talk around it: "the crust isn't brown, so i'd add five more minutes to that pizza timer".
        if clauses.count > 1 {
            if case .agreed(let match) = Self.agreement(
                of: clauses, read: { Self.commandInTalk(in: $0, reading: reading, compiled: compiled) }) { return match }
        } else if let match = Self.commandInTalk(in: words, reading: reading, compiled: compiled) {
            return match
        }
        // A thing and where it goes, jotted down: "sausages in the freezer", "ham to the freezer".
        if !text.contains("?"), let match = Self.putNote(words, reading: reading, compiled: compiled) { return match }
        // Without the word order: "next feed when", "feeding summary yesterday".
        if let match = reading.routeLoosely(words, with: compiled) { return match }
        if clauses.count > 1,
           case .agreed(let match) = Self.agreement(
               of: clauses, read: { reading.routeLoosely($0, with: compiled, neededWords: 2) }) { return match }
        // Last, with the words no phrase knows left out: "stop the feeding session".
        if clauses.count > 1 {
            if case .agreed(let match) = Self.agreement(
                of: clauses, read: { Self.leavingOutUnknownWords($0, reading: reading, compiled: compiled) }) { return match }
            return nil
        }
        return Self.leavingOutUnknownWords(words, reading: reading, compiled: compiled)
    }

    /// A thing and where it goes, written without a verb ("sausages in the freezer", "ham to the
    /// freezer", "flour in the pantry pls"), read as "put …" and then "move …" with known names
    /// only: "the peas are in the fridge" (a verb), "milk in the fridge?" (a question) and "my
    /// phone in the fridge" (no known thing) are no such note.
    static func putNote(_ words: [String], reading: TypedReading, compiled: CompiledCommands) -> RouteMatch? {
        guard (2...7).contains(words.count), words.contains(where: ["in", "into", "to"].contains),
              !words.contains(where: { CompiledCommands.helpingVerbs.contains($0) || notePronouns.contains($0) || questionWords.contains($0) })
        else { return nil }
        return reading.routeKnownNames(["put"] + words, with: compiled) ?? reading.routeKnownNames(["move"] + words, with: compiled)
    }

    /// Words that make a note a sentence about someone: "my phone in the fridge", "she's in the bath".
    static let notePronouns: Set<String> = [
        "i", "i'm", "we", "we're", "she", "she's", "he", "he's", "it", "it's", "they", "they're", "you", "my", "your", "there",
    ]

    /// `text` with a word said again after a comma, or after a comma and a sound that says nothing,
    /// said once: a restart ("start the, um, the feeding timer", "get emma to, to fake call me").
    /// Cut there, the sentence's clauses would be its broken halves.
    static func sayingRestartsOnce(_ text: String) -> String {
        // A word, a comma, perhaps a sound that says nothing and another comma, and the same word again.
        let restart = #/(?i)\b([a-z']+)\s*,\s*(?:(?:um+|uh+|er+|erm|hmm+|like)\s*,?\s*)?\1\b/#
        return text.replacing(restart) { match in match.output.1 }
    }

    /// Arrows typed for "to", longest first.
    static let arrows: [String] = ["-->", "->", "=>", "\u{2192}"]

    /// Symbols typed for words, written as the words: the tokenizer would drop them as
    /// punctuation. An arrow is "to" ("move the salmon -> fridge"), after a number "moved to"
    /// ("alarm 7 -> 6"); a plus before a number is
    /// "plus" ("+2 min on the bottle timer"), which dropped would set a new two-minute timer.
    static func writingSymbolsOut(_ text: String) -> String {
        var result = ""
        var chars = Array(text)[...]
        while let char = chars.popFirst() {
            if let arrow = arrows.first(where: { chars.starts(with: $0.dropFirst()) && $0.first == char }) {
                // Between two times it is a move: "alarm 7 -> 6" is no alarm at seven minutes to six.
                let afterNumber = result.last(where: { $0 != " " })?.isNumber == true
                result += afterNumber ? " moved to " : " to "
                chars = chars.dropFirst(arrow.count - 1)
            } else if char == "+", let next = chars.first(where: { $0 != " " }), next.isNumber {
                result += " plus "
            } else {
                result.append(char)
            }
        }
        return result
    }

    /// The ways a person addresses Hark itself at the start or the end of typed text ("hark,
    /// set a timer", "thanks hark"); other assistants' names are fillers (``TemplateMatcher/defaultFillers``).
    static let addresses: [[String]] = {
        let names = [["hark"], ["computer"]]
        let greetings = ["hey", "hi", "hello", "ok", "okay", "yo", "oi", "thanks", "thank you", "cheers"]
        return names + names.flatMap { name in greetings.map { $0.split(separator: " ").map(String.init) + name } }
    }()

    /// `words` without a leading or trailing ``addresses`` entry ("hark remove the alarm").
    static func droppingAddress(_ words: [String]) -> [String] {
        var words = words
        if let address = addresses.filter({ words.starts(with: $0) }).max(by: { $0.count < $1.count }) {
            words.removeFirst(address.count)
        }
        if let address = addresses.filter({ words.reversed().starts(with: $0.reversed()) }).max(by: { $0.count < $1.count }) {
            words.removeLast(address.count)
        }
        return words
    }

    /// What the clauses of one sentence say together, each read by `read`.
    enum ClauseAgreement {
        /// Every clause that reaches an intent reaches this one; the one that says the most.
        case agreed(RouteMatch)
        /// A clause that reaches nothing takes the others back ("no", "wait", "don't").
        case takenBack
        /// Clauses reach different intents.
        case disagreed
        /// No clause reaches an intent, and none takes anything back.
        case noneRead
    }

    /// Reads each clause with `read`. A clause reading is taken only when the clauses that
    /// reach an intent all reach the same one and no other clause takes it back (a bare "no
    /// wait" takes back only the clauses before it); the clause that says the most ("at four fifteen for twenty five minutes") wins.
    static func agreement(of clauses: [[String]], read: ([String]) -> RouteMatch?) -> ClauseAgreement {
        var matches: [RouteMatch] = []
        var tookBack = false
        var askedToRecord = false
        for clause in clauses {
            // "my husband fed her at midnight, can you log that": a request to write down what another clause says.
            if asksToRecord(clause) {
                askedToRecord = true
                continue
            }
            if let match = read(clause) {
                matches.append(match)
            } else if takesBack(clause) {
                // "i don't need the pizza timer anymore, cancel it": "cancel it" said of what a cancelling
                // command names agrees with it ("set a timer, cancel it" takes the timer back).
                if !matches.isEmpty, matches.allSatisfy({ $0.intentType.effect == .destroys }), agreesWithRemoval(clause) { continue }
                // A bare "no wait" takes back what came before it and leaves what follows standing:
                // "never mind, cancel the fake call", "set a timer, no wait, cancel all the timers".
                guard onlyTakesBack(clause) else { return .takenBack }
                tookBack = tookBack || !matches.isEmpty
                matches = []
            }
        }
        guard let first = matches.first else { return tookBack ? .takenBack : .noneRead }
        guard matches.allSatisfy({ $0.intent.identifier == first.intent.identifier }) else { return .disagreed }
        // Only a command that adds a record is written down; "cancel the alarm, log that" is not clear.
        if askedToRecord, first.intentType.effect != .adds { return .disagreed }
        return .agreed(matches.max { $0.slots.count < $1.slots.count } ?? first)
    }

    /// The longest start of `words` that is a command, when what follows opens a remark of
    /// its own ("she's sleeping through", "it smelled off", "ugh") that is no other command.
    /// A start followed by words that could carry on its phrase ("set a timer | for lunch")
    /// is not taken: they may be what the sentence is about; only a purpose in words no
    /// phrase has, after a command that needs nothing more, is ("set an alarm at 11 pm | for meds").
    static func commandBeforeRemark(in words: [String], reading: TypedReading, compiled: CompiledCommands) -> RouteMatch? {
        guard words.count >= 3 else { return nil }
        for cut in stride(from: words.count - 1, through: 2, by: -1) {
            let aboutWhen = timeClauseOpeners.contains(words[cut])
            let purpose = isPurpose(words[cut...])
            guard remarkOpeners.contains(words[cut]) || aboutWhen || purpose,
                  let match = reading.route(Array(words[..<cut]), with: compiled) else { continue }
            // A clause about when follows a change ("she had 2 ounces before she conked out"); after a
            // question it is what is asked ("how much longer before dinner").
            if aboutWhen, !match.intentType.effect.changesSomething { continue }
            // A purpose follows a command that carries its value ("set an alarm at 11 pm"), not one still asking.
            if purpose, match.slots.isEmpty { continue }
            let remark = Array(words[cut...])
            if let other = reading.route(remark, with: compiled), other.intent.identifier != match.intent.identifier { return nil }
            return match
        }
        return nil
    }

    /// Whether `words` say only what a command is for: "for school pickup", "for my shift"
    /// after "set an alarm at 11 pm". Not a number or a day ("for 10 minutes", "for tomorrow"):
    /// those are values the command may take.
    static func isPurpose(_ words: ArraySlice<String>) -> Bool {
        guard words.first == "for", (2...5).contains(words.count) else { return false }
        let said = words.dropFirst().filter { !CompiledCommands.linkingWords.contains($0) }
        return !said.isEmpty && said.allSatisfy { word in
            !word.contains(where: \.isNumber) && SpokenNumber.parse(word) == nil && !dayWords.contains(word) && dayPartWords[word] == nil && !whenWords.contains(word)
        }
    }

    /// Words that say when, besides a day (``dayWords``) and its parts (``dayPartWords``).
    static let whenWords: Set<String> = ["tonight", "noon", "midnight", "weekend", "week", "later"]

    /// Words that open a remark of its own after a command: a subject, an interjection.
    static let remarkOpeners: Set<String> = [
        "i", "i'm", "i've", "i'll", "we", "we're", "we've", "she", "she's", "he", "he's", "it", "it's", "they", "they're",
        "that's", "there's", "ugh", "lol", "haha", "oops", "sorry", "thanks", "thank", "cheers", "yay", "phew", "omg",
        "because", "cause", "cos", "coz", "cuz", "since",
    ]

    /// Words that open a clause of its own about when, after a command that changes something.
    static let timeClauseOpeners: Set<String> = ["before", "after", "while"]

    /// Whether a clause that reaches no intent takes back what the others say: it opens with
    /// a taking-back word ("no wait", "don't", "never mind"), or the speaker says it of
    /// themselves ("i don't want it", "actually no", "i'm not sure"). "she's not hungry" is a
    /// remark about someone else and takes nothing back.
    static func takesBack(_ clause: [String]) -> Bool {
        guard let index = clause.firstIndex(where: takingBack.contains) else { return false }
        if index == 0 { return true }
        return index == 1 && takingBackOpeners.contains(clause[0])
    }

    /// Words before a taking-back word that keep it the speaker's own: "i don't", "actually no".
    static let takingBackOpeners: Set<String> = [
        "i", "we", "i'm", "we're", "i've", "we've", "actually", "oh", "um", "uh", "no", "wait", "please", "hmm", "nah", "oops", "sorry",
    ]

    /// The words of a clause that only takes back and says nothing else ("no wait", "never
    /// mind", "scratch that"): before a command, it leaves the command standing.
    static let bareTakingBack: Set<String> = [
        "no", "nope", "nah", "wait", "never", "mind", "nevermind", "actually", "oh", "um", "uh", "hmm", "oops", "sorry",
        "scratch", "that", "hang", "hold", "on",
    ]

    /// Whether every word of `clause` only takes back: "no wait", "never mind", "scratch that".
    static func onlyTakesBack(_ clause: [String]) -> Bool {
        clause.allSatisfy(bareTakingBack.contains)
    }

    /// Whether `clause` only asks to write down what another clause says: "log that", "can you
    /// write it down", "put that down would ya", "please write it in the feedings", "add it".
    static func asksToRecord(_ clause: [String]) -> Bool {
        clause.contains(where: recordingVerbs.contains) && clause.contains(where: ["it", "that", "this"].contains)
            && clause.allSatisfy { recordingVerbs.contains($0) || recordingWords.contains($0) }
    }

    /// Verbs that ask for something to be written down.
    static let recordingVerbs: Set<String> = ["log", "record", "note", "write", "jot", "save", "add", "enter", "put", "track"]

    /// The other words of a request to write something down.
    static let recordingWords: Set<String> = [
        "it", "that", "this", "down", "in", "into", "on", "the", "feedings", "feeding", "log", "diary", "list", "app",
        "can", "could", "would", "will", "you", "ya", "u", "please", "pls", "plz", "for", "me", "us", "now", "just",
        "ok", "okay", "so", "and", "then", "thanks", "thank", "cheers", "hon", "dear",
    ]

    /// Whether `clause` only says to remove "it" ("cancel it", "we don't need it anymore"), so it
    /// agrees with a command before it that removes something. Not "cancel that", which takes back.
    static func agreesWithRemoval(_ clause: [String]) -> Bool {
        clause.contains(where: ["it", "them"].contains) && clause.allSatisfy(removalWords.contains)
    }

    /// The words of a clause that says to remove what another names.
    static let removalWords: Set<String> = [
        "cancel", "stop", "delete", "remove", "it", "them", "i", "we", "don't", "do", "not", "need", "want",
        "anymore", "any", "more", "please", "just", "now", "ok", "okay", "so", "really",
    ]

    /// Words that take back a clause said beside them.
    static let takingBack: Set<String> = ["no", "not", "don't", "wait", "nevermind", "never", "cancel", "nope", "stop"]

    /// Words whose "'s" is part of a phrase already, or is not "is".
    static let keptContractions: Set<String> = [
        "she's", "he's", "it's", "that's", "what's", "there's", "here's", "who's", "where's", "when's",
        "how's", "let's", "one's", "everyone's", "someone's", "somebody's", "nobody's", "time's",
    ]

    /// "the bread's all gone" → "the bread is all gone"; pronoun contractions stay.
    static func expandingNounContractions(_ words: [String]) -> [String] {
        words.flatMap { word -> [String] in
            guard word.count > 2, word.hasSuffix("'s"), !keptContractions.contains(word) else { return [word] }
            return [String(word.dropLast(2)), "is"]
        }
    }

    /// Whether a question after "and" is one of its own about what the first asks: its own verb
    /// and a word pointing back ("how long was it", "how long did she feed"). Not the first one's
    /// words going on ("how many feeds and how much yesterday"), nor talk about something else
    /// ("when is the next ping and what else is new in the world").
    static func asksOnItsOwn(_ words: ArraySlice<String>) -> Bool {
        words.prefix(4).contains(where: CompiledCommands.helpingVerbs.contains)
            && words.contains(where: ["it", "that", "this", "they", "them", "she", "he", "her", "him"].contains)
    }

    /// Words that open a question.
    static let questionWords: Set<String> = ["how", "what", "when", "where", "which", "who", "what's", "when's", "how's", "where's"]

    /// Words "so" makes stronger rather than joining a clause before them: "she's feeding so
    /// well now" is one remark, not "she's feeding" with another clause after it.
    static let intensified: Set<String> = [
        "well", "much", "many", "good", "nicely", "quick", "quickly", "fast", "slow", "slowly", "long", "little",
        "far", "hungry", "tired", "sleepy", "happy", "big", "small", "cute", "badly", "hard", "often", "greedy",
    ]

    /// The clauses of typed text as words: split at commas, semicolons, dashes, sentence
    /// ends, and a joining "so", "but", "and then" or "and" before a question between two clauses.
    static func clauses(of text: String) -> [[String]] {
        var pieces: [String] = []
        var current = ""
        for char in text.replacingOccurrences(of: " - ", with: ", ") {
            if ",;!?–—".contains(char) || char == "." {
                pieces.append(current)
                current = ""
            } else {
                current.append(char)
            }
        }
        pieces.append(current)
        var clauses: [[String]] = []
        for piece in pieces {
            let words = SpokenWords.tokenize(piece)
            var clause: [String] = []
            var index = 0
            while index < words.count {
                // "and" before a second question: "when did she last eat and how long was it".
                let andThen = words[index] == "and" && index + 1 < words.count && words[index + 1] == "then"
                let andAsks = words[index] == "and" && index + 1 < words.count && questionWords.contains(words[index + 1])
                    && asksOnItsOwn(words[(index + 1)...])
                let joins = ((words[index] == "so" || words[index] == "but") && !clause.isEmpty && index + 1 < words.count
                             && !(words[index] == "so" && intensified.contains(words[index + 1])))
                    || ((andThen || andAsks) && !clause.isEmpty)
                if joins {
                    clauses.append(clause)
                    clause = []
                    index += andThen ? 2 : 1
                } else {
                    clause.append(words[index])
                    index += 1
                }
            }
            if !clause.isEmpty { clauses.append(clause) }
        }
        return clauses
    }
}
