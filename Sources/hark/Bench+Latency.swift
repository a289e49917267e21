import Foundation
import HarkAssistant
import HarkAudio
import HarkBench
import HarkConfig
import HarkIntents
import HarkSkills
import HarkSpeech
import HarkStore

extension Hark.Bench {
    /// One grammar of the latency table: which skills, and sentences it accepts.
    struct LatencyGrammar {
        var name: String
        var skillsFiles: [String]
        var sentences: [String]
    }

    /// `hark bench --latency`: the recognizer work between the end of speech and the reply
    /// (second pass, alignment, phone loop on the spare decoder, as a turn does it) per grammar size.
    ///
    /// The generated grammar has 500 phrases: with `--loading`'s 5,000 a reply took 5.3 s of
    /// CPU (p50) and the process 1.6 GB, the search over that grammar being the cost (2026-11-25).
    func runLatency() async throws {
        let directory = (NSTemporaryDirectory() as NSString).appendingPathComponent("hark-latency-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let large = (directory as NSString).appendingPathComponent("generated.yaml")
        try LoadingBench.skillsFile(phrases: 500).write(toFile: large, atomically: true, encoding: .utf8)
        let grammars = [
            LatencyGrammar(name: "built-in skills", skillsFiles: [], sentences: [
                "set a timer for ten minutes", "what time is it", "set an alarm for seven thirty tomorrow",
                "cancel the timer", "add milk to the pantry"]),
            LatencyGrammar(name: "coffee (bench/coffee.yaml)", skillsFiles: ["bench/coffee.yaml"], sentences: [
                "can i get a large latte", "i want a small dark roast americano with milk",
                "give me a double shot espresso", "may i have a medium cappuccino with sugar and milk", "brew a mocha"]),
            LatencyGrammar(name: "generated 500 phrases", skillsFiles: [large], sentences: [
                "turn on alpha bravo charlie", "set kitchen lamp red to five", "turn on delta echo foxtrot please",
                "set garden fan blue to twenty", "turn on zulu radio door"]),
        ]
        let settings = try config.settings()
        let voices = ["en-us", "en-us+f3", "en-us+m3"]
        print("Reply latency per grammar size (recognizer work after the end of speech; \(voices.count) eSpeak NG voices × 5 sentences × 2 runs;")
        print("states: the grammar's word graph as sphinxbase builds it → as searched)")
        await printYardstick(model.configuration(settings: settings))
        for grammar in grammars {
            let skills = try FileSkills.loadAll(paths: grammar.skillsFiles)
            let suite = try SkillSuite(store: Store.inMemory(migrations: SkillSuite.migrations), clock: ManualClock(), extraSkills: skills)
            let compiled = try await suite.registry.compiled()
            let recognizer = try Recognizer(configuration: model.configuration(settings: settings))
            try recognizer.makePronounceable(Array(compiled.vocabulary))
            try recognizer.setGrammar(compiled.grammar, name: "command")
            var walls: [Double] = [], cpus: [Double] = []
            for voice in voices {
                for sentence in grammar.sentences {
                    let speech = try await ESpeakSynthesizer().synthesize(sentence, settings: VoiceSettings(voice: voice))
                    // As the endpointer hands it over: a quarter second before, the 0.7 s closing silence after.
                    let audio = [Int16](repeating: 0, count: 4_000) + speech + [Int16](repeating: 0, count: 11_200)
                    for _ in 0..<2 {
                        let (wall, cpu) = try Self.timeReply(audio, recognizer: recognizer)
                        walls.append(wall)
                        cpus.append(cpu)
                    }
                }
            }
            let label = grammar.name.padding(toLength: 28, withPad: " ", startingAt: 0)
            let size = recognizer.graphSize(ofGrammar: "command")
            print(String(format: "  %@ %4d words  %5d → %4d states  wall p50 / p95 %.3f / %.3f s   CPU of the turn's thread p50 / p95 %.3f / %.3f s",
                         label as NSString, compiled.vocabulary.count, size?.builtStates ?? 0, size?.searchedStates ?? 0,
                         Self.percentile(walls, 50), Self.percentile(walls, 95), Self.percentile(cpus, 50), Self.percentile(cpus, 95)))
        }
    }

    /// Prints the machine yardstick, or why it was not measured: a latency figure is read
    /// against how fast this (shared) machine runs PocketSphinx that day.
    func printYardstick(_ configuration: RecognizerConfiguration) async {
        do {
            let yardstick = try await MachineYardstick.measure(acousticModel: configuration.resolvedAcousticModel,
                                                               phoneModel: configuration.phoneModel)
            print("  " + yardstick.text)
        } catch {
            print("  machine yardstick: not measured (\(error.message))")
        }
    }

    /// Wall and thread CPU seconds of the recognizer work of one reply, as `Assistant.rescore` does it.
    static func timeReply(_ audio: [Int16], recognizer: Recognizer) throws -> (Double, Double) {
        let clock = ContinuousClock(), started = clock.now, cpu = StageTimes.threadCPUSeconds()
        recognizer.prepareFit(of: audio)
        let second = try recognizer.decode(audio, with: .grammar("command"))
        if second.hasWords { _ = try recognizer.confidence(of: audio, sentence: second.text) }
        return (Assistant.seconds(started.duration(to: clock.now)), StageTimes.threadCPUSeconds() - cpu)
    }

    /// The bench's one percentile (interpolated, ``BenchScoring/percentile(_:_:)``); NaN for no values.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        BenchScoring.percentile(values, p) ?? .nan
    }
}
