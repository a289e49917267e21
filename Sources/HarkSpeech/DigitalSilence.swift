/// Fills exact digital silence with the faintest possible noise before the
/// decoder's front end sees it.
///
/// A microphone always has a noise floor; only files hold runs of samples that
/// are exactly 0 (padding, gaps, synthesized speech). Such a frame has no
/// spectrum: its log energies sit at the front end's floor, far below anything
/// the acoustic model was trained on, and one utterance with a second of them
/// drags the cepstral mean so far that the speech around it no longer decodes.
/// Replacing each such 0 with ±1 or ±2 (a noise floor near −84 dBFS) is
/// PocketSphinx's own `-dither`, limited to the samples that need it and made
/// deterministic: the same audio decodes the same way on every run and thread.
/// (Benchmark corpus, eSpeak NG voice, clean, whole-clip batch decoding: 27/60
/// commands read right as is, 40/60 with the zeros filled; flite's slt 60/60 both.)
struct DigitalSilence {
    private var state: UInt32

    /// A filler whose noise sequence starts from `seed` (never 0).
    init(seed: UInt32 = 0x9E37_79B9) { state = seed == 0 ? 1 : seed }

    /// Shortest run of exact zeros treated as digital silence (2 ms). A lone 0 in
    /// recorded speech is just a zero crossing and is left alone.
    static let minimumRun = 32

    /// `samples` with every run of at least ``minimumRun`` exact zeros replaced by
    /// ±1 or ±2; other samples untouched.
    mutating func filled(_ samples: [Int16]) -> [Int16] {
        guard samples.count >= Self.minimumRun, samples.contains(0) else { return samples }
        var result = samples
        var index = 0
        while index < result.count {
            guard result[index] == 0 else { index += 1; continue }
            var end = index
            while end < result.count && result[end] == 0 { end += 1 }
            if end - index >= Self.minimumRun {
                for position in index..<end { result[position] = next() }
            }
            index = end
        }
        return result
    }

    /// The next of ±1, ±2 (xorshift32).
    private mutating func next() -> Int16 {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        let pick = Int16(state & 3)
        return pick < 2 ? pick - 2 : pick - 1
    }
}
