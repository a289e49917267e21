import Foundation
import HarkAssistant
import HarkConfig
import HarkBench

extension Hark.Bench {
    /// `hark bench --real [DIR]`: scores the real coffee recordings, then the wake set, or says in one line why a part cannot.
    func runReal() async throws {
        let settings = try config.settings()
        var options = RealSpeechBench.Options(
            directory: realDirectory, skillsFile: "bench/coffee.yaml", limit: realLimit,
            settings: settings, configuration: model.configuration(settings: settings))
        if let jobs { options.jobs = jobs }
        let bench = RealSpeechBench(options: options)
        if let reason = bench.skipReason {
            print(reason)
            return try await runRealWake(settings: settings)
        }
        let scores = try await bench.run { line in
            FileHandle.standardError.write(Data("\(line)\n".utf8))
        }
        let summary = RealSpeechSummary(scores: scores)
        try printFigures(summary, text: summary.text)
        try await runRealWake(settings: settings)
    }
}
