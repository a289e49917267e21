import HarkIntents
import HarkSkills

/// The lifecycle's conversation, spoken and heard through the pipeline.
///
/// The lifecycle runs in a child task of the assistant's and asks for each turn
/// over a stream; the assistant's own task says or hears it (``Assistant/converse(_:)``),
/// so the assistant never leaves its task and nothing here needs to be shared.
struct VoiceConversation: Conversation {
    let turns: AsyncStream<ConversationTurn>.Continuation

    func speak(_ dialog: IntentDialog) async throws {
        try await withCheckedThrowingContinuation { reply in
            ask(.speak(dialog, reply)) { reply.resume(throwing: $0) }
        }
    }

    func listen(_ request: ListenRequest) async throws -> String? {
        try await withCheckedThrowingContinuation { reply in
            ask(.listen(request, reply)) { reply.resume(throwing: $0) }
        }
    }

    func soundsLike(_ phrase: String) async throws -> String? {
        try await withCheckedThrowingContinuation { reply in
            ask(.soundsLike(phrase, reply)) { reply.resume(throwing: $0) }
        }
    }

    /// Hands a turn to the assistant; once the assistant has stopped listening for turns
    /// (cancelled), the turn fails at once.
    private func ask(_ turn: ConversationTurn, orElse fail: (any Error) -> Void) {
        if case .terminated = turns.yield(turn) { fail(ConversationFailure(CancellationError())) }
    }
}

/// One turn the lifecycle asks of the pipeline, with where its outcome goes.
enum ConversationTurn: Sendable {
    /// Say a dialog.
    case speak(IntentDialog, CheckedContinuation<Void, any Error>)
    /// Listen for an answer.
    case listen(ListenRequest, CheckedContinuation<String?, any Error>)
    /// Say a phrase to the command grammar (synthesized) and tell what it is heard as.
    case soundsLike(String, CheckedContinuation<String?, any Error>)
}

extension Assistant {
    /// Runs a command through the intent lifecycle, saying and hearing its turns in this task.
    ///
    /// A failing speaker or microphone (or cancellation) is thrown to the lifecycle as a
    /// ``ConversationFailure``, which it does not try to speak about; every later turn
    /// fails at once with the same error, and the original is rethrown here once the
    /// lifecycle returns, for whoever runs the assistant.
    func converse(_ text: String, hearing: Hearing = .sure, typed: Bool = false) async throws {
        let (turns, continuation) = AsyncStream.makeStream(of: ConversationTurn.self)
        let conversation = VoiceConversation(turns: continuation)
        let runner = IntentRunner(registry: suite.registry, source: .voice)
        let emit = self.emit
        async let lifecycle: Void = {
            defer { continuation.finish() }
            let outcome = await runner.handle(text, hearing: hearing, typed: typed, conversation: conversation) { event in
                switch event {
                case .intent(let intent, let parameters): emit(.intent(intent: intent, parameters: parameters))
                case .confirming(let intent, let reason): emit(.confirm(intent: intent, reason: reason))
                case .notUnderstood(let text): emit(.notUnderstood(text: text))
                case .locked: break  // the outcome event says "locked"
                }
            }
            emit(.outcome(of: outcome))
        }()
        var failure: (any Error)?
        for await turn in turns {
            switch turn {
            case .speak(let dialog, let reply):
                reply.resume(with: await attempt(&failure) { try await sayStoppable(dialog.full) })
            case .listen(let request, let reply):
                reply.resume(with: await attempt(&failure) { try await listenForAnswer(request) })
            case .soundsLike(let phrase, let reply):
                reply.resume(with: await attempt(&failure) { try await knownPhrase(soundingLike: phrase) })
            }
        }
        await lifecycle
        if let failure { throw failure }
    }

    /// One turn's outcome; a device failure or cancellation is kept in `failure` and ends every later turn.
    private func attempt<T>(_ failure: inout (any Error)?, _ body: () async throws -> T) async -> Result<T, any Error> {
        if let failure { return .failure(ConversationFailure(failure)) }
        do {
            return .success(try await body())
        } catch let error as AssistantDeviceFailure {
            failure = error
            return .failure(ConversationFailure(error))
        } catch let error as CancellationError {
            failure = error
            return .failure(ConversationFailure(error))
        } catch {
            return .failure(error)
        }
    }
}
