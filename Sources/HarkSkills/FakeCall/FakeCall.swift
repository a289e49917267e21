/// One scheduled fake call, as stored in its event's payload: who calls, what
/// they say, whether it rings again when unanswered, and which attempt it is.
public struct FakeCall: Sendable, Equatable {
    /// The caller's name ("Mom").
    public var caller: String
    /// The lines the caller says when answered.
    public var script: [String]
    /// Whether an unanswered first attempt rings once more.
    public var realert: Bool
    /// 1 for the call, 2 for its one re-alert.
    public var attempt: Int
    /// The preset it was started from, if any.
    public var preset: String?

    /// Creates a call.
    public init(caller: String, script: [String], realert: Bool, attempt: Int = 1, preset: String? = nil) {
        self.caller = caller
        self.script = script
        self.realert = realert
        self.attempt = attempt
        self.preset = preset
    }

    /// The event payload: caller, script (lines joined by newlines), realert ("true"/"false"), attempt, preset.
    public var payload: [String: String] {
        var payload = ["caller": caller, "script": script.joined(separator: "\n"),
                       "realert": realert ? "true" : "false", "attempt": String(attempt)]
        if let preset { payload["preset"] = preset }
        return payload
    }

    /// Reads a payload; nil when the caller is missing.
    public init?(payload: [String: String]) {
        guard let caller = payload["caller"], !caller.isEmpty else { return nil }
        self.caller = caller
        let lines = (payload["script"] ?? "").split(separator: "\n").map(String.init)
        self.script = lines.isEmpty ? FakeCallService.defaultScript(for: caller) : lines
        self.realert = payload["realert"] == "true"
        self.attempt = payload["attempt"].flatMap { Int($0) } ?? 1
        self.preset = payload["preset"]
    }
}
