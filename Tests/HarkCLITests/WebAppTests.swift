import Foundation
import Testing

/// `hark serve` over real HTTP: the page shows what the voice did, and what the page does is
/// what the voice and the command line see next.
@Suite struct WebAppTests {
    @Test func thePageAndTheVoiceShareTheRecords() async throws {
        try await WebServer.awayFromMidnight()
        let server = try WebServer()
        try server.pair()
        var reply = try server.request("GET", "/")
        #expect(reply.status == 200)
        #expect(reply.body.contains("Start feeding") && reply.body.contains("None logged"), "\(reply.body)")

        // A feeding started by voice (the same intent as `hark listen` runs) shows on the page.
        _ = try server.hark(["ask", "start feeding"])
        reply = try server.request("GET", "/")
        #expect(reply.body.contains("Finish feeding") && reply.body.contains("Since "), "\(reply.body)")
        #expect(reply.body.contains("id=\"elapsed\""))

        // Finished on the page: the log and the reminder are what the command line reads next.
        reply = try server.request("POST", "/feedings/finish", form: "")
        #expect(reply.status == 303 && reply.headers["location"] == "/")
        reply = try server.request("GET", "/")
        #expect(reply.body.contains("Reminder at"), "\(reply.body)")
        #expect(try server.hark(["feedings", "--json"]).contains("\"endedAt\""))
        #expect(try server.hark(["alarms"]).lowercased().contains("feed"))

        // The stepper: +10 ml twice, -10 once; never below one step.
        for step in ["1", "1", "-1"] {
            reply = try server.request("POST", "/feedings/1/step", form: "step=\(step)")
            #expect(reply.status == 303)
        }
        #expect(try server.hark(["feedings"]).contains("10 ml"))
        let page = try server.request("GET", "/").body
        #expect(page.contains("10 ml"))
        // The week's chart: seven days, today's bar naming its feeding and amount, each a link to its day.
        #expect(page.components(separatedBy: "class=\"bar\"").count == 8, "seven bars")
        #expect(page.contains(": 1 feeding, 10 ml\" aria-current=\"date\" data-ml=\"10\""), "\(page)")
        reply = try server.request("POST", "/feedings/1/step", form: "step=-1")
        #expect(reply.status == 303)
        #expect(try server.hark(["feedings"]).contains("10 ml"), "one step is the least")

        // The reminder moved on the page is where the voice finds it.
        reply = try server.request("POST", "/reminder/move", form: "time=23:58")
        #expect(reply.status == 303)
        #expect(try server.request("GET", "/").body.contains("11:58 PM"))
        let alarms = try server.hark(["ask", "when is the next feeding"])
        #expect(alarms.contains("11:58"), "\(alarms)")
        reply = try server.request("POST", "/reminder/move", form: "time=7pm")
        #expect(reply.status == 400 && reply.body.contains("HH:MM"), "\(reply.status) \(reply.body)")

        // The reminder deleted on the page is gone for the voice too.
        reply = try server.request("POST", "/reminder/delete", form: "")
        #expect(reply.status == 303)
        #expect(try server.request("GET", "/").body.contains("No reminder set"))
        #expect(!(try server.hark(["alarms"]).lowercased().contains("feed")))

        // Another day, and bad requests: a clear status and message, never a crash.
        reply = try server.request("GET", "/?day=2020-01-01")
        #expect(reply.status == 200 && reply.body.contains("None logged") && reply.body.contains("January"), "\(reply.body)")
        reply = try server.request("GET", "/?day=2026-02-30")
        #expect(reply.status == 400 && reply.body.contains("is not a day"), "\(reply.body)")
        reply = try server.request("POST", "/feedings/1/step", form: "step=lots")
        #expect(reply.status == 400 && reply.body.contains("whole number"), "\(reply.status) \(reply.body)")
        reply = try server.request("POST", "/feedings/999/step", form: "step=1")
        #expect(reply.status == 404 && reply.body.contains("no longer in the log"), "\(reply.status) \(reply.body)")
        #expect(try server.request("GET", "/nothing-here").status == 404)
        // hark serve alone hears nothing: the Activity page says where it shows, the API has none.
        reply = try server.request("GET", "/activity")
        #expect(reply.status == 200 && reply.body.contains("web.enabled"))
        #expect(try server.request("GET", "/api/activity").status == 404)
        #expect(server.stop())
    }

