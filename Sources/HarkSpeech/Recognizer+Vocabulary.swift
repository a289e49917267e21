/// Where a word's pronunciation comes from.
public enum PronunciationSource: String, Sendable, Codable {
    /// The dictionary the decoder loaded (CMU or the project dictionary).
    case dictionary
    /// Derived from eSpeak NG's letter-to-sound rules at run time.
    case espeak
}

extension Recognizer {
    /// Makes every word pronounceable: words the dictionary lacks get an
    /// eSpeak-derived pronunciation added to the decoder. Returns those words
    /// with their phones. Throws `.unknownWords` naming words that cannot be sounded out.
    @discardableResult
    public func addMissingPronunciations(
        for words: some Sequence<String>, pronouncer: Pronouncer = Pronouncer()
    ) throws(RecognizerError) -> [String: [String]] {
        var added: [String: [String]] = [:]
        var failed: [String] = []
        for word in missingWords(words) {
            guard let phones = try? pronouncer.pronunciation(for: word) else {
                failed.append(word)
                continue
            }
            try addPronunciation(word, phones: phones)
            added[word] = phones
        }
        if !failed.isEmpty {
            throw RecognizerError(.unknownWords,
                "No pronunciation could be found for \(failed.joined(separator: ", ")); add them to models/hark.dict.",
                words: failed)
        }
        return added
    }

    /// Makes every word of the wake phrases pronounceable, like command words:
    /// words the dictionary lacks get an eSpeak-derived pronunciation. Throws
    /// `.unknownWords` naming the words nothing can sound out.
    @discardableResult
    public func addMissingPronunciations(
        forWakePhrases phrases: [Keyphrase], pronouncer: Pronouncer = Pronouncer()
    ) throws(RecognizerError) -> [String: [String]] {
        let words = phrases.flatMap { Self.words(ofWakePhrase: $0.phrase) }
        do {
            return try addMissingPronunciations(for: words, pronouncer: pronouncer)
        } catch {
            throw RecognizerError(.unknownWords,
                "The wake phrase words \(error.words.joined(separator: ", ")) cannot be pronounced (not in the dictionary, and eSpeak NG cannot sound them out); spell them with letters a-z, add them to models/hark.dict, or pick another phrase.",
                words: error.words)
        }
    }

    /// ``SpeechRecognizer`` conformance: ``addMissingPronunciations(for:pronouncer:)`` with eSpeak NG's rules.
    public func makePronounceable(_ words: [String]) throws(RecognizerError) {
        try addMissingPronunciations(for: words)
    }

    /// ``SpeechRecognizer`` conformance: ``addMissingPronunciations(forWakePhrases:pronouncer:)`` with eSpeak NG's rules.
    public func makePronounceable(wakePhrases: [Keyphrase]) throws(RecognizerError) {
        try addMissingPronunciations(forWakePhrases: wakePhrases)
    }

    /// The words of a wake phrase as the keyword search sees them (lowercased, split on spaces).
    public static func words(ofWakePhrase phrase: String) -> [String] {
        phrase.lowercased().split(separator: " ").map(String.init)
    }

    /// The pronunciation Hark uses for `word` and where it comes from.
    public func pronunciationWithSource(
        of word: String, pronouncer: Pronouncer = Pronouncer()
    ) throws -> (phones: [String], source: PronunciationSource) {
        if let phones = pronunciation(of: word) { return (phones, .dictionary) }
        return (try pronouncer.pronunciation(for: word.lowercased()), .espeak)
    }
}
