import HarkIntents
import HarkStore

/// "start feeding": records the start of a feeding; asks before restarting one that runs.
struct StartFeeding: AppIntent {
    static let title = "Start feeding"
    static let effect = IntentEffect.adds  // i11: what it does, for confirming doubtful hearings
    static let description = "Starts the feeding timer."
    @Dependency var log: FeedingLog

    func perform() async throws -> IntentResult {
        guard let running = try log.running() else {
            try log.start()
            return .result(dialog: "OK, I started the feeding timer.")
        }
        try await requestConfirmation(
            "A feeding is already running since \(log.spokenMoment(running.startedAt)). Restart the timer?",
            refusal: "OK, I'll keep the timer running.")
        try log.start()
        return .result(dialog: "OK, I restarted the feeding timer.")
    }
}

/// "finish feeding": records the end, says how long it lasted and sets the next-feeding alarm.
struct FinishFeeding: AppIntent {
    static let title = "Finish feeding"
    static let effect = IntentEffect.changes  // i11: what it does, for confirming doubtful hearings
    static let description = "Stops the feeding timer and sets the next-feeding alarm."
    @Dependency var log: FeedingLog

    func perform() async throws -> IntentResult {
        guard let (feeding, alarm) = try log.finish() else {
            throw IntentError("There's no feeding running. Say start feeding first.")
        }
        let lasted = AlarmSpeech.duration(feeding.duration ?? 0)
        return .result(
            dialog: "Well done. \(lasted). I'll remind you at \(log.spokenMoment(alarm.fireAt)).",
            value: alarm.id.map { .int(Int($0)) })
    }
}
