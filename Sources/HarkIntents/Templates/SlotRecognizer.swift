/// Judges whether some words are a value for a parameter slot. The matcher asks it about
/// every candidate span, so "set an alarm for seven thirty" fills `{time}` with
/// ["seven", "thirty"] only if the time parser accepts those words.
public protocol SlotRecognizer {
    /// A score in 0…1 for `words` as one complete value of `slot` (1 = certain), or nil if
    /// they are not a value. `words` are lowercase and never empty.
    func score(slot: String, words: ArraySlice<String>) -> Double?

    /// The most words one value of `slot` can have, or nil when there is no bound. The
    /// matcher asks about no longer span, which keeps matching linear in the sentence's length.
    func longestValue(slot: String) -> Int?
}

extension SlotRecognizer {
    /// No bound: every span is asked about.
    public func longestValue(slot: String) -> Int? { nil }
}

/// A slot recognizer made from a closure.
public struct ClosureSlotRecognizer: SlotRecognizer {
    let body: (String, ArraySlice<String>) -> Double?

    /// Wraps `body(slot, words)`, which returns a score in 0…1 or nil.
    public init(_ body: @escaping (String, ArraySlice<String>) -> Double?) {
        self.body = body
    }

    public func score(slot: String, words: ArraySlice<String>) -> Double? {
        body(slot, words)
    }
}

/// A slot recognizer that accepts fixed spoken values per slot (entity names, test data),
/// each scoring 1; slots it has no list for accept nothing.
public struct ListSlotRecognizer: SlotRecognizer, Sendable {
    /// The accepted values by slot, each as lowercase words.
    public let values: [String: Set<[String]>]

    /// Accepts, for each slot, the listed phrases (split on spaces, lowercased).
    public init(_ values: [String: [String]]) {
        self.values = values.mapValues { phrases in
            Set(phrases.map { $0.lowercased().split(separator: " ").map(String.init) })
        }
    }

    public func score(slot: String, words: ArraySlice<String>) -> Double? {
        values[slot]?.contains(Array(words)) == true ? 1 : nil
    }

    public func longestValue(slot: String) -> Int? {
        values[slot]?.map(\.count).max() ?? 0
    }
}
