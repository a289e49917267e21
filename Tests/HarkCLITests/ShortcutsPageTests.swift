import Foundation
import Testing

/// The shortcuts page and its API over real HTTP: the same shortcuts, checks and suggestions as
/// `hark shortcuts` and the voice.
@Suite struct ShortcutsPageTests {
    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "not a JSON object: \(text)")
    }

    @Test func aShortcutAddedOnThePageIsHeardAndOneMadeByTheCommandLineIsListed() throws {
        let server = try WebServer()
        try server.pair()
        var reply = try server.request("GET", "/shortcuts")
        #expect(reply.status == 200 && reply.body.contains("No shortcuts yet") && reply.body.contains("<option value=\"ScheduleFakeCall\">"),
                "\(reply.body)")

        // Added on the page: typed values, checked as if said; then said to Hark.
        reply = try server.request("POST", "/shortcuts", form: "phrase=Pineapple+pizza&intent=ScheduleFakeCall&values=caller%3DMom%0Adelay%3D5+minutes")
        #expect(reply.status == 303, "\(reply.status) \(reply.body)")
        #expect(try server.hark(["ask", "pineapple pizza"]) == "OK, Mom will call you in 5 minutes.\n")
        #expect(try server.hark(["shortcuts", "list"]).contains("#1 \"Pineapple pizza\" → ScheduleFakeCall (caller: Mom, delay: 5 minutes)"))

        // Made by the command line: on the page and in the API.
        _ = try server.hark(["shortcuts", "add", "bottle time", "--intent", "StartFeeding"])
        reply = try server.request("GET", "/shortcuts")
        #expect(reply.body.contains("<strong>“bottle time”</strong>") && reply.body.contains("Schedule a fake call: caller Mom, delay 5 minutes"), "\(reply.body)")
        let data = try Self.json(server.request("GET", "/api/shortcuts").body)
        let shortcuts = data["shortcuts"] as? [[String: Any]] ?? []
        #expect(shortcuts.map { $0["phrase"] as? String } == ["Pineapple pizza", "bottle time"] && shortcuts.last?["origin"] as? String == "cli")

        // Refusals: a 4xx with the reason, nothing stored.
        for (path, form, status, words) in [
            ("/shortcuts", "phrase=pizza&intent=StartFeeding", 400, "too short"),
            ("/shortcuts", "phrase=bottle+time&intent=SetTimer", 400, "same words as your shortcut"),
            ("/shortcuts", "phrase=start+feeding&intent=SetTimer", 400, "Feeding log ▸ StartFeeding"),
            ("/shortcuts", "phrase=quick+egg&intent=SetTimer&values=duration%3Dpurple", 400, "a length of time"),
            ("/shortcuts", "phrase=quick+egg&intent=SetTimer&values=seven+minutes", 400, "name=value"),
            ("/shortcuts", "phrase=quick+egg&intent=Nope", 400, "Hark has no intent"),
            ("/shortcuts/99/delete", "", 404, "no shortcut #99"),
        ] {
            reply = try server.request("POST", path, form: form)
            #expect(reply.status == status && reply.body.contains(words), "\(path) \(form): \(reply.status) \(reply.body)")
        }
        // The API, with the anti-forgery token a script sends along with the cookie.
        let guarded = ["X-CSRF-Token: \(server.csrf ?? "")"]
        reply = try server.request("POST", "/api/shortcuts", json: #"{"phrase": "quick egg", "intent": "SetTimer", "values": {"duration": "7 minutes"}}"#,
                                   headers: guarded)
        #expect(reply.status == 201 && reply.body.contains("\"origin\":\"web\""), "\(reply.status) \(reply.body)")
        reply = try server.request("POST", "/api/shortcuts", json: #"{"phrase": "2 eggs", "intent": "SetTimer"}"#, headers: guarded)
        #expect(reply.status == 400 && reply.body.contains("digits"), "\(reply.body)")
        #expect((try Self.json(server.request("GET", "/api/shortcuts").body)["shortcuts"] as? [Any])?.count == 3)

        // Changed on the page: a new phrase and one value fewer (asked for when said).
        reply = try server.request("POST", "/shortcuts/1", form: "phrase=pizza+time&values=caller%3DMom")
        #expect(reply.status == 303, "\(reply.status) \(reply.body)")
        #expect(try server.hark(["shortcuts", "list"]).contains("#1 \"pizza time\" → ScheduleFakeCall (caller: Mom)"))
        #expect(try server.hark(["ask", "pizza time", "--answer", "ten minutes"]).contains("Mom will call you in 10 minutes."))
        reply = try server.request("PUT", "/api/shortcuts/1", json: #"{"values": {"caller": "Mom", "delay": "2 minutes"}}"#, headers: guarded)
        #expect(reply.status == 200 && reply.body.contains("\"delay\":\"2 minutes\""), "\(reply.body)")
        reply = try server.request("PUT", "/api/shortcuts/1", json: #"{"phrase": "bottle time"}"#, headers: guarded)
        #expect(reply.status == 400 && reply.body.contains("same words"), "\(reply.body)")
        reply = try server.request("PUT", "/api/shortcuts/42", json: #"{"values": {}}"#, headers: guarded)
        #expect(reply.status == 404, "\(reply.body)")

        // Deleted on the page: no longer heard.
        reply = try server.request("POST", "/shortcuts/1/delete", form: "")
        #expect(reply.status == 303)
        #expect(!(try server.hark(["ask", "pineapple pizza"]).contains("will call you")))
        reply = try server.request("DELETE", "/api/shortcuts/3", headers: guarded)
        #expect(reply.status == 204)
        #expect(try server.hark(["shortcuts", "list"]).components(separatedBy: "\n").filter { $0.hasPrefix("#") } == ["#2 \"bottle time\" → StartFeeding"])
    }

    /// A habit in the donations (three Friday evenings, as the voice would have left them) is suggested
    /// with its evidence, and one tap makes the shortcut.
    @Test func aSuggestionIsMadeIntoAShortcutWithOneTap() throws {
        let server = try WebServer()
        try server.pair()
        let rows = ["2026-11-06", "2026-11-13", "2026-11-20"].map { day in
            "INSERT INTO donation (intent, parameterValues, parameterTypes, source, at, weekday, minuteOfDay) VALUES "
                + "('ScheduleFakeCall', '{\"caller\":\"Mom\",\"delay\":\"5 minutes\"}', '{\"caller\":\"Caller\",\"delay\":\"duration\"}', 'voice', '\(day) 19:30:00.000', 6, 1170);"
        }
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        sqlite.arguments = ["sqlite3", server.data.appendingPathComponent("hark.sqlite").path, rows.joined()]
        try sqlite.run()
        sqlite.waitUntilExit()
        #expect(sqlite.terminationStatus == 0)

        var reply = try server.request("GET", "/shortcuts")
        #expect(reply.body.contains("Schedule a fake call: caller Mom, delay 5 minutes") && reply.body.contains("3 times, on Friday evenings")
                && reply.body.contains("Say “mom call”"), "\(reply.body)")
        let form = "phrase=mom+call&intent=ScheduleFakeCall&values=caller%3DMom%0Adelay%3D5+minutes&origin=suggestion"
        reply = try server.request("POST", "/shortcuts", form: form)
        #expect(reply.status == 303, "\(reply.body)")
        let listed = try server.hark(["shortcuts", "list", "--json"])
        #expect(listed.contains("\"origin\":\"suggestion\"") && listed.contains("\"phrase\":\"mom call\""), "\(listed)")
        reply = try server.request("GET", "/shortcuts")
        #expect(!reply.body.contains("Say “mom call”") && reply.body.contains("<strong>“mom call”</strong>"), "\(reply.body)")
        #expect(try server.hark(["ask", "mom call"]) == "OK, Mom will call you in 5 minutes.\n")
    }
}
