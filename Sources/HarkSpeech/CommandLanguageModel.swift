import Foundation

/// A trigram language model of what people say to Hark, estimated from sentences and
/// written in the ARPA format PocketSphinx reads.
///
/// The grammar search hears only the registered phrases word for word; a person who
/// says a command their own way ("could you start a feeding for me") is heard as the
/// nearest phrase or not at all. A model of word sequences estimated from the phrases
/// recombines their pieces, so such a sentence can be heard as said and then read as
/// typed text is (see `SkillRegistry.routeTyped`).
///
/// Estimation is absolute discounting with back-off (Ney, Essen and Kneser 1994): every
/// seen bigram and trigram gives up `discount` of its count, and what is given up goes
/// to the next lower order, with back-off weights that make every distribution sum to
/// one. Words are counted by number and n-grams packed into one integer each, so a
/// model of tens of thousands of sentences costs a few megabytes while it is made.
public struct CommandLanguageModel: Sendable {
    /// The count taken from every seen bigram and trigram.
    public let discount: Double
    /// Words by number: 0 is the sentence start, 1 the sentence end.
    private var words = [Self.start, Self.end]
    private var numbers = [Self.start: UInt64(0), Self.end: 1]
    private var unigrams: [Int] = [0, 0]
    private var bigrams: [UInt64: Int] = [:]
    private var trigrams: [UInt64: Int] = [:]

    /// Marks a sentence's start and end as PocketSphinx writes them.
    static let start = "<s>"
    static let end = "</s>"
    /// Bits of one word's number in a packed n-gram.
    private static let bits: UInt64 = 21
    private static let mask: UInt64 = (1 << bits) - 1

    /// An empty model; ``add(_:)`` counts sentences into it.
    public init(discount: Double = 0.7) {
        self.discount = discount
    }

    /// A model of `sentences` (each a list of words; empty ones are skipped).
    public init(sentences: some Sequence<[String]>, discount: Double = 0.7) {
        self.init(discount: discount)
        for sentence in sentences { add(sentence) }
    }

    /// Counts one sentence (nothing when it is empty).
    public mutating func add(_ sentence: [String]) {
        guard !sentence.isEmpty else { return }
        let sequence = [0] + sentence.map { number(of: $0) } + [1]
        for index in 1..<sequence.count {
            unigrams[Int(sequence[index])] += 1
            bigrams[sequence[index - 1] << Self.bits | sequence[index], default: 0] += 1
            if index >= 2 {
                trigrams[sequence[index - 2] << (2 * Self.bits) | sequence[index - 1] << Self.bits | sequence[index], default: 0] += 1
            }
        }
    }

    private mutating func number(of word: String) -> UInt64 {
        if let known = numbers[word] { return known }
        let number = UInt64(words.count)
        words.append(word)
        numbers[word] = number
        unigrams.append(0)
        return number
    }

    /// The words the model knows, sentence marks left out.
    public var vocabulary: [String] { words.dropFirst(2).sorted() }

    /// The model as ARPA text: log10 probabilities, and back-off weights for every
    /// n-gram that is the context of a longer one.
    public var arpa: String {
        var text = ""
        write { text += $0 }
        return text
    }

    /// Writes the model as ARPA text, a piece at a time, to `output`, every log probability and
    /// back-off weight multiplied by `scale` (below 1: a flatter model, which weighs less
    /// against the sound in the decoder's sum; the result is no longer a distribution).
    public func write(scale: Double = 1, to output: (String) throws -> Void) rethrows {
        let total = Double(unigrams.dropFirst().reduce(0, +))
        let seenWords = unigrams.dropFirst().filter { $0 > 0 }.count
        let freedUnigram = discount * Double(seenWords) / total
        var unigram = [Double](repeating: 0, count: words.count)
        for number in 1..<words.count where unigrams[number] > 0 {
            unigram[number] = (Double(unigrams[number]) - discount) / total + freedUnigram / Double(seenWords)
        }
        // Bigrams: P(w | v), and each context's back-off weight.
        let bigramKeys = bigrams.keys.sorted()
        var bigram: [UInt64: Double] = [:]
        var unigramBackoff = [Double?](repeating: nil, count: words.count)
        forEachContext(of: bigramKeys, contextShift: Self.bits, counts: bigrams) { context, seen, contextTotal in
            var seenLower = 0.0
            for (key, count) in seen {
                bigram[key] = (Double(count) - discount) / contextTotal
                seenLower += unigram[Int(key & Self.mask)]
            }
            unigramBackoff[Int(context)] = discount * Double(seen.count) / contextTotal / max(1e-9, 1 - seenLower)
        }
        let trigramKeys = trigrams.keys.sorted()
        var trigram: [UInt64: Double] = [:]
        var bigramBackoff: [UInt64: Double] = [:]
        forEachContext(of: trigramKeys, contextShift: Self.bits, counts: trigrams) { context, seen, contextTotal in
            var seenLower = 0.0
            for (key, count) in seen {
                trigram[key] = (Double(count) - discount) / contextTotal
                let word = key & Self.mask
                let second = context & Self.mask
                seenLower += bigram[second << Self.bits | word] ?? (unigramBackoff[Int(second)] ?? 1) * unigram[Int(word)]
            }
            bigramBackoff[context] = discount * Double(seen.count) / contextTotal / max(1e-9, 1 - seenLower)
        }
        func format(_ value: Double) -> String { String(format: "%.5f", value * scale) }
        let unigramNumbers = (0..<words.count).filter { $0 == 0 || unigrams[$0] > 0 }.sorted { words[$0] < words[$1] }
        try output("\\data\\\nngram 1=\(unigramNumbers.count)\nngram 2=\(bigramKeys.count)\nngram 3=\(trigramKeys.count)\n\n\\1-grams:\n")
        for number in unigramNumbers {
            var line = (number == 0 ? "-99.00000" : format(log10(unigram[number]))) + " " + words[number]
            if let weight = unigramBackoff[number] { line += " " + format(log10(weight)) }
            try output(line + "\n")
        }
        try output("\n\\2-grams:\n")
        for key in bigramKeys {
            var line = format(log10(bigram[key]!)) + " " + words[Int(key >> Self.bits)] + " " + words[Int(key & Self.mask)]
            if let weight = bigramBackoff[key] { line += " " + format(log10(weight)) }
            try output(line + "\n")
        }
        try output("\n\\3-grams:\n")
        for key in trigramKeys {
            try output(format(log10(trigram[key]!)) + " " + words[Int(key >> (2 * Self.bits))] + " "
                + words[Int(key >> Self.bits & Self.mask)] + " " + words[Int(key & Self.mask)] + "\n")
        }
        try output("\n\\end\\\n")
    }

    /// Calls `body` once per context of the sorted packed n-grams `keys` (all but the last
    /// word), with that context's n-grams and counts and the sum of those counts.
    private func forEachContext(of keys: [UInt64], contextShift: UInt64, counts: [UInt64: Int],
                                _ body: (UInt64, [(UInt64, Int)], Double) -> Void) {
        var index = 0
        while index < keys.count {
            let context = keys[index] >> contextShift
            var seen: [(UInt64, Int)] = []
            var total = 0
            while index < keys.count, keys[index] >> contextShift == context {
                let count = counts[keys[index]]!
                seen.append((keys[index], count))
                total += count
                index += 1
            }
            body(context, seen, Double(total))
        }
    }
}
