import Foundation
import Testing

/// The fridge page and its API over real HTTP, on the same pantry as the voice.
@Suite struct FridgePageTests {
    @Test func foodPutAwayByVoiceOrPageIsOneList() throws {
        let server = try WebServer()
        try server.pair()
        var reply = try server.request("GET", "/fridge")
        #expect(reply.status == 200 && reply.body.components(separatedBy: "Empty.").count == 4, "three empty places")
        #expect(reply.body.contains("data-food=\"chicken\""), "common foods are ready to tap")

        // By voice, then on the page.
        #expect(try server.hark(["ask", "put the milk in the fridge"]).lowercased().contains("milk"))
        reply = try server.request("POST", "/fridge/add", form: "name=chicken&place=freezer&days=")
        #expect(reply.status == 303 && reply.headers["location"] == "/fridge", "\(reply.status) \(reply.body)")
        reply = try server.request("GET", "/fridge")
        #expect(reply.body.contains("<strong>milk</strong>") && reply.body.contains("<strong>chicken</strong>"))
        let listed = try server.hark(["pantry", "list", "--json"])
        #expect(listed.contains("\"chicken\"") && listed.contains("freezer"), "\(listed)")

        // The suggested shelf life follows the place, from the pantry's own table.
        let inFridge = try Self.json(server.request("GET", "/api/pantry/shelf-life?name=chicken&place=fridge").body)
        let inFreezer = try Self.json(server.request("GET", "/api/pantry/shelf-life?name=chicken&place=freezer").body)
        let fridgeDays = inFridge["days"] as? Int ?? -1
        let freezerDays = inFreezer["days"] as? Int ?? -1
        #expect(fridgeDays > 0 && freezerDays > fridgeDays * 10, "fridge \(fridgeDays), freezer \(freezerDays)")
        #expect((inFridge["advice"] as? String)?.contains("fridge") == true && inFridge["known"] as? Bool == true)
        let unknown = try Self.json(server.request("GET", "/api/pantry/shelf-life?name=glorp").body)
        #expect(unknown["known"] as? Bool == false)

        // Each item shows its days left; one expiring today is flagged louder than one that is fine.
        reply = try server.request("POST", "/fridge/add", form: "name=spinach&place=fridge&days=0")
        #expect(reply.status == 303)
        reply = try server.request("GET", "/fridge")
        #expect(reply.body.contains("class=\"item today\"") && reply.body.contains("expires today"), "\(reply.body)")
        #expect(reply.body.contains("class=\"item fine\""))

        // Move, use up and delete, as the voice then sees.
        let items = try Self.json(server.request("GET", "/api/pantry").body)
        let chicken = try #require((items["freezer"] as? [[String: Any]])?.first { $0["name"] as? String == "chicken" }?["id"] as? Int)
        reply = try server.request("POST", "/fridge/\(chicken)/move", form: "place=fridge")
        #expect(reply.status == 303)
        #expect(try server.hark(["ask", "what's in the fridge"]).contains("chicken"))
        reply = try server.request("POST", "/fridge/\(chicken)/move", form: "place=fridge")
        #expect(reply.status == 409 && reply.body.contains("already in the fridge"), "\(reply.status) \(reply.body)")
        reply = try server.request("POST", "/fridge/\(chicken)/used", form: "")
        #expect(reply.status == 303)
        #expect(!(try server.request("GET", "/fridge").body.contains("<strong>chicken</strong>")))

        // Bad input: a clear 4xx, nothing stored.
        let before = try server.hark(["pantry", "list", "--json"])
        for (form, status, words) in [
            ("name=glorp&place=fridge", 400, "does not know how long"),
            ("name=milk&place=attic", 400, "fridge, freezer or pantry"),
            ("name=milk&days=-2", 400, "from 0 to 3650"),
            ("name=milk&days=many", 400, "whole number of days"),
            ("name=&place=fridge", 400, "Give the food"),
            ("name=R2D2&days=3", 400, "be spoken"),
        ] {
            reply = try server.request("POST", "/fridge/add", form: form)
            #expect(reply.status == status && reply.body.contains(words), "\(form): \(reply.status) \(reply.body)")
        }
        #expect(try server.request("POST", "/fridge/999/used", form: "").status == 404)
        #expect(try server.hark(["pantry", "list", "--json"]) == before)
        reply = try server.request("POST", "/fridge/add", form: "name=glorp&place=pantry&days=4")
        #expect(reply.status == 303, "an unknown food with its days given is taken")
        #expect(server.stop())
    }

    @Test func thePantryAPI() throws {
        let server = try WebServer()
        let pairing = try server.request("POST", "/pair", json: #"{"code": "\#(try server.pairingCode())"}"#, cookie: false)
        let token = try #require(try Self.json(pairing.body)["token"] as? String)
        func call(_ method: String, _ path: String, _ json: String? = nil) throws -> (Int, [String: Any]) {
            let reply = try server.request(method, path, json: json, cookie: false, bearer: token)
            return (reply.status, reply.body.isEmpty ? [:] : ((try? Self.json(reply.body)) ?? ["raw": reply.body]))
        }
        var (status, object) = try call("POST", "/api/pantry", #"{"name": "eggs"}"#)
        #expect(status == 201 && object["place"] as? String == "fridge" && (object["daysLeft"] as? Int ?? 0) > 3, "\(object)")
        let eggs = object["id"] as? Int ?? 0
        (status, object) = try call("POST", "/api/pantry", #"{"name": "salmon", "place": "fridge", "days": 1}"#)
        #expect(status == 201 && object["urgency"] as? String == "soon" && (object["warning"] as? String)?.contains("tomorrow") == true)
        (status, object) = try call("POST", "/api/pantry/\(eggs)/move", #"{"place": "freezer"}"#)
        #expect(status == 200 && object["place"] as? String == "freezer")
        (status, object) = try call("POST", "/api/pantry/\(eggs)/move", #"{"place": "garage"}"#)
        #expect(status == 400)
        (status, object) = try call("POST", "/api/pantry", #"{"place": "fridge"}"#)
        #expect(status == 400 && (object["error"] as? String)?.contains("name is missing") == true)
        (status, object) = try call("GET", "/api/pantry")
        #expect((object["freezer"] as? [Any])?.count == 1 && (object["fridge"] as? [Any])?.count == 1)
        (status, _) = try call("POST", "/api/pantry/\(eggs)/used")
        #expect(status == 200)
        (status, object) = try call("POST", "/api/pantry/\(eggs)/used")
        #expect(status == 409 && (object["error"] as? String)?.contains("already off the list") == true, "\(object)")
        (status, _) = try call("DELETE", "/api/pantry/\(eggs)")
        #expect(status == 204)
        (status, _) = try call("DELETE", "/api/pantry/\(eggs)")
        #expect(status == 404)
        let recipes = try server.request("GET", "/api/recipes", cookie: false, bearer: token)
        #expect(recipes.status == 200 && recipes.body.hasPrefix("["))
        #expect(server.stop())
    }

    static func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }
}
