import Foundation
import HarkIntents
import HarkSkills
import HarkStore

/// Alarms and timers: the running and paused timers with their time left counting down
/// (pause, resume, a minute more, cancel), a timer started with a length and a name, and the
/// alarms, each moved to another time or deleted, with a form to set one.
struct AlarmsPage {
    let clock: AlarmClock
    let csrf: String
    /// The records' fingerprint the page is made from (``PageLayout/liveReload(since:whileEditing:)``).
    var since = ""

    func render() throws -> String {
        let guardField = "<input type=\"hidden\" name=\"csrf\" value=\"\(HTML(escaping: csrf))\">"
        let now = clock.clock.now
        var body = "<h1>Alarms and timers</h1>"
        body += RingingSection.html(try AlarmActions(clock: clock).ringing(), guardField: guardField, back: "/alarms")

        body += "<section aria-label=\"Timers\"><h2>Timers</h2>"
        let countdowns = try clock.countdowns()
        if countdowns.isEmpty {
            body += "<p class=\"muted\">No timer is set.</p>"
        } else {
            body += "<ul>"
            for countdown in countdowns {
                body += timerRow(countdown, guardField: guardField)
            }
            body += "</ul>"
        }
        let names = TimerName.allCases.map { "<option value=\"\($0.rawValue)\">\(HTML(escaping: $0.rawValue))</option>" }.joined()
        body += """
        <form method="post" action="/timers" class="row">\(guardField)
        <label for="timer-minutes">Minutes</label>
        <input id="timer-minutes" name="minutes" type="number" min="1" max="1440" value="10" inputmode="numeric" required>
        <label for="timer-name">for</label>
        <select id="timer-name" name="name"><option value="">no name</option>\(names)</select>
        <button type="submit">Start timer</button></form>
        </section>
        """

        body += "<section aria-label=\"Alarms\"><h2>Alarms</h2>"
        let alarms = try clock.alarms()
        if alarms.isEmpty {
            body += "<p class=\"muted\">No alarm is set.</p>"
        } else {
            body += "<ul>"
            for alarm in alarms {
                body += alarmRow(alarm, now: now, guardField: guardField)
            }
            body += "</ul>"
        }
        body += """
        <form method="post" action="/alarms" class="stack">\(guardField)
        <label for="alarm-time">Set an alarm at</label>
        <input id="alarm-time" name="time" type="time" required>
        <label for="alarm-title">Called (optional)</label>
        <input id="alarm-title" name="title" maxlength="60" placeholder="\(HTML(escaping: AlarmClock.defaultTitle))">
        <button type="submit">Set alarm</button></form>
        </section>
        <script>
        (function () {
          function tick() {
            document.querySelectorAll("[data-ends]").forEach(function (shown) {
              var s = Math.max(0, Number(shown.dataset.ends) - Math.floor(Date.now() / 1000));
              var h = Math.floor(s / 3600), m = Math.floor(s % 3600 / 60), r = s % 60;
              shown.textContent = (h ? h + ":" + String(m).padStart(2, "0") : m) + ":" + String(r).padStart(2, "0");
            });
          }
          setInterval(tick, 1000);
        })();
        </script>
        """
        body += PageLayout.liveReload(since: since)
        return PageLayout.page(title: "Alarms", body: body, current: "/alarms")
    }

    /// One timer: its title, its time left (counting down in the page while it runs), and its buttons.
    private func timerRow(_ countdown: Countdown, guardField: String) -> String {
        let key = AlarmActions.key(countdown)
        let title = HTML(escaping: countdown.title).description
        var ends = ""
        if let end = countdown.endsAt { ends = " data-ends=\"\(Int(end.timeIntervalSince1970))\"" }
        let toggle = countdown.isPaused ? "resume" : "pause"
        let symbol = countdown.isPaused ? "▶" : "❚❚"
        let note = countdown.isPaused ? " <small class=\"muted\">paused</small>" : ""
        let left = TodayPage.elapsed(TimeInterval(countdown.remaining))
        return """
        <li class="timer" data-timer="\(key)"><span><strong>\(title)</strong><br>
        <span class="big left"\(ends)>\(left)</span>\(note)</span>
        <span class="row">
        <form method="post" action="/timers/\(key)/\(toggle)">\(guardField)<button class="secondary" type="submit" aria-label="\(toggle.capitalized) the \(title)">\(symbol)</button></form>
        <form method="post" action="/timers/\(key)/adjust">\(guardField)<input type="hidden" name="seconds" value="60"><button class="secondary" type="submit" aria-label="A minute more on the \(title)">+1m</button></form>
        <form method="post" action="/timers/\(key)/cancel">\(guardField)<button class="secondary" type="submit" aria-label="Cancel the \(title)">✕</button></form>
        </span></li>
        """
    }

    /// One alarm: its time and day, its title, and a form to move or delete it.
    private func alarmRow(_ alarm: ScheduledEvent, now: Date, guardField: String) -> String {
        guard let id = alarm.id else { return "" }
        let calendar = clock.calendar
        let shown = TodayPage.formatter("h:mm a", calendar).string(from: alarm.fireAt)
        let field = TodayPage.formatter("HH:mm", calendar).string(from: alarm.fireAt)
        let day = dayLabel(alarm.fireAt, now: now)
        return """
        <li class="alarm" data-alarm="\(id)"><span><strong>\(HTML(escaping: shown))</strong> <small class="muted">\(HTML(escaping: day))</small><br>
        <small>\(HTML(escaping: alarm.title))</small></span>
        <details><summary aria-label="Change the \(HTML(escaping: shown)) alarm">⋯</summary><div class="stack">
        <form method="post" action="/alarms/\(id)/move" class="row">\(guardField)
        <label for="alarm-\(id)">Move to</label><input id="alarm-\(id)" name="time" type="time" required value="\(field)">
        <button class="secondary" type="submit">Move</button></form>
        <form method="post" action="/alarms/\(id)/delete">\(guardField)<button class="secondary" type="submit">Delete</button></form>
        </div></details></li>
        """
    }

    /// "today", "tomorrow", or "Mon 30 Nov".
    private func dayLabel(_ date: Date, now: Date) -> String {
        let calendar = clock.calendar
        if calendar.isDate(date, inSameDayAs: now) { return "today" }
        if calendar.isDate(date, inSameDayAs: now.addingTimeInterval(86_400)) { return "tomorrow" }
        return TodayPage.formatter("EEE d MMM", calendar).string(from: date)
    }
}
