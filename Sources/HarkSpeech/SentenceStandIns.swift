/// Puts other words people say in place of some of a phrase's words in a share of the
/// sentences a language model learns: "milo" or "the little one" where a phrase says "the
/// baby", each chosen at random from a seeded sequence, so the same sentences change the
/// same way every time.
struct SentenceStandIns {
    /// Phrase words → what may be said in their place, each as words.
    private let alternatives: [[String]: [[String]]]
    /// The longest run of phrase words that has stand-ins.
    private let longest: Int
    /// The share of the runs that are said with a stand-in.
    let share: Double
    private var random = SplitMix64(seed: 0x5354_414E)

    /// Replaces a share of the runs of `standIns`' keys (words separated by spaces) with one
    /// of their values, the longest run first ("the baby's" before "the baby").
    init(_ standIns: [String: [String]], share: Double) {
        var alternatives: [[String]: [[String]]] = [:]
        for (words, others) in standIns {
            let key = Self.words(words)
            let values = others.map(Self.words).filter { !$0.isEmpty && $0 != key }
            guard !key.isEmpty, !values.isEmpty else { continue }
            alternatives[key, default: []] += values
        }
        // The same order every time, whatever order the dictionary gave.
        self.alternatives = alternatives.mapValues { $0.sorted { $0.joined(separator: " ") < $1.joined(separator: " ") } }
        longest = alternatives.keys.map(\.count).max() ?? 0
        self.share = share
    }

    /// `sentence` with some of its runs of phrase words said another way.
    mutating func apply(_ sentence: [String]) -> [String] {
        guard longest > 0 else { return sentence }
        var result: [String] = []
        var index = 0
        while index < sentence.count {
            var replaced = false
            for length in stride(from: min(longest, sentence.count - index), through: 1, by: -1) {
                guard let others = alternatives[Array(sentence[index..<index + length])] else { continue }
                if random.unit() < share {
                    result += others[Int(random.next() % UInt64(others.count))]
                } else {
                    result += sentence[index..<index + length]
                }
                index += length
                replaced = true
                break
            }
            if !replaced {
                result.append(sentence[index])
                index += 1
            }
        }
        return result
    }

    private static func words(_ text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }
}