    @Test func nothingIsServedWithoutASession() throws {
        let server = try WebServer()
        let routes: [(String, String)] = [
            ("GET", "/"), ("GET", "/?day=2026-01-01"), ("GET", "/events"), ("POST", "/feedings/start"), ("POST", "/feedings/finish"),
            ("POST", "/feedings/1/step"), ("POST", "/reminder/move"), ("POST", "/reminder/delete"), ("GET", "/nothing-here"),
            ("GET", "/api/today"), ("POST", "/api/feedings"), ("POST", "/api/feedings/finish"), ("PUT", "/api/feedings/1/amount"),
            ("POST", "/api/feedings/1/step"), ("DELETE", "/api/feedings/1"), ("GET", "/api/reminder"), ("PUT", "/api/reminder"),
            ("DELETE", "/api/reminder"), ("POST", "/alarms/1/stop"), ("POST", "/alarms/1/snooze"), ("POST", "/api/alarms/1/stop"),
            ("POST", "/api/alarms/1/snooze"),
        ]
        for (method, path) in routes {
            for bearer in [nil, "not-a-token", String(repeating: "A", count: 43)] {
                let reply = try server.request(method, path, form: method == "GET" ? nil : "step=1&time=10:00", bearer: bearer)
                #expect(reply.status == 401, "\(method) \(path): \(reply.status)")
                if path.hasPrefix("/api/") || path == "/events" {
                    #expect(reply.body.contains("hark web pair") && reply.headers["www-authenticate"] != nil, "\(path): \(reply.body)")
                } else {
                    #expect(reply.body.contains("Pair this browser") && reply.body.contains("name=\"code\""), "\(path)")
                }
            }
        }
        // A forged cookie is no session either, and nothing changed.
        let forged = try server.request("POST", "/api/feedings", headers: ["Cookie: hark_session=\(String(repeating: "x", count: 43))"])
        #expect(forged.status == 401)
        #expect(try server.hark(["feedings", "--json"]).isEmpty)
        #expect(try server.request("GET", "/pair").status == 200, "the pairing page is the one thing served")
        #expect(server.stop())
    }

