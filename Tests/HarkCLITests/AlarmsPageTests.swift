import Foundation
import HarkSkills
import HarkStore
import Testing

/// The alarms and timers page and its API over real HTTP, on the same alarm clock as the voice.
@Suite struct AlarmsPageTests {
    @Test func timersAndAlarmsSetByVoiceOrPageAreOneList() throws {
        let server = try WebServer()
        try server.pair()
        var reply = try server.request("GET", "/alarms")
        #expect(reply.status == 200 && reply.body.contains("No timer is set") && reply.body.contains("No alarm is set"))

        // A timer set by voice shows with its time left; one started on the page is what the voice lists.
        #expect(try server.hark(["ask", "set a pizza timer for ten minutes"]).lowercased().contains("pizza"))
        reply = try server.request("POST", "/timers", form: "minutes=5&name=bottle")
        #expect(reply.status == 303 && reply.headers["location"] == "/alarms", "\(reply.status) \(reply.body)")
        reply = try server.request("GET", "/alarms")
        #expect(reply.body.contains("pizza timer") && reply.body.contains("bottle timer") && reply.body.contains("data-ends="), "\(reply.body)")
        let spoken = try server.hark(["ask", "how long is left on the bottle timer"])
        #expect(spoken.contains("4 minutes") || spoken.contains("5 minutes"), "\(spoken)")

        // Pause, a minute more, resume, cancel: each what the voice then hears.
        let timers = try Self.json(server.request("GET", "/api/alarms").body)["timers"] as? [[String: Any]] ?? []
        let bottle = try #require(timers.first { $0["name"] as? String == "bottle" }?["key"] as? String)
        reply = try server.request("POST", "/timers/\(bottle)/pause", form: "")
        #expect(reply.status == 303)
        var listed = try Self.json(server.request("GET", "/api/alarms").body)["timers"] as? [[String: Any]] ?? []
        let paused = try #require(listed.first { $0["name"] as? String == "bottle" })
        #expect(paused["paused"] as? Bool == true)
        let pausedKey = try #require(paused["key"] as? String)
        reply = try server.request("POST", "/timers/\(pausedKey)/adjust", form: "seconds=60")
        #expect(reply.status == 303)
        reply = try server.request("POST", "/timers/\(pausedKey)/pause", form: "")
        #expect(reply.status == 409 && reply.body.contains("already paused"))
        reply = try server.request("POST", "/timers/\(pausedKey)/resume", form: "")
        #expect(reply.status == 303)
        listed = try Self.json(server.request("GET", "/api/alarms").body)["timers"] as? [[String: Any]] ?? []
        let resumed = try #require(listed.first { $0["name"] as? String == "bottle" })
        #expect(resumed["paused"] as? Bool == false && (resumed["remaining"] as? Int ?? 0) > 300, "a minute was added: \(resumed)")
        reply = try server.request("POST", "/timers/\(resumed["key"] as? String ?? "")/cancel", form: "")
        #expect(reply.status == 303)
        #expect(!(try server.hark(["alarms"]).contains("bottle")))

        // An alarm set on the page, moved, then deleted by voice.
        reply = try server.request("POST", "/alarms", form: "time=06:30&title=")
        #expect(reply.status == 303)
        #expect(try server.hark(["alarms"]).contains("06:30"))
        reply = try server.request("POST", "/alarms", form: "time=06:30&title=")
        #expect(reply.status == 409 && reply.body.contains("already set"))
        let alarms = try Self.json(server.request("GET", "/api/alarms").body)["alarms"] as? [[String: Any]] ?? []
        let alarm = try #require(alarms.first?["id"] as? Int)
        reply = try server.request("POST", "/alarms/\(alarm)/move", form: "time=06:45")
        #expect(reply.status == 303)
        #expect(try server.request("GET", "/alarms").body.contains("6:45 AM"))
        #expect(try server.hark(["ask", "cancel the alarm"]).lowercased().contains("cancel"))
        #expect(try server.request("GET", "/alarms").body.contains("No alarm is set"))

        // Refusals: a 4xx with the reason, nothing changed.
        let before = try server.hark(["alarms"])
        for (path, form, status, words) in [
            ("/timers", "minutes=0", 400, "from 1 minute"),
            ("/timers", "minutes=ten", 400, "whole number of minutes"),
            ("/timers", "minutes=5&name=spaceship", 400, "not a timer name"),
            ("/alarms", "time=25:00", 400, "HH:MM"),
            ("/alarms", "time=07:00&title=R2D2", 400, "be spoken"),
            ("/alarms/999/move", "time=07:00", 404, "no longer set"),
            ("/alarms/999/delete", "", 404, "no longer set"),
            ("/timers/r999/cancel", "", 404, "no longer set"),
            ("/timers/zzz/pause", "", 404, "no longer set"),
        ] {
            reply = try server.request("POST", path, form: form)
            #expect(reply.status == status && reply.body.contains(words), "\(path) \(form): \(reply.status) \(reply.body)")
        }
        #expect(try server.hark(["alarms"]) == before, "what is set (not the seconds left) is unchanged")
        #expect(server.stop())
    }

