/// What one spotted wake phrase sounded like, measured on the audio around it: the
/// figures the second stage of wake detection decides on.
///
/// The keyword search spots candidates generously; each candidate's audio is then
/// decoded with a grammar of the wake phrases alone and with the free phone loop.
/// A person saying the phrase fits it about as well as any phone sequence fits, over
/// the phrase's own frames, and the phone loop hears roughly the phrase's phones there;
/// other speech that happened to trip the spotter fits worse, hears other phones, or
/// is too short or too long for the phrase.
public struct WakeEvidence: Sendable, Equatable, Codable {
    /// The acoustic score per frame of the whole span (phrase plus the audio around it),
    /// grammar path minus phone loop: ``GrammarFit/acousticRatio``, what `wake.min_fit` compares.
    public var fit: Double
    /// The acoustic score per frame of the phrase's words as aligned (decoder units >> 10).
    public var wordScore: Double
    /// Frames (10 ms) the phrase's words span.
    public var frames: Int
    /// Over the phrase's own frames: its acoustic score minus the phone loop's, per frame.
    /// Near 0 when the phrase is what was said; more negative the less it explains.
    public var localFit: Double
    /// The share of the phrase's phones the phone loop also heard in order over the
    /// phrase's frames (longest common subsequence over the pronunciation's length, the
    /// best of its pronunciations), 0...1.
    public var phonesHeard: Double
    /// Phones the phone loop heard over the phrase's frames, per phone of the phrase's pronunciation.
    public var phoneRate: Double
    /// Whether the candidate was spotted by the second look at a stretch of speech the
    /// stream's keyword search spotted nothing in (``Recognizer/spotKeyword(in:startingAt:)``); nil when the stream's search spotted it.
    public var secondLook: Bool?
    /// With enrolled sayings: the distance to the nearest (``WakeEnrollment/nearest(_:)``); nil without.
    public var enrolledDistance: Double?
    /// With enrolled sayings: the distance within which a candidate counts as the phrase.
    public var enrolledBound: Double?

    /// Whether the candidate came within the enrolled sayings' bound.
    public var isCloseToEnrolled: Bool {
        guard let enrolledDistance, let enrolledBound else { return false }
        return enrolledDistance <= enrolledBound
    }

    /// Evidence with its figures (for fakes and tests).
    public init(fit: Double, wordScore: Double, frames: Int, localFit: Double, phonesHeard: Double, phoneRate: Double) {
        self.fit = fit
        self.wordScore = wordScore
        self.frames = frames
        self.localFit = localFit
        self.phonesHeard = phonesHeard
        self.phoneRate = phoneRate
    }

    /// Evidence of a fit alone (a recognizer that measures nothing more): the other figures neutral.
    public init(fit: Double) {
        self.init(fit: fit, wordScore: 0, frames: 0, localFit: 0, phonesHeard: 1, phoneRate: 1)
    }

    /// The evidence of `constrained` (the wake grammar's path over the span) against
    /// `free` (the phone loop's path over the same audio), given the pronunciations of
    /// each wake phrase word (`pronunciations[word]`: every variant, as phone lists).
    static func measuring(_ constrained: UtteranceScore, against free: UtteranceScore,
                          pronunciations: [String: [[String]]]) -> WakeEvidence {
        let fit = GrammarFit.comparing(constrained, with: free)
        let words = constrained.spans.filter { !Recognizer.isSilence($0.word) && !Recognizer.isFiller($0.word) }
        guard let first = words.first, let last = words.last else {
            // No path through the phrase (or no audio): nothing explained.
            return WakeEvidence(fit: -.infinity, wordScore: -.infinity, frames: 0, localFit: -.infinity, phonesHeard: 0, phoneRate: 0)
        }
        let range = first.startFrame...last.endFrame
        let frames = range.count
        let phraseScore = Double(words.reduce(0) { $0 + $1.acousticScore })
        // The phone loop's score over the same frames: each phone counted for the share
        // of its frames that falls inside the phrase.
        var freeScore = 0.0
        var heard: [String] = []
        for span in free.spans {
            let overlap = min(span.endFrame, range.upperBound) - max(span.startFrame, range.lowerBound) + 1
            guard overlap > 0 else { continue }
            freeScore += Double(span.acousticScore) * Double(overlap) / Double(span.frameCount)
            // A phone belongs to the phrase when most of it lies inside.
            if 2 * overlap >= span.frameCount, !Recognizer.isSilence(span.word), !Recognizer.isFiller(span.word) {
                heard.append(span.word.uppercased())
            }
        }
        let wordScore = phraseScore / Double(frames)
        let localFit = (phraseScore - freeScore) / Double(frames)
        // Expected phones: the words in order, each by the variant that agrees best.
        var expected: [[String]] = [[]]
        for word in words.map({ Recognizer.baseWord($0.word) }) {
            let variants = pronunciations[word] ?? []
            guard !variants.isEmpty else { continue }
            expected = expected.flatMap { prefix in variants.map { prefix + $0.map { $0.uppercased() } } }
        }
        let best = expected.map { phones -> (Double, Int) in
            phones.isEmpty ? (0, 1) : (Double(Self.commonSubsequence(phones, heard)) / Double(phones.count), phones.count)
        }.max { $0.0 < $1.0 } ?? (0, 1)
        return WakeEvidence(fit: fit.acousticRatio, wordScore: wordScore, frames: frames, localFit: localFit,
                            phonesHeard: best.0, phoneRate: Double(heard.count) / Double(max(1, best.1)))
    }

    /// Length of the longest common subsequence of two phone lists.
    static func commonSubsequence(_ a: [String], _ b: [String]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var previous = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var lengths = [Int](repeating: 0, count: b.count + 1)
            for (j, y) in b.enumerated() {
                lengths[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], lengths[j])
            }
            previous = lengths
        }
        return previous[b.count]
    }
}
