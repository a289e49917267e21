import HarkIntents

/// One conversation held over Wyoming: the intent lifecycle's turns, where Hark's lines are
/// sent back as `handled` text and a follow-up question's answer is the next transcript
/// that names this conversation (or, from Hark's own speech-to-text, the next utterance).
///
/// The lifecycle runs in the hub's task group; each `transcript` request waits for the
/// conversation's next ``Output``: a question, or the end with what was said.
actor WyomingConversation: Conversation {
    /// What a request gets back.
    enum Output: Sendable, Equatable {
        /// Hark asked this and waits for an answer heard with `grammar`.
        case question(text: String, grammar: String)
        /// The lifecycle ended: everything said since the last question, and how it ended.
        case finished(text: String, outcome: IntentOutcome)
    }

    /// The conversation's id (Home Assistant's `conversation_id` when it sent one).
    let id: String
    /// How long a question waits for its answer before the lifecycle hears silence.
    let answerTimeout: Duration
    private var said: [String] = []
    private var ready: Output?
    private var outputWaiter: CheckedContinuation<Output, Never>?
    private var answerWaiter: CheckedContinuation<String?, Never>?
    private var question = 0
    /// The question waiting for an answer, if any.
    private(set) var awaiting: ListenRequest?
    /// When the waiting question was asked.
    private(set) var askedAt: ContinuousClock.Instant?

    init(id: String, answerTimeout: Duration) {
        self.id = id
        self.answerTimeout = answerTimeout
    }

    func speak(_ dialog: IntentDialog) async throws {
        said.append(dialog.full)
    }

    func listen(_ request: ListenRequest) async throws -> String? {
        question += 1
        let asked = question
        awaiting = request
        askedAt = .now
        deliver(.question(text: takeSaid(), grammar: request.grammar))
        let timeout = answerTimeout
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            await self?.answer(nil, to: asked)
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { answerWaiter = $0 }
    }

    /// Ends the conversation with `outcome` (the lifecycle returned).
    func finish(_ outcome: IntentOutcome) {
        deliver(.finished(text: takeSaid(), outcome: outcome))
    }

    /// Answers the waiting question (nil: silence); false when none waits.
    @discardableResult
    func answer(_ text: String?) -> Bool {
        answer(text, to: question)
    }

    private func answer(_ text: String?, to asked: Int) -> Bool {
        guard asked == question, awaiting != nil, let waiter = answerWaiter else { return false }
        awaiting = nil
        answerWaiter = nil
        waiter.resume(returning: text)
        return true
    }

    /// The next question or the end, once the lifecycle gets there.
    func nextOutput() async -> Output {
        if let ready {
            self.ready = nil
            return ready
        }
        return await withCheckedContinuation { outputWaiter = $0 }
    }

    private func deliver(_ output: Output) {
        if let waiter = outputWaiter {
            outputWaiter = nil
            waiter.resume(returning: output)
        } else {
            ready = output
        }
    }

    private func takeSaid() -> String {
        defer { said = [] }
        return said.joined(separator: " ")
    }
}
