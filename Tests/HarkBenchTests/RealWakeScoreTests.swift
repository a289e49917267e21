import Testing
import HarkAssistant
import HarkSpeech
@testable import HarkBench

/// Misses and false wakes per hour, counted from the events of each clip.
@Suite("Real wake scoring")
struct RealWakeScoreTests {
    @Test("a verified wake counts; a candidate that failed verification does not")
    func wakesFromEvents() {
        let woke = RealWakeClip(set: "computer", positive: true, seconds: 2, events: [
            .wakeRejected(phrase: "computer", at: 0.2, fit: -30), .wake(phrase: "computer", at: 0.9, fit: -12),
            .noise(at: 1.5, voiced: 0.1, level: -40),
        ])
        #expect(woke.wakes == 1)
        let rejected = RealWakeClip(set: "computer", positive: true, seconds: 2, events: [
            .wakeRejected(phrase: "computer", at: 0.2, fit: -30), .heard(text: "what time is it", confidence: 0, coverage: 1, at: 1),
        ])
        #expect(rejected.wakes == 0)
    }

    @Test("misses are positives without a wake; false wakes are every wake in a negative, per hour of negatives")
    func figures() {
        let clips = [
            RealWakeClip(set: "computer", positive: true, seconds: 3, wakes: 1),
            RealWakeClip(set: "computer", positive: true, seconds: 3, wakes: 0),
            RealWakeClip(set: "computer", positive: true, seconds: 3, wakes: 2),
            RealWakeClip(set: "computer", positive: true, seconds: 3, wakes: 0),
            RealWakeClip(set: "alexa", positive: false, seconds: 900, wakes: 2),
            RealWakeClip(set: "coffee", positive: false, seconds: 900, wakes: 1),
            RealWakeClip(set: "coffee", positive: false, seconds: 1800, wakes: 0),
        ]
        let figures = RealWakeFigures(clips: clips)
        #expect(figures.positives == 4)
        #expect(figures.negatives == 3)
        #expect(figures.misses == 2)
        #expect(figures.missPercent == 50)
        #expect(figures.repeatedWakes == 1)
        #expect(figures.falseWakes == 3)
        #expect(figures.negativeHours == 1)
        #expect(figures.falseWakesPerHour == 3)
    }

    @Test("with no negatives there is no rate, and with no positives no miss share")
    func empty() {
        let onlyPositive = RealWakeFigures(clips: [RealWakeClip(set: "computer", positive: true, seconds: 1, wakes: 0)])
        #expect(onlyPositive.falseWakesPerHour == nil)
        #expect(onlyPositive.missPercent == 100)
        let onlyNegative = RealWakeFigures(clips: [RealWakeClip(set: "alexa", positive: false, seconds: 36, wakes: 1)])
        #expect(onlyNegative.missPercent == nil)
        #expect(onlyNegative.falseWakesPerHour == 100)
    }

    @Test("the table names both decoders, the clip counts and hours, and the negative folders")
    func text() {
        let hark = [RealWakeClip(set: "computer", positive: true, seconds: 1800, wakes: 1),
                    RealWakeClip(set: "computer", positive: true, seconds: 1800, wakes: 0),
                    RealWakeClip(set: "alexa", positive: false, seconds: 3600, wakes: 2),
                    RealWakeClip(set: "coffee", positive: false, seconds: 3600, wakes: 0)]
        let stock = hark.map { RealWakeClip(set: $0.set, positive: $0.positive, seconds: $0.seconds, wakes: $0.positive ? 1 : 5) }
        let summary = RealWakeSummary(phrase: "computer", threshold: 1e-20, hark: hark, stock: stock, stockNote: "")
        #expect(summary.text == """
        Real speech (wake word "computer", threshold 1e-20)
          positive clips                 2 (1.00 h)
          negative clips                 2 (2.00 h: alexa 1, coffee 1)
          Hark (spotting + verification) misses 1/2 (50.0%), false wakes 2 (1.0 per hour)
          stock pocketsphinx (-kws)      misses 0/2 (0.0%), false wakes 10 (5.0 per hour)


        """)
    }

    @Test("the curve counts, at each judge threshold, positives with no candidate reaching it and negative candidates reaching it")
    func curve() {
        func candidate(_ wordScore: Double, fit: Double = -5) -> RealWakeCandidate {
            RealWakeCandidate(at: 1, verified: false,
                              evidence: WakeEvidence(fit: fit, wordScore: wordScore, frames: 60, localFit: fit, phonesHeard: 1, phoneRate: 1))
        }
        // Log-odds = wordScore + 10: positives at 0 and 2 (and one never spotted), negatives at -1 and 1.5.
        var clips = [RealWakeClip(set: "computer", positive: true, seconds: 1800, wakes: 0),
                     RealWakeClip(set: "computer", positive: true, seconds: 1800, wakes: 0),
                     RealWakeClip(set: "computer", positive: true, seconds: 1800, wakes: 0),
                     RealWakeClip(set: "alexa", positive: false, seconds: 3600, wakes: 0)]
        clips[0].candidates = [candidate(-10)]
        clips[1].candidates = [candidate(-8), candidate(-30)]
        clips[3].candidates = [candidate(-11), candidate(-8.5), candidate(-2, fit: -40)]
        var summary = RealWakeSummary(phrase: "computer", threshold: 1e-70, hark: clips, stock: nil, stockNote: "")
        summary.drawCurve(judge: WakeJudge(wordScoreWeight: 1, fitWeight: 0, bias: 10, threshold: 0.25), minimumFit: -18)
        let points = Dictionary(uniqueKeysWithValues: summary.curve.map { ($0.threshold, $0) })
        #expect(points[-2]?.misses == 1)
        #expect(points[-2]?.falseWakes == 2)          // the third negative is below the fit floor
        #expect(points[0]?.misses == 1)
        #expect(points[0]?.falseWakes == 1)
        #expect(points[0.25]?.misses == 2)            // the judge's own threshold is drawn too
        #expect(points[2]?.misses == 2)
        #expect(points[2]?.falseWakes == 0)
        #expect(points[3]?.misses == 3)
        #expect(points[0]?.falseWakesPer10Hours == 10)
        #expect(summary.text.contains("Hark at other judge thresholds"))
    }
}
