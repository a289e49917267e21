/// Pronunciations for words the CMU dictionary does not know ("jiwoo", "gochujang"),
/// derived from eSpeak NG's letter-to-sound rules and mapped onto CMU phones.
///
/// The result is what PocketSphinx needs to add a word to its dictionary.
/// Calls share the process's one eSpeak engine and run one at a time.
public struct Pronouncer: Sendable {
    /// The eSpeak voice whose rules are used; ``PhonemeMapper`` is built for US English.
    static let voice = "en-us"

    /// Creates a pronouncer; eSpeak NG itself starts on the first call.
    public init() {}

    /// CMU phones for `word`, uppercase without stress digits, e.g. `["JH", "IY", "W", "UW"]`.
    ///
    /// Throws `.noPronunciation` for an empty word or one eSpeak cannot sound out,
    /// and `.engineUnavailable` when eSpeak NG is not installed.
    public func pronunciation(for word: String) throws -> [String] {
        // Lowercase so eSpeak reads "NASA" as a word rather than spelling it out.
        let text = ESpeakSynthesizer.speakableText(word).lowercased()
        guard !text.isEmpty else {
            throw SynthesizerError(.noPronunciation, "Cannot pronounce an empty word; give at least one letter.")
        }
        let clauses = try ESpeakEngine.shared().phonemes(for: text, voice: Self.voice, separator: "|")
        let phones = PhonemeMapper.cmuPhones(fromESpeak: clauses.joined(separator: " "), separator: "|")
        guard !phones.isEmpty else {
            throw SynthesizerError(
                .noPronunciation,
                "eSpeak NG found no English sounds in \"\(word)\"; spell the word with letters a-z.")
        }
        return phones
    }
}
