public import Foundation
public import HarkIntents
public import HarkSkills
public import HarkSpeech
import HarkStore

/// How a pipeline keeps time.
public enum PipelineClock: Sendable, Equatable {
    /// Wall time (`hark listen`).
    case wall
    /// Time that moves with the audio from `start` (`hark run`, the tests): an alert
    /// falls due at the same audio moment on every run.
    case audio(start: Date)
    /// Time standing still at `start` (the benchmark): nothing a command schedules falls due.
    case still(Date)
}

/// The parts of one pipeline that its assistants share: the skills over their store,
/// the recognizer with its model loaded, and the clock when it moves with the audio.
public struct PipelineParts {
    /// The skills, store and scheduler.
    public let suite: SkillSuite
    /// The recognizer.
    public let recognizer: Recognizer
    /// The audio-driven clock, advanced by the assistant frame by frame; nil on other clocks.
    public let audioClock: AudioClock?
}

/// Assembles Hark's pipeline one way for `hark listen`, `hark run`, the benchmark
/// and the tests: the skill suite on its data directory and clock, the recognizer
/// on its configuration, and the assistant between them and a reply sink.
public struct PipelineBuilder: Sendable {
    /// The settings in force.
    public var settings: AssistantSettings
    /// The recognizer's model and dictionaries.
    public var recognizer: RecognizerConfiguration
    /// Where the store lives.
    public var dataDirectory: String
    /// How time moves.
    public var clock: PipelineClock
    /// The calendar times are spoken and resolved in.
    public var calendar: Calendar
    /// Skills besides the built-in ones (skills files).
    public var extraSkills: [any Skill]
    /// Whether a wake phrase is needed (false: every utterance is a command).
    public var wakeRequired: Bool
    /// Seconds of audio dropped after Hark speaks, on top of the reply itself (live audio); 0: none.
    public var halfDuplexGuard: Double
    /// Where commands go on a satellite (`hark listen --satellite`); nil: this pipeline hears and runs them.
    public var relay: (any CommandRelay)?

    /// Creates a builder; every choice but the settings, model and data directory has the `hark run` default.
    public init(
        settings: AssistantSettings, recognizer: RecognizerConfiguration, dataDirectory: String,
        clock: PipelineClock = .wall, calendar: Calendar = .current, extraSkills: [any Skill] = [],
        wakeRequired: Bool = true, halfDuplexGuard: Double = 0, relay: (any CommandRelay)? = nil
    ) {
        self.relay = relay
        self.settings = settings
        self.recognizer = recognizer
        self.dataDirectory = dataDirectory
        self.clock = clock
        self.calendar = calendar
        self.extraSkills = extraSkills
        self.wakeRequired = wakeRequired
        self.halfDuplexGuard = halfDuplexGuard
    }

    /// Opens the store (skills first, so a damaged store is reported before the model loads) and loads the model.
    public func makeParts() throws -> PipelineParts {
        let audioClock: AudioClock?
        let schedulerClock: any HarkClock
        switch clock {
        case .wall:
            audioClock = nil
            schedulerClock = SystemClock()
        case .audio(let start):
            let clock = AudioClock(start: start)
            audioClock = clock
            schedulerClock = clock
        case .still(let start):
            audioClock = nil
            schedulerClock = ManualClock(start: start)
        }
        let suite = try SkillSuite(directory: dataDirectory, clock: schedulerClock, calendar: calendar,
                                   settings: settings.skills, extraSkills: extraSkills)
        let recognizer = try Recognizer(configuration: recognizer)
        return PipelineParts(suite: suite, recognizer: recognizer, audioClock: audioClock)
    }

    /// An assistant over `parts`, replying into `sink`; `wakeRequired` overrides the builder's.
    public func assistant(
        over parts: PipelineParts, sink: any ReplySink, wakeRequired: Bool? = nil,
        emit: @escaping @Sendable (AssistantEvent) -> Void
    ) -> Assistant {
        Assistant(settings: settings, suite: parts.suite, recognizer: parts.recognizer, sink: sink,
                  audioClock: parts.audioClock, wakeRequired: wakeRequired ?? self.wakeRequired,
                  halfDuplexGuard: halfDuplexGuard, relay: relay, emit: emit)
    }

    /// A whole pipeline: new parts and one assistant over them. Call `prepare()` on it, then `run(source:)`.
    public func build(sink: any ReplySink, emit: @escaping @Sendable (AssistantEvent) -> Void) throws -> Assistant {
        assistant(over: try makeParts(), sink: sink, emit: emit)
    }
}
