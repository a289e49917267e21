import Foundation
import HarkSkills
import HarkStore

/// The feeding log of one day as a page: the running feeding with a live timer, the next
/// feeding reminder, the day's feedings with a stepper for each amount, and the day's totals.
struct TodayPage {
    let log: FeedingLog
    /// The day shown (any instant of it).
    let day: Date
    let now: Date
    /// The session's anti-forgery token, put in every form.
    let csrf: String
    /// The records' fingerprint the page is made from (``PageLayout/liveReload(since:whileEditing:)``).
    var since = ""
    /// What rings now (shown with Stop and Snooze on today's page).
    var ringing: [ScheduledEvent] = []

    func render() throws -> String {
        let calendar = log.calendar
        let time = Self.formatter("h:mm a", calendar)
        let guardField = "<input type=\"hidden\" name=\"csrf\" value=\"\(HTML(escaping: csrf))\">"

        let isToday = calendar.isDate(day, inSameDayAs: now)
        let dayTitle = isToday ? "Today" : Self.formatter("EEEE d MMMM", calendar).string(from: day)
        var body = ""
        let previous = calendar.date(byAdding: .day, value: -1, to: day) ?? day
        let next = calendar.date(byAdding: .day, value: 1, to: day) ?? day
        body += """
        <nav><a class="button secondary" href="/?day=\(Self.dayParameter(previous, calendar))" aria-label="Previous day">‹</a>
        <h1>\(HTML(escaping: dayTitle))</h1>
        \(isToday ? "<span></span>" : "<a class=\"button secondary\" href=\"/?day=\(Self.dayParameter(next, calendar))\" aria-label=\"Next day\">›</a>")</nav>
        """
        if isToday {
            body += RingingSection.html(ringing, guardField: guardField, back: "/")
            body += "<section aria-label=\"Feeding now\"><h2>Feeding</h2>"
            if let running = try log.running() {
                let started = Int(running.startedAt.timeIntervalSince1970)
                body += """
                <p>Since \(HTML(escaping: time.string(from: running.startedAt)))</p>
                <p class="big" id="elapsed" data-started="\(started)">\(Self.elapsed(now.timeIntervalSince(running.startedAt)))</p>
                <form method="post" action="/feedings/finish">\(guardField)<button type="submit">Finish feeding</button></form>
                <script>
                (function () {
                  var shown = document.getElementById("elapsed");
                  var started = Number(shown.dataset.started);
                  function tick() {
                    var s = Math.max(0, Math.floor(Date.now() / 1000) - started);
                    var h = Math.floor(s / 3600), m = Math.floor(s % 3600 / 60), r = s % 60;
                    shown.textContent = (h ? h + ":" + String(m).padStart(2, "0") : m) + ":" + String(r).padStart(2, "0");
                  }
                  setInterval(tick, 1000);
                })();
                </script>
                """
            } else {
                body += """
                <p class="muted">No feeding running.</p>
                <form method="post" action="/feedings/start">\(guardField)<button type="submit">Start feeding</button></form>
                """
            }
            body += "</section>"
            body += "<section aria-label=\"Next feeding\"><h2>Next feeding</h2>"
            if let alarm = try log.nextAlarm() {
                body += """
                <p>Reminder at <strong id="reminder">\(HTML(escaping: time.string(from: alarm.fireAt)))</strong></p>
                <form method="post" action="/reminder/move" class="row">\(guardField)
                <label for="reminder-time">Move to</label>
                <input id="reminder-time" name="time" type="time" required value="\(Self.formatter("HH:mm", calendar).string(from: alarm.fireAt))">
                <button class="secondary" type="submit">Move</button></form>
                <form method="post" action="/reminder/delete">\(guardField)<button class="secondary" type="submit">Delete reminder</button></form>
                """
            } else {
                body += "<p class=\"muted\">No reminder set.</p>"
            }
            body += "</section>"
        }
        let feedings = try log.feedings(on: day)
        body += "<section aria-label=\"Feedings\"><h2>Feedings</h2>"
        if feedings.isEmpty {
            body += "<p class=\"muted\">None logged.</p>"
        } else {
            body += "<ul>"
            for feeding in feedings {
                guard let id = feeding.id else { continue }
                let length = feeding.duration.map { Self.minutes($0) } ?? "running"
                let amount = feeding.amountText ?? "no amount"
                let back = Self.dayParameter(day, calendar)
                let unit = feeding.amountUnit ?? .ml
                let step = unit.written(milliliters: unit.milliliters(FeedingActions.stepSize(unit)))
                let action = "/feedings/\(id)/step?day=\(back)"
                body += """
                <li><span>\(HTML(escaping: time.string(from: feeding.startedAt))) · \(HTML(escaping: length))</span>
                <span class="stepper"><form method="post" action="\(action)">\(guardField)<input type="hidden" name="step" value="-1"><button class="secondary" type="submit" aria-label="\(step) less">−</button></form>
                <output data-feeding="\(id)" data-amount="\(feeding.amountMl ?? 0)">\(HTML(escaping: amount))</output>
                <form method="post" action="\(action)">\(guardField)<input type="hidden" name="step" value="1"><button class="secondary" type="submit" aria-label="\(step) more">+</button></form></span></li>
                """
            }
            body += "</ul>"
        }
        body += "</section>"
        let summary = try log.summary(on: day)
        let total = summary.withAmount > 0 ? summary.unit.written(milliliters: summary.totalMl) : "no amounts"
        body += """
        <section aria-label="Totals"><h2>Totals</h2>
        <p><span id="count">\(summary.count)</span> \(summary.count == 1 ? "feeding" : "feedings") · \(HTML(escaping: total)) · \(summary.minutes) min</p></section>
        """
        body += try weekChart()
        if isToday {
            body += PageLayout.liveReload(since: since, whileEditing: true)
        }
        return PageLayout.page(title: dayTitle, body: body, current: "/")
    }

