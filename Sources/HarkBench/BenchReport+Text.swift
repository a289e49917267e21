import Foundation
import HarkAssistant

extension BenchReport {
    /// One titled part of the printed report.
    struct Section {
        var title: String
        var table: BenchTable?
        var lines: [String] = []
    }

    /// The report for the terminal: aligned tables.
    public var text: String {
        var output = headline + "\n"
        for section in sections {
            output += "\n" + section.title + "\n"
            if let table = section.table { output += table.text }
            for line in section.lines { output += "  " + line + "\n" }
        }
        return output
    }

    /// The report as Markdown (`report.md`), with the clips Hark got wrong at the end.
    public var markdown: String {
        var output = "# Hark benchmark\n\n" + headline + "\n"
        for section in sections {
            output += "\n## " + section.title + "\n\n"
            if let table = section.table { output += table.markdown + (section.lines.isEmpty ? "" : "\n") }
            for line in section.lines { output += "- " + line + "\n" }
        }
        if !misses.isEmpty {
            output += "\n## Clips Hark got wrong (\(misses.count); all in report.json)\n\n"
            output += BenchTable(headers: ["clip", "said", "heard", "outcome", "fit", "coverage"], rows: misses.prefix(80).map {
                [$0.id, $0.said, $0.heard, $0.outcome, BenchFormat.number($0.confidence, digits: 1), BenchFormat.number($0.coverage)]
            }).markdown
        }
        return output
    }

    var headline: String {
        let clips = clipCounts.values.reduce(0, +)
        let total = phaseSeconds["total"].map { " in " + BenchFormat.duration($0) } ?? ""
        return "Hark benchmark (\(mode), seed \(seed)): \(clips) clips on \(machine.architecture) with \(machine.cores) cores\(total)."
    }

    var sections: [Section] {
        let stock = reference.available
        let overall = cell(voice: Self.all, condition: Self.all) ?? Cell(voice: Self.all, condition: Self.all)
        return [
            Section(title: "Summary (Hark | stock pocketsphinx_continuous)", table: summary(overall), lines: [
                "Reply latency runs from the moment the decoder ends the utterance (after the \(BenchFormat.number(thresholds.silenceTimeout, digits: 1)) s silence timeout) "
                    + "to the first reply sample: rescoring, the intent and synthesis.",
                "Real-time factor is wall time over audio time; one pipeline runs the long stretch alone, then \(hark.workers) share the clips.",
            ]),
            Section(title: "Command accuracy, % (intent and every parameter right)" + (stock ? ": Hark | stock transcript through Hark's router" : ""),
                    table: grid { stock ? BenchFormat.percent($0.commands) + " | " + BenchFormat.percent($0.referenceCommands) : BenchFormat.percent($0.commands) },
                    lines: [perCell("commands") { $0.commands }]),
            Section(title: "Command accuracy by noise, %" + (stock ? ": Hark | stock" : ""),
                    table: noiseGrid { stock ? BenchFormat.percent($0.commands) + " | " + BenchFormat.percent($0.referenceCommands) : BenchFormat.percent($0.commands) }),
            Section(title: "Wake detection, %" + (stock ? ": Hark | stock keyword spotting" : ""),
                    table: grid { stock ? BenchFormat.percent($0.wakeDetections) + " | " + BenchFormat.percent($0.referenceWakeDetections) : BenchFormat.percent($0.wakeDetections) },
                    lines: [perCell("wake clips") { $0.wakeDetections }]),
            Section(title: "Out-of-grammar rejection, %" + (stock ? ": Hark | stock acceptance (it cannot reject)" : ""),
                    table: grid { stock ? BenchFormat.percent($0.outOfGrammarRejections) + " | " + BenchFormat.percent($0.referenceOutOfGrammarAccepted) : BenchFormat.percent($0.outOfGrammarRejections) },
                    lines: [perCell("sentences") { $0.outOfGrammarRejections }]),
            Section(title: "In-grammar false rejection, % (Hark said it didn't catch a real command)",
                    table: grid { BenchFormat.percent($0.falseRejections) }),
            Section(title: "Word accuracy, %" + (stock ? ": Hark | stock" : ""),
                    table: grid { stock ? BenchFormat.number($0.words.wordAccuracy.map { $0 * 100 }, digits: 1) + " | " + BenchFormat.number($0.referenceWords.wordAccuracy.map { $0 * 100 }, digits: 1) : BenchFormat.number($0.words.wordAccuracy.map { $0 * 100 }, digits: 1) }),
            Section(title: "Outcomes", lines: [
                "In-grammar commands: " + Self.counts(hark.commandOutcomes) + ".",
                "Out-of-grammar sentences: " + Self.counts(hark.outOfGrammarOutcomes) + ".",
            ]),
            Section(title: "Tuning: grammar fit (confidence), coverage and wake fit per class", table: tuningTable, lines: [
                "An in-grammar utterance is decoded right when its words are exactly the words said; report.json has these per condition (tuningByCondition).",
            ]),
            Section(title: "Thresholds in force", lines: [
                "Wake phrases: " + thresholds.wakePhrases.joined(separator: ", ") + "; verify wake: \(thresholds.verifyWake ? "on" : "off"), minimum wake fit \(BenchFormat.number(thresholds.wakeMinimumFit, digits: 1)).",
                "Commands: minimum fit \(BenchFormat.number(thresholds.commandMinimumFit, digits: 1)), minimum coverage \(BenchFormat.number(thresholds.commandMinimumCoverage)).",
                "Endpointing: silence timeout \(BenchFormat.number(thresholds.silenceTimeout)) s, VAD threshold \(BenchFormat.number(thresholds.vadThreshold, digits: 1)).",
            ]),
            Section(title: "Corpus and machine", lines: corpusLines),
        ]
    }

