import Foundation
import HarkIntents
import HarkStore

/// "cancel the feeding alarm".
struct CancelFeedingAlarm: AppIntent {
    static let title = "Cancel the feeding alarm"
    static let effect = IntentEffect.destroys  // i11: what it does, for confirming doubtful hearings
    static let description = "Cancels the next-feeding alarm."
    @Dependency var log: FeedingLog

    func perform() async throws -> IntentResult {
        guard let alarm = try log.nextAlarm() else { throw IntentError("No feeding alarm is set.") }
        try log.cancelAlarm()
        return .result(dialog: "OK, I cancelled the feeding alarm at \(log.spokenMoment(alarm.fireAt)).")
    }
}

/// "move the feeding alarm to six": sets the next-feeding alarm to the next occurrence of a time;
/// an hour said without a.m. or p.m. stays in the pending alarm's half of the day.
struct MoveFeedingAlarm: AppIntent {
    static let title = "Move the feeding alarm"
    static let effect = IntentEffect.changes  // i11: what it does, for confirming doubtful hearings
    static let description = "Moves the next-feeding alarm to another time."
    @Dependency var log: FeedingLog
    @Parameter(title: "Time", requestValueDialog: "To what time?")
    var time: TimeOfDay?
    /// How far it moves, when the sentence says a length instead of a time ("an hour later").
    @Parameter(title: "By")
    var by: SpokenDuration?
    @Parameter(title: "Direction")
    var shift: AlarmShift?

    func perform() async throws -> IntentResult {
        let pending = try log.nextAlarm()
        let date: Date
        if let by, let shift {
            guard let pending else { throw IntentError("There is no feeding alarm. Say finish the feeding to set one.") }
            date = try shift.moving(pending.fireAt, by: by, now: log.clock.now, noun: "feeding alarm")
        } else {
            guard let time else { throw $time.needsValueError() }
            let preference = pending.map { HalfDayPreference.sameHalf(as: $0.fireAt) } ?? .soonest
            date = time.resolvedDate(on: nil, after: log.clock.now, calendar: log.calendar, preferring: preference)
                ?? time.nextDate(after: log.clock.now, calendar: log.calendar)
        }
        let alarm = try log.setAlarm(at: date)
        return .result(dialog: "OK, the next feeding alarm is at \(log.spokenMoment(alarm.fireAt)).")
    }
}
