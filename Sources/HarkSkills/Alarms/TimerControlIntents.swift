import HarkIntents
import HarkStore

/// "pause the timer", "pause the pizza timer": what it has left is kept, nothing rings.
struct PauseTimer: AppIntent {
    static let title = "Pause a timer"
    static let effect = IntentEffect.changes  // i11: what it does, for confirming doubtful hearings
    static let description = "Pauses a running timer, asking which one when several run."
    @Dependency var clock: AlarmClock
    @Parameter(title: "Name")
    var name: TimerName?
    @Parameter(title: "Length")
    var length: SpokenDuration?
    @Parameter(title: "Timer")
    var timer: TimerChoice?
    /// Every running timer at once ("pause all the timers").
    @Parameter(title: "Every timer")
    var every: EveryTimer?

    func perform() async throws -> IntentResult {
        let fitting = try clock.countdowns(meaning: name, length: length)
        let running = fitting.filter { !$0.isPaused }
        guard !running.isEmpty else {
            throw IntentError(fitting.count == 1 ? "The \(fitting[0].title) is already paused." : "Those timers are already paused.")
        }
        if every != nil, running.count > 1 {
            let paused = try running.compactMap { countdown throws(StoreError) in try clock.pause(countdown) }
            return .result(dialog: "OK, I paused \(AlarmClock.list(paused.map { "the \($0.title)" })).")
        }
        guard let paused = try clock.pause(try await clock.pick(running, with: $timer)) else {
            throw IntentError("That timer has already finished.")
        }
        return .result(dialog: "OK, I paused the \(paused.title) with \(TimerSpeech.left(paused.remaining)) left.")
    }
}

/// "resume the timer", "unpause the bottle timer": it runs on from what it had left.
struct ResumeTimer: AppIntent {
    static let title = "Resume a timer"
    static let effect = IntentEffect.changes  // i11: what it does, for confirming doubtful hearings
    static let description = "Starts a paused timer again, asking which one when several are paused."
    @Dependency var clock: AlarmClock
    @Parameter(title: "Name")
    var name: TimerName?
    @Parameter(title: "Length")
    var length: SpokenDuration?
    @Parameter(title: "Timer")
    var timer: TimerChoice?
    /// Every paused timer at once ("resume all the timers").
    @Parameter(title: "Every timer")
    var every: EveryTimer?

    func perform() async throws -> IntentResult {
        let fitting = try clock.countdowns(meaning: name, length: length)
        let paused = fitting.filter(\.isPaused)
        guard !paused.isEmpty else {
            throw IntentError(fitting.count == 1 ? "The \(fitting[0].title) isn't paused." : "None of those timers is paused.")
        }
        if every != nil, paused.count > 1 {
            let resumed = try paused.compactMap { countdown throws(StoreError) in try clock.resume(countdown) }
            return .result(dialog: "OK, \(AlarmClock.list(resumed.map { "the \($0.title)" })) \(resumed.count == 1 ? "is" : "are") running again.")
        }
        guard let resumed = try clock.resume(try await clock.pick(paused, with: $timer)) else {
            throw IntentError("That timer isn't paused any more.")
        }
        return .result(dialog: "OK, the \(resumed.title) is running again with \(TimerSpeech.left(resumed.remaining)) left.")
    }
}

/// "add five minutes to the timer", "give the pizza two more minutes".
struct AddTimerTime: AppIntent {
    static let title = "Add time to a timer"
    static let effect = IntentEffect.changes  // i11: what it does, for confirming doubtful hearings
    static let description = "Adds time to a timer, asking which one when several fit."
    @Dependency var clock: AlarmClock
    @Parameter(title: "Time to add", requestValueDialog: "How much time?")
    var delta: SpokenDuration?
    /// "five" of "five more minutes" (a length with "more" inside is said as a count and a unit).
    @Parameter(title: "Count")
    var count: Int?
    /// The unit of "five more minutes", in seconds.
    @Parameter(title: "Unit")
    var unit: Int?
    @Parameter(title: "Name")
    var name: TimerName?
    @Parameter(title: "Length")
    var length: SpokenDuration?
    @Parameter(title: "Timer")
    var timer: TimerChoice?

    func perform() async throws -> IntentResult {
        let added: SpokenDuration
        if let delta {
            added = delta
        } else if let count, let unit, count > 0, count <= 86_400 / unit {
            added = SpokenDuration(seconds: count * unit)
        } else {
            throw $delta.needsValueError()
        }
        let countdown = try await clock.pick(clock.countdowns(meaning: name, length: length), with: $timer)
        guard let changed = try clock.adjust(countdown, by: added.seconds) else { throw IntentError("That timer has already finished.") }
        return .result(dialog: "OK, I added \(added.spokenText) to the \(changed.title). It has \(TimerSpeech.left(changed.remaining)) left.")
    }
}

/// "take two minutes off the timer", "subtract a minute from the pizza timer".
struct RemoveTimerTime: AppIntent {
    static let title = "Take time off a timer"
    static let effect = IntentEffect.changes  // i11: what it does, for confirming doubtful hearings
    static let description = "Shortens a timer, asking which one when several fit."
    @Dependency var clock: AlarmClock
    @Parameter(title: "Time to take off", requestValueDialog: "How much time?")
    var delta: SpokenDuration
    @Parameter(title: "Name")
    var name: TimerName?
    @Parameter(title: "Length")
    var length: SpokenDuration?
    @Parameter(title: "Timer")
    var timer: TimerChoice?

    func perform() async throws -> IntentResult {
        let countdown = try await clock.pick(clock.countdowns(meaning: name, length: length), with: $timer)
        guard delta.seconds < countdown.remaining else {
            throw IntentError("The \(countdown.title) only has \(TimerSpeech.left(countdown.remaining)) left. Say cancel the timer to stop it.")
        }
        guard let changed = try clock.adjust(countdown, by: -delta.seconds) else { throw IntentError("That timer has already finished.") }
        return .result(dialog: "OK, I took \(delta.spokenText) off the \(changed.title). It has \(TimerSpeech.left(changed.remaining)) left.")
    }
}