    @Test func theAlarmsAPI() throws {
        let server = try WebServer()
        let pairing = try server.request("POST", "/pair", json: #"{"code": "\#(try server.pairingCode())"}"#, cookie: false)
        let token = try #require(try Self.json(pairing.body)["token"] as? String)
        func call(_ method: String, _ path: String, _ json: String? = nil) throws -> (Int, [String: Any]) {
            let reply = try server.request(method, path, json: json, cookie: false, bearer: token)
            return (reply.status, reply.body.isEmpty ? [:] : ((try? Self.json(reply.body)) ?? ["raw": reply.body]))
        }
        var (status, object) = try call("POST", "/api/timers", #"{"seconds": 90}"#)
        #expect(status == 201 && object["title"] as? String != nil && object["paused"] as? Bool == false, "\(object)")
        let key = object["key"] as? String ?? ""
        (status, object) = try call("POST", "/api/timers/\(key)/adjust", #"{"seconds": -30}"#)
        #expect(status == 200 && (object["remaining"] as? Int ?? 0) <= 60)
        (status, object) = try call("POST", "/api/timers", #"{"seconds": 999999}"#)
        #expect(status == 400, "\(object)")
        (status, object) = try call("POST", "/api/alarms", #"{"time": "07:15", "title": "school run"}"#)
        #expect(status == 201 && object["title"] as? String == "school run")
        let alarm = object["id"] as? Int ?? 0
        (status, object) = try call("PUT", "/api/alarms/\(alarm)", #"{"at": "2001-01-01T00:00:00Z"}"#)
        #expect(status == 400 && (object["error"] as? String)?.contains("in the future") == true)
        (status, object) = try call("PUT", "/api/alarms/\(alarm)", #"{"time": "07:20"}"#)
        #expect(status == 200)
        (status, object) = try call("GET", "/api/alarms")
        #expect((object["alarms"] as? [Any])?.count == 1 && (object["timers"] as? [Any])?.count == 1)
        (status, object) = try call("DELETE", "/api/timers")
        #expect(status == 200 && object["cancelled"] as? Int == 1)
        (status, _) = try call("DELETE", "/api/alarms/\(alarm)")
        #expect(status == 204)
        (status, _) = try call("DELETE", "/api/alarms/\(alarm)")
        #expect(status == 404)
        #expect(server.stop())
    }

    /// An alarm rings in one process (this test's, as `hark listen` would claim it); the page served by
    /// another shows it with Stop and Snooze, and a press leaves the answer the ringing process takes.
    @Test func aRingingAlarmIsStoppedOrSnoozedFromThePage() throws {
        let server = try WebServer()
        try server.pair()
        let pairing = try server.request("POST", "/pair", json: #"{"code": "\#(try server.pairingCode())"}"#, cookie: false)
        let token = try #require(try Self.json(pairing.body)["token"] as? String)
        func api(_ path: String) throws -> WebServer.Reply {
            try server.request("POST", path, json: "{}", cookie: false, bearer: token)
        }
        let ringer = try SkillSuite(directory: server.data.path)
        let alarm = try ringer.alarms.setAlarm(at: Date().addingTimeInterval(1), title: "Wake up")
        let timer = try ringer.alarms.setTimer(seconds: 1)
        var reply = try server.request("GET", "/alarms")
        #expect(!reply.body.contains("Ringing now"), "nothing rings before it falls due")
        let id = try #require(alarm.id)
        reply = try api("/api/alarms/\(id)/stop")
        #expect(reply.status == 409 && reply.body.contains("not ringing"), "\(reply.status) \(reply.body)")

        Thread.sleep(forTimeInterval: 1.5)
        var claimed: [FiredEvent] = []
        while let fired = try ringer.scheduler.claimNext() { claimed.append(fired) }
        #expect(Set(claimed.compactMap(\.event.id)) == Set([id, timer.id ?? 0]))
        reply = try server.request("GET", "/alarms")
        #expect(reply.body.contains("Ringing now") && reply.body.contains("/alarms/\(id)/snooze")
                && reply.body.contains("/alarms/\(timer.id ?? 0)/stop") && !reply.body.contains("/alarms/\(timer.id ?? 0)/snooze"), "\(reply.body)")
        let listed = try Self.json(server.request("GET", "/api/alarms").body)["ringing"] as? [[String: Any]] ?? []
        #expect(Set(listed.compactMap { $0["id"] as? Int }) == Set([Int(id), Int(timer.id ?? 0)]), "\(listed)")

        // Today's page shows them too, and its forms return there.
        let today = try server.request("GET", "/").body
        #expect(today.contains("Ringing now") && today.contains("/alarms/\(id)/snooze") && today.contains("name=\"back\" value=\"/\""), "\(today)")

        // The page's Snooze for the alarm; the API's Stop for the timer (a timer is not snoozed).
        reply = try server.request("POST", "/alarms/\(id)/snooze", form: "back=/")
        #expect(reply.status == 303 && reply.headers["location"] == "/", "\(reply.status) \(reply.headers) \(reply.body)")
        reply = try api("/api/alarms/\(timer.id ?? 0)/snooze")
        #expect(reply.status == 409 && reply.body.contains("cannot be snoozed"), "\(reply.body)")
        reply = try api("/api/alarms/\(timer.id ?? 0)/stop")
        #expect(reply.status == 202 && reply.body.contains("\"stop\""), "\(reply.status) \(reply.body)")
        let answers = claimed.sorted { ($0.event.id ?? 0) < ($1.event.id ?? 0) }.map { try? ringer.scheduler.takeAnswer(for: $0) }
        #expect(answers == ["snooze", "stop"], "the ringing process takes each answer once")
        #expect(claimed.allSatisfy { (try? ringer.scheduler.takeAnswer(for: $0)) == .some(nil) })

        // Once delivered, it rings no more: the page shows no button, and an answer is refused.
        for fired in claimed { try ringer.scheduler.delivered(fired) }
        #expect(!(try server.request("GET", "/alarms").body.contains("Ringing now")))
        #expect(!(try server.request("GET", "/").body.contains("Ringing now")))
        reply = try server.request("POST", "/alarms/\(id)/stop", form: "back=/")
        #expect(reply.status == 409, "\(reply.status) \(reply.body)")
        #expect(server.stop())
    }

    static func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }
}
