import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import Hummingbird

/// What the alarms page and the API do with alarms and timers, each with its refusals: one
/// definition over the same ``AlarmClock`` the voice uses (its limits, titles and timers).
struct AlarmActions {
    let clock: AlarmClock

    /// Sets an alarm at `date` titled `title` (the usual title when empty).
    func setAlarm(at date: Date, title: String?) throws -> ScheduledEvent {
        guard date > clock.clock.now else { throw HTTPError(.badRequest, message: "An alarm must be in the future.") }
        let title = title.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 } ?? AlarmClock.defaultTitle
        if let problem = AlarmClock.titleProblem(title) { throw HTTPError(.badRequest, message: problem) }
        if try clock.duplicate(at: date, title: title) != nil {
            throw HTTPError(.conflict, message: "That alarm is already set.")
        }
        return try clock.setAlarm(at: date, title: title)
    }

    /// Moves alarm `id` to `date`; 404 when it is gone.
    func moveAlarm(id: Int64, to date: Date) throws -> ScheduledEvent {
        guard date > clock.clock.now else { throw HTTPError(.badRequest, message: "An alarm must be in the future.") }
        guard let moved = try clock.move(id: id, to: date) else { throw Self.noSuchAlarm }
        return moved
    }

    /// Deletes alarm `id`; 404 when it is gone.
    func deleteAlarm(id: Int64) throws {
        guard try clock.alarms().contains(where: { $0.id == id }), try clock.cancel(id: id) else { throw Self.noSuchAlarm }
    }

    /// Starts a timer of `seconds`, named `name` when given (one of ``TimerName``).
    func startTimer(seconds: Int, name: String?) throws -> Countdown {
        var timerName: TimerName?
        if let name, !name.isEmpty {
            guard let known = TimerName(rawValue: name.lowercased()) else {
                throw HTTPError(.badRequest, message: "'\(name.prefix(30))' is not a timer name Hark can hear; leave it out or pick one of the list.")
            }
            timerName = known
        }
        let event = try clock.setTimer(seconds: seconds, name: timerName)
        guard let started = try clock.countdowns().first(where: { Self.key($0) == "r\(event.id ?? 0)" }) else { throw Self.noSuchTimer }
        return started
    }

    /// The timer a key names ("r12": the running timer of event 12; "p3": paused timer 3); 404 when it is gone.
    func timer(_ key: String) throws -> Countdown {
        guard let found = try clock.countdowns().first(where: { Self.key($0) == key }) else { throw Self.noSuchTimer }
        return found
    }

    func pause(_ key: String) throws -> Countdown {
        let countdown = try timer(key)
        guard !countdown.isPaused else { throw HTTPError(.conflict, message: "The \(countdown.title) is already paused.") }
        guard let paused = try clock.pause(countdown) else { throw Self.noSuchTimer }
        return paused
    }

    func resume(_ key: String) throws -> Countdown {
        let countdown = try timer(key)
        guard countdown.isPaused else { throw HTTPError(.conflict, message: "The \(countdown.title) is already running.") }
        guard let resumed = try clock.resume(countdown) else { throw Self.noSuchTimer }
        return resumed
    }

    /// Adds `seconds` to a timer (negative takes time off).
    func adjust(_ key: String, by seconds: Int) throws -> Countdown {
        guard seconds != 0, abs(seconds) <= 86_400 else { throw HTTPError(.badRequest, message: "Add or take off from 1 second to 24 hours.") }
        guard let adjusted = try clock.adjust(try timer(key), by: seconds) else { throw Self.noSuchTimer }
        return adjusted
    }

    func cancel(_ key: String) throws {
        guard try clock.cancel(try timer(key)) else { throw Self.noSuchTimer }
    }

    func cancelAllTimers() throws -> Int {
        let cancelled = try clock.cancelAllTimers()
        guard cancelled > 0 else { throw HTTPError(.notFound, message: "No timer is set.") }
        return cancelled
    }

    /// What rings now that the alarms page can answer: alarms, timers and feeding reminders.
    func ringing() throws -> [ScheduledEvent] {
        try clock.scheduler.ringing().filter { AlarmClock.owns($0) || $0.kind == FeedingLog.alarmKind }
    }

    /// Stops (`snooze == false`) or snoozes ringing event `id`: the ringing Hark takes the answer
    /// within half a second, as if "stop" or "snooze" were said. 409 when it is not ringing;
    /// a timer is only stopped.
    func answer(id: Int64, snooze: Bool) throws {
        guard let event = try ringing().first(where: { $0.id == id }) else {
            throw HTTPError(.conflict, message: "That is not ringing (any more).")
        }
        if snooze, event.kind == AlarmClock.timerKind {
            throw HTTPError(.conflict, message: "A timer cannot be snoozed; stop it, or start another.")
        }
        guard try clock.scheduler.answer(id: id, with: snooze ? "snooze" : "stop") else {
            throw HTTPError(.conflict, message: "That is not ringing (any more).")
        }
    }

    /// A timer's key in routes: "r" and its event id while running, "p" and its paused id while paused.
    static func key(_ countdown: Countdown) -> String {
        switch countdown.state {
        case .running(let event): "r\(event.id ?? 0)"
        case .paused(let paused): "p\(paused.id ?? 0)"
        }
    }

    static let noSuchAlarm = HTTPError(.notFound, message: "That alarm is no longer set.")
    static let noSuchTimer = HTTPError(.notFound, message: "That timer is no longer set.")
}
