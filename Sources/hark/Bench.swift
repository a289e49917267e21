import ArgumentParser
import Foundation
import HarkAssistant
import HarkAudio
import HarkConfig
import HarkBench
import HarkLimits

extension Hark {
    /// `hark bench [--out-dir DIR] [--quick] [--seed N]`: measures Hark on a generated corpus;
    /// `hark bench --loading` times only loading and routing; `hark bench --real [DIR]` scores real recordings.
    struct Bench: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Measure command accuracy, rejection, wake detection, false alarms, latency, speed and memory.",
            discussion: """
            Builds a corpus in the output directory (commands sampled from every registered phrase, \
            out-of-grammar sentences, wake phrase + command clips, a long stretch of ordinary speech; \
            flite and eSpeak NG voices; pink and babble noise at 20, 10 and 5 dB SNR), plays it through \
            the same pipeline as `hark run`, and through the stock pocketsphinx_continuous for comparison, \
            then prints a table and writes report.md and report.json. The same seed rebuilds the same \
            corpus. Your data directory is never touched: the pipelines use temporary ones. \
            Needs flite and pocketsphinx (make test-deps).
            """)

        @Option(name: .customLong("out-dir"), help: "Where the corpus and the reports go.")
        var outDirectory = "bench-out"

        @Flag(help: "A smaller corpus: about 2 minutes instead of 8 on two cores.")
        var quick = false

        @Option(help: "Seed of every random choice in the corpus.")
        var seed: UInt64 = 1

        @Option(help: "Pipelines run side by side (default: the number of cores, at most 2).")
        var jobs: Int?

        @Flag(name: .customLong("no-reference"), help: "Skip the stock pocketsphinx_continuous comparison.")
        var noReference = false

        @Flag(help: "Print report.json to standard output instead of the table.")
        var json = false

        @Flag(help: "Only time loading a generated 5,000-phrase skills file, routing 10 kB and 100 kB of text, and the grammar refresh each wake costs (a few seconds; no corpus).")
        var loading = false

        @Flag(name: .customLong("grammar-size"), help: "Only measure the speech grammar as phrasings grow: the built-in skills, with skip words on every phrase, and ×2, ×5, ×10 phrasings (JSGF bytes, word-graph states built and searched, compile and decode CPU time).")
        var grammarSize = false

        @Flag(help: "Only time the recognizer work of a reply (second pass and fit) on the built-in skills, the coffee grammar and a generated 500-phrase grammar, beside a machine yardstick (the stock phone loop on goforward.raw).")
        var latency = false

        @Flag(help: "Only time replies to recorded commands served over Wyoming on localhost (asr, handle, tts) against the same commands in the pipeline itself, both fed at a microphone's pace.")
        var wyoming = false

        @Flag(help: "Only time the web app's pages over a year of records (about 3,000 feedings) and measure the peak memory of hark serve and of hark listen with the web app on.")
        var web = false

        @Flag(help: "Only score the real recordings: coffee orders in DIR/coffee (FLAC and labels.json) with bench/coffee.yaml, then the wake word \"computer\" in DIR/wake (misses, false wakes per hour); needs sox.")
        var real = false

        @Flag(name: .customLong("wrong-actions"), help: "Only the wrong-action part: bench/out-of-grammar.yaml and a sample of corpus/*.yaml said by five voices in noise; prints what ran a change, was refused or would be confirmed, with the sure threshold tuned on four voices and judged on the fifth (writes OUT-DIR/wrong-actions.json).")
        var wrongActions = false

        @Flag(name: .customLong("barge-in"), help: "Only the barge-in part: an alarm rings in simulated rooms whose speaker comes back to the microphone (two echo paths) and five voices say \"stop\" over its bell and over its spoken announcement at 20, 10 and 5 dB above the echo, through the pipeline with audio.barge_in on; then \"stop\" (and other words, which must stop nothing) over a 6-second spoken answer; prints how many were heard while the sound played, what was heard when one was missed, how many rings their own sound answered with nobody speaking, and how many answers other words stopped.")
        var bargeIn = false

        @Option(help: "Only the enrollment part: each speaker of DIR (made by scripts/make-enrollment-set.sh DIR) enrolls three sayings of \"computer\"; prints misses and false wakes with the judge alone and with the enrollment.")
        var enrollment: String?

        @Option(help: "Only check a sentence corpus in text: DIR holds *.yaml files in corpus/'s format (a held-out set of phrasings, say); prints per file the sentences right (intent and values), with the intent right, with a wrong intent and with nothing, then each one that is not right. No audio, a few seconds.")
        var sentences: String?

        @Option(name: .customLong("spoken-sentences"), help: "Only say a sentence set aloud: DIR holds *.yaml files in corpus/'s format (a held-out set, say); each sentence is said once, five voices taking turns in four backgrounds, and played through the hark run --no-wake pipeline; prints per file, voice and background the sentences understood, refused, and those that ran something not meant (writes OUT-DIR/spoken-sentences.json). With --quick, 100 sentences sampled.")
        var spokenSentences: String?

        @Argument(help: "With --real: the real-speech directory.")
        var realDirectory = "../shared/realspeech"

        @Flag(name: .customLong("wake-only"), help: "With --real: only the wake part (no coffee orders played; they still count as negatives).")
        var wakeOnly = false
        @Flag(help: "With --real: also play the coffee orders under real babble (the wake set's other people overlapped) at 20, 10 and 5 dB SNR, and print what became of them.")
        var babble = false
        @Option(name: .customLong("real-limit"), help: "With --real: play only the first N clips (of coffee, and of each wake folder) in sorted order.")
        var realLimit: Int?

        @OptionGroup var config: ConfigOptions
        @OptionGroup var model: ModelOptions

        func validate() throws {
            if let jobs, !Limits.parallelJobs.contains(jobs) {
                throw ValidationError(Limits.parallelJobs.refusal("--jobs", is: String(jobs)))
            }
            if let realLimit, realLimit < 1 { throw ValidationError("--real-limit must be at least 1, not \(realLimit).") }
            if !real, realLimit != nil || wakeOnly || babble || realDirectory != "../shared/realspeech" {
                throw ValidationError("A real-speech directory, --real-limit, --wake-only and --babble go with --real.")
            }
            if babble && wakeOnly {
                throw ValidationError("--babble plays the coffee orders under babble; it does not go with --wake-only.")
            }
        }

        /// Prints a part's figures: the table, or with `--json` the figures as pretty-printed JSON.
        func printFigures(_ figures: some Encodable, text: String) throws {
            if json {
                print(String(decoding: try BenchFormat.jsonEncoder.encode(figures), as: UTF8.self))
            } else {
                print(text, terminator: "")
            }
        }

        func run() async throws {
            if real { return try await runReal() }
            if let enrollment {
                let settings = try config.settings()
                let bench = EnrollmentBench(directory: enrollment, settings: settings, configuration: model.configuration(settings: settings))
                let speakers = try await bench.run { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
                try printFigures(speakers, text: EnrollmentBench.report(speakers) + "\n")
                return
            }
            if bargeIn {
                let settings = try config.settings()
                let bench = BargeInBench(settings: settings, configuration: model.configuration(settings: settings))
                let figures = try await bench.run { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
                try printFigures(figures, text: BargeInBench.report(figures) + "\n")
                return
            }
            if let sentences {
                let checks = try await SentenceCorpus.load(directory: sentences).check()
                let summary = SentenceCorpusSummary(checks)
                try printFigures(summary, text: summary.text)
                return
            }
            if wrongActions { return try await runWrongActions() }
            if let spokenSentences { return try await runSpokenSentences(spokenSentences) }
            if latency { return try await runLatency() }
            if wyoming { return try await runWyoming() }
            if web { return try await runWeb() }
            if grammarSize {
                let clip = try WAVFile.read(path: "audio-fixtures/awb-set-alarm.wav").samples16k
                let figures = try await GrammarSizeBench.run(configuration: model.configuration(), clip: clip)
                try printFigures(figures, text: figures.text)
                return
            }
            if loading {
                let figures = try await LoadingBench().run()
                try printFigures(figures, text: figures.text)
                return
            }
            let settings = try config.settings()
            var options = HarkBench.Bench.Options(
                directory: outDirectory, quick: quick, seed: seed, settings: settings,
                configuration: model.configuration(settings: settings), reference: !noReference)
            if let jobs { options.jobs = jobs }
            let started = ContinuousClock.now
            let report = try await HarkBench.Bench(options: options).run { line in
                let elapsed = started.duration(to: .now).components
                let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
                FileHandle.standardError.write(Data(String(format: "[%6.1fs] %@\n", seconds, line).utf8))
            }
            if json {
                let path = (outDirectory as NSString).appendingPathComponent("report.json")
                print(try String(contentsOfFile: path, encoding: .utf8))
            } else {
                print(report.text, terminator: "")
                print("\nWrote \(outDirectory)/report.md and \(outDirectory)/report.json.")
            }
        }
    }
}
