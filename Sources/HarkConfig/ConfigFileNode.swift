import Foundation
import Yams

/// A YAML node with its key path and file, and readers that fail with a
/// `ConfigError` naming the key path, line and column.
struct ConfigNode {
    let node: Node
    /// Key path from the document root ("listening.silence_timeout", "wake.phrases[1]").
    let path: String
    /// The file the node came from.
    let file: String

    var line: Int? { node.mark?.line }
    var column: Int? { node.mark?.column }

    /// "'voice.rate' at line 7, column 9".
    var subject: String { path.isEmpty ? "The top level \(location)" : "'\(path)' \(location)" }

    /// "at line 7, column 9" (empty when the position is unknown).
    var location: String {
        guard let line else { return "" }
        return column.map { "at line \(line), column \($0)" } ?? "at line \(line)"
    }

    /// The first document of `yaml`; nil for an empty file.
    static func document(yaml: String, file: String) throws(ConfigError) -> ConfigNode? {
        do {
            return try Yams.compose(yaml: yaml).map { ConfigNode(node: $0, path: "", file: file) }
        } catch let error as YamlError {
            throw ConfigError.malformed(error, file: file)
        } catch {
            throw ConfigError(.malformed, "The file is not valid YAML: \(error).", path: file)
        }
    }

    /// An error about this node.
    func error(_ code: ConfigError.Code, _ message: String) -> ConfigError {
        ConfigError(code, message, path: file, line: line, column: column)
    }

    /// The child at `key` of this node's path.
    func child(_ node: Node, key: String) -> ConfigNode {
        ConfigNode(node: node, path: path.isEmpty ? key : "\(path).\(key)", file: file)
    }

    /// The same node under another path (a skill's or intent's name instead of list indices).
    func renamed(_ path: String) -> ConfigNode { ConfigNode(node: node, path: path, file: file) }

    /// The value at `key` of a mapping, without checking the other keys (nil if absent or not a mapping).
    func peek(_ key: String) -> ConfigNode? {
        guard case .mapping(let mapping) = node, let value = mapping[Node(key)] else { return nil }
        return child(value, key: key)
    }

    /// 1 for a quoted scalar (its text starts after the quote), else 0.
    var quoteOffset: Int {
        if case .scalar(let scalar) = node, scalar.style == .singleQuoted || scalar.style == .doubleQuoted { return 1 }
        return 0
    }

    var isNull: Bool {
        if case .scalar(let scalar) = node { return scalar.style == .plain && ["", "~", "null"].contains(scalar.string.lowercased()) }
        return false
    }

