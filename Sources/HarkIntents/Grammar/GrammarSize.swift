import Foundation

/// How big a JSGF grammar is for the recognizer: its text, its rules, and the finite-state
/// grammar sphinxbase builds from it, estimated the way `jsgf_build_fsg` builds it: every
/// rule reference is expanded in place (a rule used by 40 phrases is 40 copies in the FSG,
/// however short the JSGF text is), each word is one state, each rule or group use adds an
/// entry and an exit state. The benchmark prints it as phrasings grow (`hark bench --grammar-size`).
public struct GrammarSize: Sendable, Equatable, Codable {
    /// Bytes of the JSGF text.
    public var bytes: Int
    /// Rule definitions in it.
    public var rules: Int
    /// Estimated FSG states.
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
        guard let command = bodies["command"] else { return nil }
        var memo: [String: Int] = [:]
        func states(_ expression: JSGFExpression, depth: Int) -> Int {
            switch expression {
            case .word: return 1
            case .rule(let name):
                if let known = memo[name] { return known }
                guard depth < 32, let body = bodies[name] else { return 2 }
                let count = 2 + states(body, depth: depth + 1)
                memo[name] = count
                return count
            case .sequence(let parts): return parts.reduce(0) { $0 + states($1, depth: depth) }
            case .choice(let parts): return 2 + parts.reduce(0) { $0 + states($1, depth: depth) }
            case .optional(let inner), .repeated(let inner, _): return 2 + states(inner, depth: depth)
            }
        }
        self.bytes = jsgf.utf8.count
        self.rules = bodies.count
        self.fsgStates = states(command, depth: 0)
        var inlined = bytes
        for (name, text) in texts where name.hasPrefix("rule_") {
            let reference = "<\(name)>"
            let uses = jsgf.components(of: reference) - 1
            inlined += uses * (text.utf8.count + 2 - reference.utf8.count) - (definitionBytes[name] ?? 0)
        }
        self.inlinedBytes = inlined
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
