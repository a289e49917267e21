import Foundation
import HarkAssistant
@testable import HarkBench
import HarkIntents
import HarkTesting
import Testing

/// The wrong-action bench's scoring: what a clip counts as at a sure threshold, and the tuning.
@Suite struct WrongActionScoreTests {
    static let sure = SureThreshold(fit: -8, coverage: 0.8)

    static func clip(_ source: WrongActionClip.Source = .outOfGrammar, expected: String? = nil, expectedSlots: [String: String] = [:],
                     intent: String?, slots: [String: String] = [:], effect: IntentEffect? = .changes,
                     fit: Double = -3, coverage: Double = 1, voice: String = "slt") -> WrongActionClip {
        var clip = WrongActionClip(source: source, category: "test", sentence: "a sentence", voice: voice, noise: "clean",
                                   expectedIntent: expected, expectedSlots: expectedSlots)
        clip.heard = intent == nil ? nil : "heard words"
        clip.fit = fit
        clip.coverage = coverage
        clip.intent = intent
        clip.slots = slots
        clip.effect = intent == nil ? nil : effect
        return clip
    }

    @Test func anOutOfGrammarSentenceThatRanNothingWasRefused() {
        #expect(Self.clip(intent: nil).outcome(sure: Self.sure) == .refused)
    }

    @Test func aConfidentChangeOutOfGrammarIsAWrongActionAndAMarginalOneIsAsked() {
        #expect(Self.clip(intent: "FinishFeeding", fit: -5).outcome(sure: Self.sure) == .wrongAction)
        #expect(Self.clip(intent: "FinishFeeding", fit: -12).outcome(sure: Self.sure) == .askedWrong)
        #expect(Self.clip(intent: "FinishFeeding", fit: -3, coverage: 0.7).outcome(sure: Self.sure) == .askedWrong)
        // With confirmation off nothing is asked.
        #expect(Self.clip(intent: "FinishFeeding", fit: -12).outcome(sure: .never) == .wrongAction)
    }

    @Test func aChangeThatFailedOrWasCalledOffChangedNothing() {
        var failed = Self.clip(intent: "CancelTimer", fit: -3)
        failed.observe([.intent(intent: "CancelTimer", parameters: [:]), .say(text: "You have no soup timer.", at: 1, latency: nil),
                        .outcome(intent: "CancelTimer", outcome: "failed")], effects: ["CancelTimer": .destroys])
        #expect(failed.completed == false)
        #expect(failed.outcome(sure: .never) == .wrongAnswer)
        var done = Self.clip(intent: nil)
        done.observe([.heard(text: "end the soup timer", confidence: -3, coverage: 1, at: 1),
                      .intent(intent: "CancelTimer", parameters: [:]), .outcome(intent: "CancelTimer", outcome: "completed")],
                     effects: ["CancelTimer": .destroys])
        #expect(done.completed == true)
        #expect(done.outcome(sure: .never) == .wrongAction)
    }

    @Test func aReadingIntentIsNeverAskedAbout() {
        #expect(Self.clip(intent: "ListAlarms", effect: .reads, fit: -12).outcome(sure: Self.sure) == .wrongAnswer)
        #expect(Self.clip(.corpus, expected: "ListAlarms", intent: "ListAlarms", effect: .reads, fit: -12).outcome(sure: Self.sure) == .right)
    }

    @Test func aCorpusSentenceIsRightOnlyWithItsIntentAndExactlyItsValues() {
        let meant = Self.clip(.corpus, expected: "LogFeedingAmount", expectedSlots: ["amount": "120"],
                              intent: "LogFeedingAmount", slots: ["amount": "120"], effect: .adds)
        #expect(meant.outcome(sure: Self.sure) == .right)
        var doubtful = meant
        doubtful.fit = -10
        #expect(doubtful.outcome(sure: Self.sure) == .askedRight)
        var wrongValue = meant
        wrongValue.slots = ["amount": "20"]
        #expect(wrongValue.outcome(sure: Self.sure) == .wrongAction)
        #expect(Self.clip(.corpus, expected: nil, intent: nil).outcome(sure: Self.sure) == .right)
        #expect(Self.clip(.corpus, expected: "StartFeeding", intent: nil).outcome(sure: Self.sure) == .refused)
    }

