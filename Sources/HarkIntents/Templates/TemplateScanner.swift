/// The recursive-descent reader behind ``TemplateParser``: one pass over the characters,
/// building the tree and reporting the first problem with its column.
struct TemplateScanner {
    typealias Node = Template.Node

    let text: String
    let chars: [Character]
    let parameters: Set<String>
    /// The rules `<name>` may refer to, by name.
    let rules: [String: Template.Node]
    /// Whether this text is a rule's body, which may hold no parameter slot.
    let isRuleBody: Bool
    var index = 0
    /// Groups open around the current position.
    var depth = 0
    /// Deepest nesting of groups read: far more than any phrase needs, and shallow enough
    /// that reading, compiling and matching a template never runs out of stack.
    static let maximumDepth = 16

    /// Most parts a permutation `(a; b; c; d)` may have: four parts are 24 orders.
    static let maximumPermutationParts = 4

    init(text: String, parameters: Set<String>, rules: [String: Template.Node] = [:], isRuleBody: Bool = false) {
        self.text = text
        self.chars = Array(text)
        self.parameters = parameters
        self.rules = rules
        self.isRuleBody = isRuleBody
    }

    func error(_ code: TemplateError.Code, _ message: String, at index: Int) -> TemplateError {
        TemplateError(code: code, message: message, template: text, column: index + 1)
    }

    /// Reads `a b | c d …` up to `closer` (not consumed) or the end; nil when there is nothing.
    mutating func parseAlternatives(closer: Character?, openedAt opener: Int?) throws(TemplateError) -> Node? {
        var alternatives: [Node] = []
        var items: [Node] = []
        var itemSlots: Set<String> = []
        var lastBar: Int?
        while true {
            skipWhitespace()
            guard index < chars.count else {
                if let opener {
                    let open = chars[opener]
                    throw error(.unclosedBracket, "\"\(open)\" is never closed; add \"\(Self.closer(of: open))\"", at: opener)
                }
                break
            }
            let char = chars[index]
            if char == "|" {
                if items.isEmpty { throw error(.emptyAlternative, "nothing before this \"|\"; remove it or add words", at: index) }
                alternatives.append(Self.sequence(items))
                items = []
                itemSlots = []
                lastBar = index
                index += 1
                continue
            }
            if char == ";" {
                guard closer == ")" else {
                    throw error(.invalidPermutation, "\";\" separates the parts of a permutation and works only inside ( ): (a; b)", at: index)
                }
                if items.isEmpty { throw error(.emptyAlternative, "nothing before this \";\"; remove it or add words", at: index) }
                break
            }
            if char == ")" || char == "]" || char == "}" {
                if char == closer { break }
                if let opener, let closer {
                    throw error(.unexpectedBracket,
                                "expected \"\(closer)\" to close \"\(chars[opener])\" at column \(opener + 1), found \"\(char)\"",
                                at: index)
                }
                throw error(.unexpectedBracket, "\"\(char)\" has no matching \"\(Self.opener(of: char))\"", at: index)
            }
            let start = index
            let item = try parseItem()
            let slots = item.slotNames
            if let duplicate = slots.intersection(itemSlots).sorted().first {
                throw error(.duplicateParameter, "{\(duplicate)} could be filled twice in one sentence; use it once", at: start)
            }
            itemSlots.formUnion(slots)
            items.append(item)
        }
        if items.isEmpty {
            if let lastBar { throw error(.emptyAlternative, "nothing after this \"|\"; remove it or add words", at: lastBar) }
            return nil
        }
        alternatives.append(Self.sequence(items))
        return Self.choice(alternatives)
    }

    /// Reads one word, group or slot with its `:meaning` and `{slot}` suffixes.
    mutating func parseItem() throws(TemplateError) -> Node {
        let start = index
        let char = chars[index]
        var node: Node
        var canTag = false
        var isSlot = false
        switch char {
        case "(", "[":
            guard depth < Self.maximumDepth else {
                throw error(.tooDeep, "groups nest more than \(Self.maximumDepth) deep here; write the alternatives out flatter", at: index)
            }
            depth += 1
            defer { depth -= 1 }
            index += 1
            let closer = Self.closer(of: char)
            guard let inner = try parseAlternatives(closer: closer, openedAt: start) else {
                throw error(.emptyGroup, "\"\(char)\(closer)\" holds nothing; add words or remove it", at: start)
            }
            var parts = [inner]
            while chars[index] == ";" {
                let semicolon = index
                index += 1
                guard let part = try parseAlternatives(closer: closer, openedAt: start) else {
                    throw error(.emptyAlternative, "nothing after this \";\"; remove it or add words", at: semicolon)
                }
                parts.append(part)
            }
            index += 1
            if parts.count > 1 {
                node = try permutation(parts, at: start)
            } else if char == "(" {
                node = inner
            } else if case .optional = inner {
                node = inner
            } else {
                node = .optional(inner)
            }
            canTag = true
        case "{":
            node = .slot(try parseSlotName())
            isSlot = true
        case "<":
            node = try parseRuleReference()
            canTag = true
        case ":":
            throw error(.invalidMeaning, "a meaning \":value\" must directly follow a word, \")\" or \"]\"", at: index)
        default:
            node = .word(try parseWord())
        }
        if index < chars.count, chars[index] == ":" {
            if isSlot {
                throw error(.invalidMeaning, "a parameter slot can't have a meaning; its value parser decides what it means", at: index)
            }
            node = .meaning(node, try parseMeaning())
            canTag = true
        }
        if index < chars.count, chars[index] == "{" {
            let tagStart = index
            if isSlot {
                throw error(.invalidSlot, "put a space or words between two slots", at: tagStart)
            }
            if !canTag {
                throw error(.invalidSlot, "put a space before \"{\", or wrap the word in parentheses to make it fill the slot: (word){slot}", at: tagStart)
            }
            let name = try parseSlotName()
            if node.slotNames.contains(name) {
                throw error(.duplicateParameter, "{\(name)} could be filled twice in one sentence; use it once", at: tagStart)
            }
            node = .tagged(node, slot: name)
            if index < chars.count, chars[index] == ":" {
                throw error(.invalidMeaning, "write the meaning before the slot tag: (…):meaning{slot}", at: index)
            }
            if index < chars.count, chars[index] == "{" {
                throw error(.invalidSlot, "a group can fill only one slot", at: index)
            }
        }
        return node
    }

