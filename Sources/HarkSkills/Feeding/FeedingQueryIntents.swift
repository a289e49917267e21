import Foundation
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
        guard duration > 0 else { return .result(dialog: "The last feeding was at \(started).") }
        return .result(dialog: "The last feeding started at \(started) and lasted \(AlarmSpeech.duration(duration)).")
    }
}

/// "how long since the last feeding": the time since the last feeding started.
struct TimeSinceLastFeeding: AppIntent {
    static let title = "Time since the last feeding"
    static let effect = IntentEffect.reads  // i11: what it does, for confirming doubtful hearings
    static let description = "Says how long ago the last feeding started."
    @Dependency var log: FeedingLog

    func perform() async throws -> IntentResult {
        guard let feeding = try log.last() else { return .result(dialog: "I have no feedings yet.") }
        let since = AlarmSpeech.duration(log.clock.now.timeIntervalSince(feeding.startedAt))
        let started = log.spokenMoment(feeding.startedAt)
        if feeding.isRunning {
            return .result(dialog: "A feeding is going on: it started \(since) ago, at \(started).")
        }
        return .result(dialog: "The last feeding started \(since) ago, at \(started).")
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

/// "she drank ninety", "the baby had four ounces": attaches an amount to the running or
/// last feeding. A number said without a unit is in `settings.feedingAmountUnit`.
struct LogFeedingAmount: AppIntent {
    static let title = "Log a feeding amount"
    static let effect = IntentEffect.adds  // i11: what it does, for confirming doubtful hearings
    static let description = "Records how much the baby drank at the last feeding, in milliliters or ounces."
    @Dependency var log: FeedingLog
    @Parameter(title: "Amount", requestValueDialog: "How much did the baby drink?", validate: FeedingAmount.validator)
    var amount: FeedingAmount
    @Parameter(title: "Unit")
    var unit: FeedingUnit?

    func perform() async throws -> IntentResult {
        let unit = self.unit ?? log.settings.feedingAmountUnit
        let milliliters = unit.milliliters(amount.value)
        guard Limits.feedingAmountMl.contains(milliliters) else {
            throw IntentError("\(amount.spokenText) ounces is more than a feeding logs: \(Limits.feedingAmountMl.refusal)")
        }
        guard let feeding = try log.last(), let id = feeding.id else {
            throw IntentError("I have no feedings yet. Say start feeding first.")
        }
        let when = log.spokenMoment(feeding.startedAt)
        if let stored = feeding.amountMl, stored != milliliters {
            // A stored amount is a parent's record: another one replaces it only when asked
            // ("ninety" said twice, or speech misheard as an amount, must not overwrite it).
            let storedText = (feeding.amountUnit ?? .ml).spoken(milliliters: stored)
            try await requestConfirmation(
                IntentDialog("The feeding at \(when) already has \(storedText). Change it to \(unit.spoken(milliliters: milliliters))?"),
                refusal: IntentDialog("OK, it stays at \(storedText)."))
        } else if let question = FeedingAmount.confirmation(milliliters: milliliters, in: unit) {
            try await requestConfirmation(question, refusal: "OK, I didn't log it.")
        }
        try log.setAmount(milliliters, unit: unit, forFeeding: id)
        return .result(dialog: "Logged \(unit.spoken(milliliters: milliliters)) for the feeding at \(when).")
    }
}
