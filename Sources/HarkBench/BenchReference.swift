import Foundation
import HarkAssistant

/// The stock decoder as a yardstick: `pocketsphinx_continuous` from the Debian
/// `pocketsphinx` package, with the same acoustic model, Hark's compiled JSGF
/// grammar (commands) or a keyphrase file with Hark's threshold (wake), and a
/// dictionary holding exactly Hark's pronunciations of those words. Everything
/// else is stock (its own voice-activity settings, no rejection).
///
/// It reads raw 16-bit audio: given a `.wav` name it would check (and with
/// another header layout misread) the header, so the streams are written raw.
struct BenchReference: Sendable {
    /// What the decoder made of one stream.
    struct Result: Sendable {
        /// Words (commands) or keyphrases (wake) by clip id, in order.
        var words: [String: [String]] = [:]
        /// Detections by clip id (wake mode).
        var detections: [String: Int] = [:]
        /// Seconds of audio.
        var audioSeconds = 0.0
        /// Wall-clock seconds the program ran (model loading included).
        var wallSeconds = 0.0
    }

    let tool: BenchTool
    let acousticModel: String
    let directory: String
    let scratch: String

    /// Decodes one stream; `grammar` and `keyphrases` are files under `scratch`.
    func decode(_ stream: BenchStream, grammar: String, keyphrases: String, dictionary: String) async throws -> Result {
        let input = (directory as NSString).appendingPathComponent(stream.file)
        var arguments = ["-infile", input, "-hmm", acousticModel, "-dict", dictionary,
                         "-samprate", "16000", "-time", "yes", "-logfn", "/dev/null"]
        arguments += stream.wakeMode ? ["-kws", keyphrases] : ["-jsgf", grammar]
        let output = try await tool.run(arguments, scratch: scratch)
        guard output.status == 0 else {
            throw BenchError(.toolFailed, "pocketsphinx_continuous failed on \(stream.name) (status \(output.status): \(output.standardError.suffix(300))); run it by hand with -logfn omitted to see why.")
        }
        var result = Self.parse(output.standardOutput, spans: stream.spans)
        result.audioSeconds = stream.spans.last?.end ?? 0
        result.wallSeconds = output.seconds
        return result
    }

    /// Reads `-time yes` output: each timed line is `WORD START END PROB` (a keyphrase
    /// may hold spaces). Each word goes to the clip its start falls in; fillers are dropped.
    static func parse(_ output: String, spans: [BenchStream.Span]) -> Result {
        var result = Result()
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count >= 4, let start = Double(fields[fields.count - 3]),
                  Double(fields[fields.count - 2]) != nil, Double(fields[fields.count - 1]) != nil else { continue }
            let word = fields.dropLast(3).joined(separator: " ")
            guard !isFiller(word),
                  let span = spans.first(where: { start >= $0.start && start < $0.end }) else { continue }
            result.words[span.id, default: []].append(baseWord(word))
            result.detections[span.id, default: 0] += 1
        }
        return result
    }

    /// `<sil>`, `<s>`, `[NOISE]`, `++UH++`, `(NULL)`.
    static func isFiller(_ word: String) -> Bool {
        word.isEmpty || word.hasPrefix("<") || word.hasPrefix("[") || word.hasPrefix("+") || word.hasPrefix("(")
    }

    /// `the(2)` → `the`.
    static func baseWord(_ word: String) -> String {
        guard word.hasSuffix(")"), let paren = word.lastIndex(of: "(") else { return word }
        return String(word[..<paren])
    }
}
