import Testing
@testable import HarkSpeech

/// The figures a wake candidate is judged on, from a wake grammar's path and the phone loop's.
@Suite("Wake evidence")
struct WakeEvidenceTests {
    static let computer: [String: [[String]]] = ["computer": [["K", "AH", "M", "P", "Y", "UW", "T", "ER"]]]

    static func path(_ spans: [ScoredSpan]) -> UtteranceScore {
        var score = UtteranceScore(text: spans.map(\.word).joined(separator: " "), score: 0, frames: (spans.last?.endFrame ?? -1) + 1)
        score.spans = spans
        score.acousticScore = spans.reduce(0) { $0 + $1.acousticScore }
        score.wordFrames = spans.filter { !Recognizer.isSilence($0.word) }.reduce(0) { $0 + $1.frameCount }
        return score
    }

    @Test("the phrase's own frames are compared with the phone loop over the same frames, the silence around it left out")
    func localFit() {
        let constrained = Self.path([
            ScoredSpan(word: "<sil>", startFrame: 0, endFrame: 49, acousticScore: -500),
            ScoredSpan(word: "computer", startFrame: 50, endFrame: 109, acousticScore: -1200),
            ScoredSpan(word: "<sil>", startFrame: 110, endFrame: 139, acousticScore: -300),
        ])
        // The phone loop: silence, then eight phones over frames 50...109 scoring -900, then silence.
        let phones = ["K", "AH", "M", "P", "Y", "UW", "T", "ER"]
        var spans = [ScoredSpan(word: "SIL", startFrame: 0, endFrame: 49, acousticScore: -480)]
        for (index, phone) in phones.enumerated() {
            let start = 50 + index * 8
            spans.append(ScoredSpan(word: phone, startFrame: start, endFrame: index == 7 ? 109 : start + 7,
                                    acousticScore: index == 7 ? -200 : -100))
        }
        spans.append(ScoredSpan(word: "SIL", startFrame: 110, endFrame: 139, acousticScore: -290))
        let evidence = WakeEvidence.measuring(constrained, against: Self.path(spans), pronunciations: Self.computer)
        #expect(evidence.frames == 60)
        #expect(evidence.wordScore == -20)
        #expect(evidence.localFit == (-1200.0 + 900) / 60)
        #expect(evidence.phonesHeard == 1)
        #expect(evidence.phoneRate == 1)
        // The whole span: (-2000 - (-1670)) / 140 frames.
        #expect(abs(evidence.fit - (-330.0 / 140)) < 1e-9)
    }

    @Test("phones heard count in order, the best pronunciation's share; a phone mostly outside the phrase is not counted")
    func phonesHeard() {
        let constrained = Self.path([ScoredSpan(word: "computer(2)", startFrame: 10, endFrame: 69, acousticScore: -600)])
        let free = Self.path([
            ScoredSpan(word: "S", startFrame: 0, endFrame: 13, acousticScore: -10),   // 4 of 14 frames inside
            ScoredSpan(word: "K", startFrame: 14, endFrame: 20, acousticScore: -10),
            ScoredSpan(word: "IH", startFrame: 21, endFrame: 30, acousticScore: -10),
            ScoredSpan(word: "P", startFrame: 31, endFrame: 40, acousticScore: -10),
            ScoredSpan(word: "UW", startFrame: 41, endFrame: 50, acousticScore: -10),
            ScoredSpan(word: "D", startFrame: 51, endFrame: 60, acousticScore: -10),
            ScoredSpan(word: "ER", startFrame: 61, endFrame: 75, acousticScore: -10), // 9 of 15 inside
        ])
        let pronunciations = ["computer": [["K", "AH", "M", "P", "Y", "UW", "T", "ER"], ["K", "AH", "M", "P", "Y", "UW", "D", "ER"]]]
        let evidence = WakeEvidence.measuring(constrained, against: free, pronunciations: pronunciations)
        // Heard K IH P UW D ER: K P UW D ER of the second pronunciation, 5 of 8.
        #expect(evidence.phonesHeard == 5.0 / 8)
        #expect(evidence.phoneRate == 6.0 / 8)
    }

    @Test("no path through the phrase explains nothing")
    func noPath() {
        let evidence = WakeEvidence.measuring(Self.path([]), against: Self.path([]), pronunciations: Self.computer)
        #expect(evidence.fit == -.infinity)
        #expect(evidence.frames == 0)
    }

    @Test("longest common subsequence")
    func commonSubsequence() {
        #expect(WakeEvidence.commonSubsequence(["A", "B", "C", "D"], ["B", "D", "A"]) == 2)
        #expect(WakeEvidence.commonSubsequence([], ["A"]) == 0)
        #expect(WakeEvidence.commonSubsequence(["K", "AH"], ["K", "AH"]) == 2)
    }
}
