import Foundation
import HarkIntents
import HarkSkills
import HarkStore

/// Fake calls: the ones waiting to ring (cancel them), a call started with a caller, a delay
/// and whether it rings again, the presets as one-tap buttons, and the callers with their scripts.
struct CallsPage {
    let calls: FakeCallService
    let calendar: Calendar
    let csrf: String
    /// The records' fingerprint the page is made from (``PageLayout/liveReload(since:whileEditing:)``).
    var since = ""

    /// The delays offered, in seconds, with how they read.
    static let delays: [(seconds: Int, text: String)] = [
        (0, "Now"), (30, "30 seconds"), (60, "1 minute"), (120, "2 minutes"), (300, "5 minutes"),
        (600, "10 minutes"), (900, "15 minutes"), (1800, "30 minutes"), (3600, "1 hour"),
    ]

    func render() throws -> String {
        let guardField = "<input type=\"hidden\" name=\"csrf\" value=\"\(HTML(escaping: csrf))\">"
        let time = TodayPage.formatter("h:mm:ss a", calendar)
        let callers = try calls.callers()
        let presets = try calls.presets()
        var body = "<h1>Fake calls</h1>"

        body += "<section aria-label=\"Waiting calls\"><h2>Waiting</h2>"
        let pending = try calls.pendingCalls()
        if pending.isEmpty {
            body += "<p class=\"muted\">No call is waiting.</p>"
        } else {
            body += "<ul>" + pending.map { event in
                "<li><span><strong>\(HTML(escaping: event.title))</strong> rings at \(HTML(escaping: time.string(from: event.fireAt)))</span></li>"
            }.joined() + "</ul>"
            body += "<form method=\"post\" action=\"/calls/cancel\">\(guardField)<button class=\"secondary\" type=\"submit\">Cancel \(pending.count == 1 ? "the call" : "all calls")</button></form>"
        }
        body += "</section>"

        let callerOptions = callers.map { "<option>\(HTML(escaping: $0.name))</option>" }.joined()
        let delayOptions = Self.delays.map { "<option value=\"\($0.seconds)\"\($0.seconds == 300 ? " selected" : "")>\($0.text)</option>" }.joined()
        let realert = calls.settings.fakeCallRealert ? " checked" : ""
        body += """
        <section aria-label="Start a call"><h2>Start a call</h2>
        <form method="post" action="/calls/start" class="stack">\(guardField)
        <label for="caller">Caller</label><select id="caller" name="caller">\(callerOptions)</select>
        <label for="delay">In</label><select id="delay" name="delay">\(delayOptions)</select>
        <label class="row"><input type="checkbox" name="realert" value="on"\(realert)> Ring again after 2 minutes if unanswered</label>
        <input type="hidden" name="realert_shown" value="1">
        <button type="submit">Start call</button>
        </form></section>
        """

        body += "<section aria-label=\"Presets\"><h2>Presets</h2>"
        if presets.isEmpty {
            body += "<p class=\"muted\">No presets yet.</p>"
        } else {
            body += "<ul>"
            for preset in presets {
                let name = HTML(escaping: preset.name)
                let path = preset.name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? preset.name
                let summary = "\(preset.caller) in \(SpokenDuration(seconds: preset.delaySeconds).spokenText)\(preset.realert ? ", rings again" : "")"
                body += """
                <li><form method="post" action="/calls/presets/\(path)/start">\(guardField)<button type="submit">\(name)</button></form>
                <span class="muted">\(HTML(escaping: summary))</span>
                <form method="post" action="/calls/presets/\(path)/delete">\(guardField)<button class="secondary" type="submit" aria-label="Delete the \(name) preset">✕</button></form></li>
                """
            }
            body += "</ul>"
        }
        body += """
        <details><summary aria-label="Add a preset">＋</summary>
        <form method="post" action="/calls/presets" class="stack">\(guardField)
        <label for="preset-name">Name (say "start the NAME call")</label><input id="preset-name" name="name" required maxlength="40">
        <label for="preset-caller">Caller</label><select id="preset-caller" name="caller">\(callerOptions)</select>
        <label for="preset-delay">In</label><select id="preset-delay" name="delay">\(delayOptions)</select>
        <label class="row"><input type="checkbox" name="realert" value="on"\(realert)> Ring again if unanswered</label>
        <input type="hidden" name="realert_shown" value="1">
        <button type="submit">Add preset</button>
        </form></details></section>
        """

        body += "<section aria-label=\"Callers\"><h2>Callers</h2><ul>"
        for caller in callers {
            let name = HTML(escaping: caller.name)
            let path = caller.name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? caller.name
            body += """
            <li><span><strong>\(name)</strong><br><small class="muted">\(HTML(escaping: caller.lines.joined(separator: " / ")))</small></span>
            <form method="post" action="/calls/callers/\(path)/delete">\(guardField)<button class="secondary" type="submit" aria-label="Remove \(name)">✕</button></form></li>
            """
        }
        body += """
        </ul>
        <details><summary aria-label="Add a caller">＋</summary>
        <form method="post" action="/calls/callers" class="stack">\(guardField)
        <label for="caller-name">Name</label><input id="caller-name" name="name" required maxlength="40">
        <label for="caller-script">What they say when answered, one line each (empty: the usual lines)</label>
        <textarea id="caller-script" name="script" rows="3"></textarea>
        <button type="submit">Add caller</button>
        </form></details></section>
        """
        body += PageLayout.liveReload(since: since)
        return PageLayout.page(title: "Calls", body: body, current: "/calls")
    }
}