    /// The seven days ending with the day shown as a small bar chart: each bar's height the day's
    /// amount (against the week's largest), the number of feedings under it, each a link to its day.
    func weekChart() throws -> String {
        let calendar = log.calendar
        let days = (0..<7).reversed().compactMap { calendar.date(byAdding: .day, value: -$0, to: day) }
        let summaries = try days.map { try log.summary(on: $0) }
        let largest = max(1, summaries.map(\.totalMl).max() ?? 1)
        let weekday = Self.formatter("EEEEE", calendar)
        let spoken = Self.formatter("EEEE d MMMM", calendar)
        var bars = ""
        for (date, summary) in zip(days, summaries) {
            let height = summary.totalMl == 0 ? 2 : max(6, Int((Double(summary.totalMl) / Double(largest) * 100).rounded()))
            let amount = summary.withAmount > 0 ? summary.unit.written(milliliters: summary.totalMl) : "no amounts"
            let label = "\(spoken.string(from: date)): \(summary.count) \(summary.count == 1 ? "feeding" : "feedings"), \(amount)"
            let current = calendar.isDate(date, inSameDayAs: day) ? " aria-current=\"date\"" : ""
            bars += """
            <a class="bar" href="/?day=\(Self.dayParameter(date, calendar))" aria-label="\(HTML(escaping: label))"\(current) data-ml="\(summary.totalMl)" data-count="\(summary.count)">
            <span class="track"><span class="fill" style="height: \(height)%"></span></span><span class="count">\(summary.count)</span><span class="day">\(HTML(escaping: weekday.string(from: date)))</span></a>
            """
        }
        return "<section aria-label=\"Week\"><h2>The week (ml a day, feedings under each)</h2><div class=\"week\">\(bars)</div></section>"
    }

    static func formatter(_ format: String, _ calendar: Calendar) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = format
        return formatter
    }

    /// `2026-11-28`, as `?day=` takes it.
    static func dayParameter(_ day: Date, _ calendar: Calendar) -> String {
        formatter("yyyy-MM-dd", calendar).string(from: day)
    }

    static func elapsed(_ seconds: TimeInterval) -> String {
        let total = max(0, Int(seconds))
        let (hours, minutes, rest) = (total / 3600, total % 3600 / 60, total % 60)
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }

    static func minutes(_ seconds: TimeInterval) -> String {
        "\(Int((seconds / 60).rounded())) min"
    }
}
