import Foundation
import HarkStore
public import HarkIntents

/// "what shortcuts do i have": the phrases and what each does.
struct ListShortcuts: AppIntent {
    static let title = "List my shortcuts"
    static let effect = IntentEffect.reads
    static let description = "Says your voice shortcuts and what each one does."
    @Dependency var book: ShortcutBook

    func perform() async throws -> IntentResult {
        guard let shortcuts = book.shortcuts else { throw IntentError("Your shortcuts cannot be read now.") }
        let all = try shortcuts.all()
        guard !all.isEmpty else {
            return .result(dialog: "You have no shortcuts yet. Make one with hark shortcuts add, or from a suggestion.")
        }
        let titles = Dictionary(shortcuts.registry.skills.flatMap(\.shortcuts).map { ($0.intent.identifier, $0.intent.title) },
                                uniquingKeysWith: { a, _ in a })
        let spoken = all.map { "\"\($0.phrase)\" to \((titles[$0.intent] ?? $0.intent).lowercased())" }
        let count = all.count == 1 ? "one shortcut" : "\(all.count) shortcuts"
        let list = spoken.joined(separator: "; ")
        return .result(dialog: IntentDialog("You have \(count): \(list)."))
    }
}

/// "delete the pineapple pizza shortcut": asks first, since it cannot be undone by voice.
struct DeleteShortcut: AppIntent {
    static let title = "Delete a shortcut"
    static let effect = IntentEffect.destroys
    static let authenticationPolicy = IntentAuthenticationPolicy.requiresAuthentication  // private, or changes access
    static let description = "Deletes one of your voice shortcuts, after asking."
    @Dependency var book: ShortcutBook
    @Parameter(title: "Shortcut", requestValueDialog: "Which shortcut?")
    var shortcut: ShortcutEntity

    func perform() async throws -> IntentResult {
        guard let shortcuts = book.shortcuts else { throw IntentError("Your shortcuts cannot be read now.") }
        try await requestConfirmation("Delete the shortcut \"\(shortcut.phrase)\"?", refusal: "OK, I kept it.")
        try await shortcuts.delete(id: shortcut.number)
        return .result(dialog: "OK, I deleted the shortcut \"\(shortcut.phrase)\".")
    }
}

/// The person's voice shortcuts, by voice: list them, delete one.
public struct ShortcutsSkill: Skill {
    public let name = "Shortcuts"

    /// Creates the skill.
    public init() {}

    public var shortcuts: [AppShortcut] {
        [
            AppShortcut(intent: ListShortcuts.self, phrases: [
                "what shortcuts do (i | we) have",
                "(list | tell me) (my | our | the) shortcuts",
                "what are (my | our) shortcuts",
            ], typedPhrases: ["(show | list) [me] (my | our | the) shortcuts", "which shortcuts do (i | we) have"]),
            AppShortcut(intent: DeleteShortcut.self, phrases: [
                "(delete | remove | forget) (the | my | our) {shortcut} shortcut",
                "(delete | remove) the shortcut {shortcut}",
            ]),
        ]
    }
}

extension BuiltInSkill {
    /// Voice shortcuts by voice; their table comes with `Store.voiceShortcutMigrations`.
    public static let shortcuts = BuiltInSkill(ShortcutsSkill(), migrations: [], tables: []) {
        ShortcutBook(store: $0.store, clock: $0.clock, registry: $0.registry)
    }
}
