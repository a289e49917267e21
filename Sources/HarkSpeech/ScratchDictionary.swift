import Foundation

/// A dictionary file PocketSphinx loads at start-up and Hark deletes right after:
/// decoders start with (almost) no words and are given the ones their searches
/// use, instead of parsing the whole 135,000-word CMU dictionary into each.
enum ScratchDictionary {
    /// Writes `entries` (CMU format lines, possibly none) to a temporary file, runs `body` with its path, deletes it.
    static func withFile<T>(
        words entries: [PronunciationDictionary.Entry], _ body: (String) throws(RecognizerError) -> T
    ) throws(RecognizerError) -> T {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("hark-dict-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).dict").path
        let text = entries.map { "\($0.key) \($0.phones)\n" }.joined()
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw RecognizerError(.modelMissing,
                "Could not write a scratch dictionary to \(path); check that the temporary directory is writable (TMPDIR).")
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }

    /// `arguments` (`["-dict", path, …]` pairs) with the dictionary replaced by `path`.
    static func replacingDictionary(in arguments: [String], with path: String) -> [String] {
        var result = arguments
        if let index = result.firstIndex(of: "-dict"), index + 1 < result.count {
            result[index + 1] = path
        } else {
            result += ["-dict", path]
        }
        return result
    }
}