    @Test func eventsGiveTheFirstHeardUtteranceAndTheFirstIntent() {
        var clip = WrongActionClip(source: .outOfGrammar, category: "talk", sentence: "time to eat", voice: "rms", noise: "clean")
        clip.observe([
            .heard(text: "finish feeding", confidence: -9.5, coverage: 0.9, at: 1),
            .intent(intent: "FinishFeeding", parameters: [:]),
            .say(text: "Done.", at: 1.2, latency: 0.1),
            .intent(intent: "StartFeeding", parameters: [:]),
        ], effects: ["FinishFeeding": .changes])
        #expect(clip.heard == "finish feeding")
        #expect(clip.fit == -9.5)
        #expect(clip.intent == "FinishFeeding")
        #expect(clip.effect == .changes)
        var rejected = WrongActionClip(source: .outOfGrammar, category: "talk", sentence: "hello", voice: "rms", noise: "clean")
        rejected.observe([.rejected(text: "stop", confidence: -30, coverage: 0.5, at: 1), .notUnderstood(text: "stop")], effects: [:])
        #expect(rejected.intent == nil)
        #expect(rejected.outcome(sure: Self.sure) == .refused)
        // An intent no registry knows is taken to change something.
        var unknown = WrongActionClip(source: .outOfGrammar, category: "talk", sentence: "x", voice: "rms", noise: "clean")
        unknown.observe([.heard(text: "x", confidence: -1, coverage: 1, at: 1), .intent(intent: "Mystery", parameters: [:])], effects: [:])
        #expect(unknown.outcome(sure: Self.sure) == .wrongAction)
    }

    @Test func aLoudRoomBelowTheSureSignalToNoiseRatioIsAskedAbout() {
        var clip = WrongActionClip(source: .outOfGrammar, category: "talk", sentence: "what's for dinner", voice: "slt", noise: "pink 10 dB")
        clip.observe([.heard(text: "time to feed him", confidence: 1.5, coverage: 1, at: 1, snr: 16),
                      .intent(intent: "StartFeeding", parameters: [:])], effects: ["StartFeeding": .changes])
        #expect(clip.signalToNoise == 16)
        #expect(clip.outcome(sure: SureThreshold(fit: -8, coverage: 0.8)) == .wrongAction)
        #expect(clip.outcome(sure: SureThreshold(fit: -8, coverage: 0.8, signalToNoise: 20)) == .askedWrong)
        #expect(clip.outcome(sure: SureThreshold(fit: -8, coverage: 0.8, signalToNoise: 15)) == .wrongAction)
        // A pipeline that reported no ratio is not doubted for it.
        clip.signalToNoise = nil
        #expect(clip.outcome(sure: SureThreshold(fit: -8, coverage: 0.8, signalToNoise: 20)) == .wrongAction)
        #expect(WrongActionTuning.candidates(from: -2, minimumCoverage: 0.8, signalToNoise: 20).allSatisfy { $0.signalToNoise == 20 })
    }

    @Test func wordsOnlyTheSecondPassReadAreAskedAboutUnlessAskingFirstIsOff() {
        var clip = WrongActionClip(source: .phrases, category: "timers", sentence: "set a timer", voice: "rms", noise: "room",
                                   expectedIntent: "SetTimer", expectedSlots: [:])
        clip.observe([.heard(text: "she ate at five thirteen", confidence: -7.9, coverage: 1, at: 1, snr: 60, wordScore: -19.3,
                             secondPassAlone: true),
                      .intent(intent: "LogPastFeeding", parameters: [:])], effects: ["LogPastFeeding": .changes])
        #expect(clip.secondPassAlone == true)
        #expect(clip.outcome(sure: SureThreshold(fit: -16, coverage: 0.9)) == .askedWrong)
        #expect(clip.outcome(sure: SureThreshold(inForce: AssistantSettings())) == .askedWrong)
        #expect(clip.outcome(sure: SureThreshold(inForce: AssistantSettings().askingFirstOff)) == .wrongAction)
        #expect(clip.outcome(sure: .never) == .wrongAction)
        clip.secondPassAlone = false
        #expect(clip.outcome(sure: SureThreshold(fit: -16, coverage: 0.9)) == .wrongAction)
    }

    /// Words read from a refused command's loudest stretch are asked about at any threshold, as Hark does.
    @Test func wordsReadFromTheLoudestStretchAreAskedAbout() {
        var clip = WrongActionClip(source: .outOfGrammar, category: "chat", sentence: "the car needs petrol", voice: "rms", noise: "babble 15 dB")
        clip.observe([.heard(text: "put oats in the fridge", confidence: -2, coverage: 1, at: 1, snr: 40, wordScore: -12, trimmed: true),
                      .intent(intent: "PutAwayFood", parameters: [:])], effects: ["PutAwayFood": .adds])
        #expect(clip.heardTrimmed == true)
        #expect(clip.outcome(sure: SureThreshold(fit: -16, coverage: 0.9)) == .askedWrong)
        clip.heardTrimmed = nil
        #expect(clip.outcome(sure: SureThreshold(fit: -16, coverage: 0.9)) == .wrongAction)
    }

