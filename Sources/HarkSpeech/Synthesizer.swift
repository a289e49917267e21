public import HarkAudio

/// Turns text into speech: 16 kHz mono samples, Hark's one audio format.
public protocol SpeechSynthesizer: Sendable {
    /// Speaks `text` with `settings` and returns 16 kHz mono samples (empty for blank text).
    func synthesize(_ text: String, settings: VoiceSettings) async throws -> [Int16]
}

extension SpeechSynthesizer {
    /// Speaks `text` and returns the speech as a source of 16 kHz frames.
    public func frames(
        for text: String,
        settings: VoiceSettings = VoiceSettings(),
        frameLength: Int = AudioFrame.defaultLength
    ) async throws -> SampleBufferSource {
        SampleBufferSource(samples: try await synthesize(text, settings: settings), frameLength: frameLength)
    }
}

/// The real synthesizer: eSpeak NG through its library API, resampled to 16 kHz.
///
/// Text is always spoken literally (no SSML): control characters are dropped and
/// markup such as `<speak>` or `&amp;` is read as ordinary characters. All
/// instances share the process's one eSpeak engine, so calls run one at a time.
public struct ESpeakSynthesizer: SpeechSynthesizer {
    /// Creates a synthesizer; eSpeak NG itself starts on the first call.
    public init() {}

    /// Speaks `text`; throws `SynthesizerError` for bad settings, an unknown voice or a missing eSpeak.
    public func synthesize(_ text: String, settings: VoiceSettings) async throws -> [Int16] {
        try settings.validate()
        let speakable = Self.speakableText(text)
        guard !speakable.isEmpty else { return [] }
        try Task.checkCancellation()
        let engine = try ESpeakEngine.shared()
        let samples = try engine.synthesize(
            speakable, voice: settings.voice, rate: settings.rate, pitch: settings.pitch, volume: settings.volume)
        return Resampler.resample(samples, from: engine.sampleRate, to: AudioFrame.sampleRate)
    }

    /// The language codes of the installed eSpeak NG voices (for example `en-us`), sorted.
    ///
    /// Any of them, optionally followed by `+variant` (`en-us+f3`), is a valid ``VoiceSettings/voice``.
    /// Empty when eSpeak NG cannot start.
    public static func voices() -> [String] {
        (try? ESpeakEngine.shared())?.voiceNames() ?? []
    }

    /// `text` made safe to hand to eSpeak: control characters (NUL included) become
    /// spaces, whitespace runs collapse, and the result is trimmed; empty when nothing is left to say.
    static func speakableText(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let separates = scalar.properties.generalCategory == .control
                || scalar.properties.isWhitespace
                || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator
            let invisible = scalar.properties.generalCategory == .surrogate
                || scalar.properties.generalCategory == .privateUse
                || scalar.properties.generalCategory == .unassigned
            if separates {
                pendingSpace = true
            } else if !invisible {
                if pendingSpace, !result.isEmpty { result.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
