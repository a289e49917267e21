/// An intent with the phrases that start it, like App Intents' `AppShortcut`.
///
/// Phrases are templates (see `TemplateParser`): `"set [an] alarm for {time}"`,
/// where `{time}` names one of the intent's parameters.
public struct AppShortcut: Sendable {
    /// The intent type the phrases start (a placeholder type for a dynamic intent: use `intent`).
    public let intentType: any AppIntent.Type
    /// The intent the phrases start: identifier, title, parameters.
    public let intent: IntentDescriptor
    /// Phrase templates, heard in speech and read in typed text.
    public let phrases: [String]
    /// Phrase templates read only in typed text (`hark ask`, a conversation agent's
    /// transcript), never compiled into the speech grammar: wordings that are clear when
    /// typed but risky or costly to hear, such as "stop the feeding", one vowel from "start
    /// the feeding", where a misheard word would end a running feeding.
    public let typedPhrases: [String]
    /// A short title for listings.
    public let shortTitle: String
    /// When it is worth suggesting (any of them): "what can I say" names it first then.
    public let relevance: [ShortcutRelevance]

    /// Creates a shortcut.
    public init<Intent: AppIntent>(intent: Intent.Type, phrases: [String], typedPhrases: [String] = [], shortTitle: String? = nil,
                                   relevance: [ShortcutRelevance] = []) {
        self.intentType = intent
        self.intent = IntentDescriptor(intent)
        self.phrases = phrases
        self.typedPhrases = typedPhrases
        self.shortTitle = shortTitle ?? Intent.title
        self.relevance = relevance
    }

    /// The same intent with other spoken phrases and the same typed ones (the benchmark grows the built-in skills with it).
    public func replacingPhrases(_ phrases: [String]) -> AppShortcut {
        AppShortcut(intentType: intentType, intent: intent, phrases: phrases, typedPhrases: typedPhrases, shortTitle: shortTitle, relevance: relevance)
    }

    private init(intentType: any AppIntent.Type, intent: IntentDescriptor, phrases: [String], typedPhrases: [String], shortTitle: String,
                 relevance: [ShortcutRelevance]) {
        self.intentType = intentType
        self.intent = intent
        self.phrases = phrases
        self.typedPhrases = typedPhrases
        self.shortTitle = shortTitle
        self.relevance = relevance
    }

    /// Creates a shortcut from a descriptor (a dynamic intent's).
    init(descriptor: IntentDescriptor, phrases: [String], shortTitle: String, relevance: [ShortcutRelevance] = []) {
        self.intentType = DynamicIntentRun.self
        self.intent = descriptor
        self.phrases = phrases
        self.typedPhrases = []
        self.shortTitle = shortTitle
        self.relevance = relevance
    }
}

/// A group of intents with their shortcuts (at most 10), like `AppShortcutsProvider`.
public protocol Skill: Sendable {
    /// The skill's name ("Feeding log").
    var name: String { get }
    /// The shortcuts: each an intent with its phrases. At most 10.
    var shortcuts: [AppShortcut] { get }
    /// Shared rules this skill's phrases (and later skills' phrases) may use as `<name>`:
    /// name → template without slots (`"baby": "the baby | her | him"`). None by default.
    var rules: [String: String] { get }
    /// Whether the person wrote this skill (a skills file) rather than it coming with Hark.
    ///
    /// A person's own phrases are heard a second time on their own: when the reading of
    /// the whole grammar is refused, the same audio is decoded with only the user-defined
    /// phrases (``CompiledCommands/userGrammar``), so Hark's broad phrases (a timer with
    /// any duration and any name) cannot hide an order the person wrote a phrase for.
    var isUserDefined: Bool { get }
    /// Words typed text may write for this skill's words (written form → the words its
    /// phrases use: `"bub": "baby"`), read only when the text fails as written (see ``TypedSynonyms``). None by default.
    var typedSynonyms: [String: String] { get }
    /// The words a person's name typed in a sentence stands for when this skill knows no
    /// name of its own ("the baby", for a feeding log with no baby's name set), or nil.
    /// A typed sentence no other reading understands, with one name-like word no phrase
    /// knows ("leo finished his bottle"), is read again with these words in its place,
    /// and taken only when it reaches one of this skill's intents. Nil by default.
    var typedNameStandsFor: String? { get }
    /// A thing typed text names that no value of one of this skill's optional parameters
    /// holds ("set a timer for the **banana bread** for 50 minutes"), or nil: a run of one to
    /// three words, each one no phrase knows or a name another slot knows, is read as
    /// ``TypedUnlistedName/standIn`` and, when a phrase then reads the sentence into one of this
    /// skill's intents that only adds something, with the stand-in as that parameter's value and
    /// some other value said, the intent runs without the parameter. Nil by default.
    var typedUnlistedName: TypedUnlistedName? { get }
    /// Whether the skill ships with Hark. Shipped skills' phrases are checked against each
    /// other by Hark's own tests (a registry made with `checkingShippedPhrases`), not at every
    /// start, where it cost each `hark` command about 2 s of CPU; every other skill's phrases,
    /// skills files' and voice shortcuts' are still checked against them. False by default.
    var shipsWithHark: Bool { get }
}

extension Skill {
    /// No rules of its own: the phrases use only the registry's rules.
    public var rules: [String: String] { [:] }
    /// A skill written in Swift comes with Hark.
    public var isUserDefined: Bool { false }
    /// No synonyms of its own: only ``TypedSynonyms/standardDefinitions``.
    public var typedSynonyms: [String: String] { [:] }
    /// No name stands for anything in this skill's phrases.
    public var typedNameStandsFor: String? { nil }
    /// No parameter takes a thing no value holds.
    public var typedUnlistedName: TypedUnlistedName? { nil }
    /// A skill is not Hark's own unless it says so.
    public var shipsWithHark: Bool { false }
}

/// An optional parameter whose values are a fixed list, and the value that stands in for a
/// thing typed text names that the list does not hold (see ``Skill/typedUnlistedName``).
public struct TypedUnlistedName: Sendable {
    /// The parameter ("name").
    public let parameter: String
    /// A value of it, as template words ("pizza"), read in the unknown words' place.
    public let standIn: String

    /// `standIn` stands for what `parameter`'s values do not hold.
    public init(parameter: String, standIn: String) {
        self.parameter = parameter
        self.standIn = standIn
    }
}
