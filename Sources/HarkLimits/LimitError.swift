/// A value outside its usable range; the message says the range in one sentence.
public struct LimitError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the value is ("a feeding amount").
    public let name: String
    /// One sentence: "A feeding amount must be from 1 to 1000 milliliters."
    public let message: String

    /// Creates an error.
    public init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    public var description: String { message }
}
