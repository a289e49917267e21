/// A phrase the person chose, bound to one intent with some of its parameters fixed
/// (Siri's `INVoiceShortcut`): "pineapple pizza" → `ScheduleFakeCall` with caller "Boss" and
/// delay "5 minutes". The registry hears the phrase like any other and runs the intent as if
/// the fixed values had been said; a required parameter left out is asked for when it runs.
public struct VoiceShortcutDefinition: Sendable, Hashable {
    /// The stored shortcut's id (what `hark shortcuts edit|delete` name it by).
    public var id: Int64
    /// The phrase as the person wrote or said it ("Pineapple pizza").
    public var phrase: String
    /// The identifier of the intent it runs (`ScheduleFakeCall`).
    public var intent: String
    /// Parameter name → its value as written ("5 minutes", "7:30", "Boss"), read as if said.
    public var values: [String: String]
    /// Parameter name → its type when the shortcut was stored (`SpokenDuration`): every parameter the
    /// intent had then, set or not (shortcuts stored before 2026-11-29 hold only the set ones), so a
    /// later Hark can tell a parameter renamed or retyped from one removed. Empty when not known.
    public var types: [String: String]
    /// When it is worth suggesting: "what can I say" names it first then.
    public var relevance: [ShortcutRelevance]

    /// Creates a definition.
    public init(id: Int64, phrase: String, intent: String, values: [String: String] = [:], types: [String: String] = [:],
                relevance: [ShortcutRelevance] = []) {
        self.id = id
        self.phrase = phrase
        self.intent = intent
        self.values = values
        self.types = types
        self.relevance = relevance
    }

    /// The phrase as the words it is heard as: lowercase, punctuation dropped.
    public var words: [String] { SpokenWords.tokenize(phrase) }

    /// Each fixed value as the words it is read as ("5 minutes" → "five minutes").
    public var valueWords: [String: [String]] {
        values.mapValues { SpokenWords.spellingNumbers(SpokenWords.tokenize($0)) }
    }
}

/// Why a voice shortcut cannot be added, or no longer works: one sentence naming the shortcut
/// and what to do.
public struct VoiceShortcutProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem this is; compare against the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String
        public var description: String { name }
        /// The phrase is empty, holds digits or symbols, or is too short to be heard apart.
        public static let invalidPhrase = Code(name: "invalidPhrase")
        /// The phrase can be said like a built-in phrase, a skill's phrase or another shortcut.
        public static let collision = Code(name: "collision")
        /// No registered intent has this identifier (a removed skill, or a typo).
        public static let unknownIntent = Code(name: "unknownIntent")
        /// The intent has no parameter of this name.
        public static let unknownParameter = Code(name: "unknownParameter")
        /// A fixed value does not read as its parameter's type, or its thing is not known.
        public static let invalidValue = Code(name: "invalidValue")
        /// The intent changed since the shortcut was stored so that its values no longer fit:
        /// a parameter renamed, or of another type now.
        public static let incompatible = Code(name: "incompatible")
        /// No stored shortcut has this id or phrase.
        public static let unknownShortcut = Code(name: "unknownShortcut")
    }

    /// What kind of problem this is.
    public let code: Code
    /// The shortcut's id (0 for one not stored yet).
    public let shortcut: Int64
    /// One sentence saying what is wrong and what to do.
    public let message: String

    /// For a collision, what the phrase is already taken by, in words to say aloud: "your shortcut
    /// \"bottle time\"", or "a command I know: Start feeding" (the title of the intent a built-in or
    /// skills-file phrase runs; its template's brackets cannot be said).
    public let conflict: String?

    /// Creates a problem.
    public init(_ code: Code, shortcut: Int64, _ message: String, conflict: String? = nil) {
        self.code = code
        self.shortcut = shortcut
        self.message = message
        self.conflict = conflict
    }

    public var description: String { message }
}
