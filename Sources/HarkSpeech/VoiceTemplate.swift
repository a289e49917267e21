/// How one saying of the wake phrase sounded: the front end's cepstra, frame by frame,
/// with the utterance's mean taken out and the energy coefficient left out, so the level of
/// the voice and the colour of the microphone weigh little.
///
/// Enrollment keeps a few of these from the household's own voices; a spotted candidate is
/// then compared with each by dynamic time warping (``distance(within:)``), which lets the
/// same words be said faster or slower.
public struct VoiceTemplate: Sendable, Equatable {
    /// One row per 10 ms frame, the mean of all of them taken out.
    public var frames: [[Float]]
    /// The same rows before the mean was taken out (a stretch of them is normalised on its own).
    var raw: [[Float]]

    /// A template from raw cepstra (one row per frame, the first coefficient the energy).
    public init(cepstra: [[Float]]) {
        raw = cepstra.map { Array($0.dropFirst()) }.filter { !$0.isEmpty }
        frames = Self.normalised(raw)
    }

    /// `rows` less their mean.
    static func normalised(_ rows: [[Float]]) -> [[Float]] {
        guard let width = rows.first?.count else { return [] }
        var mean = [Float](repeating: 0, count: width)
        for frame in rows { for k in 0..<width { mean[k] += frame[k] } }
        for k in 0..<width { mean[k] /= Float(rows.count) }
        return rows.map { frame in (0..<width).map { frame[$0] - mean[$0] } }
    }

    /// The mean distance per step of the best alignment of this template with some stretch of
    /// `candidate` (subsequence DTW: the template whole, the candidate's start and end free).
    /// The candidate's mean over its whole length is not the phrase's when it holds more than the
    /// phrase (a command after it, the room before it), so the stretch found is normalised on its
    /// own and aligned again. Infinity when either is empty.
    public func distance(within candidate: VoiceTemplate) -> Double {
        let first = Self.align(frames, candidate.frames)
        guard first.distance.isFinite, first.range.count < candidate.raw.count else { return first.distance }
        let stretch = Self.normalised(Array(candidate.raw[first.range]))
        return min(first.distance, Self.align(frames, stretch).distance)
    }

    /// Subsequence DTW of `template` in `candidate`: steps where both advance or one alone, each
    /// frame pair costing the Euclidean distance of the rows; the mean per step of the best path
    /// and the candidate frames it spans.
    static func align(_ template: [[Float]], _ candidate: [[Float]]) -> (distance: Double, range: Range<Int>) {
        let n = template.count, m = candidate.count
        guard n > 0, m > 0 else { return (.infinity, 0..<0) }
        var cost = [Double](repeating: 0, count: m)
        var steps = [Int](repeating: 1, count: m)
        var starts = Array(0..<m)
        for j in 0..<m { cost[j] = local(template[0], candidate[j]) }
        for i in 1..<n {
            var next = [Double](repeating: .infinity, count: m)
            var nextSteps = [Int](repeating: 0, count: m)
            var nextStarts = [Int](repeating: 0, count: m)
            let frame = template[i]
            for j in 0..<m {
                let d = local(frame, candidate[j])
                // Up (the template advances alone), diagonal, left (the candidate advances alone):
                // the one with the lowest mean so far.
                var best = cost[j] + d, bestSteps = steps[j] + 1, bestStart = starts[j]
                if j > 0 {
                    let diagonal = cost[j - 1] + d
                    if diagonal / Double(steps[j - 1] + 1) < best / Double(bestSteps) {
                        best = diagonal; bestSteps = steps[j - 1] + 1; bestStart = starts[j - 1]
                    }
                    let left = next[j - 1] + d
                    if left / Double(nextSteps[j - 1] + 1) < best / Double(bestSteps) {
                        best = left; bestSteps = nextSteps[j - 1] + 1; bestStart = nextStarts[j - 1]
                    }
                }
                next[j] = best
                nextSteps[j] = bestSteps
                nextStarts[j] = bestStart
            }
            cost = next
            steps = nextSteps
            starts = nextStarts
        }
        var result = Double.infinity, range = 0..<0
        for j in 0..<m where cost[j] / Double(steps[j]) < result {
            result = cost[j] / Double(steps[j])
            range = starts[j]..<(j + 1)
        }
        return (result, range)
    }

    private static func local(_ a: [Float], _ b: [Float]) -> Double {
        var sum: Float = 0
        for k in 0..<min(a.count, b.count) {
            let d = a[k] - b[k]
            sum += d * d
        }
        return Double(sum.squareRoot())
    }
}

/// The household's own sayings of the wake phrase and how close a candidate must come to one
/// of them to wake Hark even when the judge would not (`hark wake enroll`).
///
/// The bound is set by the samples themselves, never by test clips: the mean distance of each
/// sample to the others, times `margin`. Samples that vary a lot widen it; a person who says
/// the phrase the same way each time gets a tight one.
public struct WakeEnrollment: Sendable, Equatable {
    /// The sayings.
    public var templates: [VoiceTemplate]
    /// The largest distance to the nearest template that still counts as the phrase.
    public var bound: Double

    /// At least two templates (one alone gives no measure of how a voice varies); nil otherwise.
    public init?(templates: [VoiceTemplate], margin: Double) {
        guard templates.count >= 2 else { return nil }
        var distances: [Double] = []
        for (i, template) in templates.enumerated() {
            for (j, other) in templates.enumerated() where i != j {
                distances.append(template.distance(within: other))
            }
        }
        let finite = distances.filter(\.isFinite)
        guard !finite.isEmpty else { return nil }
        self.templates = templates
        bound = finite.reduce(0, +) / Double(finite.count) * margin
    }

    /// The distance from `candidate` to the nearest template.
    public func nearest(_ candidate: VoiceTemplate) -> Double {
        templates.map { $0.distance(within: candidate) }.min() ?? .infinity
    }

    /// Whether `candidate` comes within the bound of a template.
    public func accepts(_ candidate: VoiceTemplate) -> Bool {
        nearest(candidate) <= bound
    }
}
