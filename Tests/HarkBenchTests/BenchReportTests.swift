import HarkIntents
import Testing
import HarkAssistant
@testable import HarkBench

@Suite("Benchmark report")
struct BenchReportTests {
    @Test("a table aligns text and writes Markdown")
    func table() {
        let table = BenchTable(headers: ["voice", "clean", "5 dB"], rows: [["slt", "96.7", "80.0"], ["espeak", "100.0"]])
        #expect(table.text == """
            voice   clean  5 dB
            ------  -----  ----
            slt      96.7  80.0
            espeak  100.0
            
            """)
        #expect(table.markdown == """
            | voice | clean | 5 dB |
            |---|---:|---:|
            | slt | 96.7 | 80.0 |
            | espeak | 100.0 |  |
            
            """)
        #expect(BenchTable(headers: ["a"], rows: [["x|y"]]).markdown.contains("| x\\|y |"))
    }

    @Test("numbers, rates and durations are written the same way everywhere")
    func formats() {
        #expect(BenchFormat.percent(BenchRate(hits: 29, total: 30)) == "96.7")
        #expect(BenchFormat.percent(BenchRate()) == "-")
        #expect(BenchFormat.percentWithCounts(BenchRate(hits: 1, total: 3)) == "33.3% (1/3)")
        #expect(BenchFormat.number(0.12345, digits: 3) == "0.123")
        #expect(BenchFormat.number(nil) == "-")
        #expect(BenchFormat.duration(42.25) == "42.2s")
        #expect(BenchFormat.duration(247) == "4m07s")
    }

    @Test("noisy items rotate through the voices so each voice gets its share of every SNR")
    func voiceRotation() {
        let plan = BenchPlan.full
        #expect(plan.voices(forItem: 3, conditionIndex: 0) == plan.voices)
        var counts: [String: Int] = [:]
        for item in 0..<plan.commands { for voice in plan.voices(forItem: item, conditionIndex: 2) { counts[voice, default: 0] += 1 } }
        #expect(counts == ["slt": 24, "rms": 24, "awb": 24, "kal16": 24, "espeak": 24])
        #expect(BenchPlan.quick.voices(forItem: 0, conditionIndex: 1) == ["rms"])
    }

    @Test("cells count each clip under its voice, its condition and the totals")
    func cells() throws {
        let corpus = Self.corpus
        let alarm: [String: JSONValue] = ["time": .object(["hour": .int(7), "minute": .int(0)])]
        let observations = [
            "cmd-000-slt-clean": BenchObservation(events: [
                .heard(text: "set an alarm for seven", confidence: -9, coverage: 1, at: 2),
                .intent(intent: "SetAlarm", parameters: alarm), .say(text: "OK", at: 2, latency: 0.2)], audioSeconds: 3, wallSeconds: 0.3),
            "cmd-000-rms-10db": BenchObservation(events: [
                .rejected(text: "set an alarm", confidence: -30, coverage: 0.5, at: 2),
                .notUnderstood(text: "set an alarm"), .say(text: "Sorry", at: 2, latency: 0.4)], audioSeconds: 3, wallSeconds: 0.6),
            "oog-000-slt-clean": BenchObservation(events: [
                .rejected(text: "start feeding", confidence: -40, coverage: 0.3, at: 2)], audioSeconds: 2, wallSeconds: 0.2),
            "wake-000-slt-clean": BenchObservation(events: [
                .wake(phrase: "hey computer", at: 1, fit: -7), .intent(intent: "SetAlarm", parameters: alarm)], audioSeconds: 4, wallSeconds: 0.4),
            "ordinary": BenchObservation(events: [
                .wakeRejected(phrase: "hey computer", at: 10, fit: -30), .wake(phrase: "hey computer", at: 60, fit: -17)],
                audioSeconds: 360, wallSeconds: 9),
        ]
        let reference = [
            "cmd-000-slt-clean": BenchReferenceClip(words: ["set", "an", "alarm", "for", "seven"], detections: 5, commandCorrect: true),
            "cmd-000-rms-10db": BenchReferenceClip(words: ["set", "an", "alarm"], detections: 3, commandCorrect: false),
            "oog-000-slt-clean": BenchReferenceClip(words: ["start", "feeding"], detections: 2),
            "wake-000-slt-clean": BenchReferenceClip(words: [], detections: 0),
        ]
        let cells = BenchReport.cells(corpus: corpus, observations: observations, reference: reference)
        #expect(cells.count == 3 * 3)
        let total = try #require(cells.first { $0.voice == "all" && $0.condition == "all" })
        #expect(total.commands == BenchRate(hits: 1, total: 2))
        #expect(total.falseRejections == BenchRate(hits: 1, total: 2))
        #expect(total.outOfGrammarRejections == BenchRate(hits: 1, total: 1))
        #expect(total.wakeDetections == BenchRate(hits: 1, total: 1))
        #expect(total.wakeCommands == BenchRate(hits: 1, total: 1))
        #expect(total.words.errors == 2 && total.words.words == 10)
        #expect(total.referenceWords.errors == 2)
        #expect(total.referenceCommands == BenchRate(hits: 1, total: 2))
        #expect(total.referenceOutOfGrammarAccepted == BenchRate(hits: 1, total: 1))
        #expect(total.referenceWakeDetections == BenchRate(hits: 0, total: 1))
        let noisy = try #require(cells.first { $0.voice == "rms" && $0.condition == "10 dB" })
        #expect(noisy.commands == BenchRate(hits: 0, total: 1))

        let pipeline = BenchReport.pipeline(corpus: corpus, observations: observations)
        #expect(pipeline.commandOutcomes == ["correct": 1, "rejected": 1])
        #expect(pipeline.falseAlarms == 1)
        #expect(pipeline.ordinaryWakeCandidatesRejected == 1)
        #expect(pipeline.falseAlarmsPerHour == 10)
        #expect(pipeline.realTimeFactorIdle == 0.025)
        #expect(pipeline.realTimeFactorCommands == (0.3 + 0.6 + 0.2) / 8)
        #expect(abs((pipeline.latency?.p50 ?? 0) - 0.3) < 1e-12)

        let tuning = BenchReport.tuning(corpus: corpus, observations: observations)
        #expect(tuning.inGrammarConfidence?.min == -30)
        #expect(tuning.rightConfidence?.count == 1 && tuning.rightConfidence?.p50 == -9)
        #expect(tuning.wrongConfidence?.count == 1 && tuning.wrongCoverage?.p50 == 0.5)
        let clean = try #require(BenchReport.tuningByCondition(corpus: corpus, observations: observations)["clean"])
        #expect(clean.inGrammarConfidence?.count == 1)
        #expect(clean.outOfGrammarConfidence?.count == 1)

        let byNoise = BenchReport.noiseCells(corpus: corpus, observations: observations, reference: reference)
        #expect(byNoise.map { "\($0.voice) \($0.condition)" } == ["pink 10 dB", "pink all", "babble 10 dB", "babble all", "all 10 dB", "all all"])
        #expect(byNoise.first?.commands == BenchRate(hits: 0, total: 1))
        #expect(byNoise.last?.commands == BenchRate(hits: 0, total: 1))
        #expect(tuning.outOfGrammarCoverage?.max == 0.3)
        #expect(tuning.verifiedOrdinaryWakeFit?.p50 == -17)
        #expect(tuning.rejectedOrdinaryWakeFit?.count == 1)

        let misses = BenchReport.misses(corpus: corpus, observations: observations)
        #expect(misses.map(\.id) == ["cmd-000-rms-10db", "ordinary"])
        #expect(misses.first?.outcome == "rejected")
    }

    @Test("stock decoder output goes to the clip each word starts in")
    func referenceParsing() {
        let spans = [BenchStream.Span(id: "a", start: 0, end: 3), BenchStream.Span(id: "b", start: 3, end: 6)]
        let output = """
            start feeding
            <sil> 0.280 0.520 1.000000
            start 0.530 0.850 1.000000
            (NULL) 0.850 0.850 1.000000
            feeding(2) 0.860 1.150 1.000000
            hey computer
            hey computer  3.900 4.780 0.894480
            """
        let result = BenchReference.parse(output, spans: spans)
        #expect(result.words == ["a": ["start", "feeding"], "b": ["hey computer"]])
        #expect(result.detections == ["a": 2, "b": 1])
    }

    static let corpus: BenchCorpus = {
        var plan = BenchPlan.quick
        plan.voices = ["slt", "rms"]
        plan.snrs = [10]
        let alarm: [String: JSONValue] = ["time": .object(["hour": .int(7), "minute": .int(0)])]
        func clip(_ id: String, _ kind: BenchClip.Kind, _ voice: String, _ snr: Double?, _ words: String, _ intent: String?) -> BenchClip {
            BenchClip(id: id, kind: kind, voice: voice, condition: BenchCondition(snr: snr), noise: snr == nil ? nil : .pink,
                      words: words, intent: intent, parameters: intent == nil ? [:] : alarm, phrase: nil,
                      file: "corpus/clips/\(id).wav", duration: 3, measuredSNR: snr)
        }
        return BenchCorpus(plan: plan, seed: 1, clips: [
            clip("cmd-000-slt-clean", .command, "slt", nil, "set an alarm for seven", "SetAlarm"),
            clip("cmd-000-rms-10db", .command, "rms", 10, "set an alarm for seven", "SetAlarm"),
            clip("oog-000-slt-clean", .outOfGrammar, "slt", nil, "start the car", nil),
            clip("wake-000-slt-clean", .wake, "slt", nil, "set an alarm for seven", "SetAlarm"),
            clip("ordinary", .ordinary, "mixed", nil, "", nil),
        ], streams: [], notes: [])
    }()
}
