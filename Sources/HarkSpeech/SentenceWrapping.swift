/// Puts words people say around a command around some of the sentences a language model
/// learns: a share after an opening ("can you …"), a share before a closing ("… please"),
/// each chosen at random from a seeded sequence, so the same sentences are wrapped the same
/// way every time.
struct SentenceWrapping {
    let openings: [[String]]
    let closings: [[String]]
    /// The share of sentences opened and the share closed.
    let opened: Double
    let closed: Double
    private var random = SplitMix64(seed: 0x5752_4150)

    /// Wraps with `openings` and `closings` (each a few words, separated by spaces).
    init(openings: [String], closings: [String], opened: Double, closed: Double) {
        self.openings = openings.map { $0.split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        self.closings = closings.map { $0.split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        self.opened = opened
        self.closed = closed
    }

    /// `sentence`, perhaps after an opening and perhaps before a closing.
    mutating func wrap(_ sentence: [String]) -> [String] {
        var wrapped = sentence
        if !openings.isEmpty, random.unit() < opened { wrapped = openings[Int(random.next() % UInt64(openings.count))] + wrapped }
        if !closings.isEmpty, random.unit() < closed { wrapped += closings[Int(random.next() % UInt64(closings.count))] }
        return wrapped
    }
}
