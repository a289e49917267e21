import Foundation

extension Recognizer {
    /// Name of the search that reads a command freely (``CommandLanguageModel``).
    static let freeReadingSearch = "command_free"

    /// Phrases drawn from each phrase of the command grammar for its language model.
    static let freeReadingSamplesPerPhrase = 60

    /// What the model's log probabilities are multiplied by: below 1 the model weighs less
    /// against the sound than the grammar does. Development set M said aloud by five voices
    /// (539 clips) understood 33.4% at 1.5, 35.4–35.8% from 0.4 to 0.8, with the same two
    /// changes nobody meant (grammar readings) at every value; 0.6 is the middle (2026-12-06).
    static let freeReadingWeight = 0.6

    /// Of the sentences drawn, the share said after an opening and the share said before a
    /// closing (``setFreeReading(grammars:words:)``).
    static let freeReadingOpened = 0.3
    static let freeReadingClosed = 0.15
    /// Of the runs of phrase words that have stand-ins ("the baby"), the share said with one ("milo").
    static let freeReadingStandInShare = 0.3

    /// Registers a language model of the sentences of `grammars` (drawn from each of their
    /// phrases alike, see ``CommandLanguageModel``) for ``readFreely(_:)``; a share of them
    /// is said after one of `words`' openings and a share before one of its closings, and a
    /// share of the runs of phrase words it has stand-ins for with one of those, each chosen
    /// at random ("could you" … "please", "milo" for "the baby"). A sentence with a word
    /// neither the decoder nor the dictionary can pronounce is left out; a word's "'s" the
    /// dictionary lacks ("milo's") is said as the word and its "s".
    public func setFreeReading(grammars: [String], words: FreeReadingWords) throws(RecognizerError) {
        var model = CommandLanguageModel()
        var pronounceable: [String: Bool] = [:]
        var wrapping = SentenceWrapping(openings: words.openings, closings: words.closings, opened: Self.freeReadingOpened, closed: Self.freeReadingClosed)
        var standIns = SentenceStandIns(words.standIns, share: Self.freeReadingStandInShare)
        for jsgf in grammars {
            try decoder.sampleSentences(jsgf: jsgf, perPart: Self.freeReadingSamplesPerPhrase, seed: 0x4841_524B) { drawn in
                let sentence = wrapping.wrap(standIns.apply(drawn.filter { !Self.isFiller($0) }))
                for word in sentence where pronounceable[word] == nil {
                    pronounceable[word] = missingWords([word]).isEmpty || addPossessive(word)
                }
                if sentence.allSatisfy({ pronounceable[$0] == true }) { model.add(sentence) }
            }
        }
        try loadFromFullDictionary(model.vocabulary)
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("hark-commands-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).lm").path
        guard FileManager.default.createFile(atPath: path, contents: nil), let file = FileHandle(forWritingAtPath: path) else {
            throw RecognizerError(.modelMissing,
                "Could not write the command language model to \(path); check that the temporary directory is writable (TMPDIR).")
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            var pending = ""
            try model.write(scale: Self.freeReadingWeight) { piece in
                pending += piece
                if pending.utf8.count > 1 << 16 { try file.write(contentsOf: Data(pending.utf8)); pending = "" }
            }
            try file.write(contentsOf: Data(pending.utf8))
            try file.close()
        } catch {
            throw RecognizerError(.modelMissing,
                "Could not write the command language model to \(path) (\(error.localizedDescription)); check that the temporary directory has room (TMPDIR).")
        }
        try decoder.setLanguageModel(name: Self.freeReadingSearch, path: path)
        freeReadingReady = true
    }

    /// Adds `word`'s pronunciation when it is a word's "'s" and the word has one ("milo's":
    /// M AY L OW Z); whether it did. The "'s" is Z after a voiced sound, S after a voiceless
    /// one, IH Z after a hissing one ("max's").
    func addPossessive(_ word: String) -> Bool {
        guard word.hasSuffix("'s"), let phones = pronunciation(of: String(word.dropLast(2))), let last = phones.last else { return false }
        let ending: [String] = ["S", "Z", "SH", "ZH", "CH", "JH"].contains(last) ? ["IH", "Z"]
            : ["P", "T", "K", "F", "TH"].contains(last) ? ["S"] : ["Z"]
        return (try? decoder.addWord(word, phones: (phones + ending).joined(separator: " "), updateSearch: false)) != nil
    }

    /// `samples` decoded with the command language model (``setFreeReading(grammars:words:)``):
    /// the words as said, in any order the model allows, for a command no phrase explains
    /// word for word. Nil when no model is registered. Leaves the session as it was.
    public func readFreely(_ samples: [Int16]) throws(RecognizerError) -> UtteranceScore? {
        guard freeReadingReady, !samples.isEmpty else { return nil }
        return try isolated(search: Self.freeReadingSearch) { () throws(RecognizerError) in try decodeActive(samples) }
    }
}
