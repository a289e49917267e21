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
    static func page(title: String, body: String) -> String {
        """
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
        nav { display: flex; justify-content: space-between; align-items: center; margin-bottom: 1rem; }
        </style>
        </head>
        <body><main>
        \(body)
        </main></body>
        </html>
        """
    }
}
