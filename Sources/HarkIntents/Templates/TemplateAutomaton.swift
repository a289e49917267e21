/// A template flattened into a small automaton for matching: states joined by edges that
/// read a word, read a slot value, or read nothing (possibly marking where a meaning or a
/// tagged group starts and ends).
///
/// States are numbered so every edge goes from a lower state to a higher one, which lets the
/// matcher relax each input position's states in one pass in index order.
struct TemplateAutomaton: Sendable {
    /// Where a meaning or a tagged group begins or ends along a path.
    enum Marker: Sendable, Equatable {
        case openMeaning(String)
        case closeMeaning
        case openTag(String)
        case closeTag
    }

    /// What an edge reads.
    enum Label: Sendable, Equatable {
        case epsilon(Marker?)
        case word(String)
        case slot(String)
    }

    struct Edge: Sendable {
        let label: Label
        let target: Int
    }

    /// Outgoing edges by state; state 0 is the start.
    private(set) var edges: [[Edge]] = [[]]
    /// The state reached when the whole template has been said.
    private(set) var accept = 0

    init(_ template: Template) {
        accept = build(template.root, from: 0)
    }

    var stateCount: Int { edges.count }

    private mutating func newState() -> Int {
        edges.append([])
        return edges.count - 1
    }

    private mutating func connect(_ from: Int, _ label: Label, _ to: Int) {
        edges[from].append(Edge(label: label, target: to))
    }

    /// Adds `node` starting at state `from`; returns the state where it ends.
    private mutating func build(_ node: Template.Node, from start: Int) -> Int {
        switch node {
        case .word(let word):
            let end = newState()
            connect(start, .word(word), end)
            return end
        case .slot(let name):
            let end = newState()
            connect(start, .slot(name), end)
            return end
        case .rule(_, let body):
            return build(body, from: start)
        case .sequence(let items):
            return items.reduce(start) { state, item in build(item, from: state) }
        case .choice(let alternatives):
            let ends = alternatives.map { build($0, from: start) }
            let join = newState()
            for end in ends { connect(end, .epsilon(nil), join) }
            return join
        case .optional(let inner):
            let innerEnd = build(inner, from: start)
            let join = newState()
            connect(innerEnd, .epsilon(nil), join)
            connect(start, .epsilon(nil), join)
            return join
        case .meaning(let inner, let value):
            let open = newState()
            connect(start, .epsilon(.openMeaning(value)), open)
            let innerEnd = build(inner, from: open)
            let close = newState()
            connect(innerEnd, .epsilon(.closeMeaning), close)
            return close
        case .tagged(let inner, let slot):
            let open = newState()
            connect(start, .epsilon(.openTag(slot)), open)
            let innerEnd = build(inner, from: open)
            let close = newState()
            connect(innerEnd, .epsilon(.closeTag), close)
            return close
        }
    }
}
