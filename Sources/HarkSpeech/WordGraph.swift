/// A grammar as a weighted graph of words: the sentences it accepts are the word
/// sequences along paths from `start` to an accepting state, and a sentence's cost is
/// that of its cheapest path. Arcs carry a word (an index into the grammar's
/// vocabulary) or nothing (an empty arc, taken without a word), and a cost (minus the
/// log probability, in the decoder's units).
///
/// sphinxbase turns JSGF into such a graph with a chain of states for every phrase as
/// written and an empty arc around every alternative, so the graph grows with the text
/// of the grammar rather than with what can be said. PocketSphinx's grammar search
/// pays for every state on every frame: its history keeps a list per state and context
/// phone and walks all of them (`fsg_history_end_frame`, a third of a turn's CPU on the
/// coffee grammar). ``minimized(stateLimit:)`` gives the smallest deterministic graph
/// with exactly the same sentences at exactly the same costs.
struct WordGraph: Equatable {
    /// One arc: the word it says (nil: an empty arc), the state it leads to, and its cost.
    struct Arc: Hashable {
        var word: Int?
        var to: Int
        var cost: Int = 0
    }

    /// Arcs leaving each state.
    var arcs: [[Arc]]
    /// The state every sentence starts in.
    var start: Int
    /// States a sentence may end in, with the cost of ending there.
    var accepting: [Int: Int]
    /// A cost every sentence pays (what the minimal graph moved out of its arcs).
    var startCost = 0

    /// The number of states.
    var stateCount: Int { arcs.count }

    /// The smallest deterministic graph with the same sentences at the same costs: no
    /// empty arcs, at most one arc per word out of a state, costs paid as early as
    /// possible, and no two states with the same futures. Nil when the deterministic
    /// graph would exceed `stateLimit` states (a grammar whose determinisation blows up
    /// is better searched as it was).
    func minimized(stateLimit: Int) -> WordGraph? {
        guard let deterministic = determinized(stateLimit: stateLimit) else { return nil }
        return deterministic.pushed().mergingEquivalentStates()
    }

    /// States reachable from `state` by empty arcs alone (itself included), each with its cheapest cost.
    private func closure(of state: Int) -> [Int: Int] {
        var best = [state: 0]
        var queue = [state]
        // Costs are never negative and graphs are small: relax until nothing improves.
        while let current = queue.popLast() {
            let reached = best[current, default: 0]
            for arc in arcs[current] where arc.word == nil {
                let cost = reached + arc.cost
                if cost < best[arc.to, default: .max] {
                    best[arc.to] = cost
                    queue.append(arc.to)
                }
            }
        }
        return best
    }

    /// A set of this graph's states with what each costs beyond the cheapest (0 for at least one).
    private struct Subset: Hashable {
        var members: [Int]
        var residuals: [Int]

        init(_ costs: [Int: Int]) {
            let least = costs.values.min() ?? 0
            let sorted = costs.sorted { $0.key < $1.key }
            members = sorted.map(\.key)
            residuals = sorted.map { $0.value - least }
        }
    }

    /// Weighted subset construction (each state of the result is a set of this graph's
    /// states with residual costs; the cheapest way in is paid on the arc).
    private func determinized(stateLimit: Int) -> WordGraph? {
        let closures = (0..<stateCount).map { closure(of: $0) }
        var index: [Subset: Int] = [:]
        var subsets: [Subset] = []
        var result: [[Arc]] = []
        var accepting: [Int: Int] = [:]
        func state(for subset: Subset) -> Int? {
            if let known = index[subset] { return known }
            guard subsets.count < stateLimit else { return nil }
            index[subset] = subsets.count
            subsets.append(subset)
            result.append([])
            return subsets.count - 1
        }
        guard let first = state(for: Subset(closures[start])) else { return nil }
        var next = 0
        while next < subsets.count {
            let subset = subsets[next]
            var targets: [Int: [Int: Int]] = [:]
            for (member, residual) in zip(subset.members, subset.residuals) {
                if let end = self.accepting[member] {
                    accepting[next] = min(accepting[next] ?? .max, residual + end)
                }
                for arc in arcs[member] {
                    guard let word = arc.word else { continue }
                    for (reached, extra) in closures[arc.to] {
                        let cost = residual + arc.cost + extra
                        if cost < targets[word, default: [:]][reached, default: .max] { targets[word, default: [:]][reached] = cost }
                    }
                }
            }
            var out: [Arc] = []
            for (word, costs) in targets.sorted(by: { $0.key < $1.key }) {
                guard let target = state(for: Subset(costs)) else { return nil }
                out.append(Arc(word: word, to: target, cost: costs.values.min() ?? 0))
            }
            result[next] = out
            next += 1
        }
        let entry = closures[start].values.min() ?? 0
        return WordGraph(arcs: result, start: first, accepting: accepting, startCost: startCost + entry)
    }

