public import HarkIntents
import HarkLimits
import Yams

extension FileSkills {
    /// The top-level `rules:` mapping of a skills file: shared rules every phrase of the
    /// file may use as `<name>`, besides the standard ones (`<please>`, `<can_you>`, …).
    ///
    /// ```yaml
    /// rules:
    ///   light: "light | lights | lamp"
    ///   switch_on: "(turn | switch) on"
    /// skills:
    ///   - name: Lights
    ///     intents:
    ///       - name: TurnOnLight
    ///         phrases: ["[<can_you>] <switch_on> the {room} <light>"]
    /// ```
    ///
    /// An error names the rule, its line and column, and what to change.
    static func readRules(_ node: ConfigNode?) throws(ConfigError) -> (definitions: [String: String], rules: TemplateRules) {
        guard let node else { return ([:], .standard) }
        var definitions: [String: String] = [:]
        var nodes: [String: ConfigNode] = [:]
        if node.isNull { return ([:], .standard) }
        guard case .mapping(let mapping) = node.node else {
            throw node.error(.wrongType, "\(node.subject) must map rule names to their words, like please: \"please | kindly\"; got \(node.shown).")
        }
        for (key, value) in mapping {
            let name = key.string ?? ""
            let child = node.child(value, key: name)
            let keyNode = node.child(key, key: name)
            guard isIdentifier(name) else {
                throw keyNode.error(.invalidWords, "The rule name '\(name)' \(keyNode.location) must be letters, digits and _, like baby.")
            }
            definitions[name] = try child.text(within: Limits.commandCharacters)
            nodes[name] = child
        }
        do {
            return (definitions, try TemplateRules.standard.adding(definitions))
        } catch {
            let name = definitions.keys.sorted().first { error.context == "rule <\($0)>" }
            let place = name.flatMap { nodes[$0] } ?? node
            let column = (place.column ?? 1) + place.quoteOffset + error.column - 1
            throw ConfigError(.invalidPhrase,
                "rules ▸ \(name.map { "<\($0)>" } ?? "rule") at line \(place.line ?? 0), column \(column): \(error.message)",
                path: place.file, line: place.line, column: column)
        }
    }
}
