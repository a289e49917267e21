import Foundation
import HarkAssistant
import HarkAudio
import HarkIntents
import Synchronization

/// One client's connection: reads its events in order and answers each, keeping what the
/// protocol makes stateful (the request an audio stream is for, the stream being sent).
///
/// Work that waits on the listening pipeline runs in the connection's task group, so the
/// connection goes on reading audio while its utterance is heard.
final class WyomingSession {
    /// What the next audio stream is for.
    enum Request {
        case transcribe(conversationID: String?)
        case detect
    }

    let hub: WyomingHub
    let info: WyomingInfo
    let send: @Sendable (WyomingEvent) async -> Void
    /// How long an open audio stream may go without a chunk before it is ended.
    let stallTimeout: Duration
    /// The most audio one stream may carry.
    let maxStreamSeconds: Double
    private var request: Request?
    /// This connection, for the hub's list of timer subscribers.
    let id = UUID()
    private var stream: (audio: WyomingAudioStream, feed: PushedAudio.Continuation, watch: StreamWatch)?

    init(hub: WyomingHub, info: WyomingInfo, stallTimeout: Duration, maxStreamSeconds: Double,
         send: @escaping @Sendable (WyomingEvent) async -> Void) {
        self.hub = hub
        self.info = info
        self.stallTimeout = stallTimeout
        self.maxStreamSeconds = maxStreamSeconds
        self.send = send
    }

    /// Answers one event; work that waits on the pipeline is added to `tasks`.
    func handle(_ event: WyomingEvent, tasks: inout DiscardingTaskGroup) async {
        do {
            try await answer(event, tasks: &tasks)
        } catch let error as WyomingRequestError {
            await send(error.event)
        } catch {
            await send(.error("Hark could not serve '\(event.type)': \(error)", code: "failed"))
        }
    }

    /// The client is gone: it gets no more timer events.
    func end() async {
        close()
        await hub.unsubscribe(id)
    }

    /// The client stopped sending: an open stream ends, so its job finishes.
    func close() {
        stream?.feed.finish()
        stream?.watch.close()
        stream = nil
    }

    private func answer(_ event: WyomingEvent, tasks: inout DiscardingTaskGroup) async throws {
        switch event.type {
        case "describe":
            await send(info.event)
        case "ping":
            await send(WyomingEvent(type: "pong", data: event.string("text").map { ["text": .string($0)] } ?? [:]))
        case "transcribe":
            request = .transcribe(conversationID: conversationID(of: event))
        case "detect":
            request = .detect
        case "audio-start":
            try startStream(format: try WyomingAudioFormat(of: event), tasks: &tasks)
        case "audio-chunk":
            if stream == nil { try startStream(format: try WyomingAudioFormat(of: event), tasks: &tasks) }
            try feed(event.payload)
        case "audio-stop":
            guard let open = stream else { return }
            var audio = open.audio
            for frame in audio.finish() { open.feed.yield(frame) }
            close()
        case "recognize":
            try await recognize(event)
        case "transcript":
            try await handleTranscript(event)
        case "synthesize":
            try await synthesize(event)
        case "run-satellite":
            // A satellite (or any client) that stays connected gets Hark's timer events.
            await hub.subscribe(id, send: send)
        case "select-program":
            let name = event.string("name") ?? ""
            guard name == "hark" else {
                throw WyomingRequestError("Hark has no program named '\(name)'; its programs are all named 'hark'.", code: "unknown-program")
            }
        case "error", "pong", "info", "audio-start-stopped":
            break  // a peer's report: nothing to answer
        default:
            throw WyomingRequestError("Hark does not serve '\(event.type)' events; it serves describe, detect, transcribe, recognize, transcript, synthesize, audio and run-satellite (timer events).", code: "unknown-event")
        }
    }

    private func conversationID(of event: WyomingEvent) -> String? {
        guard let context = event.object("context"), case .string(let id)? = context["conversation_id"], !id.isEmpty else { return nil }
        return id
    }

    // MARK: Audio

