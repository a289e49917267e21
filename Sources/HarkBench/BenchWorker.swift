import Foundation
import HarkAudio
import HarkIntents
import HarkSkills
import HarkSpeech
import HarkStore
import HarkAssistant

/// One copy of Hark's pipeline, as `hark run` wires it: a skill suite on its own
/// data directory, a recognizer, and two assistants sharing them — one in
/// command-only mode (every utterance is a command), one waiting for the wake
/// phrase. Replies go nowhere; the clock stands still, so nothing a command
/// schedules rings during the benchmark. One task owns a worker.
final class BenchWorker {
    let suite: SkillSuite
    let recognizer: Recognizer
    private let commandAssistant: Assistant
    private let wakeAssistant: Assistant
    private let events = BenchEventBox<AssistantEvent>()

    /// Loads the model and compiles the grammar (the same start-up `hark run` pays).
    init(settings: AssistantSettings, configuration: RecognizerConfiguration, dataDirectory: String, start: Date,
         extraSkills: [any Skill] = []) async throws {
        let builder = PipelineBuilder(settings: settings, recognizer: configuration, dataDirectory: dataDirectory,
                                      clock: .still(start), extraSkills: extraSkills)
        let parts = try builder.makeParts()
        suite = parts.suite
        recognizer = parts.recognizer
        let events = self.events
        commandAssistant = builder.assistant(over: parts, sink: SilentReplySink(), wakeRequired: false, emit: { events.append($0) })
        wakeAssistant = builder.assistant(over: parts, sink: SilentReplySink(), wakeRequired: true, emit: { events.append($0) })
        try await commandAssistant.prepare()
        try await wakeAssistant.prepare()
    }

    /// Plays one clip through the pipeline its kind calls for and reads what happened.
    func observe(_ clip: BenchClip, samples: [Int16]) async throws -> BenchObservation {
        events.removeAll()
        let assistant = clip.kind == .command || clip.kind == .outOfGrammar ? commandAssistant : wakeAssistant
        let clock = ContinuousClock()
        let started = clock.now
        try await assistant.run(source: SampleBufferSource(samples: samples))
        let wall = Assistant.seconds(started.duration(to: clock.now))
        return BenchObservation(events: events.values,
                                audioSeconds: Double(samples.count) / Double(AudioFrame.sampleRate), wallSeconds: wall)
    }

    /// Plays samples through the command-only assistant (as `hark run --no-wake`) and returns every event.
    func commandEvents(samples: [Int16]) async throws -> [AssistantEvent] {
        events.removeAll()
        try await commandAssistant.run(source: SampleBufferSource(samples: samples))
        return events.values
    }

    /// Plays samples through the assistant waiting for the wake phrase (as `hark listen`) and returns every event.
    func wakeEvents(samples: [Int16]) async throws -> [AssistantEvent] {
        events.removeAll()
        try await wakeAssistant.run(source: SampleBufferSource(samples: samples))
        return events.values
    }

    /// Every word the command grammar and the wake phrases use, with each pronunciation
    /// the recognizer holds for it (`word`, `word(2)`, …), as a CMU dictionary.
    func dictionary(grammar: String, wakePhrases: [String]) throws -> String {
        let words = Set(try recognizer.vocabulary(ofGrammar: grammar) + wakePhrases.flatMap { $0.split(separator: " ").map(String.init) })
        var lines: [String] = []
        for word in words.sorted() {
            for (index, phones) in recognizer.pronunciations(of: word).enumerated() {
                lines.append("\(index == 0 ? word : "\(word)(\(index + 1))") \(phones.joined(separator: " "))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
