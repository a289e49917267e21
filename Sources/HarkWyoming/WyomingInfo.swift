import HarkIntents

/// What Hark tells a client that asks `describe`: the services it offers (wake, asr, intent,
/// handle, tts), each with its model, all in English.
public struct WyomingInfo: Sendable, Equatable {
    /// The wake phrases spotted by the wake service.
    public var wakePhrases: [String]
    /// The eSpeak NG voice the tts service speaks with.
    public var voice: String
    /// Hark's version, reported for every service.
    public var version: String

    /// Creates the description.
    public init(wakePhrases: [String], voice: String, version: String) {
        self.wakePhrases = wakePhrases
        self.voice = voice
        self.version = version
    }

    /// The `info` event.
    public var event: WyomingEvent {
        let english: JSONValue = .array([.string("en")])
        func artifact(_ name: String, _ description: String, _ extra: [String: JSONValue] = [:]) -> JSONValue {
            var fields: [String: JSONValue] = [
                "name": .string(name),
                "description": .string(description),
                "attribution": .object(["name": .string("Hark"), "url": .string("")]),
                "installed": .bool(true),
                "version": .string(version),
            ]
            fields.merge(extra) { _, new in new }
            return .object(fields)
        }
        let commands = artifact("hark-commands", "The command grammar of Hark's skills (feeding log, alarms and timers, fake calls, pantry, skills files)",
                                ["languages": english])
        return WyomingEvent(type: "info", data: [
            "asr": .array([artifact("hark", "Hark's offline command recognizer (PocketSphinx with the skills' grammar; speech outside it gives an empty transcript)",
                                    ["models": .array([commands]), "supports_transcript_streaming": .bool(false)])]),
            "intent": .array([artifact("hark", "Hark's intents and their parameters, read from text",
                                       ["models": .array([commands])])]),
            "handle": .array([artifact("hark", "Hark's skills, run on its own store, answering in words",
                                       ["models": .array([commands]), "supports_handled_streaming": .bool(false), "supports_home_control": .bool(false)])]),
            "tts": .array([artifact("hark", "eSpeak NG",
                                    ["voices": .array([artifact(voice, "eSpeak NG voice \(voice)", ["languages": english])]),
                                     "supports_synthesize_streaming": .bool(false)])]),
            "wake": .array([artifact("hark", "Hark's wake phrase spotting with its second-stage judge",
                                     ["models": .array(wakePhrases.map { artifact($0, "Wake phrase '\($0)'", ["languages": english, "phrase": .string($0)]) })])]),
            "mic": .array([]), "snd": .array([]),
        ])
    }
}