    /// How many clips a voice × condition cell holds: "clips per cell: 25 clean, 5 under noise".
    func perCell(_ noun: String, _ rate: (Cell) -> BenchRate) -> String {
        let voice = plan.voices.first ?? Self.all
        let clean = cell(voice: voice, condition: plan.conditions[0].description).map { rate($0).total } ?? 0
        guard plan.conditions.count > 1 else { return "\(clean) \(noun) per cell." }
        let noisy = plan.conditions.dropFirst().compactMap { cell(voice: voice, condition: $0.description).map { rate($0).total } }
        let range = Set(noisy).count == 1 ? "\(noisy[0])" : "\(noisy.min() ?? 0)–\(noisy.max() ?? 0)"
        return "\(noun.prefix(1).uppercased() + noun.dropFirst()) per cell: \(clean) clean, \(range) under noise "
            + "(each item is said by \(plan.noisyVoices) of the \(plan.voices.count) voices at each SNR)."
    }

    func summary(_ overall: Cell) -> BenchTable {
        let stock = reference.available
        let dash = stock ? "-" : "not run"
        let minutes = hark.ordinaryHours * 60
        let perHour = { (count: Int, hours: Double) in hours > 0 ? String(format: "%.1f/h", Double(count) / hours) : "-" }
        return BenchTable(headers: ["figure", "Hark", "stock"], rows: [
            ["command accuracy", BenchFormat.percentWithCounts(overall.commands), stock ? BenchFormat.percentWithCounts(overall.referenceCommands) : dash],
            ["in-grammar false rejection", BenchFormat.percentWithCounts(overall.falseRejections), stock ? "- (no rejection)" : dash],
            ["out-of-grammar rejection", BenchFormat.percentWithCounts(overall.outOfGrammarRejections),
             stock ? "accepts " + BenchFormat.percentWithCounts(overall.referenceOutOfGrammarAccepted) : dash],
            ["wake detection", BenchFormat.percentWithCounts(overall.wakeDetections), stock ? BenchFormat.percentWithCounts(overall.referenceWakeDetections) : dash],
            ["wake, then command right", BenchFormat.percentWithCounts(overall.wakeCommands), dash],
            ["false alarms (\(String(format: "%.1f", minutes)) min ordinary speech)",
             "\(hark.falseAlarms) (\(perHour(hark.falseAlarms, hark.ordinaryHours)))", stock ? "\(reference.falseAlarms) (\(perHour(reference.falseAlarms, reference.ordinaryHours)))" : dash],
            ["  wake candidates rejected by verification", "\(hark.ordinaryWakeCandidatesRejected) (on wake clips: \(hark.wakeClipCandidatesRejected))", dash],
            ["  intents run on ordinary speech", "\(hark.ordinaryIntents)", dash],
            ["word accuracy / exact sentences",
             BenchFormat.number(overall.words.wordAccuracy.map { $0 * 100 }, digits: 1) + "% / " + BenchFormat.percent(overall.words.sentenceRate) + "%",
             stock ? BenchFormat.number(overall.referenceWords.wordAccuracy.map { $0 * 100 }, digits: 1) + "% / " + BenchFormat.percent(overall.referenceWords.sentenceRate) + "%" : dash],
            ["reply latency p50 / p95", BenchFormat.number(hark.latency?.p50) + " s / " + BenchFormat.number(hark.latency?.p95) + " s", dash],
            ["real-time factor, idle (wake search)", BenchFormat.number(hark.realTimeFactorIdle, digits: 3), stock ? BenchFormat.number(reference.realTimeFactorIdle, digits: 3) : dash],
            ["real-time factor, commands", BenchFormat.number(hark.realTimeFactorCommands, digits: 3), stock ? BenchFormat.number(reference.realTimeFactorCommands, digits: 3) : dash],
            ["real-time factor, wake clips", BenchFormat.number(hark.realTimeFactorWakeClips, digits: 3), stock ? BenchFormat.number(reference.realTimeFactorWakeClips, digits: 3) : dash],
            ["peak memory, one pipeline", BenchFormat.number(hark.peakMemoryMB, digits: 1) + " MB (process before it: "
                + BenchFormat.number(hark.memoryBeforePipelineMB, digits: 1) + " MB)", dash],
            ["peak memory, benchmark process", BenchFormat.number(hark.processPeakMemoryMB, digits: 1) + " MB (\(hark.workers) pipelines)", dash],
        ])
    }

