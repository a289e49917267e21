extension Template {
    /// One way of saying a template: a fixed list of words and slots, with the
    /// meanings and slot tags that way of saying it produces.
    public struct Expansion: Sendable, Hashable, CustomStringConvertible {
        /// A word to say or a slot to fill.
        public enum Part: Sendable, Hashable {
            /// A literal word.
            case word(String)
            /// A `{slot}` whose value is spoken here.
            case slot(String)
        }

        /// Where a tagged group sits in ``parts`` and what it means.
        public struct Tag: Sendable, Hashable {
            /// The parts the group covers.
            public var range: Range<Int>
            /// The meaning chosen inside the group, nil when it has none.
            public var meaning: String?
        }

        /// The words and slots, in order.
        public var parts: [Part]
        /// Every meaning chosen, outermost first, in the order they are said.
        public var meanings: [String]
        /// The tagged groups said, by the slot they fill.
        public var tags: [String: Tag]

        /// The parts as text: `set an alarm for {time}`.
        public var description: String {
            parts.map { part in
                switch part {
                case .word(let word): return word
                case .slot(let name): return "{\(name)}"
                }
            }.joined(separator: " ")
        }

        /// The sentence with each slot replaced by `values[slot]`, and the slot fills a matcher
        /// should report for it; nil when a slot has no value.
        public func filled(with values: [String: [String]]) -> (words: [String], slots: [String: SlotFill])? {
            var words: [String] = []
            var slots: [String: SlotFill] = [:]
            var starts: [Int] = []
            for part in parts {
                starts.append(words.count)
                switch part {
                case .word(let word): words.append(word)
                case .slot(let name):
                    guard let value = values[name] else { return nil }
                    words.append(contentsOf: value)
                    slots[name] = SlotFill(words: value)
                }
            }
            starts.append(words.count)
            for (name, tag) in tags {
                let covered = Array(words[starts[tag.range.lowerBound]..<starts[tag.range.upperBound]])
                slots[name] = SlotFill(words: covered, meaning: tag.meaning)
            }
            return (words, slots)
        }
    }

    /// The ways of saying this template, at most `limit` of them, in a fixed order
    /// (alternatives in written order; optional pieces said before left out).
    public func expansions(limit: Int = 1000) -> [Expansion] {
        Template.expand(root, limit: max(0, limit)).map {
            Expansion(parts: $0.parts, meanings: $0.meanings, tags: $0.tags)
        }
    }

    /// An expansion under construction; `outer` holds the outermost meanings, which a tag reports.
    private struct Partial {
        var parts: [Expansion.Part] = []
        var meanings: [String] = []
        var tags: [String: Expansion.Tag] = [:]
        var outer: [String] = []

        func followed(by next: Partial) -> Partial {
            var result = self
            let offset = parts.count
            result.parts += next.parts
            result.meanings += next.meanings
            result.outer += next.outer
            for (name, tag) in next.tags {
                let range = (tag.range.lowerBound + offset)..<(tag.range.upperBound + offset)
                result.tags[name] = Expansion.Tag(range: range, meaning: tag.meaning)
            }
            return result
        }
    }

    private static func expand(_ node: Node, limit: Int) -> [Partial] {
        switch node {
        case .word(let word):
            return [Partial(parts: [.word(word)])]
        case .slot(let name):
            return [Partial(parts: [.slot(name)])]
        case .rule(_, let body):
            return expand(body, limit: limit)
        case .sequence(let items):
            var results = [Partial()]
            for item in items {
                let tails = expand(item, limit: limit)
                var next: [Partial] = []
                outer: for head in results {
                    for tail in tails {
                        if next.count >= limit { break outer }
                        next.append(head.followed(by: tail))
                    }
                }
                results = next
            }
            return results
        case .choice(let alternatives):
            var results: [Partial] = []
            for alternative in alternatives where results.count < limit {
                results += expand(alternative, limit: limit - results.count)
            }
            return results
        case .optional(let inner):
            return Array((expand(inner, limit: limit) + [Partial()]).prefix(limit))
        case .meaning(let inner, let value):
            return expand(inner, limit: limit).map { partial in
                var result = partial
                result.meanings.insert(value, at: 0)
                result.outer = [value]
                return result
            }
        case .tagged(let inner, let slot):
            return expand(inner, limit: limit).map { partial in
                var result = partial
                let meaning = partial.outer.isEmpty ? nil : partial.outer.joined(separator: " ")
                result.tags[slot] = Expansion.Tag(range: 0..<partial.parts.count, meaning: meaning)
                return result
            }
        }
    }
}
