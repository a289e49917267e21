import HarkLimits

/// One command's follow-up turns: asking for values, disambiguating, confirming.
///
/// "cancel" / "never mind" work at every turn (they throw `IntentCancelled`);
/// silence until the conversation's timeout throws `SessionTimedOut`.
final class ConversationSession: Sendable {
    let conversation: any Conversation
    let maxAttempts: Int

    init(conversation: any Conversation, maxAttempts: Int) {
        self.conversation = conversation
        self.maxAttempts = maxAttempts
    }

    enum SlotOutcome: Equatable {
        case resolved
        case unsupported(IntentDialog)
    }

    /// Resolves words into a parameter, asking which one when several values fit.
    func resolve(_ slot: any ParameterSlot, words: [String]) async throws -> SlotOutcome {
        guard !words.isEmpty else { return .unsupported("Sorry, I didn't catch that.") }
        switch try await slot.resolve(words: words) {
        case .success:
            return .resolved
        case .disambiguation(let options):
            let index = try await disambiguate(options: options, dialog: nil, parameterTitle: slot.title)
            slot.choose(index)
            return .resolved
        case .unsupported(let reason):
            return .unsupported(reason)
        }
    }

    /// Asks for a parameter's value until it resolves, up to `maxAttempts` times.
    func ask(for slot: any ParameterSlot, name: String, dialog: IntentDialog?) async throws {
        let question = dialog ?? slot.requestValueDialog ?? IntentDialog("What's the \(slot.title.lowercased())?")
        let grammar = try FollowUpGrammar.value(try await slot.spokenForm())
        var prompt = question
        for _ in 0..<maxAttempts {
            try await conversation.speak(prompt)
            let words = try await listen(ListenRequest(purpose: .value(parameter: name), grammar: grammar))
            switch try await resolve(slot, words: Answers.strippingCarrier(words)) {
            case .resolved:
                return
            case .unsupported(let reason):
                prompt = IntentDialog("\(reason.full) \(question.full)", supporting: question.supporting)
            }
        }
        throw GaveUp()
    }

    /// Asks for secret words (a passphrase) once, heard as `count` of `words`; returns the words heard,
    /// empty when the answer was not heard. The answer is requested as ``ListenRequest/Purpose/secret``.
    func askSecret(_ dialog: IntentDialog, words: [String], count: Int) async throws -> [String] {
        let grammar = try FollowUpGrammar.wordLoop(words, count: count)
        try await conversation.speak(dialog)
        return try await listen(ListenRequest(purpose: .secret, grammar: grammar))
    }

    /// Asks for a phrase no grammar expects, once; returns its words as heard (empty when none were).
    func askPhrase(_ dialog: IntentDialog) async throws -> String {
        try await conversation.speak(dialog)
        return try await listen(ListenRequest(purpose: .phrase, grammar: FollowUpGrammar.anyWords)).joined(separator: " ")
    }

    /// Asks for `phrase` again; true when that is what was said.
    func askRepeat(_ dialog: IntentDialog, phrase: String) async throws -> Bool {
        let grammar = try FollowUpGrammar.choice([phrase])
        try await conversation.speak(dialog)
        let words = try await listen(ListenRequest(purpose: .value(parameter: "phrase"), grammar: grammar))
        let wanted = SpokenWords.tokenize(phrase)
        return !words.isEmpty && (words == wanted || Answers.strippingCarrier(words) == wanted)
    }

    /// Asks which option the user means; returns its index.
    func disambiguate(options: [String], dialog: IntentDialog?, parameterTitle: String) async throws -> Int {
        guard !options.isEmpty else { throw GaveUp() }
        if options.count == 1 { return 0 }
        let question = dialog ?? IntentDialog("Which one: \(Self.list(options, conjunction: "or"))?")
        let grammar = try FollowUpGrammar.choice(options)
        var prompt = question
        for _ in 0..<maxAttempts {
            try await conversation.speak(prompt)
            let words = try await listen(ListenRequest(purpose: .disambiguation(options), grammar: grammar))
            if let index = Answers.choice(words, options: options) { return index }
            prompt = IntentDialog("Sorry, which one: \(Self.list(options, conjunction: "or"))?")
        }
        throw GaveUp()
    }

    /// Asks a yes/no question; returns on yes, throws `IntentCancelled` on no.
    func confirm(_ dialog: IntentDialog) async throws {
        guard try await yesOrNo(dialog) else { throw IntentCancelled("OK, I won't.") }
    }

    /// Asks a yes/no question; true on yes, false on no. "Cancel", no answer that is
    /// yes or no after every attempt, and silence throw as for any answer.
    func yesOrNo(_ dialog: IntentDialog) async throws -> Bool {
        var prompt = dialog
        for _ in 0..<maxAttempts {
            try await conversation.speak(prompt)
            let words = try await listen(ListenRequest(purpose: .confirmation, grammar: FollowUpGrammar.yesNo))
            if let answer = Answers.yesNo(words) { return answer }
            prompt = "Please say yes or no."
        }
        throw IntentCancelled("OK, I'll leave it as it is.")
    }

    /// The words of the next answer; an answer longer than a command may be ends the
    /// conversation with the sentence that says so.
    private func listen(_ request: ListenRequest) async throws -> [String] {
        guard let text = try await conversation.listen(request) else { throw SessionTimedOut() }
        do {
            try Limits.checkCommand(text)
        } catch {
            throw IntentError(IntentDialog(error.message))
        }
        let words = SpokenWords.tokenize(text)
        if Answers.isCancel(words) { throw IntentCancelled() }
        return words
    }

    /// "a, b or c".
    static func list(_ items: [String], conjunction: String) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
        }
    }
}

/// The user stayed silent during a follow-up question.
struct SessionTimedOut: Error {}

/// Too many answers did not resolve.
struct GaveUp: Error {}
