import HarkSkills
import HarkStore

/// What rings now (an alarm, a timer, the feeding reminder), each with a Stop button and, but for
/// a timer, Snooze: on the alarms page and on today's page. The ringing Hark, in this process or
/// another, takes the press as if the word were said (``AlarmActions/answer(id:snooze:)``).
enum RingingSection {
    /// The section, or nothing when nothing rings; the forms return to `back` ("/" or "/alarms").
    static func html(_ ringing: [ScheduledEvent], guardField: String, back: String) -> String {
        guard !ringing.isEmpty else { return "" }
        let backField = "<input type=\"hidden\" name=\"back\" value=\"\(back == "/" ? "/" : "/alarms")\">"
        var section = "<section aria-label=\"Ringing now\" class=\"ringing\"><h2>Ringing now</h2><ul>"
        for event in ringing {
            guard let id = event.id else { continue }
            let title = HTML(escaping: event.title).description
            var buttons = "<form method=\"post\" action=\"/alarms/\(id)/stop\">\(guardField)\(backField)<button type=\"submit\" aria-label=\"Stop the \(title)\">Stop</button></form>"
            if event.kind != AlarmClock.timerKind {
                buttons += "<form method=\"post\" action=\"/alarms/\(id)/snooze\">\(guardField)\(backField)<button class=\"secondary\" type=\"submit\" aria-label=\"Snooze the \(title)\">Snooze</button></form>"
            }
            section += "<li class=\"ringing\" data-ringing=\"\(id)\"><strong>\(title)</strong><span class=\"row\">\(buttons)</span></li>"
        }
        return section + "</ul></section>"
    }

    /// Where a Stop or Snooze form returns: today's page when it came from there, else the alarms page.
    static func back(_ form: FormBody) -> String {
        form["back"] == "/" ? "/" : "/alarms"
    }
}
