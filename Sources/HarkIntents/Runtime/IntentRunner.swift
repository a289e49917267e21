import HarkLimits

/// Runs commands through the resolve → confirm → perform lifecycle.
///
/// Words are routed to an intent; each parameter resolves to success, needs a
/// value (ask), several matches (which one?) or unsupported (say why, ask
/// again); `perform()` may ask for confirmation; the result is spoken.
public struct IntentRunner: Sendable {
    /// The skills to route to.
    public let registry: SkillRegistry
    /// How many times a question is asked before giving up.
    public var maxAttempts: Int
    /// What Hark says when no intent matches (a stored shortcut's phrase that is not heard says why instead).
    public var notUnderstoodDialog: IntentDialog
    /// What Hark says when a follow-up question meets silence and the command is dropped.
    public var timedOutDialog: IntentDialog
    /// Whether an intent that ends (cancelled, timed out, failed) before its parameters
    /// resolve is still reported with an `.intent` event, with the parameters resolved so
    /// far (`hark ask --json` wants every routed intent; a corpus builder may not).
    public var reportsUnfinishedIntents: Bool
    /// What Hark says when an intent that needs Hark unlocked is asked for while it is locked, unless
    /// the registry's lock says otherwise (``SkillRegistry/useLock(_:answer:)``: no passphrase is set).
    public var lockedDialog: IntentDialog = "Unlock Hark first. Say unlock, then your passphrase."
    /// How the commands it runs come (a voice shortcut's phrase is donated as ``InteractionSource/shortcut``).
    public var source: InteractionSource

    /// Creates a runner over a registry.
    public init(registry: SkillRegistry, maxAttempts: Int = 3, notUnderstoodDialog: IntentDialog = "Sorry, I didn't catch that.",
                timedOutDialog: IntentDialog = "OK, never mind.", reportsUnfinishedIntents: Bool = false, source: InteractionSource = .typed) {
        self.registry = registry
        self.source = source
        self.maxAttempts = maxAttempts
        self.notUnderstoodDialog = notUnderstoodDialog
        self.timedOutDialog = timedOutDialog
        self.reportsUnfinishedIntents = reportsUnfinishedIntents
    }

    /// Routes `text` to an intent and runs it, talking through `conversation`.
    ///
    /// This is the one door for commands as text, heard or typed: text longer than
    /// ``Limits/commandCharacters`` is refused with one sentence before any word is read.
    /// On a doubtful `hearing` an intent that changes something is confirmed before it is
    /// performed ("Finish feeding?"); a "no" or silence leaves everything as it was.
    /// Text that was `typed` is read as ``SkillRegistry/routeTyped(_:)`` reads it (a noun's
    /// "'s", one clause of several); heard text (`typed: false`) follows the grammar and is read as it stands.
    public func handle(
        _ text: String,
        hearing: Hearing = .sure,
        typed: Bool = true,
        conversation: any Conversation,
        onEvent: @Sendable (IntentEvent) -> Void = { _ in }
    ) async -> IntentOutcome {
        do {
            try Limits.checkCommand(text)
        } catch {
            let dialog = IntentDialog(error.message)
            try? await conversation.speak(dialog)
            return .refused(dialog)
        }
        let routed = typed ? await registry.routeTyped(text) : await registry.route(SpokenWords.tokenize(text))
        guard let match = routed else {
            onEvent(.notUnderstood(text))
            // A stored shortcut that no longer works (its intent gone or changed) says why, not "didn't catch that".
            let unheard = registry.unheardShortcut(saying: SkillRegistry.droppingAddress(SpokenWords.tokenize(text)))
            try? await conversation.speak(unheard.map { IntentDialog($0.message) } ?? notUnderstoodDialog)
            return .notUnderstood(text)
        }
        return await run(match, hearing: hearing, conversation: conversation, onEvent: onEvent)
    }

    /// Runs a routed match with the registry's dependencies in scope (entity queries,
    /// `@Dependency` properties and `perform()` all see them).
    func run(_ match: RouteMatch, hearing: Hearing = .sure, conversation: any Conversation,
             onEvent: @Sendable (IntentEvent) -> Void) async -> IntentOutcome {
        await IntentDependencies.$current.withValue(registry.dependencies) {
            await resolveAndPerform(match, hearing: hearing, conversation: conversation, onEvent: onEvent)
        }
    }

