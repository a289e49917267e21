import HarkIntents
import HarkLimits
import HarkStore

/// "set a timer for twenty minutes", "ten minute timer", "set a pizza timer for ten minutes",
/// "start a ten minute timer for the bottle". Several run at once; a name is used by one at a time.
struct SetTimer: AppIntent {
    static let title = "Set a timer"
    static let effect = IntentEffect.adds  // i11: what it does, for confirming doubtful hearings
    static let description = "Starts a timer, named or not; several can run at once."
    @Dependency var clock: AlarmClock
    @Parameter(title: "Duration", requestValueDialog: "For how long?",
               validate: { Limits.timerSeconds.validator($0.timeInterval) })
    var duration: SpokenDuration
    @Parameter(title: "Name")
    var name: TimerName?

    func perform() async throws -> IntentResult {
        if let name, let running = try clock.countdowns(named: name).first {
            let left = TimerSpeech.left(running.remaining)
            throw IntentError("You already have a \(name.timerTitle) with \(left) left. Say add time to the \(name.timerTitle), or cancel it first.")
        }
        let timer = try clock.setTimer(seconds: duration.seconds, name: name)
        let dialog = name.map { "\($0.timerTitle.prefix(1).uppercased() + $0.timerTitle.dropFirst()) set for \(duration.spokenText)." }
            ?? "Timer set for \(duration.spokenText)."
        return .result(dialog: IntentDialog(dialog), value: timer.id.map { .int(Int($0)) })
    }
}
