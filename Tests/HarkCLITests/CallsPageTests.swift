import Foundation
import Testing

/// The calls page and its API over real HTTP, on the same callers, presets and schedule as the voice.
@Suite struct CallsPageTests {
    @Test func aCallStartedOnThePageIsTheOneTheVoiceCancels() throws {
        let server = try WebServer()
        try server.pair()
        var reply = try server.request("GET", "/calls")
        #expect(reply.status == 200 && reply.body.contains("No call is waiting") && reply.body.contains("<option>Mom</option>"), "\(reply.body)")

        // A caller with a script of their own, as the command line lists it.
        reply = try server.request("POST", "/calls/callers", form: "name=Boss&script=Where+are+you%3F%0AThe+meeting+started.")
        #expect(reply.status == 303, "\(reply.status) \(reply.body)")
        #expect(try server.hark(["callers"]).contains("Boss: Where are you? | The meeting started."))

        // A call in five minutes, without the re-alert (the box left unticked).
        reply = try server.request("POST", "/calls/start", form: "caller=Boss&delay=300&realert_shown=1")
        #expect(reply.status == 303)
        let calls = try Self.json(server.request("GET", "/api/calls").body)
        let pending = calls["pending"] as? [[String: Any]] ?? []
        #expect(pending.count == 1 && pending.first?["caller"] as? String == "Boss" && pending.first?["realert"] as? Bool == false, "\(calls)")
        #expect(try server.request("GET", "/calls").body.contains("<strong>Boss</strong> rings at"))

        // The voice cancels it; the page shows none waiting.
        #expect(try server.hark(["ask", "cancel the fake call"]).lowercased().contains("cancel"))
        #expect(try server.request("GET", "/calls").body.contains("No call is waiting"))

        // A preset, started with one tap, then removed.
        reply = try server.request("POST", "/calls/presets", form: "name=work&caller=Boss&delay=600&realert=on&realert_shown=1")
        #expect(reply.status == 303)
        #expect(try server.hark(["callers", "presets"]).contains("work: Boss in 10 minutes, rings again if unanswered"))
        reply = try server.request("POST", "/calls/presets/work/start", form: "")
        #expect(reply.status == 303)
        #expect((try Self.json(server.request("GET", "/api/calls").body)["pending"] as? [Any])?.count == 1)
        reply = try server.request("POST", "/calls/cancel", form: "")
        #expect(reply.status == 303)

        // Refusals: a 4xx with the reason, nothing changed.
        let before = try server.request("GET", "/api/calls").body
        for (path, form, status, words) in [
            ("/calls/start", "caller=Boss&delay=-5", 400, "delay must be from"),
            ("/calls/start", "caller=Boss&delay=999999999", 400, "delay must be from"),
            ("/calls/start", "caller=Boss&delay=soon", 400, "whole number of seconds"),
            ("/calls/start", "caller=Nobody&delay=60", 400, "no caller called Nobody"),
            ("/calls/presets", "name=work&caller=Boss&delay=60", 409, "already"),
            ("/calls/callers", "name=R2D2", 400, "be spoken"),
            ("/calls/callers/Boss/delete", "", 409, "work call preset uses Boss"),
            ("/calls/presets/nothing/start", "", 404, "no call preset called nothing"),
            ("/calls/cancel", "", 404, "No fake call is waiting"),
        ] {
            reply = try server.request("POST", path, form: form)
            #expect(reply.status == status && reply.body.contains(words), "\(path) \(form): \(reply.status) \(reply.body)")
        }
        #expect(try server.request("GET", "/api/calls").body == before)
        reply = try server.request("POST", "/calls/presets/work/delete", form: "")
        #expect(reply.status == 303)
        reply = try server.request("POST", "/calls/callers/Boss/delete", form: "")
        #expect(reply.status == 303)
        #expect(!(try server.hark(["callers"]).contains("Boss")))
        #expect(server.stop())
    }

    @Test func theCallsAPI() throws {
        let server = try WebServer()
        let pairing = try server.request("POST", "/pair", json: #"{"code": "\#(try server.pairingCode())"}"#, cookie: false)
        let token = try #require(try Self.json(pairing.body)["token"] as? String)
        func call(_ method: String, _ path: String, _ json: String? = nil) throws -> (Int, [String: Any]) {
            let reply = try server.request(method, path, json: json, cookie: false, bearer: token)
            return (reply.status, reply.body.isEmpty ? [:] : ((try? Self.json(reply.body)) ?? ["raw": reply.body]))
        }
        var (status, object) = try call("POST", "/api/callers", #"{"name": "Aunt Mary", "script": ["Hello dear."]}"#)
        #expect(status == 201 && object["customScript"] as? Bool == true)
        (status, object) = try call("POST", "/api/calls", #"{"caller": "aunt mary", "delaySeconds": 120}"#)
        #expect(status == 201 && object["caller"] as? String == "Aunt Mary", "\(object)")
        (status, object) = try call("POST", "/api/presets", #"{"name": "escape", "caller": "Aunt Mary", "delaySeconds": 60}"#)
        #expect(status == 201 && object["realert"] as? Bool == true, "the re-alert setting by default")
        (status, object) = try call("POST", "/api/calls", #"{"preset": "escape"}"#)
        #expect(status == 201)
        (status, object) = try call("GET", "/api/calls")
        #expect((object["pending"] as? [Any])?.count == 2 && (object["presets"] as? [Any])?.count == 1)
        (status, object) = try call("POST", "/api/calls", #"{"delaySeconds": "soon"}"#)
        #expect(status == 400 && (object["error"] as? String)?.contains("delaySeconds has the wrong type") == true, "\(object)")
        (status, object) = try call("DELETE", "/api/calls")
        #expect(status == 200 && object["cancelled"] as? Int == 2)
        (status, _) = try call("DELETE", "/api/presets/escape")
        #expect(status == 204)
        (status, _) = try call("DELETE", "/api/callers/Aunt%20Mary")
        #expect(status == 204)
        (status, _) = try call("DELETE", "/api/presets/escape")
        #expect(status == 404)
        #expect(server.stop())
    }

    static func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }
}
