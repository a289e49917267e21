import HarkBench
import HarkTesting
import Testing

/// The sentence corpus in `corpus/`: every sentence, typed, reaches the intent and values
/// it is written with, and the sentences that must reach nothing reach nothing.
@Suite struct SentenceCorpusTests {
    @Test func everyCorpusSentenceGivesItsIntentAndValues() async throws {
        let corpus = try SentenceCorpus.load(directory: RepoFile.path("corpus"))
        let checks = try await corpus.check()
        #expect(checks.count == corpus.sentenceCount)
        let wrong = checks.filter { !$0.isRight }
        let report = wrong.prefix(40).map(\.problem).joined(separator: "\n")
        #expect(wrong.isEmpty, "\(wrong.count) of \(checks.count) corpus sentences are not understood as written:\n\(report)")
    }

    @Test func aCheckSeesAWrongIntentAndAWrongValue() async throws {
        let file = try SentenceCorpus.parse("""
            skill: Feeding log
            cases:
              - intent: FinishFeeding
                sentences: [start feeding]
              - intent: LogFeedingAmount
                slots: {amount: 90}
                sentences: [the baby drank one hundred twenty milliliters]
              - intent: none
                sentences: [finish feeding]
            """, name: "broken.yaml")
        let checks = try await SentenceCorpus(files: [file]).check()
        #expect(checks.map(\.isRight) == [false, false, false])
        #expect(checks.map(\.isWrongIntent) == [true, false, true])
        #expect(checks[1].slots == ["amount": "120", "unit": "ml"])

        // hark bench --sentences sums the same checks up.
        let summary = SentenceCorpusSummary(checks)
        #expect(summary.all == .init(name: "all", sentences: 3, right: 0, intentRight: 1, wrongIntent: 2, nothing: 0))
        #expect(summary.files.map(\.name) == ["broken.yaml"])
        #expect(summary.problems.count == 3)
        #expect(summary.text.contains("| all | 3 | 0 (0.0%) | 1 (33.3%) | 2 (66.7%) | 0 |"))
    }

    @Test func aMalformedFileSaysWhatIsWrong() {
        #expect(throws: SentenceCorpusError.self) { try SentenceCorpus.parse("skill: X\ncases: []\n", name: "x.yaml") }
        #expect(throws: SentenceCorpusError.self) { try SentenceCorpus.parse("skill: X\ncases:\n  - sentences: [a]\n", name: "x.yaml") }
        #expect(throws: SentenceCorpusError.self) { try SentenceCorpus.parse("- just a list\n", name: "x.yaml") }
    }
}
