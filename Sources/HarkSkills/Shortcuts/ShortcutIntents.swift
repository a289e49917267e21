import Foundation
import HarkStore
public import HarkIntents

/// "what shortcuts do i have": the phrases and what each does.
struct ListShortcuts: AppIntent {
    static let isDiscoverable = false  // not a habit to suggest or make a shortcut of
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
    static let isDiscoverable = false  // not a habit to suggest or make a shortcut of
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

/// "make a shortcut for that": the last thing done, with its values, gets a phrase the person says.
/// The phrase is heard with free dictation, checked as `hark shortcuts add` checks it, said back, and
/// kept only when the person says it again the same way.
struct MakeShortcut: AppIntent {
    static let title = "Make a shortcut"
    static let effect = IntentEffect.adds
    static let isDiscoverable = false  // not a habit to suggest or make a shortcut of
    static let authenticationPolicy = IntentAuthenticationPolicy.requiresAuthentication  // changes what Hark does
    static let description = "Makes a voice shortcut for the last thing you did: say the phrase, then say it again."
    @Dependency var book: ShortcutBook

    /// How far back "that" reaches.
    static let reach: TimeInterval = 15 * 60
    /// Phrases tried before giving up.
    static let attempts = 3

    func perform() async throws -> IntentResult {
        guard let shortcuts = book.shortcuts else { throw IntentError("Your shortcuts cannot be read now.") }
        guard let last = shortcuts.lastThingDone(within: Self.reach) else {
            return .result(dialog: "First do the command you want a shortcut for, then say: make a shortcut for that.")
        }
        let title = shortcuts.registry.skills.flatMap(\.shortcuts).first { $0.intent.identifier == last.intent }?.intent.title ?? last.intent
        let values = last.values.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        let what = title.lowercased() + (values.isEmpty ? "" : " with " + values.joined(separator: " and "))
        var question = IntentDialog("What do you want to say to \(what)?")
        for _ in 0..<Self.attempts {
            let phrase = try await requestPhrase(question)
            question = "What do you want to say instead?"
            guard !SpokenWords.tokenize(phrase).isEmpty else {
                try await say("Sorry, I didn't catch that.")
                continue
            }
            let definition = VoiceShortcutDefinition(id: 0, phrase: phrase, intent: last.intent, values: last.values, types: last.types)
            if let problem = await shortcuts.registry.check(definition) {
                try await say(Self.spoken(problem, phrase: phrase))
                continue
            }
            // Said aloud (eSpeak NG) to the grammar as it is: heard as a known phrase, it would be taken for it.
            if let other = try await knownPhraseSoundingLike(phrase) {
                try await say(IntentDialog("\"\(phrase)\" sounds too much like \"\(other)\". Choose other words."))
                continue
            }
            guard try await requestRepeat(IntentDialog("I heard \"\(phrase)\". Say it again to confirm."), phrase: phrase) else {
                try await say(IntentDialog("That didn't sound like \"\(phrase)\"."))
                continue
            }
            _ = try await shortcuts.add(phrase: phrase, intent: last.intent, values: last.values, origin: "voice")
            return .result(dialog: IntentDialog("OK. Say \"\(phrase)\" to \(what)."))
        }
        throw IntentCancelled("Let's leave it for now. You can also add a shortcut with hark shortcuts add.")
    }

    /// Why a heard phrase cannot be a shortcut, said to a listener (no intent identifiers).
    static func spoken(_ problem: VoiceShortcutProblem, phrase: String) -> IntentDialog {
        switch problem.code {
        case .collision:
            return IntentDialog("\"\(phrase)\" sounds like \(problem.conflict ?? "something I already know"). Choose other words.")
        case .invalidPhrase:
            return IntentDialog("\"\(phrase)\" is too short to tell apart: use at least \(SkillRegistry.minimumShortcutWords) words.")
        default:
            return IntentDialog("I can't make that shortcut: \(problem.message)")
        }
    }
}

/// The person's voice shortcuts, by voice: list them, delete one, make one.
public struct ShortcutsSkill: Skill {
    /// Ships with Hark: its phrases are checked against the other shipped skills' by Hark's tests.
    public var shipsWithHark: Bool { true }
    public let name = "Shortcuts"

