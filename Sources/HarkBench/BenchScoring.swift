import HarkAssistant
/// Counting helpers the benchmark scores with: word errors, percentiles, rates.
public enum BenchScoring {
    /// Word-level edit distance: substitutions + deletions + insertions that turn
    /// `reference` into `hypothesis`.
    public static func wordErrors(reference: [String], hypothesis: [String]) -> Int {
        guard !reference.isEmpty else { return hypothesis.count }
        guard !hypothesis.isEmpty else { return reference.count }
        var previous = Array(0...hypothesis.count)
        var current = previous
        for (i, word) in reference.enumerated() {
            current[0] = i + 1
            for (j, other) in hypothesis.enumerated() {
                let substitution = previous[j] + (word == other ? 0 : 1)
                current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
            }
            swap(&previous, &current)
        }
        return previous[hypothesis.count]
    }

    /// The `p`-th percentile (0…100) with linear interpolation between the closest
    /// ranks (rank = p/100 · (n − 1), as NumPy's default); nil for no values.
    public static func percentile(_ values: [Double], _ p: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = max(0, min(1, p / 100)) * Double(sorted.count - 1)
        let lower = Int(rank.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let fraction = rank - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }

    /// Lowercase words of a sentence, punctuation other than apostrophes dropped.
    public static func words(_ text: String) -> [String] {
        let cleaned = text.lowercased().map { (character: Character) -> Character in
            character.isLetter || character.isNumber || character == "'" ? character : " "
        }
        return String(cleaned).split(separator: " ").map(String.init)
    }
}

/// How many of some trials succeeded.
public struct BenchRate: Codable, Equatable, Sendable {
    /// Trials that succeeded.
    public var hits: Int
    /// Trials in all.
    public var total: Int

    /// Creates a rate.
    public init(hits: Int = 0, total: Int = 0) {
        self.hits = hits
        self.total = total
    }

    /// hits / total, nil when there were no trials.
    public var value: Double? { total > 0 ? Double(hits) / Double(total) : nil }

    /// Counts one more trial.
    public mutating func add(_ success: Bool) {
        total += 1
        if success { hits += 1 }
    }

    /// Both rates' trials together.
    public static func + (a: BenchRate, b: BenchRate) -> BenchRate {
        BenchRate(hits: a.hits + b.hits, total: a.total + b.total)
    }
}

/// Word errors summed over sentences.
public struct BenchWordScore: Codable, Equatable, Sendable {
    /// Edit distance summed over sentences.
    public var errors = 0
    /// Reference words in all.
    public var words = 0
    /// Sentences scored.
    public var sentences = 0
    /// Sentences recognized word for word.
    public var exact = 0

    /// Creates an empty score.
    public init() {}

    /// Scores one sentence.
    public mutating func add(reference: [String], hypothesis: [String]) {
        let errors = BenchScoring.wordErrors(reference: reference, hypothesis: hypothesis)
        self.errors += errors
        words += reference.count
        sentences += 1
        if errors == 0 { exact += 1 }
    }

    /// 1 − word error rate (can be negative with many insertions); nil with no words.
    public var wordAccuracy: Double? { words > 0 ? 1 - Double(errors) / Double(words) : nil }
    /// Share of sentences recognized exactly.
    public var sentenceRate: BenchRate { BenchRate(hits: exact, total: sentences) }
}

/// The spread of some values: minimum, 5th, 50th and 95th percentiles, maximum.
/// Values that are not finite (a fit of −∞ when no path fits) are counted apart.
public struct BenchDistribution: Codable, Equatable, Sendable {
    /// How many finite values.
    public var count: Int
    /// Values left out because they were infinite or not a number.
    public var nonFinite: Int
    /// Smallest value.
    public var min: Double
    /// 5th percentile.
    public var p5: Double
    /// Median.
    public var p50: Double
    /// 95th percentile.
    public var p95: Double
    /// Largest value.
    public var max: Double

    /// The distribution of the finite `values`; nil when there are none.
    public init?(_ values: [Double]) {
        let finite = values.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max(),
              let p5 = BenchScoring.percentile(finite, 5),
              let p50 = BenchScoring.percentile(finite, 50),
              let p95 = BenchScoring.percentile(finite, 95) else { return nil }
        count = finite.count
        nonFinite = values.count - finite.count
        min = low
        self.p5 = p5
        self.p50 = p50
        self.p95 = p95
        max = high
    }
}
