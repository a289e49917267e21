/// Text made safe to put inside HTML (element content and quoted attributes).
struct HTML: CustomStringConvertible {
    let description: String

    /// Escapes `text`.
    init(escaping text: String) {
        var escaped = ""
        escaped.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        description = escaped
    }

    /// Markup already safe (built from escaped parts).
    init(markup: String) {
        description = markup
    }
}

/// The frame every page shares: a phone-sized layout, dark at night, large targets, no
/// script or style from anywhere else.
enum PageLayout {
    /// The script that loads a live page again when the records change (a feeding started by voice shows
    /// within a second). `since` is the records' fingerprint the page was made from: the stream says
    /// "change" at once when it differs, so a change landing before the stream opens is not lost. With
    /// `whileEditing` false, a page with a form open or a field in focus is left as it is.
    static func liveReload(since: String, whileEditing: Bool = false) -> String {
        let url = since.isEmpty ? "/events" : "/events?since=\(since)"
        let reload = whileEditing ? "location.reload();"
            : "if (!document.querySelector(\"details[open]\") && document.activeElement === document.body) location.reload();"
        return """
        <script>
        if (window.EventSource) {
          new EventSource("\(url)").addEventListener("change", function () { \(reload) });
        }
        </script>
        """
    }

    /// The pages in the tab bar, path and title.
    static let tabs: [(path: String, title: String)] = [("/", "Today"), ("/alarms", "Alarms"), ("/fridge", "Fridge"), ("/calls", "Calls"), ("/shortcuts", "Shortcuts"),
                                                         ("/activity", "Activity")]

    /// A page; `current` is the tab it belongs to (nil shows no tab bar: the pairing and error pages).
    static func page(title: String, body: String, current: String? = nil) -> String {
        let tabBar = current.map { current in
            "<nav class=\"tabs\" aria-label=\"Pages\">" + tabs.map { tab in
                "<a href=\"\(tab.path)\"\(tab.path == current ? " aria-current=\"page\"" : "")>\(tab.title)</a>"
            }.joined() + "</nav>"
        } ?? ""
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTML(escaping: title)) · Hark</title>
        <style>
        :root { color-scheme: dark; --bg: #111418; --card: #1c2128; --text: #e8eaed; --muted: #9aa4ae; --accent: #7cc4ff; --warn: #ffb86b; }
        body { margin: 0; font: 18px/1.4 system-ui, sans-serif; background: var(--bg); color: var(--text); }
        main { max-width: 32rem; margin: 0 auto; padding: 1rem; }
        h1 { font-size: 1.5rem; margin: 0.5rem 0 1rem; }
        section { background: var(--card); border-radius: 0.75rem; padding: 1rem; margin-bottom: 1rem; }
        h2 { font-size: 1.1rem; margin: 0 0 0.5rem; color: var(--muted); }
        button, .button { min-height: 3rem; min-width: 3rem; padding: 0.5rem 1rem; font-size: 1.1rem; border-radius: 0.5rem;
                          border: 0; background: var(--accent); color: #04121f; text-decoration: none; display: inline-block; }
        button.secondary { background: #2d3540; color: var(--text); }
        form { display: inline; }
        ul { list-style: none; padding: 0; margin: 0; }
        li { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; padding: 0.5rem 0; border-top: 1px solid #2d3540; }
        li:first-child { border-top: 0; }
        .muted { color: var(--muted); }
        .big { font-size: 2rem; font-variant-numeric: tabular-nums; }
        input { min-height: 3rem; font-size: 1.1rem; padding: 0 0.75rem; border-radius: 0.5rem; border: 1px solid #3a4450;
                background: #0d1014; color: var(--text); }
        label { color: var(--muted); }
        .row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin: 0.5rem 0; }
        .stack { display: flex; flex-direction: column; gap: 0.75rem; }
        .stepper { display: flex; align-items: center; gap: 0.5rem; }
        output { min-width: 4.5rem; text-align: center; font-variant-numeric: tabular-nums; }
        .warn { color: var(--warn); }
        code { background: #0d1014; padding: 0.1rem 0.3rem; border-radius: 0.25rem; }
        select { min-height: 3rem; font-size: 1.1rem; border-radius: 0.5rem; background: #0d1014; color: var(--text); border: 1px solid #3a4450; padding: 0 0.5rem; }
        .tabs { display: flex; gap: 0.3rem; margin-bottom: 0.5rem; }
        .tabs a { flex: 1; font-size: 0.78rem; text-align: center; padding: 0.75rem 0; border-radius: 0.5rem; color: var(--muted); text-decoration: none; background: var(--card); }
        .tabs a[aria-current="page"] { color: var(--text); outline: 2px solid var(--accent); }
        .places { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 0 1rem; }
        main:has(.places) { max-width: 64rem; }
        .item.soon .days { color: var(--warn); }
        .item.today .days { color: #ff9f43; font-weight: bold; }
        .item.expired .days { color: #ff6b6b; font-weight: bold; }
        .item.expired strong { text-decoration: line-through; }
        details summary { min-height: 3rem; min-width: 3rem; display: flex; align-items: center; justify-content: center; cursor: pointer; list-style: none; font-size: 1.5rem; }
        textarea { font: inherit; border-radius: 0.5rem; background: #0d1014; color: var(--text); border: 1px solid #3a4450; padding: 0.5rem; }
        input[type="checkbox"] { min-height: 1.5rem; width: 1.5rem; height: 1.5rem; }
        .week { display: flex; align-items: flex-end; gap: 0.35rem; height: 9rem; }
        .bar { flex: 1; display: flex; flex-direction: column; justify-content: flex-end; align-items: center; height: 100%;
               text-decoration: none; color: var(--muted); min-width: 2.5rem; }
        .bar .track { flex: 1; width: 100%; display: flex; align-items: flex-end; }
        .bar .fill { width: 100%; background: var(--accent); border-radius: 0.3rem 0.3rem 0 0; opacity: 0.7; }
        .bar[aria-current="date"] .fill { opacity: 1; }
        .bar .count { color: var(--text); font-variant-numeric: tabular-nums; }
        .bar .day { font-size: 0.85rem; }
        .chips { display: flex; flex-wrap: wrap; gap: 0.5rem; }
        .chips[hidden] { display: none; }
        nav .button { text-align: center; font-size: 1.5rem; line-height: 2rem; }
        .chip { min-height: 2.75rem; padding: 0.25rem 0.75rem; }
        nav { display: flex; justify-content: space-between; align-items: center; margin-bottom: 1rem; }
        </style>
        </head>
        <body><main>
        \(tabBar)
        \(body)
        </main></body>
        </html>
        """
    }
}
