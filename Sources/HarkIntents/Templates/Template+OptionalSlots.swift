extension Template {
    /// The parameters this template fills only inside an optional part: `size` in
    /// `a [{size}] {drink}`, `milk` in `a {drink} [with {milk}]`, `place` in `[in the (fridge | freezer){place}]`.
    ///
    /// A slot that is also written outside `[ ]` (`({size} | [{size}] please)`) counts as optional
    /// too: some way of saying the phrase, spelled out as written, leaves it out on purpose.
    /// Skills files read this as "the slot may be left out"; Swift intents decide by type instead.
    public var optionalSlotNames: Set<String> { root.slotNames(insideOptional: false) }
}

extension Template.Node {
    /// Slot names that occur beneath an `.optional` node (`inside` tells whether this node is beneath one).
    func slotNames(insideOptional inside: Bool) -> Set<String> {
        switch self {
        case .word: return []
        case .slot(let name): return inside ? [name] : []
        case .sequence(let items), .choice(let items):
            return items.reduce(into: []) { $0.formUnion($1.slotNames(insideOptional: inside)) }
        case .optional(let inner): return inner.slotNames(insideOptional: true)
        case .meaning(let inner, _), .rule(_, let inner): return inner.slotNames(insideOptional: inside)
        case .tagged(let inner, let slot):
            return inner.slotNames(insideOptional: inside).union(inside ? [slot] : [])
        }
    }
}
