import Foundation

/// What is left to judge an utterance by when the grammar search heard no word in
/// it: how long the voice-activity detector called it speech, and how loud it was.
///
/// A grammar search finds no word both in noise (a breath, a click, or the
/// detector waking on a quiet room, as it does at the start of many recordings)
/// and in a real sentence no phrase can begin to explain. The first is dropped
/// without a word; the second still gets "Sorry, I didn't catch that.".
struct SpeechEvidence: Equatable {
    /// Seconds of voice activity, without the endpointer's closing silence.
    var voicedSeconds: Double
    /// RMS level of the loudest tenth of a second, in dBFS (-120 for silence).
    var peakLevel: Double

    /// Even a short sentence ("what time is it") holds more voice than this; a click,
    /// a breath or the detector's false start holds less.
    static let minimumVoicedSeconds = 0.5
    /// Speech at a microphone peaks some 20–35 dB above this; a quiet room stays far below it.
    static let minimumPeakLevel = -50.0

    /// Measures `audio` (16 kHz) with the detector's voiced time.
    init(audio: [Int16], voicedSeconds: Double) {
        self.voicedSeconds = voicedSeconds
        self.peakLevel = Self.loudestLevel(audio, window: 1_600)
    }

    /// Whether this was speech: long enough and loud enough.
    var isSpeech: Bool {
        voicedSeconds >= Self.minimumVoicedSeconds && peakLevel >= Self.minimumPeakLevel
    }

    /// RMS level in dBFS of the loudest `window` samples (hopping a tenth of a window).
    static func loudestLevel(_ samples: [Int16], window: Int) -> Double {
        guard !samples.isEmpty else { return -120 }
        let length = min(window, samples.count)
        let hop = max(1, length / 10)
        var loudest = 0.0
        var start = 0
        while start + length <= samples.count {
            var sum = 0.0
            for sample in samples[start..<(start + length)] { sum += Double(sample) * Double(sample) }
            loudest = max(loudest, sum / Double(length))
            start += hop
        }
        let rms = loudest.squareRoot() / 32_768
        return rms > 0 ? max(-120, 20 * log10(rms)) : -120
    }
}
