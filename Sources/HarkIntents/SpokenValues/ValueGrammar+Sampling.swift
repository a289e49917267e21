import Foundation

extension ValueGrammar {
    /// `count` sentences the grammar for `kind` accepts, made by random walks from
    /// its top rule. An alternative is picked with a weight of log₂(1 + the number of
    /// sentences it can make), so long forms ("two hundred and five thousand") show up
    /// as well as short ones ("half"); an optional part is said half the time, a
    /// repeated part one to four times. The same seed gives the same sentences.
    public static func sampleSentences(for kind: ValueKind, count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<max(count, 0)).map { _ in
            var words: [String] = []
            walk(.rule(topRule(for: kind)), into: &words, using: &generator)
            return words.joined(separator: " ")
        }
    }

    /// Every sentence the grammar for `kind` accepts (a repeated part said at most
    /// `maxRepeats` times), sorted; nil if there are more than `limit`.
    public static func allSentences(for kind: ValueKind, limit: Int, maxRepeats: Int = 2) -> [String]? {
        var cache: [String: [[String]]] = [:]
        guard let sentences = expand(.rule(topRule(for: kind)), limit: limit, maxRepeats: maxRepeats, cache: &cache) else {
            return nil
        }
        return Set(sentences.map { $0.joined(separator: " ") }).sorted()
    }

    private static func walk(_ expression: JSGFExpression, into words: inout [String], using generator: inout SplitMix64) {
        switch expression {
        case .word(let word): words.append(word)
        case .rule(let name): expressions[name].map { walk($0, into: &words, using: &generator) }
        case .sequence(let parts): parts.forEach { walk($0, into: &words, using: &generator) }
        case .choice(let options):
            let weights = options.map { log2(1 + sentenceCount($0)) }
            var pick = Double(generator.next() >> 11) * 0x1p-53 * weights.reduce(0, +)
            let chosen = weights.firstIndex { pick -= $0; return pick < 0 } ?? options.count - 1
            walk(options[chosen], into: &words, using: &generator)
        case .optional(let inner): if generator.next() % 2 == 0 { walk(inner, into: &words, using: &generator) }
        case .repeated(let inner, let atLeastOnce):
            let times = Int(generator.next() % 4) + (atLeastOnce ? 1 : 0)
            for _ in 0..<times { walk(inner, into: &words, using: &generator) }
        }
    }

    /// How many sentences an expression can make (a repeated part said at most four times),
    /// given the count of each rule it refers to.
    static func sentenceCount(_ expression: JSGFExpression, rule: (String) -> Double) -> Double {
        switch expression {
        case .word: return 1
        case .rule(let name): return rule(name)
        case .sequence(let parts): return parts.reduce(1) { $0 * sentenceCount($1, rule: rule) }
        case .choice(let options): return options.reduce(0) { $0 + sentenceCount($1, rule: rule) }
        case .optional(let inner): return 1 + sentenceCount(inner, rule: rule)
        case .repeated(let inner, let atLeastOnce):
            let count = sentenceCount(inner, rule: rule)
            return (1...4).reduce(atLeastOnce ? 0 : 1) { $0 + pow(count, Double($1)) }
        }
    }

    /// How many sentences an expression can make, using every rule's count.
    static func sentenceCount(_ expression: JSGFExpression) -> Double {
        sentenceCount(expression) { ruleSentenceCounts[$0] ?? 1 }
    }

    /// The sentence count of every rule, computed once (the rules do not recurse).
    private static let ruleSentenceCounts: [String: Double] = {
        var counts: [String: Double] = [:]
        func count(_ name: String) -> Double {
            if let known = counts[name] { return known }
            let value = expressions[name].map { sentenceCount($0, rule: count) } ?? 1
            counts[name] = value
            return value
        }
        for name in expressions.keys { _ = count(name) }
        return counts
    }()

    private static func expand(
        _ expression: JSGFExpression, limit: Int, maxRepeats: Int, cache: inout [String: [[String]]]
    ) -> [[String]]? {
        func product(_ lists: [[[String]]]) -> [[String]]? {
            var result: [[String]] = [[]]
            for list in lists {
                guard result.count * list.count <= limit else { return nil }
                result = result.flatMap { head in list.map { head + $0 } }
            }
            return result
        }
        switch expression {
        case .word(let word): return [[word]]
        case .rule(let name):
            if let cached = cache[name] { return cached }
            guard let body = expressions[name], let result = expand(body, limit: limit, maxRepeats: maxRepeats, cache: &cache) else {
                return nil
            }
            cache[name] = result
            return result
        case .sequence(let parts):
            var lists: [[[String]]] = []
            for part in parts {
                guard let list = expand(part, limit: limit, maxRepeats: maxRepeats, cache: &cache) else { return nil }
                lists.append(list)
            }
            return product(lists)
        case .choice(let options):
            var result: [[String]] = []
            for option in options {
                guard let list = expand(option, limit: limit, maxRepeats: maxRepeats, cache: &cache),
                      result.count + list.count <= limit else { return nil }
                result += list
            }
            return result
        case .optional(let inner):
            guard let list = expand(inner, limit: limit, maxRepeats: maxRepeats, cache: &cache), list.count < limit else { return nil }
            return [[]] + list
        case .repeated(let inner, let atLeastOnce):
            guard let list = expand(inner, limit: limit, maxRepeats: maxRepeats, cache: &cache) else { return nil }
            var result: [[String]] = atLeastOnce ? [] : [[]]
            for times in 1...max(maxRepeats, 1) {
                guard let repeated = product(Array(repeating: list, count: times)), result.count + repeated.count <= limit else {
                    return nil
                }
                result += repeated
            }
            return result
        }
    }
}

/// A small seeded random number generator (SplitMix64), so samples repeat across runs and platforms.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Starts the sequence at `seed`.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