    /// The same graph with every cost paid as early as it can be (weight pushing), so
    /// that states with the same futures also have the same arcs.
    private func pushed() -> WordGraph {
        // The cheapest way from each state to an end (Bellman-Ford backwards; costs are never negative).
        var toEnd = [Int](repeating: .max, count: stateCount)
        for (state, cost) in accepting { toEnd[state] = cost }
        var changed = true
        while changed {
            changed = false
            for state in 0..<stateCount {
                for arc in arcs[state] where toEnd[arc.to] != .max && arc.cost + toEnd[arc.to] < toEnd[state] {
                    toEnd[state] = arc.cost + toEnd[arc.to]
                    changed = true
                }
            }
        }
        // A state with no way to an end says nothing: its arcs go.
        let live = toEnd.map { $0 != .max }
        let reweighted = (0..<stateCount).map { state in
            arcs[state].compactMap { arc in
                live[arc.to] ? Arc(word: arc.word, to: arc.to, cost: arc.cost + toEnd[arc.to] - toEnd[state]) : nil
            }
        }
        var ends: [Int: Int] = [:]
        for (state, cost) in accepting { ends[state] = cost - toEnd[state] }
        let entry = live[start] ? toEnd[start] : 0
        return WordGraph(arcs: reweighted, start: start, accepting: ends, startCost: startCost + entry)
    }

    /// Merges states whose futures are the same (Moore's partition refinement) and
    /// numbers the classes from the start state in breadth-first order.
    private func mergingEquivalentStates() -> WordGraph {
        struct Signature: Hashable {
            var group: Int
            var moves: [Arc]
        }
        var group = (0..<stateCount).map { accepting[$0].map { $0 + 1 } ?? 0 }
        var groupCount = Set(group).count
        while true {
            var numbering: [Signature: Int] = [:]
            var refined = [Int](repeating: 0, count: stateCount)
            for state in 0..<stateCount {
                let moves = arcs[state].map { Arc(word: $0.word, to: group[$0.to], cost: $0.cost) }
                let signature = Signature(group: group[state], moves: moves)
                if let known = numbering[signature] {
                    refined[state] = known
                } else {
                    numbering[signature] = numbering.count
                    refined[state] = numbering.count - 1
                }
            }
            group = refined
            if numbering.count == groupCount { break }
            groupCount = numbering.count
        }
        // Renumber from the start, so the same grammar always gives the same graph.
        var order: [Int: Int] = [group[start]: 0]
        var representative = [start]
        var position = 0
        while position < representative.count {
            for arc in arcs[representative[position]] where order[group[arc.to]] == nil {
                order[group[arc.to]] = representative.count
                representative.append(arc.to)
            }
            position += 1
        }
        // Every arc's target was numbered by the walk above.
        let merged = representative.map { state in
            arcs[state].compactMap { arc in order[group[arc.to]].map { Arc(word: arc.word, to: $0, cost: arc.cost) } }
        }
        var ends: [Int: Int] = [:]
        for (state, cost) in accepting {
            if let merged = order[group[state]] { ends[merged] = cost }
        }
        return WordGraph(arcs: merged, start: 0, accepting: ends, startCost: startCost)
    }
}
