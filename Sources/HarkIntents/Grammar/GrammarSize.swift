import Foundation

/// How big a JSGF grammar is for the recognizer: its text, its rules, and the states of the
/// finite-state grammar sphinxbase builds from it, counted the way `jsgf_build_fsg` numbers
/// them: every rule reference is expanded in place (a rule used by 40 phrases is 40 copies
/// in the FSG, however short the JSGF text is); a word makes a state unless it ends an
/// alternative whose end state is already known; a group is an anonymous rule and `[…]`
/// one with an empty alternative. The benchmark prints it as phrasings grow (`hark bench --grammar-size`).
public struct GrammarSize: Sendable, Equatable, Codable {
    /// Bytes of the JSGF text.
    public var bytes: Int
    /// Rule definitions in it.
    public var rules: Int
    /// FSG states (the count `jsgf_build_fsg` reaches, before its null-transition closure).
    public var fsgStates: Int
    /// Bytes the JSGF text would take if each shared template rule (`<rule_…>`) were
    /// written out at every use instead of referred to.
    public var inlinedBytes: Int

    /// Measures `jsgf`; nil when it is not a grammar `GrammarCompiler` writes.
    public init?(jsgf: String) {
        var bodies: [String: JSGFExpression] = [:]
        var texts: [String: String] = [:]
        var definitionBytes: [String: Int] = [:]
        for line in jsgf.split(separator: "\n") {
            var text = Substring(line)
            if text.hasPrefix("public ") { text = text.dropFirst("public ".count) }
            guard text.hasPrefix("<"), let close = text.firstIndex(of: ">"),
                  let equals = text.range(of: " = ") else { continue }
            let name = String(text[text.index(after: text.startIndex)..<close])
            var body = text[equals.upperBound...]
            if body.hasSuffix(";") { body = body.dropLast() }
            guard let expression = JSGFExpression.parse(String(body)) else { return nil }
            bodies[name] = expression
            texts[name] = String(body)
            definitionBytes[name] = line.utf8.count + 1
        }
        guard bodies["command"] != nil else { return nil }
        var counter = FSGStateCounter(rules: bodies)
        self.fsgStates = counter.count(rule: "command")
        self.bytes = jsgf.utf8.count
        self.rules = bodies.count
        var inlined = bytes
        for (name, text) in texts where name.hasPrefix("rule_") {
            let reference = "<\(name)>"
            let uses = jsgf.components(of: reference) - 1
            inlined += uses * (text.utf8.count + 2 - reference.utf8.count) - (definitionBytes[name] ?? 0)
        }
        self.inlinedBytes = inlined
    }
}

/// Replays sphinxbase's `expand_rule` / `expand_rhs` state numbering over parsed rule bodies.
struct FSGStateCounter {
    let rules: [String: JSGFExpression]
    var states = 0
    var stack: [String] = []

    init(rules: [String: JSGFExpression]) { self.rules = rules }

    /// States of the FSG for the public rule `name`.
    mutating func count(rule name: String) -> Int {
        states = 1  // the entry
        let exit = expand(alternatives(of: rules[name] ?? .word("")), named: name, entry: 0, exit: nil)
        if exit == nil { states += 1 }
        return states
    }

    /// An atom sequence per alternative, as the JSGF parser stores a rule's right-hand sides.
    func alternatives(of expression: JSGFExpression) -> [[JSGFExpression]] {
        if case .choice(let options) = expression { return options.map(atoms) }
        return [atoms(of: expression)]
    }

    func atoms(of expression: JSGFExpression) -> [JSGFExpression] {
        if case .sequence(let parts) = expression { return parts }
        return [expression]
    }

    /// `expand_rule`: every alternative from `entry`; the first one's end is the exit when none is given.
    mutating func expand(_ alternatives: [[JSGFExpression]], named name: String?, entry: Int, exit: Int?) -> Int? {
        if let name { stack.append(name) }
        defer { if name != nil { stack.removeLast() } }
        var exit = exit
        for atoms in alternatives {
            let last = expand(atoms: atoms, entry: entry, exit: exit)
            if exit == nil { exit = last }
        }
        return exit ?? entry
    }

    /// `expand_rhs`: a word makes a new state unless it is the last atom and the exit is known.
    mutating func expand(atoms: [JSGFExpression], entry: Int, exit: Int?) -> Int? {
        var last = entry
        for (index, atom) in atoms.enumerated() {
            let isLast = index == atoms.count - 1
            switch atom {
            case .word:
                if isLast, let exit {
                    last = exit
                } else {
                    last = states
                    states += 1
                }
            case .rule(let name):
                guard !stack.contains(name), let body = rules[name] else { return nil }
                last = expand(alternatives(of: body), named: name, entry: last, exit: isLast ? exit : nil) ?? last
            case .sequence, .choice:
                last = expand(alternatives(of: atom), named: nil, entry: last, exit: isLast ? exit : nil) ?? last
            case .optional(let inner):
                // [x] is an anonymous rule: x | <NULL>; <NULL> links to the exit, or to a new state.
                let subExit = isLast ? exit : nil
                let end = expand(alternatives(of: inner), named: nil, entry: last, exit: subExit) ?? last
                if subExit == nil && end == last { states += 1 }
                last = end
            case .repeated(let inner, _):
                last = expand(alternatives(of: inner), named: nil, entry: last, exit: isLast ? exit : nil) ?? last
                states += 1
            }
        }
        return last
    }
}

extension String {
    /// How many times `needle` occurs (not overlapping).
    fileprivate func components(of needle: String) -> Int {
        var count = 0
        var rest = self[...]
        while let range = rest.range(of: needle) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}
