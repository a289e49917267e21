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
    /// closing (``setFreeReading(grammars:openings:closings:)``).
    static let freeReadingOpened = 0.3
    static let freeReadingClosed = 0.15

    /// Registers a language model of the sentences of `grammars` (drawn from each of their
    /// phrases alike, see ``CommandLanguageModel``) for ``readFreely(_:)``; a share of them
    /// is said after one of `openings` and a share before one of `closings`, each chosen at
    /// random ("could you" … "please"). A sentence with a word neither the decoder nor the
    /// dictionary can pronounce is left out.
    public func setFreeReading(grammars: [String], openings: [String], closings: [String]) throws(RecognizerError) {
        var model = CommandLanguageModel()
        var pronounceable: [String: Bool] = [:]
        var wrapping = SentenceWrapping(openings: openings, closings: closings, opened: Self.freeReadingOpened, closed: Self.freeReadingClosed)
        for jsgf in grammars {
            try decoder.sampleSentences(jsgf: jsgf, perPart: Self.freeReadingSamplesPerPhrase, seed: 0x4841_524B) { drawn in
                let sentence = wrapping.wrap(drawn.filter { !Self.isFiller($0) })
                for word in sentence where pronounceable[word] == nil { pronounceable[word] = missingWords([word]).isEmpty }
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

    /// `samples` decoded with the command language model (``setFreeReading(grammars:)``):
    /// the words as said, in any order the model allows, for a command no phrase explains
    /// word for word. Nil when no model is registered. Leaves the session as it was.
    public func readFreely(_ samples: [Int16]) throws(RecognizerError) -> UtteranceScore? {
        guard freeReadingReady, !samples.isEmpty else { return nil }
        return try isolated(search: Self.freeReadingSearch) { () throws(RecognizerError) in try decodeActive(samples) }
    }
}
