import Foundation
import HarkIntents
import HarkSkills
import HarkStore

/// Your voice shortcuts: each phrase and what it does (with why, if it no longer works), delete one,
/// add one, and the suggestions made from what you do often, one tap to make.
struct ShortcutsPage {
    let suite: SkillSuite
    let csrf: String

    func render() async throws -> String {
        let guardField = "<input type=\"hidden\" name=\"csrf\" value=\"\(HTML(escaping: csrf))\">"
        // The same data as GET /api/shortcuts, gathered once.
        let data = try await ShortcutsData(suite: suite)
        let titles = ShortcutsData.titles(suite.registry)
        var body = "<h1>Shortcuts</h1><section aria-label=\"Your shortcuts\"><h2>Yours</h2>"
        if data.shortcuts.isEmpty {
            body += "<p class=\"muted\">No shortcuts yet. A shortcut is a phrase you choose for something you say often.</p>"
        } else {
            body += "<ul>"
            for shortcut in data.shortcuts {
                let what = ShortcutsData.summary(intent: shortcut.intent, values: shortcut.values, titles: titles)
                let problem = shortcut.problem.map { "<br><small role=\"note\">Not heard: \(HTML(escaping: $0))</small>" } ?? ""
                let id = shortcut.id
                let values = shortcut.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\n")
                body += """
                <li><span><strong>“\(HTML(escaping: shortcut.phrase))”</strong><br><small class="muted">\(HTML(escaping: what))</small>\(problem)
                <details><summary aria-label="Change the shortcut \(HTML(escaping: shortcut.phrase))">Change</summary>
                <form method="post" action="/shortcuts/\(id)" class="stack">\(guardField)
                <label for="phrase-\(id)">Phrase</label><input id="phrase-\(id)" name="phrase" required maxlength="80" value="\(HTML(escaping: shortcut.phrase))">
                <label for="values-\(id)">Fixed values, name=value per line</label><textarea id="values-\(id)" name="values" rows="3">\(HTML(escaping: values))</textarea>
                <button type="submit">Save</button></form></details></span>
                <form method="post" action="/shortcuts/\(id)/delete">\(guardField)<button class="secondary" type="submit" aria-label="Delete the shortcut \(HTML(escaping: shortcut.phrase))">✕</button></form></li>
                """
            }
            body += "</ul>"
        }
        let options = titles.sorted { $0.value < $1.value }.map { "<option value=\"\(HTML(escaping: $0.key))\">\(HTML(escaping: $0.value))</option>" }.joined()
        body += """
        <details><summary aria-label="Add a shortcut">＋</summary>
        <form method="post" action="/shortcuts" class="stack">\(guardField)
        <label for="phrase">What you will say (two words or more, numbers as words)</label><input id="phrase" name="phrase" required maxlength="80">
        <label for="intent">What it does</label><select id="intent" name="intent">\(options)</select>
        <label for="values">Fixed values, one per line as name=value (e.g. caller=Boss, delay=5 minutes); anything left out is asked</label>
        <textarea id="values" name="values" rows="3"></textarea>
        <button type="submit">Add shortcut</button>
        </form></details></section>
        """

        body += "<section aria-label=\"Suggestions\"><h2>Suggested</h2>"
        if data.suggestions.isEmpty {
            body += "<p class=\"muted\">Nothing yet: something you ask \(Donations.repeatsForSuggestion) times or more on different days shows up here.</p>"
        } else {
            body += "<ul>"
            for suggestion in data.suggestions {
                let what = ShortcutsData.summary(intent: suggestion.intent, values: suggestion.values, titles: titles)
                let evidence = "\(suggestion.count) times\(suggestion.when.isEmpty ? "" : ", " + suggestion.when)"
                var make = ""
                if let phrase = suggestion.phrase {
                    let values = suggestion.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\n")
                    make = """
                    <form method="post" action="/shortcuts">\(guardField)<input type="hidden" name="phrase" value="\(HTML(escaping: phrase))">
                    <input type="hidden" name="intent" value="\(HTML(escaping: suggestion.intent))"><input type="hidden" name="values" value="\(HTML(escaping: values))">
                    <input type="hidden" name="origin" value="suggestion"><button type="submit">Say “\(HTML(escaping: phrase))”</button></form>
                    """
                }
                body += "<li><span>\(HTML(escaping: what))<br><small class=\"muted\">\(HTML(escaping: evidence))</small></span>\(make)</li>"
            }
            body += "</ul>"
        }
        body += "</section>"
        return PageLayout.page(title: "Shortcuts", body: body, current: "/shortcuts")
    }
}