    /// Reads `<name>` starting at the `<`; checks the rule is known.
    mutating func parseRuleReference() throws(TemplateError) -> Node {
        let opener = index
        index += 1
        var name = ""
        while index < chars.count, chars[index] != ">", !"(){}[]|<;".contains(chars[index]) {
            name.append(chars[index])
            index += 1
        }
        guard index < chars.count, chars[index] == ">" else {
            throw error(.unclosedBracket, "\"<\" is never closed; add \">\"", at: opener)
        }
        index += 1
        name = Self.trimmed(name)
        guard Self.isIdentifier(name) else {
            throw error(.unknownRule, "\"<\(name)>\" is not a rule name (letters, digits and _ only)", at: opener)
        }
        guard let body = rules[name] else {
            let known = rules.isEmpty ? "no rules are defined" : "the rules are: " + rules.keys.sorted().map { "<\($0)>" }.joined(separator: ", ")
            throw error(.unknownRule, "unknown rule <\(name)>; define it (a skill's rules, or rules: in a skills file) or use one of the known ones; \(known)", at: opener)
        }
        return .rule(name, body)
    }

    /// The parts of `(a; b; c)` said in any order: a choice of every order, the written one first.
    func permutation(_ parts: [Node], at start: Int) throws(TemplateError) -> Node {
        guard parts.count <= Self.maximumPermutationParts else {
            throw error(.invalidPermutation,
                        "a permutation has \(parts.count) parts; at most \(Self.maximumPermutationParts) are allowed (\(Self.maximumPermutationParts) parts are 24 orders), so fix the order of some",
                        at: start)
        }
        var seen: Set<String> = []
        for part in parts {
            let slots = part.slotNames
            if let duplicate = slots.intersection(seen).sorted().first {
                throw error(.duplicateParameter, "{\(duplicate)} could be filled twice in one sentence; use it once", at: start)
            }
            seen.formUnion(slots)
        }
        return Self.choice(Self.orders(of: parts.indices.map { $0 }).map { order in Self.sequence(order.map { parts[$0] }) })
    }

    /// Every order of `items`, the given one first.
    static func orders(of items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return orders(of: rest).map { [first] + $0 }
        }
    }

    /// Reads `{name}` starting at the `{`; checks the name is a known parameter.
    mutating func parseSlotName() throws(TemplateError) -> String {
        let opener = index
        index += 1
        var name = ""
        while index < chars.count, chars[index] != "}" {
            if "(){}[]|".contains(chars[index]) { break }
            name.append(chars[index])
            index += 1
        }
        guard index < chars.count, chars[index] == "}" else {
            throw error(.unclosedBracket, "\"{\" is never closed; add \"}\"", at: opener)
        }
        index += 1
        name = Self.trimmed(name)
        guard !name.isEmpty else {
            throw error(.invalidSlot, "\"{}\" has no parameter name; write {name}", at: opener)
        }
        guard Self.isIdentifier(name) else {
            throw error(.invalidSlot, "\"\(name)\" is not a parameter name (letters, digits and _ only)", at: opener)
        }
        if isRuleBody {
            throw error(.invalidSlot, "a rule can't hold a parameter slot; write {\(name)} in the phrase, next to the rule", at: opener)
        }
        guard parameters.contains(name) else {
            let known = parameters.isEmpty
                ? "this intent has no parameters"
                : "this intent's parameters are: " + parameters.sorted().joined(separator: ", ")
            throw error(.unknownParameter, "unknown parameter {\(name)}; \(known)", at: opener)
        }
        return name
    }

    /// Reads `:value` starting at the `:`.
    mutating func parseMeaning() throws(TemplateError) -> String {
        let colon = index
        index += 1
        var value = ""
        while index < chars.count, Self.isMeaningCharacter(chars[index]) {
            value.append(chars[index])
            index += 1
        }
        guard !value.isEmpty else {
            throw error(.invalidMeaning, "\":\" must be followed by a meaning (letters, digits, _, - or .)", at: colon)
        }
        if index < chars.count, chars[index] == ":" {
            throw error(.invalidMeaning, "only one meaning per word or group", at: index)
        }
        return value
    }

    /// Reads a word; rejects digits and characters that cannot be spoken.
    mutating func parseWord() throws(TemplateError) -> String {
        let start = index
        var word = ""
        while index < chars.count, Self.isWordCharacter(chars[index]) {
            word.append(chars[index] == "\u{2019}" ? "'" : Character(chars[index].lowercased()))
            index += 1
        }
        if index < chars.count, chars[index].isNumber { throw digitsError(at: index) }
        if word.isEmpty {
            throw error(.invalidCharacter, Self.invalidCharacterMessage(chars[index]), at: index)
        }
        if !word.contains(where: \.isLetter) {
            throw error(.invalidCharacter, "an apostrophe must be part of a word", at: start)
        }
        return word
    }

    mutating func skipWhitespace() {
        while index < chars.count, chars[index].isWhitespace { index += 1 }
    }
}
