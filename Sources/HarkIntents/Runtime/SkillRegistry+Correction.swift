extension SkillRegistry {
    /// A command corrected in the same breath: "move the feeding alarm to three, no, three
    /// thirty", "set a timer for eight minutes, no sorry, nine minutes", "store the mince in the
    /// freezer, no wait, make that the fridge".
    ///
    /// A clause that opens with a taking-back word ("no", "no sorry", "no wait, make that") and
    /// then says only new words, none of them taking back, corrects the clause before it when
    /// that clause is a command: the new words take the place of the shortest end of it that
    /// gives the same intent with other values. Returns the clauses with every correction
    /// made, or nil when no clause corrects another (the take-back then stands: "set a timer,
    /// no wait" and "set an alarm for ten, no, don't" do nothing).
    static func applyingCorrections(_ clauses: [[String]], reading: TypedReading, compiled: CompiledCommands) -> [[String]]? {
        var result: [[String]] = []
        var changed = false
        var index = 0
        while index < clauses.count {
            var clause = clauses[index]
            index += 1
            // "no wait, make that ten fifteen": a bare take-back said as a clause of its own opens the next one.
            if onlyTakesBack(clause), index < clauses.count, !result.isEmpty {
                clause += clauses[index]
                index += 1
            }
            guard let previous = result.last, let first = clause.first, takingBack.contains(first),
                  let corrected = correcting(previous, with: newWords(of: clause), reading: reading, compiled: compiled) else {
                result.append(clause)
                continue
            }
            result[result.count - 1] = corrected
            changed = true
        }
        return changed ? result : nil
    }

    /// The words of a correcting clause after its taking-back opener and a "make that", "i mean".
    static func newWords(of clause: [String]) -> [String] {
        var words = Array(clause.drop(while: correctionOpeners.contains))
        for lead in correctionLeads where words.starts(with: lead) {
            words.removeFirst(lead.count)
            break
        }
        return words
    }

    /// Words that open a correction before its new words: "no sorry", "nope, actually", "no wait".
    /// The bare take-back words but those that may begin the new words ("no, on sunday", "no,
    /// that one") or only take back as a phrase ("never mind", "scratch that", "hold on").
    static let correctionOpeners = bareTakingBack.subtracting(["never", "mind", "nevermind", "scratch", "that", "hang", "hold", "on"])

    /// Words that lead the new value of a correction: "no, make it nine", "no sorry, i mean the fridge".
    static let correctionLeads: [[String]] = [["make", "it"], ["make", "that"], ["i", "mean"], ["i", "meant"], ["rather"], ["instead"]]

    /// `command` with the shortest end of it replaced by `words` so that it gives the same
    /// intent with every value it had, one of them another; nil when no end does, or `command`
    /// is no command ("set an alarm for seven, no, tomorrow" is not "set an alarm for tomorrow").
    static func correcting(_ command: [String], with words: [String], reading: TypedReading, compiled: CompiledCommands) -> [String]? {
        guard !words.isEmpty, !words.contains(where: takingBack.contains),
              let before = reading.route(command, with: compiled) else { return nil }
        let said = SpokenWords.spellingNumbers(words)
        for cut in stride(from: command.count - 1, through: 1, by: -1) where command[cut - 1] != words[0] {
            // Not "log a feed at at one thirty": the new words do not repeat the word they follow.
            let candidate = Array(command[..<cut]) + words
            if let after = reading.route(candidate, with: compiled),
               after.intent.identifier == before.intent.identifier, after.slots != before.slots,
               Set(after.slots.keys).isSuperset(of: before.slots.keys),
               // Each value that changed is said in the new words alone: not "eight nine minutes".
               after.slots.allSatisfy({ key, value in
                   before.slots[key] == value || (!value.isEmpty && said.firstRange(of: SpokenWords.spellingNumbers(value)) != nil)
               }) {
                return candidate
            }
        }
        return nil
    }
}
