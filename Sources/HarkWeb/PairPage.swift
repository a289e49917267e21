/// The one page served without a session: a form for the 6-digit code `hark web pair` prints.
enum PairPage {
    static let path = "/pair"

    static func render(message: String?) -> String {
        let note = message.map { "<p role=\"alert\" class=\"warn\">\(HTML(escaping: $0))</p>" } ?? ""
        let body = """
        <h1>Pair this browser</h1>
        <section>
        <p>On the machine running Hark, run <code>hark web pair</code> and enter the six digits here.</p>
        \(note)
        <form method="post" action="\(path)" class="stack">
        <label for="code">Pairing code</label>
        <input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]*" maxlength="7" required autofocus>
        <button type="submit">Pair</button>
        </form>
        </section>
        """
        return PageLayout.page(title: "Pair", body: body)
    }
}
