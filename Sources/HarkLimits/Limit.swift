/// The usable range of one kind of value, with the words to say it in.
///
/// Every door into Hark (command-line flags, config keys, skills files,
/// spoken and typed values, the stores' writes) checks values through a
/// `Limit` from ``Limits``, so one place decides what is usable and every
/// refusal says the same range.
public struct Limit<Value: Comparable & Sendable>: Sendable {
    /// What the value is, as it reads in a sentence: "a feeding amount".
    public let name: String
    /// The smallest and largest usable value.
    public let range: ClosedRange<Value>
    /// How a bound reads, unit included: `{ "\($0) milliliters" }`.
    private let spell: @Sendable (Value) -> String

    /// Creates a limit named `name` over `range`, its bounds spelled by `spell`.
    public init(_ name: String, _ range: ClosedRange<Value>, spell: @escaping @Sendable (Value) -> String) {
        self.name = name
        self.range = range
        self.spell = spell
    }

    /// Whether `value` is usable.
    public func contains(_ value: Value) -> Bool { range.contains(value) }

    /// "from 1 to 1000 milliliters"; both bounds keep their unit when the units differ ("from 1 second to 24 hours").
    public var rangeText: String {
        let lower = spell(range.lowerBound), upper = spell(range.upperBound)
        let lowerParts = lower.split(separator: " ", maxSplits: 1), upperParts = upper.split(separator: " ", maxSplits: 1)
        if lowerParts.count == 2, upperParts.count == 2, lowerParts[1] == upperParts[1] {
            return "from \(lowerParts[0]) to \(upper)"
        }
        return "from \(lower) to \(upper)"
    }

    /// One sentence saying `value` cannot be used and what can: "A feeding amount must be from 1 to 1000 milliliters."
    public var refusal: String { "\(Self.capitalized(name)) must be \(rangeText)." }

    /// One sentence naming where a refused value came from and what is usable:
    /// `refusal("--expires", is: "10000-01-01")` is "--expires is 10000-01-01; a date must be from 2000 to 2099."
    public func refusal(_ subject: String, is given: String) -> String { "\(subject) is \(given); \(name) must be \(rangeText)." }

    /// Returns `value` when usable; otherwise throws a ``LimitError`` whose message gives the range.
    @discardableResult
    public func check(_ value: Value) throws(LimitError) -> Value {
        guard range.contains(value) else { throw LimitError(name: name, message: refusal) }
        return value
    }

    /// The nearest usable value.
    public func clamp(_ value: Value) -> Value { min(max(value, range.lowerBound), range.upperBound) }

    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}

extension Limit where Value: FloatingPoint {
    /// Whether `value` is a finite number inside the range (NaN and infinities never are).
    public func contains(_ value: Value) -> Bool { value.isFinite && range.contains(value) }

    /// Returns `value` when finite and usable; otherwise throws a ``LimitError``.
    @discardableResult
    public func check(_ value: Value) throws(LimitError) -> Value {
        guard contains(value) else { throw LimitError(name: name, message: refusal) }
        return value
    }
}
