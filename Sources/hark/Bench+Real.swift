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
            if !json { print(summary.text + hearing.text, terminator: "") }
        }
        try await runRealWake(settings: settings, into: &figures)
        if json { try printFigures(figures, text: "") }
    }

    /// Notes a part that cannot run: printed at once as a line of the table, or kept for the JSON document.
    func skipped(_ reason: String, in figures: inout RealFigures) {
        figures.skipped.append(reason)
        if !json { print(reason) }
    }
}
