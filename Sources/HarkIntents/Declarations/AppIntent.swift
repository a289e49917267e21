/// Something Hark can do, declared like Apple's `AppIntent`:
///
/// ```swift
/// struct SetTimer: AppIntent {
///     static let title = "Set a timer"
///     @Parameter(title: "Duration", requestValueDialog: "For how long?")
///     var duration: SpokenDuration
///     func perform() async throws -> IntentResult {
///         .result(dialog: "Timer set for \(duration.spokenText).")
///     }
/// }
/// ```
public protocol AppIntent: Sendable {
    /// A short human title ("Start feeding").
    static var title: String { get }
    /// A one-line description for `hark intents`.
    static var description: String { get }
    /// Whether performing this intent stores a name no entity query knows yet (a new
    /// pantry food). Typed text then routes such a name to it only when template words
    /// follow the name ("put gochujang in the fridge"), never when the name ends the
    /// sentence ("i got fired" is not a food). Default false: an intent that only looks
    /// names up says it knows no such name and asks again.
    static var storesNewNames: Bool { get }
    /// What performing the intent does to the user's records and schedule. A spoken
    /// command heard with doubt is confirmed first unless the intent only ``IntentEffect/reads``.
    /// Default ``IntentEffect/changes``: an intent that does not say is treated as one that
    /// changes something, so forgetting to declare it costs a question, never a wrong action.
    static var effect: IntentEffect { get }
    /// The identifiers this intent replaces (App Intents' `CustomIntentMigratedAppIntent`): a voice
    /// shortcut stored for one of them runs this intent. Default none.
    static var replacedIdentifiers: [String] { get }
    /// Whether it may run while Hark is locked. Default ``IntentAuthenticationPolicy/alwaysAllowed``.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// Whether it is something a person does with Hark, kept for suggestions and shortcuts (App Intents'
    /// `isDiscoverable`). Default true; help, locking and the shortcut intents themselves say false:
    /// they are not donated, and "make a shortcut for that" passes over them.
    static var isDiscoverable: Bool { get }
    /// Creates an intent with unresolved parameters.
    init()
    /// Does the work once every required parameter is resolved; returns what to say.
    func perform() async throws -> IntentResult
}

extension AppIntent {
    public static var description: String { "" }
    public static var storesNewNames: Bool { false }
    public static var effect: IntentEffect { .changes }
    public static var replacedIdentifiers: [String] { [] }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    public static var isDiscoverable: Bool { true }
    /// The intent's identifier: its type name.
    public static var identifier: String { String(describing: Self.self) }

    /// Asks the user to confirm before going on; returns on "yes", throws `IntentCancelled` on "no".
    public func requestConfirmation(_ dialog: IntentDialog) async throws {
        guard let context = IntentContext.current else { throw IntentContextError.noConversation }
        try await context.confirm(dialog)
    }

    /// Asks the user to confirm before going on; returns on "yes", and on "no" throws
    /// `IntentCancelled` with `refusal` ("OK, I didn't log it.") for Hark to say.
    public func requestConfirmation(_ dialog: IntentDialog, refusal: IntentDialog) async throws {
        do {
            try await requestConfirmation(dialog)
        } catch is IntentCancelled {
            throw IntentCancelled(refusal)
        }
    }

    /// Asks a question whose "no" leads somewhere else rather than ending the command
    /// ("The bacon is in the fridge. Move it to the freezer?"): true on "yes", false on "no";
    /// "cancel" throws `IntentCancelled` and silence ends the conversation, as in any answer.
    public func requestYesOrNo(_ dialog: IntentDialog) async throws -> Bool {
        guard let context = IntentContext.current else { throw IntentContextError.noConversation }
        return try await context.yesOrNo(dialog)
    }

    /// Asks for words that must not be shown or kept (a passphrase): heard as `count` of `words`, never
    /// reported in events, logs or donations. Returns the words heard (typed text: as typed).
    public func requestSecretWords(_ dialog: IntentDialog, words: [String], count: Int) async throws -> [String] {
        guard let context = IntentContext.current else { throw IntentContextError.noConversation }
        return try await context.session.askSecret(dialog, words: words, count: count)
    }

    /// Asks for a phrase no grammar expects (a new shortcut's words): spoken, it is heard with free
    /// dictation over the whole dictionary; typed, it is the text. Returns the words, empty when nothing
    /// was heard; "cancel" throws `IntentCancelled` as in any answer.
    public func requestPhrase(_ dialog: IntentDialog) async throws -> String {
        guard let context = IntentContext.current else { throw IntentContextError.noConversation }
        return try await context.session.askPhrase(dialog)
    }

