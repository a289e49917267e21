import Foundation
import HarkIntents
import HarkLimits
import HarkStore

/// "set an alarm for seven pm", "set an alarm for six thirty tomorrow".
struct SetAlarm: AppIntent {
    static let title = "Set an alarm"
    static let effect = IntentEffect.adds  // i11: what it does, for confirming doubtful hearings
    static let description = "Sets an alarm for a time, today or on another day."
    @Dependency var clock: AlarmClock
    @Parameter(title: "Time", requestValueDialog: "For what time?")
    var time: TimeOfDay
    @Parameter(title: "Day")
    var day: RelativeDay?

    func perform() async throws -> IntentResult {
        try clock.setAlarm(time: time, day: day, title: AlarmClock.defaultTitle, preferring: .soonest)
    }
}

/// "wake me up at six thirty": an alarm titled "Wake up", in the morning unless the
/// speaker says otherwise ("wake me up at six in the evening"). "wake me up in twenty
/// minutes" sets it that long from now: a nap's alarm, listed with the others.
struct WakeMeUp: AppIntent {
    static let title = "Wake me up"
    static let effect = IntentEffect.adds  // i11: what it does, for confirming doubtful hearings
    static let description = "Sets a wake-up alarm, at a time or in a while."
    @Dependency var clock: AlarmClock
    @Parameter(title: "Time", requestValueDialog: "At what time?")
    var time: TimeOfDay?
    @Parameter(title: "Day")
    var day: RelativeDay?
    @Parameter(title: "In", validate: { $0.flatMap { Limits.timerSeconds.validator($0.timeInterval) } })
    var delay: SpokenDuration?

    func perform() async throws -> IntentResult {
        if let delay { return try clock.setAlarm(after: delay, title: "Wake up") }
        guard let time else { throw $time.needsValueError() }
        return try clock.setAlarm(time: time, day: day, title: "Wake up", preferring: .morning)
    }
}

extension AlarmClock {
    /// Sets an alarm `delay` from now and says when it rings.
    func setAlarm(after delay: SpokenDuration, title: String) throws -> IntentResult {
        let date = try Limits.date.checkClock(clock.now).addingTimeInterval(TimeInterval(delay.seconds))
        let alarm = try setAlarm(at: date, title: title)
        return .result(dialog: "OK, alarm set for \(spokenMoment(date)).", value: alarm.id.map { .int(Int($0)) })
    }

    /// Sets an alarm for a spoken time and day and says when it rings.
    func setAlarm(time: TimeOfDay, day: RelativeDay?, title: String, preferring preference: HalfDayPreference) throws -> IntentResult {
        guard let date = date(for: time, on: day, preferring: preference) else {
            let when = time.spokenText + " " + (day?.spokenText ?? "today")
            throw IntentError("It's already past \(when). Say a later time or another day.")
        }
        if try duplicate(at: date, title: title) != nil {
            throw IntentError("You already have an alarm at \(spokenMoment(date)).")
        }
        let alarm = try setAlarm(at: date, title: title)
        return .result(dialog: "OK, alarm set for \(spokenMoment(date)).", value: alarm.id.map { .int(Int($0)) })
    }
}