    /// Creates the skill.
    public init() {}

    public var shortcuts: [AppShortcut] {
        [
            AppShortcut(intent: ListShortcuts.self, phrases: [
                "what shortcuts do (i | we) have",
                "(list | tell me) (my | our | the) shortcuts",
                "what are (my | our) shortcuts",
            ], typedPhrases: [
                "(tell me | read me | read | give me) [all] (my | our | the) [voice] shortcuts",
                "what (were | are) (my | our) [voice] shortcuts again",
                "(show | list) [me] [all] (my | our | the) shortcuts", "which shortcuts do (i | we) have",
                "remind me (of | what) (my | our | the) shortcuts [(are | (i've | we've | i have | we have) (set up | made | got | saved))]",
                "(read | read out | read me | say) (my | our | the) shortcuts",
                "read (my | our | the) shortcuts (out | to me)",
                "(are there | do (i | we) have | have (i | we) got) any shortcuts [set up | saved | made]",
                "any shortcuts [set up | saved | made]",
                "(what | which) shortcuts (did | have) (i | we) (make | made | set up | save | saved | create | created | add | added)",
                "what shortcuts (are there | are set up | exist)",
                "(what | which) shortcuts (are | have (i | we) got) (saved | set up | there)",
                "what [do] (my | our) shortcuts do",
                "(my | our) shortcuts",
                "what shortcuts (have | do) (i | we) (got | have) [set up | saved]",
                "what shortcuts (have | do) (i | we) (got | have) again",
                "(read out | read) all (my | our | the) shortcuts",
            ]),
            // Always with "for that" or "a shortcut for": a real "drip coffee" order was heard as "make a new shortcut".
            AppShortcut(intent: MakeShortcut.self, phrases: [
                "(make | add | create) a shortcut for (that | this)",
                "(make | give) (that | this) a shortcut",
            ], typedPhrases: [
                "(i want to | i'd like to | let me | can we | can i | could we | could i) (make | add | create | set up | save) a [new] shortcut",
                "(make | add | create) (a | one) [new] shortcut [for (that | this | it)]",
                "new shortcut",
                "(turn | make) (that | this | it) into a shortcut",
                "(remember | save | keep | store) (that | this | it | the last (thing | command | one)) as a shortcut",
                "(make | turn) the last (thing | command | one) [i did | i said] (a | into a) shortcut",
                "(let's | can we | can i) (make | add | create) a [new] shortcut",
                "(make | add | create | save) a [new] shortcut (for | of) (what i just did | what i did | what i just said | the last (thing | command | one) [i did | i said] | that last (thing | command | one))",
                "(make | give) (that | this) [one | command] a shortcut",
                "shortcut (that | this | it)",
                "(remember | save | keep) (that | this | it) so (i | we) can say it (quicker | faster | shorter) [next time]",
                "(can | could) (i | we) (have | get) a shortcut for (that | this | it | the last (thing | command | one))",
                "(can | could) (i | we) teach you a new (phrase | command | shortcut | word)",
                "(teach | give) you a new (phrase | shortcut)",
                "(i want to | i'd like to | let me) make one of (them | those | your | the) shortcuts",
            ]),
            AppShortcut(intent: DeleteShortcut.self, phrases: [
                "(delete | remove | forget) (the | my | our) {shortcut} shortcut",
                "(delete | remove) the shortcut {shortcut}",
            ], typedPhrases: [
                "(delete | remove) shortcut {shortcut}",
                "(delete | remove | forget | get rid of | erase) the shortcut (called | named | for) {shortcut}",
                "(get rid of | erase | scrap | bin | ditch | drop) (the | my | our) {shortcut} shortcut",
                "(delete | remove | erase | get rid of | forget) (my | our) shortcut (called | named | for) {shortcut}",
                // None named: Hark asks which.
                "(delete | remove | erase | get rid of) (a shortcut | one of (my | our | the) shortcuts)",
                // Said as no longer wanted: "i don't need the pizza shortcut anymore, remove it".
                "(i | we) (don't | do not | never) (need | want | use) (the | my | our) {shortcut} shortcut [anymore | any more | now]"
                    + " [[so | just] (remove | delete | bin | scrap | ditch | get rid of | forget) it]",
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
