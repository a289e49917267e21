import Foundation
import HarkAudio
import Testing
@testable import HarkSpeech

/// pocketsphinx-testdata's real recordings of card names, decoded with their
/// grammar through Hark's own WAV reader and streaming recognizer.
@Suite struct CardsRecordingTests {
    static let directory = TestData.path("cards")

    /// The reference transcripts from cards.transcription, by file.
    static func references() throws -> [String: String] {
        var result: [String: String] = [:]
        for line in try TestData.text("cards/cards.transcription").split(separator: "\n") {
            // "<s> ten of clubs  </s> (001)"
            guard let open = line.lastIndex(of: "("), let close = line.lastIndex(of: ")") else { continue }
            let id = String(line[line.index(after: open)..<close])
            let words = line[..<open].split(separator: " ").filter { $0 != "<s>" && $0 != "</s>" }
            result[id] = words.joined(separator: " ")
        }
        return result
    }

    static func transcribe(_ id: String) throws -> String {
        let recognizer = try Recognizer()
        try recognizer.setGrammar(TestData.text("cards/cards.gram"), name: "cards")
        try recognizer.listen(for: .grammar("cards"))
        let samples = try WAVFile.read(path: "\(directory)/\(id).wav").samples16k
        let events = try RecognizerTests.decode(samples, with: recognizer)
        return RecognizerTests.hypotheses(events).map(\.text).filter { !$0.isEmpty }.joined(separator: " ")
    }

    @Test(arguments: ["002", "003", "004", "005"])
    func exactTranscript(_ id: String) throws {
        let expected = try #require(try Self.references()[id])
        #expect(try Self.transcribe(id) == expected)
    }

    /// 001.wav starts abruptly on a click; the stock pocketsphinx_continuous with the
    /// same model hears "five ten of clubs" there too. Hark must get the reference
    /// words right and may insert at most that one word before them.
    @Test func abruptStartKeepsTheReferenceWords() throws {
        let expected = try #require(try Self.references()["001"])
        let heard = try Self.transcribe("001")
        #expect(heard.hasSuffix(expected))
        #expect(heard.split(separator: " ").count <= expected.split(separator: " ").count + 1)
    }
}
