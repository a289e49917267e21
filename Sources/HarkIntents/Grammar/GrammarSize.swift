import Foundation

/// How big a JSGF grammar's text is: bytes and rules, and what sharing rules saves. The
/// states the recognizer searches come from the recognizer itself (HarkSpeech's
/// `GrammarGraphSize`); the benchmark prints both as phrasings grow (`hark bench --grammar-size`).
public struct GrammarSize: Sendable, Equatable, Codable {
    /// Bytes of the JSGF text.
    public var bytes: Int
    /// Rule definitions in it.
    public var rules: Int
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