    private func resolveAndPerform(_ match: RouteMatch, hearing: Hearing, conversation: any Conversation,
                                   onEvent: @Sendable (IntentEvent) -> Void) async -> IntentOutcome {
        let id = match.intent.identifier
        // Restricted while locked (SiriKit's IntentsRestrictedWhileLocked): refused before any
        // value is asked or read, so nothing is changed, said back or donated.
        if match.intent.authenticationPolicy == .requiresAuthentication, await registry.isLocked() {
            let dialog = await registry.lockedAnswer() ?? lockedDialog
            onEvent(.locked(intent: id))
            try? await conversation.speak(dialog)
            return .locked(intent: id, dialog: dialog)
        }
        let intent = match.intent.make()
        let session = ConversationSession(conversation: conversation, maxAttempts: maxAttempts)
        let parameters = intent.declaredParameters
        var reported = false
        defer {
            if reportsUnfinishedIntents && !reported { onEvent(.intent(intent: id, parameters: Self.json(parameters))) }
        }
        do {
            for parameter in parameters {
                guard let words = match.slots[parameter.name] else { continue }
                if case .unsupported(let reason) = try await session.resolve(parameter.slot, words: words) {
                    try await conversation.speak(reason)
                    try await session.ask(for: parameter.slot, name: parameter.name, dialog: nil)
                }
            }
            for parameter in parameters where parameter.slot.isRequired && !parameter.slot.isSet {
                try await session.ask(for: parameter.slot, name: parameter.name, dialog: nil)
            }
            // Confirm (SiriKit's confirm step) only now, when the question can be about a
            // whole command; a doubtful hearing of an intent that only reads is answered.
            if let reason = hearing.reason, hearing.needsConfirmation(of: match.intent) {
                onEvent(.confirming(intent: id, reason: reason))
                try await session.confirm(match.intent.confirmationDialog)
            }
            onEvent(.intent(intent: id, parameters: Self.json(parameters)))
            reported = true
            let context = IntentContext(session: session)
            var retries = 0
            while true {
                do {
                    let result = try await IntentContext.$current.withValue(context) { try await intent.perform() }
                    if let dialog = result.dialog { try await conversation.speak(dialog) }
                    let interaction = Self.interaction(id, parameters: parameters, source: match.voiceShortcut == nil ? source : .shortcut)
                    // Help, locking and the shortcut intents are not habits to suggest or make shortcuts of.
                    if match.intent.isDiscoverable { registry.donate(interaction) }
                    // Making a shortcut changes what Hark does: never offered while locked.
                    if match.intent.isDiscoverable, interaction.source == .voice, !(await registry.isLocked()),
                       let offer = await registry.suggestionOffer(after: interaction) {
                        await Self.make(offer, session: session, conversation: conversation)
                    }
                    return .completed(intent: id, parameters: Self.json(parameters), dialog: result.dialog)
                } catch let needs as NeedsValueError {
                    retries += 1
                    guard retries <= maxAttempts,
                          let parameter = parameters.first(where: { $0.slot.title == needs.parameterTitle }) else { throw GaveUp() }
                    needs.reset()
                    try await session.ask(for: parameter.slot, name: parameter.name, dialog: needs.dialog)
                }
            }
        } catch let cancelled as IntentCancelled {
            try? await conversation.speak(cancelled.dialog)
            return .cancelled(intent: id)
        } catch is SessionTimedOut {
            try? await conversation.speak(timedOutDialog)
            return .timedOut(intent: id)
        } catch is GaveUp {
            let dialog: IntentDialog = "Sorry, I still didn't get that. Let's try again later."
            try? await conversation.speak(dialog)
            return .failed(intent: id, dialog: dialog)
        } catch let spoken as any SpokenError {
            try? await conversation.speak(spoken.dialog)
            return .failed(intent: id, dialog: spoken.dialog)
        } catch is ConversationFailure {
            // The speaker or microphone itself failed: saying so would fail too.
            // The conversation's owner has the error and handles it.
            return .cancelled(intent: id)
        } catch is CancellationError {
            return .cancelled(intent: id)
        } catch {
            let dialog = IntentDialog("Sorry, that didn't work: \(error).")
            try? await conversation.speak(dialog)
            return .failed(intent: id, dialog: dialog)
        }
    }

    /// Asks once whether to make the offered shortcut; "yes" makes it, anything else leaves it.
    static func make(_ offer: SuggestionOffer, session: ConversationSession, conversation: any Conversation) async {
        do {
            try await session.confirm(offer.question)
            try await conversation.speak(await offer.accept())
        } catch is IntentCancelled {
            try? await conversation.speak("OK, no shortcut.")
        } catch {
            // Silence, or the conversation ended: the command itself completed.
        }
    }

    /// The completed command as it is donated: each set parameter's value as said.
    static func interaction(_ intent: String, parameters: [DeclaredParameter], source: InteractionSource) -> Interaction {
        var values: [String: String] = [:]
        var types: [String: String] = [:]
        for parameter in parameters {
            guard let value = parameter.slot.spokenValue else { continue }
            values[parameter.name] = value
            types[parameter.name] = parameter.slot.typeName
        }
        return Interaction(intent: intent, values: values, types: types, source: source)
    }

    static func json(_ parameters: [DeclaredParameter]) -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for parameter in parameters {
            if let value = parameter.slot.jsonValue { result[parameter.name] = value }
        }
        return result
    }
}