    @Test func pairingTakesTheCodeOnceThrottlesGuessesAndCanBeRevoked() throws {
        let server = try WebServer()
        let code = try server.pairingCode()
        let wrong = code == "000000" ? "111111" : "000000"
        var reply = try server.request("POST", "/pair", form: "code=\(wrong)", cookie: false)
        #expect(reply.status == 401 && reply.body.contains("4 more tries"), "\(reply.body)")
        reply = try server.request("POST", "/pair", form: "code=\(code)", cookie: false)
        let cookie = reply.headers["set-cookie"] ?? ""
        #expect(reply.status == 303 && cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict") && cookie.contains("Path=/"), "\(reply.headers)")
        reply = try server.request("POST", "/pair", form: "code=\(code)", cookie: false)
        #expect(reply.status == 401 && reply.body.contains("No pairing code is waiting"), "a code works once: \(reply.body)")

        // A script pairs with JSON and uses the token as a bearer; the store keeps only its hash.
        reply = try server.request("POST", "/pair", json: #"{"code": "\#(try server.pairingCode())", "label": "kitchen script"}"#, cookie: false)
        let object = try JSONSerialization.jsonObject(with: Data(reply.body.utf8)) as? [String: String]
        let token = try #require(object?["token"], "\(reply.body)")
        #expect(try server.request("GET", "/api/today", bearer: token).status == 200)
        #expect(try server.hark(["web", "sessions"]).contains("kitchen script"))
        let files = try FileManager.default.contentsOfDirectory(atPath: server.data.path).filter { $0.hasPrefix("hark.sqlite") }
        #expect(files.contains("hark.sqlite"))
        for file in files {
            let raw = try Data(contentsOf: server.data.appendingPathComponent(file))
            #expect(raw.range(of: Data(token.utf8)) == nil, "the token itself is in no file of the database (\(file))")
        }

        // Revoked from the command line: the token opens nothing any more.
        #expect(try server.hark(["web", "revoke"]).contains("Ended 2 sessions"))
        #expect(try server.request("GET", "/api/today", bearer: token).status == 401)

        // Guessing is throttled: at most 10 attempts a minute in all (4 made so far).
        for _ in 0..<6 { _ = try server.request("POST", "/pair", form: "code=\(wrong)", cookie: false) }
        reply = try server.request("POST", "/pair", form: "code=\(wrong)", cookie: false)
        #expect(reply.status == 429 && reply.headers["retry-after"] != nil && reply.body.contains("Too many pairing attempts"), "\(reply.status)")
        #expect(server.stop())
    }

    @Test func changesWithoutTheAntiForgeryTokenAreRefused() async throws {
        try await WebServer.awayFromMidnight()
        let server = try WebServer()
        try server.pair()
        #expect(server.csrf?.count == 32)
        var reply = try server.request("POST", "/feedings/start", form: "", withCSRF: false)
        #expect(reply.status == 403 && reply.body.contains("anti-forgery"), "\(reply.status)")
        reply = try server.request("POST", "/feedings/start", form: "csrf=\(String(repeating: "0", count: 32))", withCSRF: false)
        #expect(reply.status == 403)
        reply = try server.request("POST", "/api/feedings")
        #expect(reply.status == 403, "the API with a browser's cookie needs the token too")
        #expect(try server.hark(["feedings", "--json"]).isEmpty, "nothing changed")
        reply = try server.request("POST", "/api/feedings", headers: ["X-CSRF-Token: \(server.csrf ?? "")"])
        #expect(reply.status == 201, "\(reply.body)")
        reply = try server.request("POST", "/feedings/finish", form: "")
        #expect(reply.status == 303)
        #expect(try server.hark(["feedings", "--json"]).contains("endedAt"))
        #expect(server.stop())
    }

    @Test func theAPIDoesWhatThePagesDoAndRefusesBadInput() async throws {
        try await WebServer.awayFromMidnight()
        let server = try WebServer()
        let pairing = try server.request("POST", "/pair", json: #"{"code": "\#(try server.pairingCode())"}"#, cookie: false)
        let token = try #require((try JSONSerialization.jsonObject(with: Data(pairing.body.utf8)) as? [String: String])?["token"])
        func call(_ method: String, _ path: String, _ json: String? = nil) throws -> (Int, [String: Any]) {
            let reply = try server.request(method, path, json: json, cookie: false, bearer: token)
            let object = reply.body.isEmpty ? [:] : (try? JSONSerialization.jsonObject(with: Data(reply.body.utf8)) as? [String: Any]) ?? ["raw": reply.body]
            return (reply.status, object)
        }
        var (status, object) = try call("POST", "/api/feedings")
        #expect(status == 201 && object["id"] as? Int == 1)
        (status, object) = try call("POST", "/api/feedings")
        #expect(status == 409 && (object["error"] as? String)?.contains("already running") == true)
        (status, object) = try call("GET", "/api/today")
        #expect(status == 200 && (object["running"] as? [String: Any])?["id"] as? Int == 1)
        (status, object) = try call("POST", "/api/feedings/finish")
        #expect(status == 200 && object["reminder"] != nil)
        (status, object) = try call("PUT", "/api/feedings/1/amount", #"{"amount": 4, "unit": "oz"}"#)
        #expect(status == 200 && object["amountText"] as? String == "4 oz" && object["amountMl"] as? Int == 118)
        (status, object) = try call("POST", "/api/feedings/1/step", #"{"steps": -1}"#)
        #expect(status == 200 && object["amountText"] as? String == "3.5 oz", "half an ounce for a feeding in ounces")
        (status, object) = try call("PUT", "/api/reminder", #"{"time": "23:59"}"#)
        #expect(status == 200)
        (status, object) = try call("GET", "/api/today?day=2026-02-28")
        #expect(status == 200 && (object["feedings"] as? [Any])?.isEmpty == true)
        let before = try server.hark(["feedings", "--json"])
        let alarmsBefore = try server.hark(["alarms"])

        // Bad input: a 4xx that says what to send, and nothing changes.
        let bad: [(String, String, String?, Int, String)] = [
            ("PUT", "/api/feedings/1/amount", #"{"amount": -20}"#, 400, "above zero"),
            ("PUT", "/api/feedings/1/amount", #"{"amount": 5000}"#, 400, "feeding amount"),
            ("PUT", "/api/feedings/1/amount", #"{"amount": 1e300}"#, 400, "more than a feeding"),
            ("PUT", "/api/feedings/1/amount", #"{"amount": 100, "unit": "cups"}"#, 400, "ml or oz"),
            ("PUT", "/api/feedings/1/amount", #"{"amount": "lots"}"#, 400, "wrong type"),
            ("PUT", "/api/feedings/1/amount", #"{"amount": 100"#, 400, "not valid JSON"),
            ("PUT", "/api/feedings/1/amount", #"{}"#, 400, "amount is missing"),
            ("PUT", "/api/feedings/99/amount", #"{"amount": 100}"#, 404, "no longer in the log"),
            ("PUT", "/api/feedings/x/amount", #"{"amount": 100}"#, 404, "no longer in the log"),
            ("POST", "/api/feedings/1/step", #"{"steps": 1000}"#, 400, "from -100 to 100"),
            ("DELETE", "/api/feedings/99", nil, 404, "no longer in the log"),
            ("POST", "/api/feedings/finish", nil, 409, "No feeding is running"),
            ("PUT", "/api/reminder", #"{"time": "24:00"}"#, 400, "HH:MM"),
            ("PUT", "/api/reminder", #"{"at": "2001-01-01T00:00:00Z"}"#, 400, "in the future"),
            ("PUT", "/api/reminder", #"{"at": "tomorrow"}"#, 400, "ISO 8601 instant"),
            ("PUT", "/api/reminder", #"{"time": "10:00", "at": "2030-01-01T00:00:00Z"}"#, 400, "exactly one"),
            ("GET", "/api/today?day=2026-13-01", nil, 400, "is not a day"),
        ]
        for (method, path, json, expected, words) in bad {
            (status, object) = try call(method, path, json)
            #expect(status == expected && (object["error"] as? String)?.contains(words) == true, "\(method) \(path) \(json ?? ""): \(status) \(object)")
        }
        let huge = try server.request("PUT", "/api/feedings/1/amount", body: Data(repeating: 0x20, count: 200_000), cookie: false,
                                      bearer: token, headers: ["Content-Type: application/json"])
        #expect(huge.status == 413, "\(huge.status) \(huge.body)")
        #expect(try server.hark(["feedings", "--json"]) == before)
        #expect(try server.hark(["alarms"]) == alarmsBefore)

        (status, _) = try call("DELETE", "/api/reminder")
        #expect(status == 204)
        (status, object) = try call("DELETE", "/api/reminder")
        #expect(status == 404 && (object["error"] as? String)?.contains("No feeding reminder") == true)
        (status, _) = try call("DELETE", "/api/feedings/1")
        #expect(status == 204)
        #expect(try server.hark(["feedings", "--json"]).isEmpty)
        #expect(server.stop())
    }

    @Test func anOpenPageHearsOfAChangeMadeByVoice() throws {
        let server = try WebServer()
        try server.pair()
        let page = try server.request("GET", "/").body
        #expect(page.contains("new EventSource(\"/events?since="), "the page listens for changes")
        // A live page's stream, read by curl while the voice starts a feeding in another process.
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        curl.arguments = ["curl", "-sN", "-H", "Cookie: hark_session=\(server.token ?? "")", server.base.appendingPathComponent("events").absoluteString]
        let out = Pipe()
        curl.standardOutput = out
        curl.standardError = Pipe()
        try curl.run()
        defer { if curl.isRunning { curl.terminate() } }
        let opened = ListenTests.read(out.fileHandleForReading, until: { $0.contains("Hark's records") }, bound: .seconds(30))
        #expect(opened.contains("Hark's records"), "\(opened)")
        #expect(try server.hark(["ask", "start feeding"]).contains("started"))
        let changed = ListenTests.read(out.fileHandleForReading, until: { $0.contains("event: change") }, bound: .seconds(30))
        #expect(changed.contains("event: change"), "the change reached the open stream: \(changed)")
        #expect(server.stop())
    }
}
