import Foundation
import HarkAssistant
import HarkConfig
import HarkBench

extension Hark.Bench {
    /// What `hark bench --real --json` prints: both parts in one JSON document; a part
    /// that could not run is left out and its reason is in `skipped`.
    struct RealFigures: Encodable {
        /// The coffee orders' figures, nil when DIR/coffee is not there.
        var coffee: RealSpeechSummary?
        /// The sure threshold scored on real voices, nil when DIR/coffee is not there.
        var hearing: RealSpeechHearing?
        /// The coffee orders under real babble (`--babble`), nil when not played.
        var babble: RealBabbleSummary?
        /// The wake set's figures, nil when DIR/wake is not there.
        var wake: RealWakeSummary?
        /// One line per part that was skipped, saying why.
        var skipped: [String] = []
    }

    /// `hark bench --real [DIR]`: scores the real coffee recordings, then the wake set, or says in one line why a part cannot.
    /// The table prints each part as it ends; `--json` prints one document at the end.
    func runReal() async throws {
        let settings = try config.settings()
        var figures = RealFigures()
        var options = RealSpeechBench.Options(
            directory: realDirectory, skillsFile: "bench/coffee.yaml", limit: realLimit,
            settings: settings, configuration: model.configuration(settings: settings))
        if let jobs { options.jobs = jobs }
        let bench = RealSpeechBench(options: options)
        if wakeOnly {
            skipped("Real speech: coffee part skipped (--wake-only).", in: &figures)
        } else if let reason = bench.skipReason {
            skipped(reason, in: &figures)
        } else {
            let progress: @Sendable (String) -> Void = { line in FileHandle.standardError.write(Data("\(line)\n".utf8)) }
            // Confirmation off in both runs: each threshold is scored from the fits afterwards.
            let orders = try await bench.run(confirmation: false, progress: progress)
            let unwritten = try await bench.run(coffeeSkills: false, confirmation: false, progress: progress)
            let hearing = RealSpeechHearing(
                orders: orders.keys.sorted().compactMap { orders[$0]?.hearing },
                outOfGrammar: unwritten.keys.sorted().compactMap { unwritten[$0]?.hearing },
                inForce: SureThreshold(inForce: settings),
                minimumFit: settings.commandMinimumFit, minimumCoverage: settings.commandMinimumCoverage)
            var summary = RealSpeechSummary(scores: orders.mapValues(\.score))
            summary.rightInForce = hearing.row(hearing.inForce).ordersRight
            figures.coffee = summary
            figures.hearing = hearing
            // Every clip's hearing, for tuning offline (the table prints only the curve).
            try FileManager.default.createDirectory(atPath: outDirectory, withIntermediateDirectories: true)
            let path = (outDirectory as NSString).appendingPathComponent("real-hearing.json")
            try BenchFormat.jsonEncoder.encode(hearing).write(to: URL(fileURLWithPath: path))
            if !json {
                print(summary.text + hearing.text, terminator: "")
                await printYardstick(options.configuration)
            }
            if babble { try await runRealBabble(bench, asRecorded: orders, settings: settings, into: &figures) }
        }
        try await runRealWake(settings: settings, into: &figures)
        if json { try printFigures(figures, text: "") }
    }

    /// `--babble`: the coffee orders again under real babble at each ratio, with their
    /// outcomes beside the orders as recorded.
    func runRealBabble(_ bench: RealSpeechBench, asRecorded: [String: RealSpeechResult], settings: AssistantSettings,
                       into figures: inout RealFigures) async throws {
        guard let noise = try await bench.babble() else {
            skipped("Real babble: skipped, \(realDirectory)/wake holds no other people's recordings to make it from.", in: &figures)
            return
        }
        let progress: @Sendable (String) -> Void = { line in FileHandle.standardError.write(Data("\(line)\n".utf8)) }
        let sure = SureThreshold(inForce: settings)
        var rows = [RealBabbleSummary.Row(snr: nil, clips: asRecorded.keys.sorted().compactMap { asRecorded[$0]?.hearing }, sure: sure)]
        for snr in RealBabble.ratios {
            let results = try await bench.run(confirmation: false, babble: (noise, snr), progress: progress)
            rows.append(RealBabbleSummary.Row(snr: snr, clips: results.keys.sorted().compactMap { results[$0]?.hearing }, sure: sure))
        }
        let summary = RealBabbleSummary(rows: rows, talkers: noise.talkers, recordings: noise.recordings)
        figures.babble = summary
        if !json { print(summary.text, terminator: "") }
    }

    /// Notes a part that cannot run: printed at once as a line of the table, or kept for the JSON document.
    func skipped(_ reason: String, in figures: inout RealFigures) {
        figures.skipped.append(reason)
        if !json { print(reason) }
    }
}
