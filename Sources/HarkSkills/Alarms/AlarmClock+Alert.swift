import Foundation
public import HarkIntents
import HarkLimits
public import HarkStore

extension AlarmClock: AlertSource {
    /// A ringing alarm or timer: the ringtone and "Alarm. Wake up." / "Your 20 minute timer is done.",
    /// repeated until "stop" or `settings.alarmRingSeconds`; "snooze" rings an alarm again
    /// `settings.snoozeMinutes` later. One that fell due while Hark was off is announced once
    /// with a chime: "You missed your 3:10 AM alarm.", "You missed your 11 PM alarm, Take pills."
    public func alert(for fired: FiredEvent) async throws -> Alert? {
        let event = fired.event
        guard Self.owns(event) else { return nil }
        let isTimer = event.kind == Self.timerKind
        if fired.missed {
            let when = spokenMissedMoment(event.fireAt)
            let announcement: IntentDialog = isTimer
                ? "Your \(event.title) finished at \(when) while I was off."
                : IntentDialog(missedAlarmSentence(event))
            let ok = AlertResponse(phrases: ["stop", "ok", "okay", "thank you", "thanks"]) { .dismiss(nil) }
            return Alert(kind: event.kind, title: event.title, announcement: announcement, sound: .chime,
                         repeatInterval: 30, timeout: 30, responses: [ok])
        }
        let stop = AlertResponse(phrases: ["stop", "stop it", "turn it off", "dismiss"]) {
            .dismiss(isTimer ? "Timer stopped." : "Alarm stopped.")
        }
        var responses = [stop]
        if !isTimer {
            let minutes = settings.snoozeMinutes
            responses.append(AlertResponse(phrases: ["snooze", "snooze it"]) { [self] in
                var snoozed = event
                snoozed.payload["snoozed"] = "true"
                try Limits.snoozeMinutes.checkStored(minutes)
                try scheduler.schedule(kind: event.kind, title: event.title,
                                       at: clock.now.addingTimeInterval(minutes * 60), payload: snoozed.payload)
                return .dismiss("Snoozed for \(AlarmSpeech.minutes(minutes)).")
            })
        }
        return Alert(kind: event.kind, title: event.title, announcement: announcement(for: event),
                     sound: .ringtone, repeatInterval: 6, timeout: settings.alarmRingSeconds, responses: responses)
    }

    /// "Alarm. Wake up.", "Alarm. It's 6:30 AM." for an untitled alarm, "Your 20 minute timer is done."
    func announcement(for event: ScheduledEvent) -> IntentDialog {
        if event.kind == Self.timerKind { return "Your \(event.title) is done." }
        if event.title == Self.defaultTitle {
            return "Alarm. It's \(AlarmSpeech.time(event.fireAt, calendar: calendar))."
        }
        return "Alarm. \(event.title)."
    }

    /// "You missed your 3:10 AM alarm, Take pills.", or "You missed your alarm at 3:10 AM yesterday."
    /// for another day; an untitled alarm ends after the time.
    func missedAlarmSentence(_ event: ScheduledEvent) -> String {
        let time = AlarmSpeech.time(event.fireAt, calendar: calendar)
        let day = AlarmSpeech.day(event.fireAt, now: clock.now, calendar: calendar)
        let alarm = day == "today" ? "your \(time) alarm" : "your alarm at \(time) \(day)"
        let title = event.title == Self.defaultTitle ? "" : ", \(event.title)"
        return "You missed \(alarm)\(title)."
    }

    /// "3:10 AM", with the day added when it is not today ("3:10 AM yesterday").
    private func spokenMissedMoment(_ date: Date) -> String {
        let day = AlarmSpeech.day(date, now: clock.now, calendar: calendar)
        return AlarmSpeech.time(date, calendar: calendar) + (day == "today" ? "" : " " + day)
    }
}
