import HarkIntents
import HarkAssistant
import HarkAudio

/// Work for the one listening pipeline: hear an utterance, or spot wake phrases, in a stream
/// a client is sending. Jobs run one at a time, in order, on the pipeline's own task.
enum ListeningJob: Sendable {
    /// Hear one utterance (with a follow-up question's grammar when given) and reply with it.
    case hear(PushedAudio, answering: ListenRequest?, reply: CheckedContinuation<HeardUtterance?, any Error>)
    /// Spot wake phrases until the stream ends, reporting each; reply with how many stood.
    case spot(PushedAudio, found: @Sendable (SpottedWakePhrase) async -> Void, reply: CheckedContinuation<Int, any Error>)

    /// Replies with `error` without running (the server is stopping).
    func fail(_ error: any Error) {
        switch self {
        case .hear(_, _, let reply): reply.resume(throwing: error)
        case .spot(_, _, let reply): reply.resume(throwing: error)
        }
    }

    /// Runs the job on `assistant` and replies.
    func run(on assistant: Assistant) async {
        switch self {
        case .hear(let source, let request, let reply):
            do { reply.resume(returning: try await assistant.hearUtterance(in: source, answering: request)) }
            catch { reply.resume(throwing: error) }
        case .spot(let source, let found, let reply):
            do { reply.resume(returning: try await assistant.spotWakePhrases(in: source) { await found($0) }) }
            catch { reply.resume(throwing: error) }
        }
    }
}

/// Why a job was not run.
struct WyomingStopping: Error, CustomStringConvertible {
    var description: String { "Hark is stopping; try again when it is back." }
}
