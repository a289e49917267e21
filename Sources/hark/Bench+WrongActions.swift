import Foundation
import HarkBench

extension Hark.Bench {
    /// `hark bench --wrong-actions`: out-of-grammar sentences and a corpus sample, spoken in noise
    /// through the pipeline; prints what ran a change, what was refused and what Hark would ask
    /// first, with the sure threshold tuned on every voice but one. Writes every clip to
    /// OUT-DIR/wrong-actions.json.
    func runWrongActions() async throws {
        let settings = try config.settings()
        var options = WrongActionBench.Options(settings: settings, configuration: model.configuration(settings: settings),
                                               reference: !noReference)
        if quick { options.corpusSample = 40 }
        options.extraSkills = try config.fileSkills(settings)
        if let jobs { options.jobs = jobs }
        let started = ContinuousClock.now
        let encoder = BenchFormat.jsonEncoder
        try FileManager.default.createDirectory(atPath: outDirectory, withIntermediateDirectories: true)
        let path = (outDirectory as NSString).appendingPathComponent("wrong-actions.json")
        // Hark's part is written as soon as it is done, and again with the stock decoder's.
        let write = { (report: WrongActionReport) throws -> Data in
            let data = try encoder.encode(report)
            try data.write(to: URL(fileURLWithPath: path))
            return data
        }
        let report = try await WrongActionBench(options: options).run(progress: { line in
            let elapsed = started.duration(to: .now).components
            FileHandle.standardError.write(Data(String(format: "[%6.1fs] %@\n", Double(elapsed.seconds), line).utf8))
        }, checkpoint: { _ = try write($0) })
        let data = try write(report)
        if json {
            print(String(decoding: data, as: UTF8.self))
        } else {
            print(report.text, terminator: "")
            print("Wrote \(outDirectory)/wrong-actions.json.")
        }
    }
}
