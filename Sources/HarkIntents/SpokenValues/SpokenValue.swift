/// A value read by `ValueKind.parse(words:)`.
public enum SpokenValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A number (also for `.integer`).
    case number(SpokenNumber)
    /// A length of time.
    case duration(SpokenDuration)
    /// A time of day.
    case timeOfDay(TimeOfDay)
    /// A day relative to today.
    case relativeDay(RelativeDay)

    /// The value as text for eSpeak ("2.5", "1 hour and 5 minutes", "7:30 PM", "tomorrow").
    public var spokenText: String {
        switch self {
        case .number(let value): return value.spokenText
        case .duration(let value): return value.spokenText
        case .timeOfDay(let value): return value.spokenText
        case .relativeDay(let value): return value.spokenText
        }
    }

    /// Same as `spokenText`.
    public var description: String { spokenText }
}
