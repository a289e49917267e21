import HarkIntents
import HarkStore

/// "cancel the timer", "cancel the pizza timer", "stop the ten minute timer": with one
/// timer "the timer" means it; with several and no name, asks which.
struct CancelTimer: AppIntent {
    static let title = "Cancel a timer"
    static let effect = IntentEffect.destroys  // i11: what it does, for confirming doubtful hearings
    static let description = "Cancels a timer, running or paused, asking which one when several fit."
    @Dependency var clock: AlarmClock
    @Parameter(title: "Name")
    var name: TimerName?
    @Parameter(title: "Length")
    var length: SpokenDuration?
    @Parameter(title: "Timer")
    var timer: TimerChoice?

    func perform() async throws -> IntentResult {
        let countdown = try await clock.pick(clock.countdowns(meaning: name, length: length), with: $timer)
        guard try clock.cancel(countdown) else { throw IntentError("That timer has already finished.") }
        return .result(dialog: "OK, I cancelled the \(countdown.title).")
    }
}

/// "cancel all timers", "stop all the timers": every timer, running or paused.
struct CancelAllTimers: AppIntent {
    static let title = "Cancel all timers"
    static let effect = IntentEffect.destroys  // i11: what it does, for confirming doubtful hearings
    static let description = "Cancels every timer, running or paused."
    @Dependency var clock: AlarmClock

    func perform() async throws -> IntentResult {
        let cancelled = try clock.cancelAllTimers()
        switch cancelled {
        case 0: throw IntentError("You have no timers.")
        case 1: return .result(dialog: "OK, I cancelled your timer.")
        default: return .result(dialog: "OK, I cancelled all \(cancelled) timers.")
        }
    }
}

/// "how much time is left", "how long on the pizza timer", "what timers do I have",
/// "is the timer still running": what each timer has left, paused ones said so.
struct TimerStatus: AppIntent {
    static let title = "Timer status"
    static let effect = IntentEffect.reads  // i11: what it does, for confirming doubtful hearings
    static let description = "Says how long the timers have left."
    @Dependency var clock: AlarmClock
    @Parameter(title: "Name")
    var name: TimerName?
    @Parameter(title: "Length")
    var length: SpokenDuration?

    func perform() async throws -> IntentResult {
        let all = try clock.countdowns()
        guard !all.isEmpty else { return .result(dialog: "You have no timers.") }
        let fitting = all.filter { $0.matches(name: name, length: length?.seconds) }
        guard !fitting.isEmpty else {
            return .result(dialog: IntentDialog("You have no \(AlarmClock.describe(name: name, length: length)). "
                                                + TimerSpeech.summary(of: all)))
        }
        return .result(dialog: IntentDialog(TimerSpeech.summary(of: fitting)))
    }
}