    /// What the node holds, quoted for messages: `'fast'`, `a list`, `a mapping`, `nothing`.
    var shown: String {
        switch node {
        case .scalar(let scalar): return isNull ? "nothing" : "'\(FileSkills.abbreviated(scalar.string))'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    /// A scalar's text as written (or `shown` for other nodes), for messages.
    var raw: String {
        if case .scalar(let scalar) = node { return FileSkills.abbreviated(scalar.string) }
        return shown
    }

    /// The entries of a mapping in file order (a null node is an empty mapping), refusing keys not in `allowed`.
    func entries(allowed: [String]) throws(ConfigError) -> [(key: String, node: ConfigNode)] {
        if isNull { return [] }
        guard case .mapping(let mapping) = node else {
            throw error(.wrongType, "\(subject) must be a mapping of keys (\(allowed.joined(separator: ", "))), got \(shown).")
        }
        var result: [(key: String, node: ConfigNode)] = []
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let keyPath = path.isEmpty ? key : "\(path).\(key)"
            guard allowed.contains(key) else {
                let position = ConfigNode(node: keyNode, path: keyPath, file: file)
                let hint = Self.suggestion(for: key, among: allowed).map { "did you mean '\($0)'?" }
                    ?? "the keys here are: \(allowed.joined(separator: ", "))."
                throw position.error(.unknownKey, "unknown key '\(keyPath)' \(position.location); \(hint)")
            }
            result.append((key, child(value, key: key)))
        }
        return result
    }

    /// The entries of a mapping by key, refusing keys not in `allowed`.
    func mapping(allowed: [String]) throws(ConfigError) -> [String: ConfigNode] {
        Dictionary(try entries(allowed: allowed).map { ($0.key, $0.node) }, uniquingKeysWith: { a, _ in a })
    }

    /// A mapping entry that must be present.
    func required(_ key: String, in entries: [String: ConfigNode]) throws(ConfigError) -> ConfigNode {
        guard let node = entries[key] else {
            let owner = path.isEmpty ? "The file" : subject
            throw error(.missingKey, "\(owner) needs a '\(key)' key; add it.")
        }
        return node
    }

    /// The items of a list.
    func sequence() throws(ConfigError) -> [ConfigNode] {
        if isNull { return [] }
        guard case .sequence(let sequence) = node else {
            throw error(.wrongType, "\(subject) must be a list, got \(shown).")
        }
        return sequence.enumerated().map { ConfigNode(node: $1, path: "\(path)[\($0)]", file: file) }
    }

    /// A scalar's text.
    func string() throws(ConfigError) -> String {
        guard case .scalar(let scalar) = node, !isNull else {
            throw error(.wrongType, "\(subject) must be text, got \(shown).")
        }
        return scalar.string
    }

    /// A scalar's text, which must not be blank.
    func nonEmptyString() throws(ConfigError) -> String {
        let text = try string()
        guard !text.allSatisfy(\.isWhitespace) else { throw error(.wrongType, "\(subject) must not be empty.") }
        return text
    }

    /// A number (`7`, `0.5`, `1e-20`).
    func number() throws(ConfigError) -> Double {
        guard case .scalar(let scalar) = node, !isNull,
              let value = Double(scalar.string.replacingOccurrences(of: "_", with: "")), value.isFinite else {
            throw error(.wrongType, "\(subject) must be a number, got \(shown).")
        }
        return value
    }

    /// A whole number.
    func integer() throws(ConfigError) -> Int {
        let value: Double
        do { value = try number() } catch { throw self.error(.wrongType, "\(subject) must be a whole number, got \(shown).") }
        guard value.rounded() == value, abs(value) < 1e15 else {
            throw error(.wrongType, "\(subject) must be a whole number, got \(shown).")
        }
        return Int(value)
    }

    /// `true` / `false` (also `yes` / `no`, `on` / `off`).
    func bool() throws(ConfigError) -> Bool {
        if case .scalar(let scalar) = node {
            switch scalar.string.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: break
            }
        }
        throw error(.wrongType, "\(subject) must be true or false, got \(shown).")
    }

    /// The closest of `candidates` to a misspelt `key`, if close enough to be a typo.
    static func suggestion(for key: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(key.lowercased(), $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, best.0.count / 3) else { return nil }
        return best.0
    }

    /// Levenshtein distance.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

extension ConfigError {
    /// A Yams parse error as a `ConfigError` with its line and column.
    static func malformed(_ error: YamlError, file: String) -> ConfigError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let during = context.map { " (\($0.text) at line \($0.mark.line))" } ?? ""
            return ConfigError(.malformed,
                "The file is not valid YAML at line \(mark.line), column \(mark.column): \(problem)\(during); check the indentation and quotes there.",
                path: file, line: mark.line, column: mark.column)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return ConfigError(.malformed,
                "The key \(keys) appears twice in the mapping at line \(context.mark.line); keep one.",
                path: file, line: context.mark.line, column: context.mark.column)
        case .reader(let problem, _, _, _):
            return ConfigError(.malformed, "The file cannot be read as UTF-8 text: \(problem); save it as UTF-8.", path: file)
        default:
            return ConfigError(.malformed, "The file is not valid YAML: \(error).", path: file)
        }
    }
}