    private func startStream(format: WyomingAudioFormat, tasks: inout DiscardingTaskGroup) throws {
        close()
        let frames = Int(maxStreamSeconds * Double(AudioFrame.sampleRate)) / AudioFrame.defaultLength + 1
        let (source, feed) = PushedAudio.makeStream(bufferingFrames: frames)
        let watch = StreamWatch()
        stream = (WyomingAudioStream(format: format, maxSeconds: maxStreamSeconds), feed, watch)
        let hub = self.hub, send = self.send, stall = self.stallTimeout
        // A client that stops sending in the middle of a stream would hold the pipeline: the stream ends.
        tasks.addTask {
            while await watch.wait(stall) {
                if watch.stalled(after: stall) {
                    await send(.error("No audio for \(stall.components.seconds) s in an open stream; Hark ended it. Send audio-stop at the end of each stream.", code: "audio-stalled"))
                    feed.finish()
                    return
                }
            }
        }
        switch request ?? .transcribe(conversationID: nil) {
        case .transcribe(let conversationID):
            tasks.addTask {
                do {
                    let (utterance, answering) = try await hub.hear(source, conversationID: conversationID)
                    var data: [String: JSONValue] = ["text": .string(utterance?.text ?? ""), "language": .string("en")]
                    if let answering { data["context"] = .object(["conversation_id": .string(answering)]) }
                    await send(WyomingEvent(type: "transcript", data: data))
                } catch {
                    await send(.error("Hark could not hear the audio: \(error)", code: "asr-failed"))
                }
            }
        case .detect:
            tasks.addTask {
                do {
                    let spotted = try await hub.spot(source) { wake in
                        await send(WyomingEvent(type: "detection", data: [
                            "name": .string(wake.phrase), "timestamp": .int(Int((wake.end * 1000).rounded())),
                        ]))
                    }
                    if spotted == 0 { await send(WyomingEvent(type: "not-detected")) }
                } catch {
                    await send(.error("Hark could not listen for the wake phrase: \(error)", code: "wake-failed"))
                }
            }
        }
        request = nil
    }

    private func feed(_ payload: [UInt8]) throws {
        guard var open = stream else { return }
        open.watch.touch()
        do {
            let frames = try open.audio.append(payload)
            stream?.audio = open.audio
            for frame in frames { open.feed.yield(frame) }
        } catch {
            close()
            throw error
        }
    }

    // MARK: Text

    private func recognize(_ event: WyomingEvent) async throws {
        guard let text = event.string("text") else {
            throw WyomingRequestError("'recognize' needs the sentence as 'text'.", code: "missing-text")
        }
        guard let understanding = await hub.recognize(text) else {
            await send(WyomingEvent(type: "not-recognized", data: ["text": .string("Sorry, I didn't catch that.")]))
            return
        }
        let entities = understanding.parameters.sorted { $0.key < $1.key }.map { name, value in
            JSONValue.object(["name": .string(name), "value": value])
        }
        await send(WyomingEvent(type: "intent", data: ["name": .string(understanding.intent), "entities": .array(entities)]))
    }

    private func handleTranscript(_ event: WyomingEvent) async throws {
        guard let text = event.string("text") else {
            throw WyomingRequestError("'transcript' needs the sentence as 'text'.", code: "missing-text")
        }
        let (output, id) = await hub.handle(text, conversationID: conversationID(of: event))
        let context: JSONValue = .object(["conversation_id": .string(id)])
        switch output {
        case .question(let question, _):
            // `awaits_answer`: Hark's own satellites listen on without the wake phrase.
            let asking: JSONValue = .object(["conversation_id": .string(id), "awaits_answer": .bool(true)])
            await send(WyomingEvent(type: "handled", data: ["text": .string(question), "context": asking]))
        case .finished(let said, let outcome):
            switch outcome {
            case .completed, .cancelled, .timedOut, .locked:
                await send(WyomingEvent(type: "handled", data: ["text": .string(said), "context": context]))
            case .notUnderstood, .refused, .failed:
                await send(WyomingEvent(type: "not-handled", data: ["text": .string(said), "context": context]))
            }
        }
    }

    private func synthesize(_ event: WyomingEvent) async throws {
        guard let text = event.string("text"), !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw WyomingRequestError("'synthesize' needs the words to speak as 'text'.", code: "missing-text")
        }
        var voice: String?
        if let requested = event.object("voice"), case .string(let name)? = requested["name"] { voice = name }
        let samples = try await hub.synthesize(text, voice: voice)
        let format = WyomingAudioFormat.hark
        await send(WyomingEvent(type: "audio-start", data: format.data))
        var start = 0
        while start < samples.count {
            let end = min(start + Self.samplesPerChunk, samples.count)
            let bytes = WyomingRelay.bytes(Array(samples[start..<end]))
            await send(WyomingEvent(type: "audio-chunk", data: format.data, payload: bytes))
            start = end
        }
        await send(WyomingEvent(type: "audio-stop"))
    }

    /// Samples per `audio-chunk` Hark sends (64 ms at 16 kHz).
    static let samplesPerChunk = 1024
}

/// When an open stream last got audio, for the watchdog that ends a stalled one.
final class StreamWatch: Sendable {
    private let state = Mutex<(last: ContinuousClock.Instant, open: Bool)>((.now, true))

    /// Audio arrived.
    func touch() { state.withLock { $0.last = .now } }
    /// The stream ended: the watchdog stops.
    func close() { state.withLock { $0.open = false } }
    /// Whether no audio came for `timeout` while the stream is open.
    func stalled(after timeout: Duration) -> Bool {
        state.withLock { $0.open && $0.last.duration(to: .now) > timeout }
    }
    /// Sleeps a while; false once the stream has ended (or the task is cancelled).
    func wait(_ timeout: Duration) async -> Bool {
        let step = min(timeout / 4, .milliseconds(250))
        do { try await Task.sleep(for: step) } catch { return false }
        return state.withLock { $0.open }
    }
}
