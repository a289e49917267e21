/// Keeps each value grammar (`<v_integer>`, `<v_duration>`, …) to as few references as the
/// language allows. PocketSphinx turns JSGF into a finite-state grammar by copying a rule's
/// states at every reference, so 2,500 phrases ending in `<v_integer>` meant 2,500 copies of the
/// number grammar (14.8 s and 1.6 GB to start with a 5,000-phrase skills file). Alternatives
/// whose only value reference sits at their top level with the same words after it are written
/// as one rule, `<g0> = (set lamp to | turn fan to) <v_integer>;`, which says exactly the same
/// sentences as the alternatives it replaces and holds one copy of the value grammar.
extension GrammarCompiler {
    /// The `<rule>` references of value slots (slots heard through a shared rule).
    var valueRuleReferences: Set<String> {
        Set(slots.values.compactMap { vocabulary in
            if case .rule(let rule) = vocabulary { "<\(JSGFWriter.bareName(rule))>" } else { nil }
        })
    }

    /// Phrase bodies (repeats left out) and shared-value group bodies for the top-level
    /// alternatives of each phrase. An alternative joins a group when it refers to exactly one
    /// value rule, at its top level, and at least one other alternative has the same rule and the
    /// same words after it; the rest of its phrase stays in the phrase's own body.
    static func sharingValueRules(_ phrases: [[String]], valueRules: Set<String>) -> (bodies: [String], groups: [String]) {
        struct Key: Hashable { var rule: String, suffix: String }
        var split: [[(alternative: String, key: Key?, prefix: String)]] = []
        var counts: [Key: Int] = [:]
        for alternatives in phrases {
            var row: [(alternative: String, key: Key?, prefix: String)] = []
            for alternative in alternatives {
                if let parts = topLevelValueReference(in: alternative, valueRules: valueRules) {
                    let key = Key(rule: parts.rule, suffix: parts.suffix)
                    counts[key, default: 0] += 1
                    row.append((alternative, key, parts.prefix))
                } else {
                    row.append((alternative, nil, ""))
                }
            }
            split.append(row)
        }
        var bodies: [String] = [], seenBodies: Set<String> = []
        var groupOrder: [Key] = [], prefixes: [Key: [String]] = [:], seenPrefixes: [Key: Set<String>] = [:]
        for row in split {
            var kept: [String] = []
            for item in row {
                if let key = item.key, counts[key, default: 0] > 1 {
                    if prefixes[key] == nil { groupOrder.append(key) }
                    if seenPrefixes[key, default: []].insert(item.prefix).inserted { prefixes[key, default: []].append(item.prefix) }
                } else if !kept.contains(item.alternative) {
                    kept.append(item.alternative)
                }
            }
            let body = kept.joined(separator: " | ")
            if !body.isEmpty, seenBodies.insert(body).inserted { bodies.append(body) }
        }
        let groups = groupOrder.map { key -> String in
            let options = prefixes[key]!
            let spoken = options.filter { !$0.isEmpty }
            var parts: [String] = []
            if !spoken.isEmpty {
                let choice = spoken.joined(separator: " | ")
                parts.append(spoken.count < options.count ? "[\(choice)]" : spoken.count == 1 ? choice : "(\(choice))")
            }
            parts.append(key.rule)
            if !key.suffix.isEmpty { parts.append(key.suffix) }
            return parts.joined(separator: " ")
        }
        return (bodies, groups)
    }

    /// `set lamp to <v_integer> percent` → (`set lamp to`, `<v_integer>`, `percent`): the words
    /// before and after the one value rule the alternative refers to, when that reference is
    /// not inside `( )` or `[ ]` and no other value rule appears anywhere in the alternative.
    static func topLevelValueReference(in alternative: String, valueRules: Set<String>)
        -> (prefix: String, rule: String, suffix: String)? {
        var tokens: [String] = [], current = "", depth = 0
        for char in alternative {
            if char == "(" || char == "[" { depth += 1 }
            if char == ")" || char == "]" { depth -= 1 }
            if char == " " && depth == 0 {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(char)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        guard depth == 0 else { return nil }
        // Every `<…>` reference, nested or not: the alternative may name only one value rule.
        var mentions = 0, reference: String?
        for char in alternative {
            if char == "<" { reference = "" }
            reference?.append(char)
            if char == ">", let name = reference {
                if valueRules.contains(name) { mentions += 1 }
                reference = nil
            }
        }
        guard mentions == 1, let index = tokens.firstIndex(where: { valueRules.contains($0) }) else { return nil }
        return (tokens[..<index].joined(separator: " "), tokens[index], tokens[(index + 1)...].joined(separator: " "))
    }
}
