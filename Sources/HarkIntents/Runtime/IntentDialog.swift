/// What Hark says: a full sentence, and a shorter supporting form for brief replies.
public struct IntentDialog: Sendable, Hashable, Codable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The full spoken text.
    public var full: String
    /// A shorter form (defaults to the full text).
    public var supporting: String

    /// Creates a dialog; `supporting` defaults to `full`.
    public init(_ full: String, supporting: String? = nil) {
        self.full = full
        self.supporting = supporting ?? full
    }

    /// Creates a dialog from a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// Creates a dialog from an interpolated string.
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    /// Named like App Intents' `IntentDialog(full:supporting:)`.
    public init(full: String, supporting: String) { self.init(full, supporting: supporting) }

    public var description: String { full }
}

/// What `perform()` returns: a dialog to speak and optionally a value.
public struct IntentResult: Sendable {
    /// What to say.
    public var dialog: IntentDialog?
    /// A value for callers (JSON), e.g. the id of the created record.
    public var value: JSONValue?

    /// Creates a result.
    public init(dialog: IntentDialog? = nil, value: JSONValue? = nil) {
        self.dialog = dialog
        self.value = value
    }

    /// App Intents–style `.result(dialog:)`.
    public static func result(dialog: IntentDialog? = nil, value: JSONValue? = nil) -> IntentResult {
        IntentResult(dialog: dialog, value: value)
    }
}