    /// Voices down, conditions across, `all` last in both.
    func grid(_ value: (Cell) -> String) -> BenchTable {
        let conditions = plan.conditions.map(\.description) + [Self.all]
        let rows = (plan.voices + [Self.all]).map { voice in
            [voice] + conditions.map { condition in cell(voice: voice, condition: condition).map(value) ?? "-" }
        }
        return BenchTable(headers: ["voice"] + conditions, rows: rows)
    }

    /// Noise kinds down, SNRs across, `all` last in both.
    func noiseGrid(_ value: (Cell) -> String) -> BenchTable {
        let conditions = plan.conditions.filter { $0.snr != nil }.map(\.description) + [Self.all]
        let rows = (BenchNoise.Kind.allCases.map(\.rawValue) + [Self.all]).map { noise in
            [noise] + conditions.map { condition in
                noiseCells.first { $0.voice == noise && $0.condition == condition }.map(value) ?? "-"
            }
        }
        return BenchTable(headers: ["noise"] + conditions, rows: rows)
    }

    var tuningTable: BenchTable {
        let rows: [(String, BenchDistribution?)] = [
            ("fit, in-grammar commands", tuning.inGrammarConfidence),
            ("  decoded right", tuning.rightConfidence),
            ("  decoded wrong", tuning.wrongConfidence),
            ("fit, out-of-grammar", tuning.outOfGrammarConfidence),
            ("coverage, in-grammar commands", tuning.inGrammarCoverage),
            ("  decoded right", tuning.rightCoverage),
            ("  decoded wrong", tuning.wrongCoverage),
            ("coverage, out-of-grammar", tuning.outOfGrammarCoverage),
            ("wake fit, verified (wake clips)", tuning.verifiedWakeFit),
            ("wake fit, rejected (wake clips)", tuning.rejectedWakeFit),
            ("wake fit, verified (ordinary speech)", tuning.verifiedOrdinaryWakeFit),
            ("wake fit, rejected (ordinary speech)", tuning.rejectedOrdinaryWakeFit),
        ]
        return BenchTable(headers: ["class", "n", "min", "p5", "p50", "p95", "max"], rows: rows.map { name, d in
            [name, d.map { String($0.count) } ?? "0"] + [d?.min, d?.p5, d?.p50, d?.p95, d?.max].map { BenchFormat.number($0) }
        })
    }

    var corpusLines: [String] {
        let kinds = ["command", "out_of_grammar", "wake", "ordinary"].map { "\(clipCounts[$0] ?? 0) \($0.replacingOccurrences(of: "_", with: "-"))" }
        let phases = phaseSeconds.keys.sorted().map { "\($0) \(BenchFormat.duration(phaseSeconds[$0] ?? 0))" }
        return ["Clips: " + kinds.joined(separator: ", ") + "; voices: " + plan.voices.joined(separator: ", ")
                    + "; conditions: " + plan.conditions.map(\.description).joined(separator: ", ") + "; seed \(seed).",
                "Machine: \(machine.architecture), \(machine.cores) cores, \(machine.system)."]
            + notes + ["Stock decoder: " + reference.note, "Phases: " + phases.joined(separator: ", ") + "."]
    }

    static func counts(_ outcomes: [String: Int]) -> String {
        let listed = BenchCommandOutcome.allCases.compactMap { outcome in outcomes[outcome.rawValue].map { "\($0) \(outcome.rawValue)" } }
        return listed.isEmpty ? "none" : listed.joined(separator: ", ")
    }
}
