public import Foundation
public import HarkIntents
import HarkLimits
public import HarkStore

extension FakeCallService: AlertSource {
    /// The ringing call: ringtone and "Incoming call from Mom." every 5 seconds for
    /// `settings.fakeCallRingSeconds`. "answer" plays the script in the caller's voice;
    /// "decline" ends it. Unanswered, a first attempt with re-alert on rings once more
    /// `settings.fakeCallRealertMinutes` later.
    ///
    /// Nil for other kinds, and for a call that fell due while Hark was off longer
    /// ago than it would have rung (a late excuse is no excuse); its re-alert is
    /// still scheduled, at the time it would have rung, unless that too has passed.
    public func alert(for fired: FiredEvent) async throws -> Alert? {
        guard fired.event.kind == Self.kind, let call = FakeCall(payload: fired.event.payload) else { return nil }
        if fired.missed, clock.now.timeIntervalSince(fired.event.fireAt) > settings.fakeCallRingSeconds {
            let realertAt = fired.event.fireAt.addingTimeInterval(settings.fakeCallRingSeconds + settings.fakeCallRealertMinutes * 60)
            if clock.now.timeIntervalSince(realertAt) <= settings.fakeCallRingSeconds {
                try scheduleRealert(of: call, at: max(realertAt, clock.now))
            }
            return nil
        }
        let voice = self.voice
        let answer = AlertResponse(phrases: Self.answerPhrases) {
            .call(lines: call.script, voice: voice, endPhrases: Self.endPhrases, endDialog: nil)
        }
        let decline = AlertResponse(phrases: Self.declinePhrases) { .dismiss("Call declined.") }
        return Alert(kind: Self.kind, title: call.caller, announcement: "Incoming call from \(call.caller).",
                     sound: .ringtone, repeatInterval: Self.ringInterval, timeout: settings.fakeCallRingSeconds,
                     responses: [answer, decline],
                     onTimeout: { [self] in
                         try self.scheduleRealert(of: call)
                         return nil
                     })
    }

    /// Schedules the one re-alert of an unanswered call (by default
    /// `settings.fakeCallRealertMinutes` from now): only for a first attempt with re-alert on.
    /// Minutes outside ``Limits/realertMinutes`` are refused (`.outOfRange`) and nothing is stored.
    @discardableResult
    public func scheduleRealert(of call: FakeCall, at date: Date? = nil) throws -> ScheduledEvent? {
        guard call.realert, call.attempt == 1 else { return nil }
        var again = call
        again.attempt = 2
        let minutes = try Limits.realertMinutes.checkStored(settings.fakeCallRealertMinutes)
        return try scheduler.schedule(kind: Self.kind, title: call.caller,
                                      at: date ?? clock.now.addingTimeInterval(minutes * 60),
                                      payload: again.payload)
    }
}
