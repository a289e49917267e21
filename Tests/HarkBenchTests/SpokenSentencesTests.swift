import Foundation
@testable import HarkBench
import HarkIntents
import Testing

/// `hark bench --spoken-sentences`: a held-out set whose values are described in words is judged
/// by its intent, each sentence is said once with the voices taking turns, and the summary
/// counts what was understood and what ran without being meant.
@Suite struct SpokenSentencesTests {
    static let sure = SureThreshold(fit: -8, coverage: 0.8)

    @Test func aCaseThatDescribesItsValuesInWordsIsJudgedByItsIntentAlone() throws {
        let file = try SentenceCorpus.parse("""
            skill: F
            cases:
              - intent: LogFeedingAmount
                values: "ninety ml"
                sentences: [she drank ninety mils]
              - intent: SetTimer
                slots: {duration: 600}
                sentences: [ten minute timer]
              - intent: StartFeeding
                sentences: [start the feeding]
            """, name: "f.yaml")
        #expect(file.cases.map(\.checksValues) == [false, true, true])
        let sample = WrongActionBench.corpusSample(SentenceCorpus(files: [file]), count: 10, seed: 1)
        var described = sample[0]
        described.intent = "LogFeedingAmount"
        described.slots = ["amount": "90", "unit": "ml"]
        described.effect = .adds
        described.fit = -2
        described.coverage = 1
        #expect(described.outcome(sure: Self.sure) == .right)
        var named = sample[1]
        named.intent = "SetTimer"
        named.slots = ["duration": "300"]
        named.effect = .adds
        named.fit = -2
        named.coverage = 1
        #expect(named.outcome(sure: Self.sure) == .wrongAction, "a named value still has to match")
        // The described case still needs its intent.
        described.intent = "StartFeeding"
        #expect(described.outcome(sure: Self.sure) == .wrongAction)
    }

    @Test func eachSentenceIsSaidOnceTheVoicesTakingTurnsAndEachRoundMeetsTheNextBackground() {
        let sentences = (0..<10).map {
            WrongActionClip(source: .corpus, category: "f.yaml", sentence: "s\($0)", voice: "", noise: "", expectedIntent: "A")
        }
        let once = WrongActionBench.plan(sentences, voices: ["slt", "rms"], oneVoicePerSentence: true)
        #expect(once.map(\.sentence) == sentences.map(\.sentence))
        #expect(once.map(\.voice) == ["slt", "rms", "slt", "rms", "slt", "rms", "slt", "rms", "slt", "rms"])
        let names = WrongActionBench.noises.map(\.name)
        #expect(once.map(\.noise) == [names[0], names[0], names[1], names[1], names[2], names[2], names[3], names[3], names[0], names[0]])
        let every = WrongActionBench.plan(sentences, voices: ["slt", "rms"], oneVoicePerSentence: false)
        #expect(every.count == 20)
        #expect(Set(every.filter { $0.sentence == "s3" }.map(\.voice)) == ["slt", "rms"])
    }

    @Test func theSummaryCountsUnderstoodRefusedAndWhatRanUnmeantByFileVoiceAndBackground() {
        func clip(_ file: String, _ voice: String, expected: String?, ran: String?, effect: IntentEffect = .changes, fit: Double = -2) -> WrongActionClip {
            var clip = WrongActionClip(source: .corpus, category: file, sentence: "\(file) \(voice) \(ran ?? "-")", voice: voice,
                                       noise: voice == "slt" ? "clean" : "pink 10 dB", expectedIntent: expected)
            clip.checksValues = false
            clip.heard = ran == nil ? nil : "words"
            clip.intent = ran
            clip.effect = ran == nil ? nil : effect
            clip.fit = fit
            clip.coverage = 1
            return clip
        }
        let clips = [
            clip("feeding.yaml", "slt", expected: "StartFeeding", ran: "StartFeeding"),
            clip("feeding.yaml", "rms", expected: "StartFeeding", ran: "StartFeeding", fit: -12),
            clip("feeding.yaml", "slt", expected: "FinishFeeding", ran: nil),
            clip("alarms.yaml", "rms", expected: "ListAlarms", ran: "CancelAlarm"),
            clip("alarms.yaml", "slt", expected: "ListAlarms", ran: "TimerStatus", effect: .reads),
            clip("alarms.yaml", "rms", expected: nil, ran: nil),
            clip("alarms.yaml", "slt", expected: nil, ran: "SetAlarm", fit: -12),
            WrongActionClip(source: .outOfGrammar, category: "x", sentence: "not counted", voice: "slt", noise: "clean"),
        ]
        var report = WrongActionReport(clips: clips, heldOutVoice: "kal16", inForce: Self.sure, minimumFit: -20, minimumCoverage: 0.8)
        report.leftOut = []
        let summary = SpokenSentencesSummary(report)
        #expect(summary.all.clips == 7)
        #expect(summary.all.tally[.right] == 2, "one command at once, one sentence meaning nothing that ran nothing")
        #expect(summary.all.askedRight == 1)
        #expect(summary.all.understood == 3)
        #expect(summary.all.tally[.refused] == 1)
        #expect(summary.all.tally[.askedWrong] == 1)
        #expect(summary.all.tally[.wrongAction] == 1)
        #expect(summary.all.tally[.wrongAnswer] == 1)
        #expect(summary.all.wrongActionUnconfirmed == 2)
        #expect(summary.files.map(\.name) == ["feeding.yaml", "alarms.yaml"])
        #expect(summary.files.map(\.understood) == [2, 1])
        #expect(Set(summary.voices.map(\.name)) == ["slt", "rms"])
        #expect(summary.backgrounds.first { $0.name == "pink 10 dB" }?.tally[.wrongAction] == 1)
        #expect(summary.wrong.count == 2)
        #expect(summary.wrong[0].hasPrefix("ran a change"))
        #expect(summary.text.contains("ran a change: \"alarms.yaml rms CancelAlarm\""))
    }
}
