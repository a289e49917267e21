import Foundation
import HarkAudio

/// The stretch of an utterance that holds the person's words when other people talk
/// around them: the second pass can decode it alone (`listening.trim_to_speech`).
///
/// The endpointer closes an utterance only when the sound falls quiet, and while
/// others talk (a television, a room) it does not: the utterance runs from their
/// first words to their last, and a grammar search explains all of it with the
/// longest phrases it has. A real coffee order under real babble 30 dB below it was
/// read "remove ten and a half minutes from six hours twelve minutes coffee timer";
/// cut to the order's own stretch it was read right. The person at the microphone
/// is louder than the talkers around; this finds the loudest stretch.
enum SpeechSpan {
    /// Where a frame counts as loud: this share of the way from the quiet tenth of the
    /// frames to the loud tenth, in dB…
    static let loudShare = 0.5
    /// …and no more than this many dB under the loud tenth: talk 20 dB under the person stays
    /// out even when stretches of silence pull the quiet tenth down.
    static let loudRange = 15.0
    /// Loud frames closer than this (seconds) belong to one stretch: longer than the
    /// endpointer's silence timeout (0.7 s), so no pause it let pass splits a sentence.
    static let joinGap = 0.8
    /// Sound kept on each side of the stretch (seconds): quiet word onsets and endings
    /// ("six", "half") and room for the decoder's silence.
    static let margin = 0.3
    /// Less than this (seconds) to cut is left alone.
    static let leastCut = 0.5

    /// The sample range of the loudest stretch, with a margin, or nil when nothing worth
    /// cutting lies outside it (or the utterance is too short to measure).
    static func loudestStretch(of samples: [Int16]) -> Range<Int>? {
        let window = 400, hop = 160
        let powers = AudioLevel.meanSquares(samples, window: window, hop: hop)
        guard powers.count >= 10 else { return nil }
        let levels = powers.map { 10 * log10($0 + 1) }
        let sorted = levels.sorted()
        let quiet = sorted[sorted.count / 10], loud = sorted[sorted.count * 9 / 10]
        let threshold = max(quiet + loudShare * (loud - quiet), loud - loudRange)
        // Stretches of loud frames, joined across short gaps; the one with the most energy wins.
        let joinFrames = Int(joinGap * Double(AudioFrame.sampleRate) / Double(hop))
        var best: (start: Int, end: Int, energy: Double)?
        var current: (start: Int, end: Int, energy: Double)?
        for (index, level) in levels.enumerated() where level >= threshold {
            if let open = current, index - open.end <= joinFrames {
                current = (open.start, index, open.energy + powers[index])
            } else {
                if let open = current, open.energy > best?.energy ?? -1 { best = open }
                current = (index, index, powers[index])
            }
        }
        if let open = current, open.energy > best?.energy ?? -1 { best = open }
        guard let best else { return nil }
        let marginSamples = Int(margin * Double(AudioFrame.sampleRate))
        let start = max(0, best.start * hop - marginSamples)
        let end = min(samples.count, best.end * hop + window + marginSamples)
        guard Double(samples.count - (end - start)) >= leastCut * Double(AudioFrame.sampleRate) else { return nil }
        return start..<end
    }
}
