import Foundation
import HarkIntents
import HarkStore

/// "i fed the baby at three", "she ate twenty minutes ago for fifteen minutes": logs a
/// feeding that already happened. A time of day is its last occurrence ("three" said at
/// 2 PM is 3 AM); the next-feeding alarm is set from its end when it is the latest feeding.
struct LogPastFeeding: AppIntent {
    static let title = "Log a past feeding"
    static let effect = IntentEffect.adds  // i11: what it does, for confirming doubtful hearings
    static let description = "Logs a feeding that already happened, at a time or some time ago, with an optional length."
    @Dependency var log: FeedingLog
    @Parameter(title: "Time", requestValueDialog: "When did the feeding start? Say a time, like two thirty.")
    var time: TimeOfDay?
    @Parameter(title: "How long ago")
    var ago: SpokenDuration?
    @Parameter(title: "Length")
    var duration: SpokenDuration?

    func perform() async throws -> IntentResult {
        let now = log.clock.now
        let start: Date
        if let ago {
            guard TimeInterval(ago.seconds) <= FeedingLog.longestLookBack else {
                throw IntentError("I can log feedings of the last day only; say the time, like two thirty.")
            }
            start = now.addingTimeInterval(-TimeInterval(ago.seconds))
        } else if let time {
            guard let date = log.lastOccurrence(of: time) else {
                throw IntentError("\(time.spokenText) is still to come today. Say when the feeding started, like twenty minutes ago.")
            }
            start = date
        } else {
            // "log a feeding": asked, as App Intents asks for a missing value, instead of refused.
            throw $time.needsValueError()
        }
        let length = TimeInterval(duration?.seconds ?? 0)
        guard length <= FeedingLog.longestFeeding else {
            throw IntentError("A feeding that long is more than I log; say up to four hours.")
        }
        switch try log.logPast(startedAt: start, duration: length) {
        case .failure(.endsInTheFuture):
            throw IntentError("That feeding would still be going on. Say start feeding instead.")
        case .failure(.duplicate(let twin)):
            throw IntentError("There's already a feeding at \(log.spokenMoment(twin.startedAt)).")
        case .success(let logged):
            let lasted = length > 0 ? " for \(AlarmSpeech.duration(length))" : ""
            let said = "OK, I logged a feeding at \(log.spokenMoment(logged.feeding.startedAt))\(lasted)."
            if let alarm = logged.alarm {
                return .result(dialog: IntentDialog("\(said) I'll remind you at \(log.spokenMoment(alarm.fireAt))."),
                               value: alarm.id.map { .int(Int($0)) })
            }
            return .result(dialog: IntentDialog(said))
        }
    }
}
