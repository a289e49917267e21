import Foundation
import HarkSkills
import HarkStore
import Hummingbird

/// The calls page's routes and its part of the API (docs/API.md), both over ``CallActions``.
enum CallRoutes {
    static func add(to router: Router<WebRequestContext>, suite: SkillSuite) {
        let calls = suite.calls
        let actions = CallActions(calls: calls)
        let calendar = suite.feeding.calendar

        // The page and its forms.
        router.get("/calls") { _, context -> Response in
            try WebApp.html(try WebApp.live(suite) { try CallsPage(calls: calls, calendar: calendar, csrf: context.session?.csrf ?? "", since: $0).render() })
        }
        router.post("/calls/start") { request, _ -> Response in
            let form = try await WebApp.form(request)
            _ = try actions.start(callerName: form["caller"], delay: try CallActions.delay(form["delay"]), realert: Self.realert(form))
            return .redirect(to: "/calls", type: .normal)
        }
        router.post("/calls/cancel") { _, _ -> Response in
            _ = try actions.cancelAll()
            return .redirect(to: "/calls", type: .normal)
        }
        router.post("/calls/presets") { request, _ -> Response in
            let form = try await WebApp.form(request)
            let caller = form["caller"].flatMap { $0.isEmpty ? nil : $0 } ?? calls.settings.fakeCallDefaultCaller
            _ = try actions.addPreset(FakeCallPreset(name: form["name"] ?? "", caller: caller, delaySeconds: try CallActions.delay(form["delay"]),
                                                     realert: Self.realert(form) ?? calls.settings.fakeCallRealert))
            return .redirect(to: "/calls", type: .normal)
        }
        router.post("/calls/presets/:name/start") { _, context -> Response in
            _ = try actions.start(preset: try Self.name(context))
            return .redirect(to: "/calls", type: .normal)
        }
        router.post("/calls/presets/:name/delete") { _, context -> Response in
            try actions.removePreset(name: try Self.name(context))
            return .redirect(to: "/calls", type: .normal)
        }
        router.post("/calls/callers") { request, _ -> Response in
            let form = try await WebApp.form(request)
            _ = try actions.addCaller(name: form["name"] ?? "", script: CallActions.lines(form["script"]))
            return .redirect(to: "/calls", type: .normal)
        }
        router.post("/calls/callers/:name/delete") { _, context -> Response in
            try actions.removeCaller(name: try Self.name(context))
            return .redirect(to: "/calls", type: .normal)
        }

        // The API.
        router.get("/api/calls") { _, _ -> Response in
            try JSONBody.response(try CallsData(calls: calls))
        }
        router.post("/api/calls") { request, _ -> Response in
            let body = try await JSONBody.decode(StartBody.self, from: request, example: #"{"caller": "Mom", "delaySeconds": 300, "realert": true} or {"preset": "work"}"#)
            let event = if let preset = body.preset {
                try actions.start(preset: preset)
            } else {
                try actions.start(callerName: body.caller, delay: body.delaySeconds ?? 0, realert: body.realert)
            }
            return try JSONBody.response(PendingCallData(event), status: .created)
        }
        router.delete("/api/calls") { _, _ -> Response in
            try JSONBody.response(["cancelled": try actions.cancelAll()])
        }
        router.post("/api/callers") { request, _ -> Response in
            let body = try await JSONBody.decode(CallerBody.self, from: request, example: #"{"name": "Boss", "script": ["Where are you?"]}"#)
            let caller = try actions.addCaller(name: body.name, script: body.script)
            return try JSONBody.response(CallerSummary(caller, defaultName: calls.settings.fakeCallDefaultCaller), status: .created)
        }
        router.delete("/api/callers/:name") { _, context -> Response in
            try actions.removeCaller(name: try Self.name(context))
            return Response(status: .noContent)
        }
        router.post("/api/presets") { request, _ -> Response in
            let body = try await JSONBody.decode(PresetBody.self, from: request, example: #"{"name": "work", "caller": "Boss", "delaySeconds": 600, "realert": true}"#)
            let preset = try actions.addPreset(FakeCallPreset(
                name: body.name, caller: body.caller ?? calls.settings.fakeCallDefaultCaller, delaySeconds: body.delaySeconds ?? 300,
                realert: body.realert ?? calls.settings.fakeCallRealert, script: body.script))
            return try JSONBody.response(PresetData(preset), status: .created)
        }
        router.delete("/api/presets/:name") { _, context -> Response in
            try actions.removePreset(name: try Self.name(context))
            return Response(status: .noContent)
        }
    }

    /// A form's re-alert choice: the box ticked or not when the form showed it, else nil (the setting).
    static func realert(_ form: FormBody) -> Bool? {
        form["realert_shown"] == nil ? nil : form["realert"] == "on"
    }

    /// The `:name` of a caller or preset route, decoded.
    static func name(_ context: WebRequestContext) throws -> String {
        guard let raw = context.parameters.get("name") else { throw HTTPError(.notFound, message: "No such name.") }
        return raw.removingPercentEncoding ?? raw
    }

    struct StartBody: Decodable {
        let caller: String?
        let delaySeconds: Int?
        let realert: Bool?
        let preset: String?
    }

    struct CallerBody: Decodable {
        let name: String
        let script: [String]?
    }

    struct PresetBody: Decodable {
        let name: String
        let caller: String?
        let delaySeconds: Int?
        let realert: Bool?
        let script: [String]?
    }
}

/// The calls page's data (`GET /api/calls`).
struct CallsData: Encodable {
    let pending: [PendingCallData]
    let callers: [CallerSummary]
    let presets: [PresetData]

    init(calls: FakeCallService) throws {
        pending = try calls.pendingCalls().map(PendingCallData.init)
        let defaultName = calls.settings.fakeCallDefaultCaller
        callers = try calls.callers().map { CallerSummary($0, defaultName: defaultName) }
        presets = try calls.presets().map(PresetData.init)
    }
}

/// A call waiting to ring.
struct PendingCallData: Encodable {
    let id: Int64
    let caller: String
    let at: Date
    let realert: Bool

    init(_ event: ScheduledEvent) {
        id = event.id ?? 0
        caller = event.title
        at = event.fireAt
        realert = event.payload["realert"] == "true"
    }
}

/// A saved call.
struct PresetData: Encodable {
    let name: String
    let caller: String
    let delaySeconds: Int
    let realert: Bool
    let script: [String]?

    init(_ preset: FakeCallPreset) {
        name = preset.name
        caller = preset.caller
        delaySeconds = preset.delaySeconds
        realert = preset.realert
        script = preset.script
    }
}
