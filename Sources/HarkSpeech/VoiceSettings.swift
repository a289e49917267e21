/// How eSpeak NG should sound: which voice, how fast, how high, how loud.
///
/// Creating settings never fails; out-of-range values are reported by
/// ``validate()``, which every synthesizer calls before speaking.
public struct VoiceSettings: Sendable, Equatable {
    /// Allowed speaking rates in words per minute.
    public static let rateRange = 80...450
    /// Allowed pitches (50 is the voice's normal pitch).
    public static let pitchRange = 0...100
    /// Allowed volumes (100 is normal, 200 is twice as loud).
    public static let volumeRange = 0...200

    /// eSpeak NG voice: a language code such as `en-us` or `en-gb`, optionally
    /// with a variant (`en-us+f3`). ``ESpeakSynthesizer/voices()`` lists them.
    public var voice: String
    /// Speaking rate in words per minute, 80...450.
    public var rate: Int
    /// Base pitch, 0...100.
    public var pitch: Int
    /// Volume, 0...200.
    public var volume: Int

    /// Creates settings; the defaults are eSpeak NG's own (US English, 175 wpm).
    public init(voice: String = "en-us", rate: Int = 175, pitch: Int = 50, volume: Int = 100) {
        self.voice = voice
        self.rate = rate
        self.pitch = pitch
        self.volume = volume
    }

    /// Throws `.invalidSettings` naming the first value outside its range.
    public func validate() throws {
        let checks: [(String, Int, ClosedRange<Int>, String)] = [
            ("rate", rate, Self.rateRange, " words per minute"),
            ("pitch", pitch, Self.pitchRange, ""),
            ("volume", volume, Self.volumeRange, ""),
        ]
        for (name, value, range, unit) in checks where !range.contains(value) {
            throw SynthesizerError(
                .invalidSettings,
                "The \(name) \(value) is out of range; use \(range.lowerBound)-\(range.upperBound)\(unit).")
        }
        if voice.allSatisfy(\.isWhitespace) {
            throw SynthesizerError(.unknownVoice, "The voice name is empty; use a language code such as en-us.")
        }
    }
}
