/// The words that filled one parameter slot, and what they mean.
public struct SlotFill: Sendable, Hashable, CustomStringConvertible {
    /// The words said for the slot, lowercase ("seven", "thirty").
    public var words: [String]
    /// The meaning chosen inside a tagged group (`(fridge | refrigerator):fridge`); nil for a
    /// `{slot}` (its value parser decides) or a group said without a meaning.
    public var meaning: String?

    /// Creates a slot fill.
    public init(words: [String], meaning: String? = nil) {
        self.words = words
        self.meaning = meaning
    }

    /// The meaning if there is one, otherwise the words joined by spaces.
    public var value: String { meaning ?? words.joined(separator: " ") }

    public var description: String {
        let spoken = words.joined(separator: " ")
        guard let meaning else { return "\"\(spoken)\"" }
        return "\"\(spoken)\"→\(meaning)"
    }
}

/// The best reading of a sentence as one registered phrase.
public struct TemplateMatch: Sendable, Hashable, CustomStringConvertible {
    /// The id of the phrase matched.
    public var phraseID: String
    /// The filled slots by parameter name; slots left out (inside `[ … ]`) are absent.
    public var slots: [String: SlotFill]
    /// Every meaning chosen, outermost first, in the order they were said.
    public var meanings: [String]
    /// Input words skipped as filler ("please", "can you"), in order.
    public var skipped: [String]
    /// How well the sentence fits, 0…1: the share of input words the phrase explains,
    /// counting a template word as 1, a slot word as its recognizer score, and a skipped
    /// filler word as ``TemplateMatcher/fillerWeight``. An exact match with sure slots is 1.
    public var score: Double
    /// How many template words (not slot words) the sentence matched; more is more specific.
    public var literalCount: Int
    /// The slot whose words end the reading, with no template word after them; nil when
    /// the phrase ends with a template word or has no slot.
    public var trailingSlot: String?

    /// Creates a match.
    public init(phraseID: String, slots: [String: SlotFill] = [:], meanings: [String] = [],
                skipped: [String] = [], score: Double, literalCount: Int, trailingSlot: String? = nil) {
        self.phraseID = phraseID
        self.slots = slots
        self.meanings = meanings
        self.skipped = skipped
        self.score = score
        self.literalCount = literalCount
        self.trailingSlot = trailingSlot
    }

    /// Whether every input word was consumed by the phrase (nothing skipped).
    public var isExact: Bool { skipped.isEmpty }

    public var description: String {
        var text = phraseID
        let filled = slots.keys.sorted().map { "\($0)=\(slots[$0]!)" }
        if !filled.isEmpty { text += " " + filled.joined(separator: " ") }
        if !meanings.isEmpty { text += " meanings=" + meanings.joined(separator: ",") }
        if !skipped.isEmpty { text += " skipped=" + skipped.joined(separator: ",") }
        return text + " score=\(score)"
    }
}
