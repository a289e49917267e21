/// A text conversation: Hark's lines are collected, answers come from a script
/// (or a closure, e.g. reading standard input). `hark ask` and tests use it.
public actor ScriptedConversation: Conversation {
    /// One turn of the conversation, in order.
    public enum Turn: Sendable, Equatable {
        /// Hark said this.
        case said(String)
        /// Hark listened for this purpose and heard this (nil: silence).
        case heard(String?, purpose: ListenRequest.Purpose)
    }

    private var answers: [String?]
    private let reader: (@Sendable (ListenRequest) async -> String?)?
    private let onTurn: @Sendable (Turn) -> Void
    /// Everything said and heard so far.
    public private(set) var transcript: [Turn] = []

    /// Answers follow-up questions from `answers` in order; when they run out, the user is silent.
    /// `nil` entries stand for silence.
    public init(answers: [String?] = [], onTurn: @escaping @Sendable (Turn) -> Void = { _ in }) {
        self.answers = answers
        self.reader = nil
        self.onTurn = onTurn
    }

    /// Answers follow-up questions with `reader` (return nil for silence).
    public init(reader: @escaping @Sendable (ListenRequest) async -> String?, onTurn: @escaping @Sendable (Turn) -> Void = { _ in }) {
        self.answers = []
        self.reader = reader
        self.onTurn = onTurn
    }

    public func speak(_ dialog: IntentDialog) async throws {
        record(.said(dialog.full))
    }

    public func listen(_ request: ListenRequest) async throws -> String? {
        let answer: String?
        if let reader {
            answer = await reader(request)
        } else {
            answer = answers.isEmpty ? nil : answers.removeFirst()
        }
        // A secret answer (a passphrase) is kept and shown without its words.
        record(.heard(request.isSecret ? answer.map { _ in "(secret)" } : answer, purpose: request.purpose))
        return answer
    }

    /// What Hark said, in order.
    public var said: [String] {
        transcript.compactMap { if case .said(let text) = $0 { text } else { nil } }
    }

    private func record(_ turn: Turn) {
        transcript.append(turn)
        onTurn(turn)
    }
}
