/// How the lifecycle talks to the user: speak a dialog, listen with a grammar.
///
/// The same engine runs behind a microphone (the assistant pipeline) and
/// behind text (`hark ask`, tests): only this protocol differs.
public protocol Conversation: Sendable {
    /// Says a dialog and returns when it has been said.
    func speak(_ dialog: IntentDialog) async throws
    /// Listens for an answer; returns the words heard, or nil when the user
    /// stayed silent until the session timed out.
    func listen(_ request: ListenRequest) async throws -> String?
    /// What the command grammar hears `phrase` as when it is spoken (synthesized and decoded), when
    /// that is another phrase: a new shortcut this close to a known phrase would be taken for it.
    /// Nil when it is heard as no known phrase, or the conversation has no ears (typed text).
    func soundsLike(_ phrase: String) async throws -> String?
}

extension Conversation {
    /// Text has no ears: only the registry's written checks apply.
    public func soundsLike(_ phrase: String) async throws -> String? { nil }
}

/// What a follow-up listen is for, and the grammar to hear it with.
public struct ListenRequest: Sendable, Equatable {
    /// Why Hark is listening.
    public enum Purpose: Sendable, Equatable {
        /// A value for the named parameter.
        case value(parameter: String)
        /// Yes or no.
        case confirmation
        /// One of these options.
        case disambiguation([String])
        /// Words that must not be shown or kept (a passphrase): whoever hears them reports no text.
        case secret
        /// A phrase no grammar expects (a new shortcut's words): heard with free dictation, the
        /// grammar only finding where the speech starts and ends.
        case phrase
    }

    /// Why Hark is listening.
    public var purpose: Purpose
    /// A JSGF grammar that accepts the expected answers (and "cancel").
    public var grammar: String

    /// Whether the answer must not be shown, logged or kept (``Purpose/secret``).
    public var isSecret: Bool { purpose == .secret }

    /// Creates a listen request.
    public init(purpose: Purpose, grammar: String) {
        self.purpose = purpose
        self.grammar = grammar
    }
}

/// What came of one command.
public enum IntentOutcome: Sendable, Equatable {
    /// The intent ran and said `dialog`.
    case completed(intent: String, parameters: [String: JSONValue], dialog: IntentDialog?)
    /// No intent matched the words.
    case notUnderstood(String)
    /// The text was not read at all (longer than a command may be); `dialog` said why.
    case refused(IntentDialog)
    /// The user cancelled or said no; nothing changed.
    case cancelled(intent: String)
    /// The user stayed silent during a follow-up question.
    case timedOut(intent: String)
    /// The intent failed; `dialog` was said.
    case failed(intent: String, dialog: IntentDialog)
    /// The intent needs Hark unlocked (``IntentAuthenticationPolicy/requiresAuthentication``) and it
    /// is locked: `dialog` ("Unlock Hark first.") was said and nothing was asked or changed.
    case locked(intent: String, dialog: IntentDialog)
}

/// Things the lifecycle reports as they happen (for `--json` and logs).
public enum IntentEvent: Sendable, Equatable {
    /// Words were routed to an intent, with parameters resolved so far.
    case intent(intent: String, parameters: [String: JSONValue])
    /// The words were heard with doubt and the intent changes something: Hark asks
    /// before performing it (`reason` says why the hearing was doubtful). An `intent`
    /// event follows only when the person said yes.
    case confirming(intent: String, reason: String)
    /// No intent matched.
    case notUnderstood(String)
    /// The intent needs Hark unlocked and it is locked; nothing was run.
    case locked(intent: String)
}