    /// The known phrase `phrase` is heard as when spoken, if another (see ``Conversation/soundsLike(_:)``).
    public func knownPhraseSoundingLike(_ phrase: String) async throws -> String? {
        guard let context = IntentContext.current else { throw IntentContextError.noConversation }
        return try await context.session.conversation.soundsLike(phrase)
    }

    /// Asks the person to say `phrase` again; true when the answer is that phrase, false when it is
    /// something else or nothing ("cancel" throws `IntentCancelled`).
    public func requestRepeat(_ dialog: IntentDialog, phrase: String) async throws -> Bool {
        guard let context = IntentContext.current else { throw IntentContextError.noConversation }
        return try await context.session.askRepeat(dialog, phrase: phrase)
    }

    /// Says something now, before `perform()` finishes ("in progress" for long work).
    public func say(_ dialog: IntentDialog) async throws {
        guard let context = IntentContext.current else { throw IntentContextError.noConversation }
        try await context.say(dialog)
    }
}

/// What an intent does when it is performed, from harmless to not undoable.
public enum IntentEffect: String, Sendable, Equatable, Codable, CaseIterable {
    /// Only looks things up and says them (lists, status, advice).
    case reads
    /// Adds a record or schedules something new (start a feeding, set an alarm, store a food).
    case adds
    /// Changes or ends something already there (finish a feeding, move an alarm).
    case changes
    /// Removes or cancels something (cancel an alarm, use up a food).
    case destroys

    /// Whether performing it leaves the records or the schedule different: everything but ``reads``.
    public var changesSomething: Bool { self != .reads }
}

/// One parameter as declared on an intent, found by reflection.
struct DeclaredParameter: Sendable {
    /// The property name without the wrapper's underscore ("amount").
    let name: String
    let slot: any ParameterSlot
}

extension AppIntent {
    /// The `@Parameter` properties of this instance, in declaration order.
    var declaredParameters: [DeclaredParameter] {
        if let dynamic = self as? DynamicIntentRun {
            return dynamic.parameters.map { DeclaredParameter(name: $0.name, slot: $0.slot) }
        }
        return Mirror(reflecting: self).children.compactMap { child in
            guard let label = child.label, let slot = child.value as? any ParameterSlot else { return nil }
            return DeclaredParameter(name: label.hasPrefix("_") ? String(label.dropFirst()) : label, slot: slot)
        }
    }

    /// The parameter named `name`, if declared.
    func parameter(named name: String) -> (any ParameterSlot)? {
        declaredParameters.first { $0.name == name }?.slot
    }
}

/// The user said no or cancel; nothing was changed.
public struct IntentCancelled: Error, Sendable, Equatable {
    /// What to say (default "OK, cancelled.").
    public var dialog: IntentDialog
    /// Creates a cancellation with what to say.
    public init(_ dialog: IntentDialog = "OK, cancelled.") { self.dialog = dialog }
}

/// An error whose message is meant to be spoken to the user.
public protocol SpokenError: Error {
    /// What Hark says about it.
    var dialog: IntentDialog { get }
}

/// A simple spoken error for `perform()`: `throw IntentError("There is no feeding running.")`.
public struct IntentError: SpokenError, Sendable, Equatable, CustomStringConvertible {
    public let dialog: IntentDialog
    /// Creates an error that is spoken as is.
    public init(_ dialog: IntentDialog) { self.dialog = dialog }
    public var description: String { dialog.full }
}

/// Raised when an intent asks the user something outside a conversation.
enum IntentContextError: Error, CustomStringConvertible {
    case noConversation
    var description: String { "This intent asked a question outside a conversation; run it through IntentRunner." }
}

/// A parameter as listed by `hark intents`.
public struct ParameterSummary: Sendable, Equatable, Codable {
    /// Property name ("amount").
    public let name: String
    /// Title ("Amount").
    public let title: String
    /// Type name ("integer", "duration", "Caller").
    public let type: String
    /// Whether Hark asks for it when missing.
    public let required: Bool
}

extension AppIntent {
    /// The intent's parameters, in declaration order.
    public static var parameterSummaries: [ParameterSummary] {
        Self().declaredParameters.map {
            ParameterSummary(name: $0.name, title: $0.slot.title, type: $0.slot.typeName, required: $0.slot.isRequired)
        }
    }
}
