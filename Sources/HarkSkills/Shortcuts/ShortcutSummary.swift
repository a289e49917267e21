public import Foundation
public import HarkStore

/// One stored shortcut as the command line (`--json`) and the web API print it: one shape for both.
public struct ShortcutSummary: Encodable, Sendable, Equatable {
    /// The shortcut's number.
    public let id: Int64
    /// Its phrase.
    public let phrase: String
    /// The intent it runs.
    public let intent: String
    /// Its fixed values, as written.
    public let values: [String: String]
    /// When it is relevant (`evening`, `06:00-09:00`, `feeding-running`).
    public let relevant: [String]
    /// How it was made: cli, web, suggestion.
    public let origin: String
    /// When it was made.
    public let createdAt: Date
    /// Why it is not heard now, when it is not.
    public let problem: String?

    /// The summary of `shortcut`, with why it is not heard if it is not.
    public init(_ shortcut: VoiceShortcut, problem: String? = nil) {
        id = shortcut.id ?? 0
        phrase = shortcut.phrase
        intent = shortcut.intent
        values = shortcut.values
        relevant = shortcut.relevance
        origin = shortcut.origin
        createdAt = shortcut.createdAt
        self.problem = problem
    }
}

/// One suggested shortcut as the command line (`--json`) and the web API print it: one shape for both.
public struct SuggestionSummary: Encodable, Sendable, Equatable {
    /// The intent it would run.
    public let intent: String
    /// The values it would fix, as said.
    public let values: [String: String]
    /// How many times it was done in the kept days.
    public let count: Int
    /// Days donations are kept (``Donations/keepDays``).
    public let days: Int
    /// When it tends to be done ("on Friday evenings"), or "".
    public let when: String
    /// When it was last done.
    public let last: Date
    /// A free phrase to make it with, when one is found.
    public let phrase: String?
    /// Whether Hark has offered it aloud already.
    public let offered: Bool

    /// The summary of `suggestion` with its proposed phrase.
    public init(_ suggestion: ShortcutSuggestion, days: Int, phrase: String?) {
        intent = suggestion.intent
        values = suggestion.values
        count = suggestion.count
        self.days = days
        when = suggestion.when
        last = suggestion.last
        self.phrase = phrase
        offered = suggestion.offered
    }
}
