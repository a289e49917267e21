import HarkAudio
public import HarkSpeech
public import HarkStore

/// The enrolled sayings of the wake phrase with their audio, compared with a candidate the way
/// the room heard it: each saying is also measured with the candidate's own background added
/// (the audio just before the phrase, looped), so a saying recorded in a quiet room still
/// matches the same voice over a running tap or a fan. The bound stays the clean sayings' own.
public struct EnrolledSayings: Sendable {
    /// The sayings, 16 kHz.
    public let audio: [[Int16]]
    /// Their clean templates and bound.
    public let enrollment: WakeEnrollment

    /// Seconds at the start of a candidate's span taken as its background.
    public static let backgroundSeconds = 0.3

    /// The sayings measured by `recognizer`; nil when fewer than two can be measured.
    public init?(audio: [[Int16]], recognizer: any SpeechRecognizer, margin: Double) throws(RecognizerError) {
        var kept: [[Int16]] = []
        var templates: [VoiceTemplate] = []
        for saying in audio {
            guard let template = try recognizer.voiceTemplate(of: saying) else { continue }
            kept.append(saying)
            templates.append(template)
        }
        guard let enrollment = WakeEnrollment(templates: templates, margin: margin) else { return nil }
        self.audio = kept
        self.enrollment = enrollment
    }

    /// The sayings of any of `phrases` enrolled in `store`, measured by `recognizer`; nil when fewer
    /// than two are (the one read `hark listen` and `hark wake check` both make).
    public static func load(from store: Store, phrases: [String], recognizer: any SpeechRecognizer, margin: Double) throws -> EnrolledSayings? {
        let samples = try store.wakeSamples().filter { phrases.contains($0.phrase) }
        return try EnrolledSayings(audio: samples.map(\.samples), recognizer: recognizer, margin: margin)
    }

    /// The distance from the phrase in `span` to the nearest saying, clean or with the room's
    /// `background` added (by default the span's first ``backgroundSeconds``); infinity when
    /// nothing can be measured.
    public func distance(of span: [Int16], background: [Int16]? = nil, recognizer: any SpeechRecognizer) throws(RecognizerError) -> Double {
        guard let candidate = try recognizer.voiceTemplate(of: span) else { return .infinity }
        var best = enrollment.nearest(candidate)
        let background = background ?? Array(span.prefix(Int(Self.backgroundSeconds * 16_000)))
        guard background.count >= 1_600, Self.isAudible(background) else { return best }
        for saying in audio {
            var mixed = saying
            for index in mixed.indices {
                let sum = Int(mixed[index]) + Int(background[index % background.count])
                mixed[index] = Int16(clamping: sum)
            }
            if let template = try recognizer.voiceTemplate(of: mixed) {
                best = min(best, template.distance(within: candidate))
            }
        }
        return best
    }

    /// The quietest ``backgroundSeconds`` of `samples` (in steps of a tenth of that): the room
    /// between words, not the words before the phrase ("okay computer"). All of them when shorter.
    public static func quietestStretch(of samples: [Int16]) -> [Int16] {
        let length = Int(backgroundSeconds * 16_000), step = max(1, length / 10)
        guard samples.count > length else { return samples }
        let powers = AudioLevel.meanSquares(samples, window: length, hop: step)
        let best = (powers.indices.min { powers[$0] < powers[$1] } ?? 0) * step
        return Array(samples[best..<(best + length)])
    }

    /// Whether `samples` hold more than digital silence or a whisper of hiss (RMS above -60 dBFS).
    static func isAudible(_ samples: [Int16]) -> Bool {
        AudioLevel.meanSquare(samples) > 1.07  // (32768 · 10^(-60/20))^2
    }
}
