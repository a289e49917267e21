import HarkIntents
import Testing
import HarkAssistant
@testable import HarkBench

@Suite("Benchmark scoring")
struct BenchScoringTests {
    @Test("word errors count substitutions, deletions and insertions")
    func wordErrors() {
        func errors(_ reference: String, _ hypothesis: String) -> Int {
            BenchScoring.wordErrors(reference: BenchScoring.words(reference), hypothesis: BenchScoring.words(hypothesis))
        }
        #expect(errors("set a timer for ten minutes", "set a timer for ten minutes") == 0)
        #expect(errors("set a timer for ten minutes", "set the timer for ten minutes") == 1)
        #expect(errors("set a timer for ten minutes", "set timer for minutes") == 2)
        #expect(errors("start feeding", "start the feeding timer") == 2)
        #expect(errors("start feeding", "") == 2)
        #expect(errors("", "hello there") == 2)
        #expect(errors("a b c", "c b a") == 2)
    }

    @Test("words are lowercase with punctuation other than apostrophes dropped")
    func words() {
        #expect(BenchScoring.words("What's in the fridge? Milk, eggs.") == ["what's", "in", "the", "fridge", "milk", "eggs"])
        #expect(BenchScoring.words("  ") == [])
    }

    @Test("percentiles interpolate between the closest ranks")
    func percentiles() {
        #expect(BenchScoring.percentile([4, 1, 3, 2], 50) == 2.5)
        let hundredAndOne = (1...101).map(Double.init)
        #expect(BenchScoring.percentile(hundredAndOne, 5) == 6)
        #expect(BenchScoring.percentile(hundredAndOne, 95) == 96)
        #expect(BenchScoring.percentile([1, 2], 95) == 1.95)
        #expect(BenchScoring.percentile([7], 5) == 7)
        #expect(BenchScoring.percentile([], 50) == nil)
    }

    @Test("a distribution holds min, p5, median, p95 and max")
    func distribution() throws {
        let spread = try #require(BenchDistribution((0...20).map { Double($0) * 0.5 }))
        #expect([spread.min, spread.p5, spread.p50, spread.p95, spread.max] == [0, 0.5, 5, 9.5, 10])
        #expect(spread.count == 21)
        #expect(BenchDistribution([]) == nil)
        let partial = try #require(BenchDistribution([1, -.infinity, .nan]))
        #expect(partial.count == 1 && partial.nonFinite == 2 && partial.p50 == 1)
        #expect(BenchDistribution([.nan]) == nil)
    }

    @Test("rates and word scores add up")
    func ratesAndWordScores() {
        var rate = BenchRate()
        #expect(rate.value == nil)
        rate.add(true)
        rate.add(false)
        rate.add(true)
        rate.add(true)
        #expect(rate == BenchRate(hits: 3, total: 4))
        #expect(rate.value == 0.75)
        #expect((rate + BenchRate(hits: 1, total: 4)).value == 0.5)

        var score = BenchWordScore()
        score.add(reference: ["start", "feeding"], hypothesis: ["start", "feeding"])
        score.add(reference: ["set", "a", "timer"], hypothesis: ["set", "the", "timer", "now"])
        #expect(score.errors == 2)
        #expect(score.words == 5)
        #expect(score.wordAccuracy == 0.6)
        #expect(score.sentenceRate == BenchRate(hits: 1, total: 2))
    }
}

@Suite("Benchmark observations")
struct BenchObservationTests {
    let alarm: [String: JSONValue] = ["time": .object(["hour": .int(7), "minute": .int(30)])]

    func observe(_ events: [AssistantEvent]) -> BenchObservation {
        BenchObservation(events: events, audioSeconds: 3, wallSeconds: 0.3)
    }

    @Test("a command is right only with its intent and every parameter")
    func commandOutcomes() {
        let heard = AssistantEvent.heard(text: "set an alarm for seven thirty", confidence: -9, coverage: 1, at: 2)
        let right = observe([heard, .intent(intent: "SetAlarm", parameters: alarm), .say(text: "OK", at: 2, latency: 0.25)])
        #expect(right.commandOutcome(intent: "SetAlarm", parameters: alarm) == .correct)
        #expect(right.latencies == [0.25])
        #expect(right.transcript == ["set", "an", "alarm", "for", "seven", "thirty"])

        let wrongTime = observe([heard, .intent(intent: "SetAlarm", parameters: ["time": .object(["hour": .int(7), "minute": .int(0)])])])
        #expect(wrongTime.commandOutcome(intent: "SetAlarm", parameters: alarm) == .wrongParameters)
        #expect(right.commandOutcome(intent: "WakeMeUp", parameters: alarm) == .wrongIntent)

        let twice = observe([.intent(intent: "SetAlarm", parameters: alarm), .intent(intent: "StartFeeding", parameters: [:])])
        #expect(twice.commandOutcome(intent: "SetAlarm", parameters: alarm) == .extraIntent)

        let rejected = observe([.rejected(text: "set an alarm", confidence: -30, coverage: 0.4, at: 2), .notUnderstood(text: "set an alarm")])
        #expect(rejected.commandOutcome(intent: "SetAlarm", parameters: alarm) == .rejected)
        #expect(rejected.outOfGrammarOutcome == .rejected)

        let unrouted = observe([heard, .notUnderstood(text: "set an alarm for seven thirty")])
        #expect(unrouted.commandOutcome(intent: "SetAlarm", parameters: alarm) == .notUnderstood)
        #expect(unrouted.outOfGrammarOutcome == .notUnderstood)

        #expect(observe([heard]).commandOutcome(intent: "SetAlarm", parameters: alarm) == .noIntent)
        #expect(observe([]).commandOutcome(intent: "SetAlarm", parameters: alarm) == .silent)
        #expect(right.outOfGrammarOutcome == .wrongIntent)
    }

    @Test("wake events and rejected wake candidates keep their fits")
    func wakeFits() {
        let observation = observe([
            .wakeRejected(phrase: "hey computer", at: 1, fit: -25.5),
            .wake(phrase: "hey computer", at: 2, fit: -8.25),
            .wake(phrase: "hey computer", at: 5, fit: nil),
        ])
        #expect(observation.wakes == [-8.25, nil])
        #expect(observation.rejectedWakeFits == [-25.5])
    }
}
