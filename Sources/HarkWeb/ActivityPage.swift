import Foundation

/// What Hark heard and said, newest first, growing live while the page is open.
struct ActivityPage {
    /// nil when the web app runs without `hark listen` (`hark serve`).
    let feed: ActivityFeed?

    func render() -> String {
        var body = "<h1>Activity</h1>"
        guard let feed else {
            body += """
            <section><p class="muted">What Hark hears and says shows here when the web app runs inside <code>hark listen</code>
            (set <code>web.enabled: true</code>); <code>hark serve</code> on its own hears nothing.</p></section>
            """
            return PageLayout.page(title: "Activity", body: body, current: "/activity")
        }
        let entries = feed.entries()
        let rows = entries.reversed().map { Self.row($0) }.joined()
        body += """
        <section aria-label="Heard and said"><ul id="activity" aria-live="polite" data-last="\(entries.last?.number ?? 0)">\(rows)</ul>
        \(entries.isEmpty ? "<p class=\"muted\" id=\"quiet\">Nothing heard yet.</p>" : "")</section>
        <script>
        (function () {
          var list = document.getElementById("activity");
          function text(e) { return e.text || e.phrase || e.title || (e.intent ? e.intent + (e.outcome ? " → " + e.outcome : "") : "") || e.message || ""; }
          function add(entry) {
            var e = entry.event, li = document.createElement("li");
            var when = new Date(entry.at).toLocaleTimeString();
            li.innerHTML = "<span><small class=\\"muted\\"></small><br><strong></strong> <span></span></span>";
            li.querySelector("small").textContent = when;
            li.querySelector("strong").textContent = e.event || "event";
            li.querySelector("span span").textContent = text(e);
            list.insertBefore(li, list.firstChild);
            var quiet = document.getElementById("quiet"); if (quiet) quiet.remove();
          }
          if (window.EventSource) {
            var source = new EventSource("/activity/events?after=" + list.dataset.last);
            source.addEventListener("activity", function (m) {
              var entry = JSON.parse(m.data);
              if (entry.number > Number(list.dataset.last)) { list.dataset.last = entry.number; add(entry); }
            });
          }
        })();
        </script>
        """
        return PageLayout.page(title: "Activity", body: body, current: "/activity")
    }

    /// One event as a list item: when, which event, and its words (what was heard or said, the intent, the outcome).
    static func row(_ entry: ActivityFeed.Entry) -> String {
        let event = (try? JSONSerialization.jsonObject(with: Data(entry.json.utf8))) as? [String: Any] ?? [:]
        let name = event["event"] as? String ?? "event"
        let words = ["text", "phrase", "title", "intent", "message"].lazy.compactMap { event[$0] as? String }.first ?? ""
        let outcome = (event["outcome"] as? String).map { " → \($0)" } ?? ""
        let when = TodayPage.formatter("h:mm:ss a", Calendar.current).string(from: entry.at)
        return "<li data-number=\"\(entry.number)\"><span><small class=\"muted\">\(HTML(escaping: when))</small><br><strong>\(HTML(escaping: name))</strong> "
            + "<span>\(HTML(escaping: words + outcome))</span></span></li>"
    }
}
