/// An intent with the phrases that start it, like App Intents' `AppShortcut`.
///
/// Phrases are templates (see `TemplateParser`): `"set [an] alarm for {time}"`,
/// where `{time}` names one of the intent's parameters.
public struct AppShortcut: Sendable {
    /// The intent the phrases start.
    public let intentType: any AppIntent.Type
    /// Phrase templates.
    public let phrases: [String]
    /// A short title for listings.
    public let shortTitle: String

    /// Creates a shortcut.
    public init<Intent: AppIntent>(intent: Intent.Type, phrases: [String], shortTitle: String? = nil) {
        self.intentType = intent
        self.phrases = phrases
        self.shortTitle = shortTitle ?? Intent.title
    }
}

/// A group of intents with their shortcuts (at most 10), like `AppShortcutsProvider`.
public protocol Skill: Sendable {
    /// The skill's name ("Feeding log").
    var name: String { get }
    /// The shortcuts: each an intent with its phrases. At most 10.
    var shortcuts: [AppShortcut] { get }
}