    @Test func aLowWordScoreIsDoubtfulAtAnyFitAndTheCandidatesKeepIt() {
        var clip = WrongActionClip(source: .outOfGrammar, category: "chat", sentence: "i love you too", voice: "awb", noise: "clean")
        clip.heard = "i bought zucchini"
        clip.fit = -7
        clip.coverage = 1.1
        clip.wordScore = -21.7
        clip.intent = "PutAwayFood"
        clip.effect = .changes
        clip.completed = true
        #expect(clip.outcome(sure: SureThreshold(fit: -16, coverage: 0.9)) == .wrongAction)
        #expect(clip.outcome(sure: SureThreshold(fit: -16, coverage: 0.9, wordScore: -25)) == .wrongAction)
        #expect(clip.outcome(sure: SureThreshold(fit: -16, coverage: 0.9, wordScore: -20)) == .askedWrong)
        // Not measured: not doubted for it.
        clip.wordScore = nil
        #expect(clip.outcome(sure: SureThreshold(fit: -16, coverage: 0.9, wordScore: -20)) == .wrongAction)
        #expect(WrongActionTuning.candidates(from: -2, minimumCoverage: 0.8, wordScore: -25).allSatisfy { $0.wordScore == -25 })
    }

    @Test func theTallyCountsEachOutcome() {
        let tally = WrongActionTally([
            Self.clip(intent: nil), Self.clip(intent: "FinishFeeding", fit: -5), Self.clip(intent: "FinishFeeding", fit: -12),
        ], sure: Self.sure)
        #expect(tally.clips == 3)
        #expect(tally[.refused] == 1)
        #expect(tally[.wrongAction] == 1)
        #expect(tally[.askedWrong] == 1)
        #expect(tally.asked == 1)
        #expect(tally.wrong == 1)
    }

    @Test func tuningPicksTheLowestFitThatCatchesTheWrongActions() {
        // Out-of-grammar changes at fits -9 and -6; right commands at -4, -2 and -1.
        let clips = [
            Self.clip(intent: "FinishFeeding", fit: -9), Self.clip(intent: "SetAlarm", fit: -6),
            Self.clip(.corpus, expected: "StartFeeding", intent: "StartFeeding", fit: -4),
            Self.clip(.corpus, expected: "StartFeeding", intent: "StartFeeding", fit: -2),
            Self.clip(.corpus, expected: "StartFeeding", intent: "StartFeeding", fit: -1),
        ]
        let candidates = WrongActionTuning.candidates(from: -20, minimumCoverage: 0.8)
        #expect(candidates.first == SureThreshold(fit: -20, coverage: 0.8))
        #expect(candidates.contains(SureThreshold(fit: 0, coverage: 1)))
        // Above -6 both wrong actions are asked about; -5.5 is the lowest such fit, asking about nothing right.
        #expect(WrongActionTuning.best(candidates, on: clips) == SureThreshold(fit: -5.5, coverage: 0.8))
        // Catching a confident one at -1.5 would ask before two of three right commands: over the budget.
        let confident = clips + [Self.clip(intent: "SetAlarm", fit: -1.5)]
        #expect(WrongActionTuning.best(candidates, on: confident) == SureThreshold(fit: -5.5, coverage: 0.8))
        // With twenty-two right commands, asking before two (at -4 and -2) is within the 10% budget and catches it.
        let many = confident + (0..<19).map { _ in Self.clip(.corpus, expected: "StartFeeding", intent: "StartFeeding", fit: -1) }
        #expect(WrongActionTuning.best(candidates, on: many) == SureThreshold(fit: -1.0, coverage: 0.8))
    }

    @Test func theOutOfGrammarFileIsReadBySection() throws {
        let sentences = try WrongActionBench.parseOutOfGrammar("talk:\n  - hello there\n  - good night\nmissing:\n  - play music\n", name: "t.yaml")
        #expect(sentences.map(\.category) == ["talk", "talk", "missing"])
        #expect(sentences.map(\.sentence) == ["hello there", "good night", "play music"])
        #expect(throws: BenchError.self) { try WrongActionBench.parseOutOfGrammar("talk: hello\n", name: "t.yaml") }
        #expect(throws: BenchError.self) { try WrongActionBench.parseOutOfGrammar("- a\n- b\n", name: "t.yaml") }
    }

    @Test func theShippedOutOfGrammarFileHoldsAtLeastTwoHundredDistinctSentences() throws {
        let sentences = try WrongActionBench.outOfGrammar(path: RepoFile.path("bench/out-of-grammar.yaml"))
        #expect(sentences.count >= 200)
        #expect(Set(sentences.map(\.sentence)).count == sentences.count)
    }

