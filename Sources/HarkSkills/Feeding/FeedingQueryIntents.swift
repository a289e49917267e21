import HarkIntents
import HarkLimits
import HarkStore

/// "when did the baby last eat": when the last feeding started and how long it lasted.
struct LastFeeding: AppIntent {
    static let title = "Last feeding"
    static let effect = IntentEffect.reads  // i11: what it does, for confirming doubtful hearings
    static let description = "Says when the last feeding started and how long it lasted."
    @Dependency var log: FeedingLog

    func perform() async throws -> IntentResult {
        guard let feeding = try log.last() else { return .result(dialog: "I have no feedings yet.") }
        let started = log.spokenMoment(feeding.startedAt)
        guard let duration = feeding.duration else {
            return .result(dialog: "The last feeding started at \(started) and is still going.")
        }
        return .result(dialog: "The last feeding started at \(started) and lasted \(AlarmSpeech.duration(duration)).")
    }
}

/// "when is the next feeding": the time of the next-feeding alarm.
struct NextFeeding: AppIntent {
    static let title = "Next feeding"
    static let effect = IntentEffect.reads  // i11: what it does, for confirming doubtful hearings
    static let description = "Says when the next-feeding alarm rings."
    @Dependency var log: FeedingLog

    func perform() async throws -> IntentResult {
        guard let alarm = try log.nextAlarm() else { return .result(dialog: "No feeding alarm is set.") }
        return .result(dialog: "The next feeding is at \(log.spokenMoment(alarm.fireAt)).")
    }
}

/// "log 120 milliliters": attaches an amount to the last feeding.
struct LogFeedingAmount: AppIntent {
    static let title = "Log a feeding amount"
    static let effect = IntentEffect.adds  // i11: what it does, for confirming doubtful hearings
    static let description = "Records how many milliliters the baby drank at the last feeding."
    @Dependency var log: FeedingLog
    @Parameter(title: "Amount", requestValueDialog: "How many milliliters?",
               validate: Limits.feedingAmountMl.validator)
    var amount: Int

    func perform() async throws -> IntentResult {
        guard let feeding = try log.last(), let id = feeding.id else {
            throw IntentError("I have no feedings yet. Say start feeding first.")
        }
        try log.setAmount(amount, forFeeding: id)
        return .result(dialog: "Logged \(amount) milliliters for the feeding at \(log.spokenMoment(feeding.startedAt)).")
    }
}
