/// What a sentence means, without acting on it: the intent it reaches and the values
/// its words give the parameters, resolved as a spoken command resolves them.
public struct Understanding: Sendable, Equatable {
    /// The intent's identifier (the type name of an `AppIntent`, or a dynamic intent's identifier).
    public let intent: String
    /// The phrase template that matched.
    public let phrase: String
    /// Each parameter the sentence filled, as its resolved value (the same JSON the `intent` event reports).
    public let parameters: [String: JSONValue]
    /// Parameters whose words were said but did not resolve to one value (unsupported or ambiguous).
    public let unresolved: [String]

    /// An understanding with its parts (for fakes and tests; ``SkillRegistry/understand(_:)`` makes real ones).
    public init(intent: String, phrase: String, parameters: [String: JSONValue], unresolved: [String] = []) {
        self.intent = intent
        self.phrase = phrase
        self.parameters = parameters
        self.unresolved = unresolved
    }
}

extension SkillRegistry {
    /// The intent `text` reaches and its parameters' values, or nil when no phrase matches.
    /// Nothing is performed and nothing is asked: a parameter the sentence leaves out is
    /// simply absent. Entity parameters are resolved against the skills' stores as they are now.
    public func understand(_ text: String) async -> Understanding? {
        guard let match = await routeTyped(text) else { return nil }
        return await IntentDependencies.$current.withValue(dependencies) {
            var parameters: [String: JSONValue] = [:]
            var unresolved: [String] = []
            for parameter in match.intent.make().declaredParameters {
                guard let words = match.slots[parameter.name] else { continue }
                let resolution = try? await parameter.slot.resolve(words: words)
                if resolution == .success, let value = parameter.slot.jsonValue {
                    parameters[parameter.name] = value
                } else {
                    unresolved.append(parameter.name)
                }
            }
            return Understanding(intent: match.intent.identifier, phrase: match.phrase, parameters: parameters, unresolved: unresolved)
        }
    }
}