    @Test func theCorpusSampleIsSeededAndKeepsCorpusOrder() {
        let file = SentenceCorpus.File(name: "f.yaml", skill: "F", setup: [], cases: [
            SentenceCorpus.Case(intent: "A", slots: [:], sentences: (0..<30).map { "a \($0)" }),
            SentenceCorpus.Case(intent: nil, slots: [:], sentences: (0..<30).map { "n \($0)" }),
        ])
        let corpus = SentenceCorpus(files: [file])
        let first = WrongActionBench.corpusSample(corpus, count: 10, seed: 7)
        #expect(first.count == 10)
        #expect(first.map(\.sentence) == WrongActionBench.corpusSample(corpus, count: 10, seed: 7).map(\.sentence))
        #expect(first.map(\.sentence) != WrongActionBench.corpusSample(corpus, count: 10, seed: 8).map(\.sentence))
        #expect(WrongActionBench.corpusSample(corpus, count: 100, seed: 7).count == 60)
        let all = WrongActionBench.corpusSample(corpus, count: 100, seed: 7).map(\.sentence)
        #expect(first.map(\.sentence) == all.filter { first.map(\.sentence).contains($0) })
    }

    @Test func typedOnlyCorpusCasesAreNeverSpoken() throws {
        let file = try SentenceCorpus.parse("""
            skill: F
            cases:
              - intent: A
                sentences: [start it]
              - intent: B
                typed: true
                sentences: [stop it, done eating]
            """, name: "f.yaml")
        #expect(file.cases.map(\.typed) == [false, true])
        let sample = WrongActionBench.corpusSample(SentenceCorpus(files: [file]), count: 100, seed: 1)
        #expect(sample.map(\.sentence) == ["start it"])
        #expect(throws: SentenceCorpusError.self) {
            try SentenceCorpus.parse("skill: F\ncases:\n  - intent: A\n    typed: maybe\n    sentences: [a]\n", name: "f.yaml")
        }
    }
}

/// The sure threshold scored on real voices: orders asked about against real speech that ran a change.
@Suite struct RealSpeechHearingTests {
    static func order(fit: Double, right: Bool = true) -> WrongActionClip {
        WrongActionScoreTests.clip(.phrases, expected: "orderDrink", expectedSlots: ["size": "large"],
                                   intent: "orderDrink", slots: ["size": right ? "large" : "small"], fit: fit, voice: "real")
    }

    @Test func eachRowCountsOrdersRightAndAskedAndRealSpeechThatRanAChange() {
        let hearing = RealSpeechHearing(
            orders: [Self.order(fit: -2), Self.order(fit: -9), Self.order(fit: -15), Self.order(fit: -1, right: false)],
            outOfGrammar: [WrongActionScoreTests.clip(intent: "FinishFeeding", fit: -6),
                           WrongActionScoreTests.clip(intent: "FinishFeeding", fit: -14),
                           WrongActionScoreTests.clip(intent: "ListAlarms", effect: .reads, fit: -3),
                           WrongActionScoreTests.clip(intent: nil)],
            inForce: SureThreshold(fit: -10, coverage: 0.9))
        let off = hearing.row(.never)
        #expect(off.ordersRight == 3 && off.ordersAsked == 0 && off.wrongActions == 2 && off.outOfGrammarAsked == 0)
        let inForce = hearing.row(hearing.inForce)
        #expect(inForce.ordersRight == 2 && inForce.ordersAsked == 1 && inForce.wrongActions == 1 && inForce.outOfGrammarAsked == 1)
        let strict = hearing.row(SureThreshold(fit: -4, coverage: 0.9))
        #expect(strict.ordersRight == 1 && strict.ordersAsked == 2 && strict.wrongActions == 0)
        // The curve starts with no confirmation and the threshold in force, then each fit.
        let curve = hearing.curve(low: -12, high: -4, step: 4)
        #expect(curve.map(\.sure.fit) == [-.infinity, -10, -12, -8, -4])
        #expect(hearing.text.contains("FinishFeeding"))
        // No order may be asked about (a tenth of three is none): the lowest threshold wins, with both changes run.
        #expect(hearing.tuned == SureThreshold(fit: -20, coverage: 0.8))
        // With ten orders one may be asked about: the order at -15 is, and the change at -14 is no longer run.
        var more = hearing
        more.orders += (0..<7).map { _ in Self.order(fit: -1) }
        #expect(more.tuned == SureThreshold(fit: -13.5, coverage: 0.8))
        #expect(more.row(more.tuned!).wrongActions == 1)
    }
}
