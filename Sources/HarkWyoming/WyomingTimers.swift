import Foundation
import HarkIntents
import HarkSkills
import HarkStore

/// Hark's timers as Wyoming's timer events (`timer-started`, `timer-updated`, `timer-cancelled`,
/// `timer-finished`), for the clients that asked for them with `run-satellite`.
///
/// The store is read a few times a second, so a timer set by voice, by the command line or by
/// another process counts as well as one set over Wyoming. A timer keeps its Wyoming id while it
/// is paused and resumed (Hark stores a paused timer apart from a running one).
struct WyomingTimers {
    /// What was seen of one timer at the last read.
    struct Seen {
        var wyomingID: String
        var title: String
        /// The length it was set for (kept while it is paused and resumed).
        var seconds: Int
        var isPaused: Bool
        var remaining: Int
        var endsAt: Date?
        var finished: Bool
    }

    private var seen: [String: Seen] = [:]
    private var next = 1

    /// The key of a timer in the store: its running event, or its paused row.
    static func key(_ countdown: Countdown) -> String {
        switch countdown.state {
        case .running(let event): return "e\(event.id ?? 0)"
        case .paused(let paused): return "p\(paused.id ?? 0)"
        }
    }

    /// The events that tell how `countdowns` (read at `now`) differ from the last read.
    mutating func events(for countdowns: [Countdown], now: Date) -> [WyomingEvent] {
        var events: [WyomingEvent] = []
        var current: [String: Seen] = [:]
        var gone = seen
        let keys = Set(countdowns.map(Self.key))
        gone = gone.filter { !keys.contains($0.key) }
        for countdown in countdowns {
            let key = Self.key(countdown)
            if var known = seen[key] {
                // The same row: time added or taken off moves its end.
                if let before = known.endsAt, let after = countdown.endsAt, abs(after.timeIntervalSince(before)) > 1.5 {
                    events.append(Self.updated(known.wyomingID, active: true, remaining: countdown.remaining))
                }
                known.endsAt = countdown.endsAt
                known.remaining = countdown.remaining
                current[key] = known
            } else if let (oldKey, old) = gone.first(where: { $0.value.title == countdown.title && $0.value.isPaused != countdown.isPaused }) {
                // Paused (or resumed): the same timer in another row.
                gone[oldKey] = nil
                events.append(Self.updated(old.wyomingID, active: !countdown.isPaused, remaining: countdown.remaining))
                current[key] = Seen(wyomingID: old.wyomingID, title: countdown.title, seconds: countdown.seconds, isPaused: countdown.isPaused,
                                    remaining: countdown.remaining, endsAt: countdown.endsAt, finished: false)
            } else if let (oldKey, old) = gone.first(where: {
                $0.value.title == countdown.title && $0.value.isPaused == countdown.isPaused
                    && $0.value.seconds == countdown.seconds && countdown.remaining <= $0.value.remaining + 1
            }) {
                // Paused and resumed (or resumed and paused) between two reads: the same timer in a
                // third row, no longer than it was. Both changes are told, in the order they happened.
                gone[oldKey] = nil
                events.append(Self.updated(old.wyomingID, active: countdown.isPaused, remaining: countdown.remaining))
                events.append(Self.updated(old.wyomingID, active: !countdown.isPaused, remaining: countdown.remaining))
                current[key] = Seen(wyomingID: old.wyomingID, title: countdown.title, seconds: countdown.seconds, isPaused: countdown.isPaused,
                                    remaining: countdown.remaining, endsAt: countdown.endsAt, finished: false)
            } else {
                let id = "hark-timer-\(next)"
                next += 1
                var data: [String: JSONValue] = [
                    "id": .string(id), "total_seconds": .int(countdown.seconds),
                    "start_hours": .int(countdown.seconds / 3600), "start_minutes": .int(countdown.seconds % 3600 / 60),
                    "start_seconds": .int(countdown.seconds % 60),
                ]
                data["name"] = .string(countdown.name?.timerTitle ?? countdown.title)
                events.append(WyomingEvent(type: "timer-started", data: data))
                current[key] = Seen(wyomingID: id, title: countdown.title, seconds: countdown.seconds, isPaused: countdown.isPaused,
                                    remaining: countdown.remaining, endsAt: countdown.endsAt, finished: false)
            }
            // Due: finished once, whether or not something has rung it yet.
            if var timer = current[key], !timer.finished, !timer.isPaused, let end = timer.endsAt, end <= now {
                timer.finished = true
                current[key] = timer
                events.append(WyomingEvent(type: "timer-finished", data: ["id": .string(timer.wyomingID)]))
            }
        }
        for (_, timer) in gone where !timer.finished {
            // Gone before its end (cancelled), or rung and gone between two reads (finished).
            let ended = timer.endsAt.map { $0 <= now.addingTimeInterval(0.5) } ?? false
            events.append(WyomingEvent(type: ended ? "timer-finished" : "timer-cancelled", data: ["id": .string(timer.wyomingID)]))
        }
        seen = current
        return events
    }

    static func updated(_ id: String, active: Bool, remaining: Int) -> WyomingEvent {
        WyomingEvent(type: "timer-updated", data: ["id": .string(id), "is_active": .bool(active), "total_seconds": .int(remaining)])
    }
}
