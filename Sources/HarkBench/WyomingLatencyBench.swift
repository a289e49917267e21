import Foundation
public import HarkAssistant
import HarkAudio
import HarkSpeech
import HarkWyoming
import Logging
import Synchronization

/// How much later a reply comes when a command is served over Wyoming on localhost (asr, then
/// handle, then tts, as Home Assistant's pipeline and Hark's satellites do it) than when the
/// same pipeline hears and answers it itself (`hark run`).
///
/// Both play each clip at the pace of a microphone (20 ms frames on the wall clock) and time
/// from the moment the clip's last loud 20 ms (speech, not the recording's own trailing
/// silence) was fed to the moment the reply is ready to play (spoken, whole); the endpointer's
/// closing silence is part of both.
public enum WyomingLatencyBench {
    /// One clip: a command, padded with silence as a microphone hears it.
    public struct Clip: Sendable {
        /// A name for the report.
        public var name: String
        /// Speech, 16 kHz mono.
        public var speech: [Int16]

        /// Creates a clip.
        public init(name: String, speech: [Int16]) {
            self.name = name
            self.speech = speech
        }
    }

    /// One clip's times, seconds from the end of speech to the reply.
    public struct Timing: Sendable {
        /// The clip.
        public var name: String
        /// In the pipeline itself; nil when it gave no reply.
        public var inPipeline: Double?
        /// Over Wyoming; nil when it gave no reply.
        public var overWyoming: Double?
        /// What each heard.
        public var heardInPipeline: String?
        /// What the server heard.
        public var heardOverWyoming: String?
    }

    /// Silence before and after each clip's speech, seconds.
    static let leadIn = 0.5
    static let tail = 2.0

    /// Times every clip `rounds` times both ways; `builder` makes both pipelines (each on its own data directory).
    public static func run(clips: [Clip], rounds: Int, builder: PipelineBuilder, serverDataDirectory: String) async throws -> [Timing] {
        var timings: [Timing] = []
        // In the pipeline: no wake phrase, as `hark run --no-wake` does it.
        let sink = TimedReplySink()
        let heard = Mutex<String?>(nil)
        let local = builder.assistant(over: try builder.makeParts(), sink: sink, wakeRequired: false) { event in
            if case .heard(let text, _, _, _, _, _, _, _, _) = event { heard.withLock { $0 = text } }
        }
        try await local.prepare()
        for _ in 0..<rounds {
            for clip in clips {
                heard.withLock { $0 = nil }
                let (source, feed) = PushedAudio.makeStream(bufferingFrames: 1_000)
                sink.reset()
                async let speechEnd = pace(clip, into: feed, stopping: nil)
                try await local.run(source: source)
                let end = await speechEnd
                let reply = sink.firstPlay(after: end.started)
                timings.append(Timing(name: clip.name, inPipeline: reply.map { Assistant.seconds(end.speechEnd.duration(to: $0)) },
                                      overWyoming: nil, heardInPipeline: heard.withLock { $0 }, heardOverWyoming: nil))
            }
        }
        // Over Wyoming: a server on a free localhost port, a relay per command.
        var serverBuilder = builder
        serverBuilder.dataDirectory = serverDataDirectory
        let (bound, boundContinuation) = AsyncStream<WyomingEndpoint>.makeStream()
        let server = WyomingServer(endpoint: .tcp(host: "127.0.0.1", port: 0), builder: serverBuilder,
                                   info: WyomingInfo(wakePhrases: [], voice: builder.settings.voiceSettings.voice, version: "bench"),
                                   logger: Logger(label: "hark.bench.wyoming"), ready: { boundContinuation.yield($0) })
        await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.run() }
            var endpoints = bound.makeAsyncIterator()
            guard let endpoint = await endpoints.next() else { return }
            let relay = WyomingRelay(endpoint: endpoint)
            var index = 0
            for _ in 0..<rounds {
                for clip in clips {
                    let (source, feed) = PushedAudio.makeStream(bufferingFrames: 1_000)
                    let flag = Flag()
                    // Each clip its own conversation, as a satellite names each command's.
                    async let reply = relay.relay(source, conversation: UUID().uuidString) { flag.set() }
                    let end = await pace(clip, into: feed, stopping: flag)
                    let answer = try? await reply
                    let done = ContinuousClock.now
                    timings[index].overWyoming = answer == nil ? nil : Assistant.seconds(end.speechEnd.duration(to: done))
                    timings[index].heardOverWyoming = answer?.heard
                    index += 1
                }
            }
            group.cancelAll()
        }
        return timings
    }

    /// Feeds `clip` with its silences in 20 ms frames on the wall clock, stopping early once
    /// `stopping` is set (as a satellite stops sending when the server has heard the end).
    /// Returns when feeding started and when the clip's last loud frame was fed.
    static func pace(_ clip: Clip, into feed: PushedAudio.Continuation, stopping: Flag?) async
        -> (started: ContinuousClock.Instant, speechEnd: ContinuousClock.Instant) {
        let rate = Double(AudioFrame.sampleRate)
        let lead = Int(leadIn * rate)
        let samples = [Int16](repeating: 0, count: lead) + clip.speech + [Int16](repeating: 0, count: Int(tail * rate))
        let speechEndSample = lead + lastLoudSample(clip.speech)
        let clock = ContinuousClock()
        let start = clock.now
        var speechEnd: ContinuousClock.Instant?
        var offset = 0
        let length = AudioFrame.defaultLength
        while offset < samples.count, !(stopping?.isSet ?? false) {
            let end = min(offset + length, samples.count)
            feed.yield(AudioFrame(samples: Array(samples[offset..<end]), offset: offset))
            offset = end
            if offset >= speechEndSample && speechEnd == nil { speechEnd = clock.now }
            try? await clock.sleep(until: start + .milliseconds(offset * 1000 / AudioFrame.sampleRate))
        }
        feed.finish()
        return (start, speechEnd ?? clock.now)
    }

    /// The end of the last 20 ms of `speech` within 40 dB of its loudest 20 ms.
    static func lastLoudSample(_ speech: [Int16]) -> Int {
        let length = AudioFrame.defaultLength
        let powers = AudioLevel.meanSquares(speech, window: length, hop: length)
        guard let loudest = powers.max(), loudest > 0 else { return speech.count }
        guard let last = powers.lastIndex(where: { $0 >= loudest / 10_000 }) else { return speech.count }
        return min(speech.count, (last + 1) * length)
    }
}

/// A flag set once from another task.
final class Flag: Sendable {
    private let state = Mutex(false)
    func set() { state.withLock { $0 = true } }
    var isSet: Bool { state.withLock { $0 } }
}

/// A reply sink that plays nothing and remembers when each reply was handed to it.
final class TimedReplySink: ReplySink, Sendable {
    private let plays = Mutex<[ContinuousClock.Instant]>([])

    func play(_ samples: [Int16]) async throws {
        plays.withLock { $0.append(.now) }
    }

    func finish() throws {}

    func reset() { plays.withLock { $0 = [] } }

    /// The first reply after `instant`.
    func firstPlay(after instant: ContinuousClock.Instant) -> ContinuousClock.Instant? {
        plays.withLock { $0.first { $0 >= instant } }
    }
}
