import Foundation
public import HarkIntents
import HarkLimits
public import HarkStore

extension FeedingLog: AlertSource {
    /// The next-feeding reminder: a chime and "It's time for the next feeding.";
    /// "stop" or "ok" dismisses it, "snooze" reminds again `settings.snoozeMinutes` later.
    /// A reminder that fell due while Hark was off says when it was due.
    public func alert(for fired: FiredEvent) async throws -> Alert? {
        guard fired.event.kind == Self.alarmKind else { return nil }
        let announcement: IntentDialog = fired.missed
            ? "You missed the feeding reminder at \(spokenMoment(fired.event.fireAt))."
            : "It's time for the next feeding."
        let snoozeMinutes = settings.snoozeMinutes
        let snooze = AlertResponse(phrases: ["snooze", "snooze it", "remind me later"]) { [self] in
            try setAlarm(at: clock.now.addingTimeInterval(Limits.snoozeMinutes.checkStored(snoozeMinutes) * 60))
            return .dismiss("OK, I'll remind you again in \(AlarmSpeech.minutes(snoozeMinutes)).")
        }
        let dismiss = AlertResponse(phrases: ["stop", "ok", "okay", "thank you", "thanks"]) { .dismiss(nil) }
        return Alert(
            kind: Self.alarmKind, title: fired.event.title, announcement: announcement, sound: .chime,
            repeatInterval: 60, timeout: settings.alarmRingSeconds,
            responses: [dismiss, snooze])
    }
}
