public import HarkAssistant
public import HarkAudio
import HarkIntents

/// A satellite's relay to a Hark serving Wyoming (`hark listen --satellite tcp://HOST:10700`):
/// each command is one connection that streams its audio for a transcript, has the transcript
/// handled, and has the answer synthesized, as Home Assistant's pipeline does.
public struct WyomingRelay: CommandRelay {
    /// The server.
    public let endpoint: WyomingEndpoint
    /// How long one command may take from its first frame to the spoken answer.
    public let timeout: Duration

    /// Creates a relay to `endpoint`.
    public init(endpoint: WyomingEndpoint, timeout: Duration = .seconds(60)) {
        self.endpoint = endpoint
        self.timeout = timeout
    }

    public func relay(_ audio: PushedAudio, conversation: String?, heard: @escaping @Sendable () -> Void) async throws -> RelayedReply {
        let endpoint = self.endpoint, timeout = self.timeout
        return try await withThrowingTaskGroup(of: RelayedReply?.self) { group in
            group.addTask {
                try await Self.exchange(endpoint, audio: audio, conversation: conversation, heard: heard)
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            guard let reply = try await group.next() ?? nil else {
                throw WyomingRequestError("The Wyoming server at \(endpoint) did not answer within \(timeout.components.seconds) s.", code: "timeout")
            }
            return reply
        }
    }

    private static func exchange(_ endpoint: WyomingEndpoint, audio: PushedAudio, conversation: String?,
                                 heard: @escaping @Sendable () -> Void) async throws -> RelayedReply {
        try await WyomingConnection.open(endpoint) { reader, writer in
            let context: [String: JSONValue] = conversation.map { ["context": .object(["conversation_id": .string($0)])] } ?? [:]
            try await writer.send(WyomingEvent(type: "transcribe", data: ["language": .string("en")].merging(context) { $1 }))
            let format = WyomingAudioFormat.hark
            try await writer.send(WyomingEvent(type: "audio-start", data: format.data))
            // The transcript comes once the server's endpointer has heard the end: sending stops then.
            let transcript = try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    do {
                        for try await frame in audio {
                            try await writer.send(WyomingEvent(type: "audio-chunk", data: format.data, payload: Self.bytes(frame.samples)))
                        }
                    } catch is CancellationError {}
                }
                let transcript = try await reader.next(["transcript"])
                heard()
                // The rest of the audio is not needed: stop sending now rather than when the microphone's next frame comes.
                group.cancelAll()
                try await group.waitForAll()
                return transcript
            }
            try await writer.send(WyomingEvent(type: "audio-stop"))
            let words = transcript.string("text") ?? ""
            var handleData: [String: JSONValue] = ["text": .string(words)]
            let answering = transcript.object("context")?["conversation_id"] ?? conversation.map { .string($0) }
            if let answering { handleData["context"] = .object(["conversation_id": answering]) }
            try await writer.send(WyomingEvent(type: "transcript", data: handleData))
            let handled = try await reader.next(["handled", "not-handled"])
            let text = handled.string("text") ?? ""
            var awaiting: String?
            if let context = handled.object("context"), context["awaits_answer"] == .bool(true),
               case .string(let id)? = context["conversation_id"] {
                awaiting = id
            }
            var speech: [Int16] = []
            if !text.isEmpty {
                try await writer.send(WyomingEvent(type: "synthesize", data: ["text": .string(text)]))
                var format = WyomingAudioFormat.hark
                var stream: WyomingAudioStream?
                while true {
                    let event = try await reader.next(["audio-start", "audio-chunk", "audio-stop"])
                    if event.type == "audio-stop" { break }
                    if event.type == "audio-start" || stream == nil {
                        format = try WyomingAudioFormat(of: event)
                        stream = WyomingAudioStream(format: format, maxSeconds: 600)
                    }
                    if event.type == "audio-chunk", var open = stream {
                        speech += try open.append(event.payload).flatMap(\.samples)
                        stream = open
                    }
                }
                if var open = stream { speech += open.finish().flatMap(\.samples) }
            }
            return RelayedReply(heard: words, text: text, speech: speech, awaitingAnswer: awaiting)
        }
    }

    /// 16-bit little-endian bytes of samples.
    static func bytes(_ samples: [Int16]) -> [UInt8] {
        var bytes = [UInt8]()
        bytes.reserveCapacity(samples.count * 2)
        for sample in samples {
            let bits = UInt16(bitPattern: sample)
            bytes.append(UInt8(bits & 0xff))
            bytes.append(UInt8(bits >> 8))
        }
        return bytes
    }
}
