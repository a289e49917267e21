import Foundation

/// Sentence pieces for food names: agreement ("the milk expires", "the eggs
/// expire"), pronouns, lengths of time and lists, so every answer reads as
/// one short, grammatical sentence.
enum PantryWording {
    /// Names that end in "s" but are one thing.
    static let singularsEndingInS: Set<String> = ["hummus", "asparagus", "couscous", "swiss", "molasses", "citrus", "bass"]

    /// Whether a food name is plural ("eggs", "green beans"), judged by its last word.
    static func isPlural(_ name: String) -> Bool {
        guard let last = name.lowercased().split(separator: " ").last.map(String.init) else { return false }
        return last.hasSuffix("s") && !last.hasSuffix("ss") && !singularsEndingInS.contains(last)
    }

    /// "is" or "are".
    static func be(_ name: String) -> String { isPlural(name) ? "are" : "is" }

    /// "it" or "they".
    static func subject(_ name: String) -> String { isPlural(name) ? "they" : "it" }

    /// "It's" or "They're", opening a sentence about the name.
    static func itIs(_ name: String) -> String { isPlural(name) ? "They're" : "It's" }

    /// "it" or "them".
    static func object(_ name: String) -> String { isPlural(name) ? "them" : "it" }

    /// The verb agreeing with the name: `verb("expires", name)` is "expire" for plurals.
    static func verb(_ thirdPersonSingular: String, _ name: String) -> String {
        guard isPlural(name) else { return thirdPersonSingular }
        if thirdPersonSingular.hasSuffix("es"), ["ches", "shes", "sses", "xes"].contains(where: thirdPersonSingular.hasSuffix) {
            return String(thirdPersonSingular.dropLast(2))
        }
        return thirdPersonSingular.hasSuffix("s") ? String(thirdPersonSingular.dropLast()) : thirdPersonSingular
    }

    /// A note with `{it}` filled in for the name.
    static func fill(_ note: String, for name: String) -> String {
        note.replacingOccurrences(of: "{it}", with: object(name))
    }

    /// First letter upper-cased.
    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// A length in days as said: "1 day", "5 days", "3 weeks", "30 days", "3 months", "1 year".
    static func days(_ days: Int) -> String {
        func unit(_ count: Int, _ word: String) -> String { count == 1 ? "1 \(word)" : "\(count) \(word)s" }
        if days < 14 { return unit(days, "day") }
        if days < 60 { return days % 7 == 0 ? unit(days / 7, "week") : unit(days, "day") }
        if days >= 360 { return unit(max(1, Int((Double(days) / 365).rounded())), "year") }
        return unit(Int((Double(days) / 30).rounded()), "month")
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        }
    }
}
