/// The conversation an intent's `perform()` runs in, reachable through a task-local
/// so `requestConfirmation`, `requestDisambiguation` and `say` can ask the user.
final class IntentContext: Sendable {
    @TaskLocal static var current: IntentContext?

    let session: ConversationSession

    init(session: ConversationSession) { self.session = session }

    func confirm(_ dialog: IntentDialog) async throws {
        try await session.confirm(dialog)
    }

    func yesOrNo(_ dialog: IntentDialog) async throws -> Bool {
        try await session.yesOrNo(dialog)
    }

    func disambiguate(options: [String], dialog: IntentDialog?, parameterTitle: String) async throws -> Int {
        try await session.disambiguate(options: options, dialog: dialog, parameterTitle: parameterTitle)
    }

    func ask(for slot: any ParameterSlot, dialog: IntentDialog?) async throws {
        try await session.ask(for: slot, name: slot.title, dialog: dialog)
    }

    func say(_ dialog: IntentDialog) async throws {
        try await session.conversation.speak(dialog)
    }
}
