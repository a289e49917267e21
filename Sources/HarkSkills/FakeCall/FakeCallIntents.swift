import HarkIntents
import HarkLimits
import HarkStore

/// "fake call from mom in five minutes": asks who and when if not said.
struct ScheduleFakeCall: AppIntent {
    static let title = "Schedule a fake call"
    static let effect = IntentEffect.adds  // i11: what it does, for confirming doubtful hearings
    static let description = "A fake incoming call from a caller, after a delay."
    @Dependency var calls: FakeCallService
    @Parameter(title: "Caller", requestValueDialog: "Who should call you?")
    var caller: Caller
    @Parameter(title: "Delay", requestValueDialog: "In how long?", validate: { FakeCallService.delayProblem($0) })
    var delay: SpokenDuration

    func perform() async throws -> IntentResult {
        let event = try calls.scheduleCall(from: caller, in: delay.timeInterval)
        return .result(dialog: "OK, \(caller.name) will call you in \(delay.spokenText).", value: event.id.map { .int(Int($0)) })
    }
}

/// "get me out of here", "call me in ten minutes": the default caller, and the default delay unless said.
struct ExcuseCall: AppIntent {
    static let title = "Excuse call"
    static let effect = IntentEffect.adds  // i11: what it does, for confirming doubtful hearings
    static let description = "A fake call from the default caller, after the default delay unless one is said."
    @Dependency var calls: FakeCallService
    @Parameter(title: "Delay", requestValueDialog: "In how long?", validate: { $0.flatMap(FakeCallService.delayProblem) })
    var delay: SpokenDuration?

    func perform() async throws -> IntentResult {
        let caller = try calls.defaultCaller()
        let wait = delay ?? SpokenDuration(seconds: Int((calls.settings.fakeCallDefaultDelayMinutes * 60).rounded()))
        let event = try calls.scheduleCall(from: caller, in: wait.timeInterval)
        return .result(dialog: "OK, \(caller.name) will call you in \(wait.spokenText).", value: event.id.map { .int(Int($0)) })
    }
}

/// "start the work call": a saved preset.
struct StartPresetCall: AppIntent {
    static let title = "Start a call preset"
    static let effect = IntentEffect.adds  // i11: what it does, for confirming doubtful hearings
    static let description = "A fake call as a saved preset describes it."
    @Dependency var calls: FakeCallService
    @Parameter(title: "Preset", requestValueDialog: "Which call?")
    var preset: FakeCallPreset

    func perform() async throws -> IntentResult {
        let event = try calls.scheduleCall(preset: preset)
        let wait = SpokenDuration(seconds: preset.delaySeconds)
        return .result(dialog: "OK, \(event.title) will call you in \(wait.spokenText).", value: event.id.map { .int(Int($0)) })
    }
}

/// "cancel the fake call": cancels every waiting fake call.
struct CancelFakeCall: AppIntent {
    static let title = "Cancel the fake call"
    static let effect = IntentEffect.destroys  // i11: what it does, for confirming doubtful hearings
    static let description = "Cancels waiting fake calls."
    @Dependency var calls: FakeCallService

    func perform() async throws -> IntentResult {
        let cancelled = try calls.cancelPendingCalls()
        switch cancelled.count {
        case 0: throw FakeCallError(.noPendingCall, "There is no fake call coming.")
        case 1: return .result(dialog: "OK, I cancelled the call from \(cancelled[0].title).", value: .int(1))
        default: return .result(dialog: "OK, I cancelled \(cancelled.count) fake calls.", value: .int(cancelled.count))
        }
    }
}

extension FakeCallService {
    /// Why a spoken delay is not acceptable (``Limits/delaySeconds``), or nil.
    static func delayProblem(_ delay: SpokenDuration) -> IntentDialog? {
        Limits.delaySeconds.validator(delay.timeInterval)
    }
}
