extension SkillRegistry {
    /// The command said inside talk around it, when nothing else reads a clause: the longest
    /// run of its words that a phrase reads with known names only ("so i'd **add five more
    /// minutes to that pizza timer**", "**when is the next feeding** do you reckon"), when
    /// the words around it are talk and not another command.
    ///
    /// The run must hold at least ``shortestCommandInTalk`` words and at least half of the
    /// clause, and what follows it must open talk of its own (``remarkOpeners``, ``tagOpeners``).
    /// The talk may not make another intent's phrase with the command's words, nor name
    /// something a slot knows (the command may be about it). The words around it must not
    /// deny or doubt it: no "not" or "-n't" word, no "no", "never", "without" ("i didn't
    /// **finish the feeding**"), no take-back word; and for a command that changes
    /// something, nothing before it that makes it a question, a condition or someone else's
    /// words ("should we **start a feeding**", "if she wakes up", "she told me to"). The words
    /// around it must read as no other command.
    static func commandInTalk(in words: [String], reading: TypedReading, compiled: CompiledCommands) -> RouteMatch? {
        guard words.count > shortestCommandInTalk, words.count <= longestClauseSearched else { return nil }
        let shortest = max(shortestCommandInTalk, (words.count + 1) / 2)
        for length in stride(from: words.count - 1, through: shortest, by: -1) {
            var found: [RouteMatch] = []
            for start in 0...(words.count - length) {
                let run = Array(words[start..<(start + length)])
                let before = words[..<start], after = words[(start + length)...]
                guard !before.contains(where: deniesOrDoubts), !after.contains(where: deniesOrDoubts) else { continue }
                // What follows opens talk of its own, or words that could carry on the phrase
                // ("ping me about lunch", "kill the alarm clock app") may be what it is about.
                if let next = after.first, !remarkOpeners.contains(next), !tagOpeners.contains(next) { continue }
                guard let match = reading.routeKnownNames(run, with: compiled) else { continue }
                if match.intentType.effect.changesSomething, before.contains(where: opensAnotherVoice.contains) { continue }
                // Talk that opens a question asks whether it is so: "is there | a bag of rice in the pantry".
                if match.intentType.effect.changesSomething, let first = before.first, opensQuestion.contains(first) { continue }
                // Talk that makes another command with the command's words may be that command
                // ("pause | pizza timer a sec"), and talk that names something a slot knows may be
                // what the command is about ("can dad | call me in two minutes"). Read in every
                // way the command is ("mum" is "mom", "puase" is "pause").
                let talk = everyWord(of: Array(before), reading).union(everyWord(of: Array(after), reading))
                if talk.contains(where: compiled.namesSomething)
                    || compiled.talkMakesAnotherCommand(talk, beside: everyWord(of: run, reading), than: match.intent.identifier) {
                    continue
                }
                for talk in [Array(before), Array(after.drop(while: joiningWords.contains))] where !talk.isEmpty {
                    if let other = reading.route(talk, with: compiled), other.intent.identifier != match.intent.identifier { return nil }
                }
                found.append(match)
            }
            // Runs of one length reaching different intents: it is not clear which is meant.
            if let first = found.first {
                return found.allSatisfy({ $0.intent.identifier == first.intent.identifier }) ? first : nil
            }
        }
        return nil
    }

    /// Every word of every reading of `words`, numbers as words ("5" is "five").
    static func everyWord(of words: [String], _ reading: TypedReading) -> Set<String> {
        Set(reading.readings(of: words).flatMap(SpokenWords.spellingNumbers))
    }

    /// The fewest words a command inside talk may have.
    static let shortestCommandInTalk = 3
    /// The longest clause searched for a command inside it (the search tries every run).
    static let longestClauseSearched = 24

    /// Whether a word around a command denies or takes it back.
    static func deniesOrDoubts(_ word: String) -> Bool {
        denies(word) || takingBack.contains(word)
    }

    /// Words after a command that open a question tag or an address of their own ("…, do
    /// you reckon", "…, mate"). Not "if", "when", "once", "after": they make it a condition.
    static let tagOpeners: Set<String> = [
        "do", "would", "will", "can", "could", "right", "ok", "okay", "yeah", "yes", "mate", "dear", "love", "buddy",
        "pal", "hun", "honey", "sweetie", "babe", "while", "as", "you", "you're", "i'd", "i'll", "we'll", "please",
    ]

    /// Words that join the talk after a command to it ("… and the item is in the fridge").
    static let joiningWords: Set<String> = ["and", "then", "also", "plus", "or", "but", "so"]

    /// Words before a command that make it a question, a condition, or someone else's words.
    /// Words that open a question when they open the talk before a command ("is there", "any").
    static let opensQuestion: Set<String> = ["is", "are", "has", "have", "any", "anything", "isn't", "aren't"]

    static let opensAnotherVoice: Set<String> = [
        "should", "shall", "if", "whether", "unless", "did", "does", "do", "might", "may", "must", "was", "were",
        "told", "said", "says", "asked", "asks", "wants", "want", "wanted", "remember", "forgot", "forget",
        "how", "why", "who", "what", "when", "where", "to", "once", "after", "before", "until", "till",
    ]
}
