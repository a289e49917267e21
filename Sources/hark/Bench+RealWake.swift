import Foundation
import HarkAssistant
import HarkBench

extension Hark.Bench {
    /// The wake half of `hark bench --real [DIR]`: misses and false wakes per hour on DIR/wake
    /// (and DIR/coffee as negatives), Hark beside the stock decoder, or one line saying why not.
    func runRealWake(settings: HarkAssistant.AssistantSettings, into figures: inout RealFigures) async throws {
        var options = RealWakeBench.Options(
            directory: realDirectory, limit: realLimit,
            settings: settings, configuration: model.configuration(settings: settings))
        if let jobs { options.jobs = jobs }
        let bench = RealWakeBench(options: options)
        if let reason = bench.skipReason {
            return skipped(reason, in: &figures)
        }
        let summary = try await bench.run { line in
            FileHandle.standardError.write(Data("\(line)\n".utf8))
        }
        figures.wake = summary
        // Every candidate's evidence, for tuning the second stage offline.
        try FileManager.default.createDirectory(atPath: outDirectory, withIntermediateDirectories: true)
        let path = (outDirectory as NSString).appendingPathComponent("real-wake.json")
        try BenchFormat.jsonEncoder.encode(summary.clips).write(to: URL(fileURLWithPath: path))
        if !json { print(summary.text, terminator: "") }
    }
}
