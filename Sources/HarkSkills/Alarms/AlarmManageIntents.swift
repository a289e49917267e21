import Foundation
import HarkIntents
import HarkStore

/// "what alarms do i have".
struct ListAlarms: AppIntent {
    static let title = "List alarms"
    static let effect = IntentEffect.reads  // i11: what it does, for confirming doubtful hearings
    static let description = "Says which alarms are set."
    @Dependency var clock: AlarmClock

    func perform() async throws -> IntentResult {
        let alarms = try clock.alarms()
        let feeding = try clock.feedingReminderSentence().map { " " + $0 } ?? ""
        guard !alarms.isEmpty else { return .result(dialog: "You have no alarms.\(feeding)") }
        let noun = alarms.count == 1 ? "alarm" : "alarms"
        let times = AlarmClock.list(alarms.map { clock.spokenMoment($0.fireAt) })
        return .result(dialog: "You have \(alarms.count) \(noun): \(times).\(feeding)")
    }
}

/// "cancel the seven thirty alarm", "cancel my alarm": asks which when several fit.
struct CancelAlarm: AppIntent {
    static let title = "Cancel an alarm"
    static let effect = IntentEffect.destroys  // i11: what it does, for confirming doubtful hearings
    static let description = "Cancels an alarm, asking which one when several are set."
    @Dependency var clock: AlarmClock
    @Parameter(title: "Time")
    var time: TimeOfDay?
    @Parameter(title: "Alarm")
    var alarm: AlarmChoice?

    func perform() async throws -> IntentResult {
        let candidates = try time.map { try clock.alarms(at: $0) } ?? clock.alarms()
        guard !candidates.isEmpty else {
            throw IntentError(time.map { "You have no alarm at \($0.spokenText)." } ?? "You have no alarms.")
        }
        let event = try await clock.pick(candidates, with: $alarm, noun: "alarm")
        guard let id = event.id, try clock.cancel(id: id) else { throw IntentError("That alarm has already gone off.") }
        return .result(dialog: "OK, I cancelled the alarm at \(clock.spokenMoment(event.fireAt)).")
    }
}

/// "move my alarm to seven": asks which when several are set. An hour said without
/// a.m. or p.m. stays in the moved alarm's half of the day (its next such moment).
struct MoveAlarm: AppIntent {
    static let title = "Move an alarm"
    static let effect = IntentEffect.changes  // i11: what it does, for confirming doubtful hearings
    static let description = "Moves an alarm to another time, asking which one when several are set."
    @Dependency var clock: AlarmClock
    @Parameter(title: "Time", requestValueDialog: "To what time?")
    var time: TimeOfDay?
    /// The time the alarm rings now, when the sentence says it ("move my seven o'clock alarm to eight").
    @Parameter(title: "Current time")
    var from: TimeOfDay?
    @Parameter(title: "Alarm")
    var alarm: AlarmChoice?
    /// How far it moves, when the sentence says a length instead of a time ("fifteen minutes earlier").
    @Parameter(title: "By")
    var by: SpokenDuration?
    @Parameter(title: "Direction")
    var shift: AlarmShift?

    func perform() async throws -> IntentResult {
        let alarms = try clock.alarms()
        guard !alarms.isEmpty else { throw IntentError("You have no alarms. Say set an alarm instead.") }
        var candidates = alarms
        if let from {
            candidates = try clock.alarms(at: from)
            guard !candidates.isEmpty else {
                throw IntentError("You have no alarm at \(from.spokenText). Say what alarms do I have to hear them.")
            }
        }
        // By a length ("an hour later"), or to a time, asked for before which alarm.
        let length = by.flatMap { by in shift.map { (shift: $0, by: by) } }
        guard length != nil || time != nil else { throw $time.needsValueError() }
        let event = try await clock.pick(candidates, with: $alarm, noun: "alarm")
        let date = try length.map { try $0.shift.moving(event.fireAt, by: $0.by, now: clock.clock.now, noun: "alarm") }
            ?? time.flatMap { clock.date(for: $0, on: nil, preferring: .sameHalf(as: event.fireAt)) }
        guard let date, let id = event.id, let moved = try clock.move(id: id, to: date) else {
            throw IntentError("That alarm has already gone off.")
        }
        return .result(dialog: "OK, I moved the alarm to \(clock.spokenMoment(moved.fireAt)).")
    }
}
