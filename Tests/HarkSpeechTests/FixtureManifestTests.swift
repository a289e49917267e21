import Foundation
import HarkAudio
import Testing
@testable import HarkSpeech

/// One row of `audio-fixtures/manifest.tsv`.
struct FixtureRow: CustomTestStringConvertible, Sendable {
    /// How the row's recording is checked.
    enum Check: Equatable, Sendable {
        /// Decoded with a grammar of every `grammar` row's words; its utterances, joined, must be exactly its words
        /// (the wake-then-command rows pause 1 s, longer than the silence timeout, so they are two utterances).
        case grammar
        /// Spotted with keyword search; must detect exactly its words, once.
        case keyphrase
        /// Not decoded exactly by this model, for the stated reason (kept visible in the manifest).
        case skip(String)
    }

    let name: String
    let words: String
    let check: Check
    var testDescription: String { name }

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("audio-fixtures")

    /// Every row of the manifest; the `check` column is `grammar`, `keyphrase` or `skip: reason`.
    static let all: [FixtureRow] = {
        let text = (try? String(contentsOf: directory.appendingPathComponent("manifest.tsv"), encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = lines.first, let nameColumn = header.firstIndex(of: "name"),
              let wordsColumn = header.firstIndex(of: "words") else { return [] }
        let checkColumn = header.firstIndex(of: "check")
        return lines.dropFirst().map { fields in
            let check = checkColumn.flatMap { $0 < fields.count ? fields[$0] : nil } ?? "grammar"
            return FixtureRow(name: fields[nameColumn], words: fields[wordsColumn], check:
                check == "keyphrase" ? .keyphrase : check.hasPrefix("skip:") ? .skip(String(check.dropFirst(5)).trimmingCharacters(in: .whitespaces)) : .grammar)
        }
    }()

    /// A grammar whose alternatives are the words of every `grammar` row, and the wake
    /// phrase alone (the first utterance of a wake-then-command recording).
    static let grammar: String = {
        let sentences = Set(all.filter { $0.check == .grammar }.map(\.words) + ["hey computer"]).sorted()
        return "#JSGF V1.0;\ngrammar fixtures;\npublic <c> = " + sentences.joined(separator: " | ") + ";\n"
    }()
}

/// Every fixture recording decodes to the words the manifest says it holds.
@Suite(.serialized) struct FixtureManifestTests {
    @Test func manifestListsEveryFixture() throws {
        let rows = FixtureRow.all
        #expect(rows.count >= 40)
        let wavs = try FileManager.default.contentsOfDirectory(atPath: FixtureRow.directory.path).filter { $0.hasSuffix(".wav") }
        #expect(Set(rows.map(\.name)) == Set(wavs))
    }

    @Test(arguments: FixtureRow.all)
    func recordingDecodesToItsWords(row: FixtureRow) throws {
        let samples = try WAVFile.read(path: FixtureRow.directory.appendingPathComponent(row.name).path).samples16k
        let recognizer = try Recognizer()
        switch row.check {
        case .grammar:
            try recognizer.setGrammar(FixtureRow.grammar, name: "fixtures")
            try recognizer.listen(for: .grammar("fixtures"))
            let events = try RecognizerTests.decode(samples, with: recognizer)
            let texts = RecognizerTests.hypotheses(events).map(\.text).filter { !$0.isEmpty }
            #expect(texts.joined(separator: " ") == row.words, "utterances: \(texts)")
        case .keyphrase:
            try recognizer.setWakePhrases([Keyphrase(row.words)])
            try recognizer.listen(for: .wake)
            let events = try RecognizerTests.decode(samples, with: recognizer)
            let detections = events.compactMap { if case .keyword(let k) = $0 { k.phrase } else { nil } }
            #expect(detections == [row.words])
        case .skip(let reason):
            #expect(!reason.isEmpty, "a skipped row must say why")
        }
    }
}
