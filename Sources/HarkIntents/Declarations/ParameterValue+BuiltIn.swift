import HarkLimits

/// Integers: "one hundred twenty", "a dozen", "120".
extension Int: ParameterValue {
    public static var typeName: String { "integer" }
    public static func spokenForm() async throws -> SpokenForm { .value(.integer) }
    public static func resolve(words: [String]) async throws -> ParameterResolution<Int> {
        guard let number = SpokenNumber.parse(words: words) else { return .unsupported("Sorry, that wasn't a number.") }
        guard Limits.spokenNumber.contains(number.value) else { return .unsupported(IntentDialog(Limits.spokenNumber.refusal)) }
        guard number.value == number.value.rounded(), let value = number.intValue else { return .unsupported("Please say a whole number.") }
        return .success(value)
    }
    public var jsonValue: JSONValue { .int(self) }
    public var spokenText: String { String(self) }
}

/// Decimals: "two and a half", "zero point seven five".
extension Double: ParameterValue {
    public static var typeName: String { "number" }
    public static func spokenForm() async throws -> SpokenForm { .value(.number) }
    public static func resolve(words: [String]) async throws -> ParameterResolution<Double> {
        guard let number = SpokenNumber.parse(words: words) else { return .unsupported("Sorry, that wasn't a number.") }
        guard Limits.spokenNumber.contains(number.value) else { return .unsupported(IntentDialog(Limits.spokenNumber.refusal)) }
        return .success(number.value)
    }
    public var jsonValue: JSONValue { .double(self) }
    public var spokenText: String { SpokenNumber(self).spokenText }
}

/// Lengths of time: "twenty minutes", "an hour and a half".
extension SpokenDuration: ParameterValue {
    public static var typeName: String { "duration" }
    public static func spokenForm() async throws -> SpokenForm { .value(.duration) }
    public static func resolve(words: [String]) async throws -> ParameterResolution<SpokenDuration> {
        if let duration = parse(words: words) { return .success(duration) }
        return .unsupported(SpokenDuration.reason(refusing: words))
    }
    public var jsonValue: JSONValue { .int(seconds) }
}

/// Times of day: "seven thirty", "quarter past six", "noon".
extension TimeOfDay: ParameterValue {
    public static var typeName: String { "time" }
    public static func spokenForm() async throws -> SpokenForm { .value(.timeOfDay) }
    public static func resolve(words: [String]) async throws -> ParameterResolution<TimeOfDay> {
        if let time = parse(words: words) { return .success(time) }
        if SpokenNumber.parse(words: words) != nil {
            return .unsupported("Please say a time from one to twelve o'clock, like seven thirty.")
        }
        return .unsupported("Sorry, that wasn't a time.")
    }
    public var jsonValue: JSONValue {
        var object: [String: JSONValue] = ["hour": .int(hour), "minute": .int(minute)]
        if let meridiem { object["meridiem"] = .string(meridiem.rawValue) }
        return .object(object)
    }
}

/// Days: "today", "tomorrow", "on monday".
extension RelativeDay: ParameterValue {
    public static var typeName: String { "day" }
    public static func spokenForm() async throws -> SpokenForm { .value(.relativeDay) }
    public static func resolve(words: [String]) async throws -> ParameterResolution<RelativeDay> {
        parse(words: words).map { .success($0) } ?? .unsupported("Sorry, that wasn't a day.")
    }
    public var jsonValue: JSONValue { .string(spokenText) }
}
