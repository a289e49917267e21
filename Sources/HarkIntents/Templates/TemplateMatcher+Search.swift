/// The dynamic-programming search behind ``TemplateMatcher``: for one sentence, the best
/// path through each phrase's automaton over (input position, state), with slot answers
/// memoized across phrases.
struct MatchSearch<Recognizer: SlotRecognizer> {
    /// The running cost of a path; compared as: fewer skipped words, then more weight
    /// (template words + slot words × slot score), then more template words.
    struct Cost {
        var skipped = 0
        var weight = 0.0
        var literals = 0
        var slotWords = 0

        func isBetter(than other: Cost) -> Bool {
            if skipped != other.skipped { return skipped < other.skipped }
            if weight != other.weight { return weight > other.weight }
            return literals > other.literals
        }
    }

    /// How a (position, state) cell was reached.
    enum Step {
        case start
        case edge(position: Int, state: Int, edge: Int)
        case skip(position: Int, state: Int)
    }

    struct SlotKey: Hashable {
        let slot: String
        let start: Int
        let end: Int
    }

    let words: [String]
    let recognizer: Recognizer
    let fillers: [[String]]
    let maxSlotWords: Int
    private var slotScores: [SlotKey: Double?] = [:]
    private var longestValues: [String: Int] = [:]

    init(words: [String], recognizer: Recognizer, fillers: [[String]], maxSlotWords: Int) {
        self.words = words
        self.recognizer = recognizer
        self.fillers = fillers
        self.maxSlotWords = maxSlotWords
    }

    /// The recognizer's score for `words[start..<end]` as `slot`, asked once per sentence.
    mutating func slotScore(_ slot: String, _ start: Int, _ end: Int) -> Double? {
        let key = SlotKey(slot: slot, start: start, end: end)
        if let known = slotScores[key] { return known }
        let score = recognizer.score(slot: slot, words: words[start..<end]).map { min(1, max(0, $0)) }
        slotScores[key] = score
        return score
    }

    /// The most words `slot` may take from `position` on: the matcher's and the recognizer's bounds.
    mutating func longestSpan(_ slot: String, from position: Int) -> Int {
        let bound: Int
        if let known = longestValues[slot] {
            bound = known
        } else {
            bound = min(maxSlotWords, recognizer.longestValue(slot: slot) ?? .max)
            longestValues[slot] = bound
        }
        return min(words.count - position, bound)
    }

    /// The best reading of the sentence as `automaton`, or nil.
    mutating func run(_ automaton: TemplateAutomaton, phraseID: String) -> TemplateMatch? {
        let count = words.count
        let states = automaton.stateCount
        var best = [Cost?](repeating: nil, count: (count + 1) * states)
        var steps = [Step](repeating: .start, count: (count + 1) * states)
        best[0] = Cost()
        // The furthest position any reading has reached so far: past it nothing is left to relax.
        var frontier = 0

        func relax(_ position: Int, _ state: Int, _ cost: Cost, _ step: Step) {
            let cell = position * states + state
            if let known = best[cell], !cost.isBetter(than: known) { return }
            best[cell] = cost
            steps[cell] = step
            frontier = max(frontier, position)
        }

        for position in 0...count {
            guard position <= frontier else { break }
            for state in 0..<states {
                guard let cost = best[position * states + state] else { continue }
                for (index, edge) in automaton.edges[state].enumerated() {
                    let step = Step.edge(position: position, state: state, edge: index)
                    switch edge.label {
                    case .epsilon:
                        relax(position, edge.target, cost, step)
                    case .word(let word):
                        guard position < count, words[position] == word else { continue }
                        var next = cost
                        next.weight += 1
                        next.literals += 1
                        relax(position + 1, edge.target, next, step)
                    case .slot(let slot):
                        let longest = longestSpan(slot, from: position)
                        guard longest > 0 else { continue }
                        for end in (position + 1)...(position + longest) {
                            guard let score = slotScore(slot, position, end) else { continue }
                            var next = cost
                            next.weight += score * Double(end - position)
                            next.slotWords += end - position
                            relax(end, edge.target, next, step)
                        }
                    }
                }
                for filler in fillers where words[position...].starts(with: filler) {
                    if cost.literals + cost.slotWords > 0, TemplateMatcher.openingFillers.contains(filler) { continue }
                    var next = cost
                    next.skipped += filler.count
                    relax(position + filler.count, state, next, .skip(position: position, state: state))
                }
            }
        }

        let last = count * states + automaton.accept
        guard let cost = best[last], cost.literals + cost.slotWords > 0 else { return nil }
        var path: [(from: Int, to: Int, step: Step)] = []
        var cell = last
        while true {
            let step = steps[cell]
            switch step {
            case .start:
                return reading(path.reversed(), automaton: automaton, cost: cost, phraseID: phraseID)
            case .edge(let position, let state, _), .skip(let position, let state):
                path.append((position, cell / states, step))
                cell = position * states + state
            }
        }
    }

    /// Turns the chosen path into slot fills, meanings and skipped words.
    private func reading(_ path: [(from: Int, to: Int, step: Step)], automaton: TemplateAutomaton,
                         cost: Cost, phraseID: String) -> TemplateMatch {
        var consumed: [String] = []
        var slots: [String: SlotFill] = [:]
        var meanings: [String] = []
        var skipped: [String] = []
        var levels: [[String]] = [[]]
        var frames: [(tag: String?, meaning: String?, start: Int)] = []
        var trailingSlot: String?
        for (from, to, step) in path {
            guard case .edge(_, let state, let edgeIndex) = step else {
                skipped += words[from..<to]
                continue
            }
            switch automaton.edges[state][edgeIndex].label {
            case .word:
                consumed += words[from..<to]
                trailingSlot = nil
            case .slot(let name):
                consumed += words[from..<to]
                trailingSlot = name
                slots[name] = SlotFill(words: Array(words[from..<to]))
            case .epsilon(.openMeaning(let value)):
                meanings.append(value)
                levels.append([])
                frames.append((nil, value, consumed.count))
            case .epsilon(.openTag(let name)):
                levels.append([])
                frames.append((name, nil, consumed.count))
            case .epsilon(.closeMeaning), .epsilon(.closeTag):
                let inner = levels.removeLast()
                let frame = frames.removeLast()
                if let value = frame.meaning {
                    levels[levels.count - 1].append(value)
                } else if let name = frame.tag {
                    let meaning = inner.isEmpty ? nil : inner.joined(separator: " ")
                    slots[name] = SlotFill(words: Array(consumed[frame.start...]), meaning: meaning)
                    levels[levels.count - 1] += inner
                }
            case .epsilon(nil):
                break
            }
        }
        let explained = cost.weight + TemplateMatcher.fillerWeight * Double(cost.skipped)
        return TemplateMatch(phraseID: phraseID, slots: slots, meanings: meanings, skipped: skipped,
                             score: explained / Double(words.count), literalCount: cost.literals, trailingSlot: trailingSlot)
    }
}
