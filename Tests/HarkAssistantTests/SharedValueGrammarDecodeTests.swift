import HarkTesting
import Foundation
import HarkAudio
import Testing
@testable import HarkIntents
@testable import HarkSpeech

/// The real PocketSphinx hears the same words with the grouped command grammar as with one
/// rule per phrase: the grouping changes how often a value rule is copied, not what can be said.
@Suite(.serialized) struct SharedValueGrammarDecodeTests {
    static let templates = [
        "set [an] alarm for {time}", "wake me up at {time}", "set a timer for {span}", "start a timer for {span}",
        "{span}", "set a timer", "start feeding", "what time is it", "remind me in {span}",
    ]

    static func grammar(sharing: Bool) throws -> String {
        let entries = try templates.enumerated().map {
            PhraseEntry(id: "p\($0.offset)", template: try Template($0.element, parameters: ["time", "span"]))
        }
        var compiler = GrammarCompiler(
            phrases: entries, slots: ["time": .rule("v_time_of_day"), "span": .rule("v_duration")],
            rules: ValueGrammar.rules(for: .timeOfDay).merging(ValueGrammar.rules(for: .duration)) { a, _ in a })
        compiler.sharesValueRules = sharing
        return try compiler.grammar()
    }

    static func words(_ fixture: String, grammar: String) throws -> [[String]] {
        let recognizer = try Recognizer()
        try recognizer.setGrammar(grammar, name: "command")
        try recognizer.listen(for: .grammar("command"))
        let path = RepoFile.path("audio-fixtures/\(fixture).wav")
        let samples = try WAVFile.read(path: path).samples16k + [Int16](repeating: 0, count: 16_000)
        var events: [RecognitionEvent] = []
        var offset = 0
        while offset < samples.count {
            let end = min(offset + 320, samples.count)
            events += try recognizer.process(AudioFrame(samples: Array(samples[offset..<end]), offset: offset))
            offset = end
        }
        events += try recognizer.finish()
        return events.compactMap { if case .hypothesis(let hypothesis) = $0 { hypothesis.words.map(\.word) } else { nil } }
    }

    @Test func groupedGrammarDecodesFixturesToTheSameWords() throws {
        let grouped = try Self.grammar(sharing: true), flat = try Self.grammar(sharing: false)
        #expect(grouped.contains("<g0> = "))
        #expect(!flat.contains("<g0>"))
        var heard: [String] = []
        for voice in ["slt", "rms", "awb", "kal16"] {
            for phrase in ["set-alarm", "set-timer", "start-feeding", "what-time"] {
                let fixture = "\(voice)-\(phrase)"
                guard FileManager.default.fileExists(atPath: RepoFile.path("audio-fixtures/\(fixture).wav")) else { continue }
                let words = try Self.words(fixture, grammar: grouped)
                #expect(words == (try Self.words(fixture, grammar: flat)), "\(fixture)")
                heard.append(words.map { $0.joined(separator: " ") }.joined(separator: " / "))
            }
        }
        #expect(heard.filter { $0 == "set an alarm for seven thirty" }.count >= 2)
    }
}
