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
        let report = try await runWrongActionBench(options, file: "wrong-actions.json")
        if !json {
            print(report.text, terminator: "")
            print("Wrote \(outDirectory)/wrong-actions.json.")
        }
    }

    /// `hark bench --spoken-sentences DIR`: every sentence of DIR (100 sampled with `--quick`) said
    /// once, the voices taking turns, through the pipeline; prints what was understood, refused and
    /// run without being meant. Writes every clip to OUT-DIR/spoken-sentences.json.
    func runSpokenSentences(_ directory: String) async throws {
        let settings = try config.settings()
        var options = WrongActionBench.Options(corpusDirectory: directory, corpusSample: quick ? 100 : Int.max, phraseSample: 0,
                                               settings: settings, configuration: model.configuration(settings: settings),
                                               reference: false)
        options.outOfGrammar = false
        options.oneVoicePerSentence = true
        options.extraSkills = try config.fileSkills(settings)
        if let jobs { options.jobs = jobs }
        let report = try await runWrongActionBench(options, file: "spoken-sentences.json")
        if !json {
            print(SpokenSentencesSummary(report).text, terminator: "")
            print("Wrote \(outDirectory)/spoken-sentences.json.")
        }
    }

    /// Runs the bench, writing its report to OUT-DIR/`file` as soon as Hark's part is done
    /// and again at the end; with `--json` prints it.
    private func runWrongActionBench(_ options: WrongActionBench.Options, file: String) async throws -> WrongActionReport {
        let started = ContinuousClock.now
        let encoder = BenchFormat.jsonEncoder
        try FileManager.default.createDirectory(atPath: outDirectory, withIntermediateDirectories: true)
        let path = (outDirectory as NSString).appendingPathComponent(file)
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
        if json { print(String(decoding: data, as: UTF8.self)) }
        return report
    }
}
