import Foundation
public import HarkSkills
public import Hummingbird
import HarkStore
import ServiceLifecycle

/// Hark's web app (`hark serve`): the records the voice keeps, on a phone's screen, served by
/// Hummingbird. Every page calls the same skill code on the same SQLite store as the voice and
/// the command line, so there is one copy of every rule. Nothing but the pairing page is served
/// outside a paired session (``SessionGate``).
public struct WebApp: Sendable {
    /// The skills over their store.
    public let suite: SkillSuite
    /// Pairing and sessions, in the same store.
    public let access: WebAccess
    /// What `hark listen` heard and said, when the app runs inside it; nil for `hark serve`.
    public let activity: ActivityFeed?
    let throttle = PairingThrottle()

    /// Creates the app over `suite`; `activity` is the feed of `hark listen`'s events, when it runs there.
    public init(suite: SkillSuite, activity: ActivityFeed? = nil) {
        self.suite = suite
        self.access = WebAccess(store: suite.store, clock: suite.feeding.clock)
        self.activity = activity
    }

    /// The largest request body read (forms and JSON are small).
    public static let bodyLimit = 64 * 1024
    /// How often a live page's stream reads the store for changes.
    static let pollInterval: Duration = .milliseconds(400)
    /// How long one stream lasts before the browser opens another.
    static let streamLength: Duration = .seconds(60)
    /// How long a browser keeps its session cookie (the session itself ends after ``WebAccess/idleLifetime`` unused).
    static let cookieLifetime = 400 * 86_400

    /// The routes: the pairing page, the pages and the forms they post, the live stream, the API.
    public func router() -> Router<WebRequestContext> {
        let router = Router(context: WebRequestContext.self)
        router.add(middleware: WebErrors())
        router.add(middleware: SessionGate(access: access))
        addPairing(to: router)
        addPages(to: router)
        addEvents(to: router)
        APIRoutes.add(to: router, suite: suite)
        PantryRoutes.add(to: router, suite: suite)
        CallRoutes.add(to: router, suite: suite)
        ShortcutRoutes.add(to: router, suite: suite)
        AlarmRoutes.add(to: router, suite: suite)
        addActivity(to: router)
        return router
    }

    private func addPairing(to router: Router<WebRequestContext>) {
        let access = self.access
        let throttle = self.throttle
        router.get(RouterPath(stringLiteral: PairPage.path)) { request, _ -> Response in
            if let presented = SessionGate.token(in: request), try access.session(token: presented.token) != nil {
                return .redirect(to: "/", type: .found)
            }
            return try Self.html(PairPage.render(message: nil))
        }
        // A browser posts the form (and gets the session as a cookie); a script posts
        // {"code": "123456", "label": "..."} and gets {"token": ...} for `Authorization: Bearer`.
        router.post(RouterPath(stringLiteral: PairPage.path)) { request, _ -> Response in
            let isJSON = request.headers[.contentType]?.hasPrefix("application/json") ?? false
            if let wait = throttle.admit() {
                let seconds = Int(wait.components.seconds) + 1
                let message = "Too many pairing attempts; wait \(seconds) seconds and try again."
                var response = isJSON ? WebErrors.json(status: .tooManyRequests, message: message)
                    : try Self.html(PairPage.render(message: message), status: .tooManyRequests)
                response.headers[.retryAfter] = String(seconds)
                return response
            }
            let code: String
            let label: String
            if isJSON {
                let body = try await JSONBody.decode(PairBody.self, from: request, example: #"{"code": "123456", "label": "kitchen tablet"}"#)
                code = body.code
                label = body.label ?? "script"
            } else {
                var request = request
                code = FormBody(String(buffer: try await request.collectBody(upTo: Self.bodyLimit)))["code"] ?? ""
                label = request.headers[.userAgent] ?? "browser"
            }
            let refusal: String
            switch try access.pair(code: code, label: label) {
            case .paired(let token):
                if isJSON { return try JSONBody.response(["token": token], status: .created) }
                var response = Response.redirect(to: "/", type: .normal)
                response.setCookie(Cookie(name: SessionGate.cookieName, value: token, maxAge: Self.cookieLifetime,
                                          path: "/", httpOnly: true, sameSite: .strict))
                return response
            case .wrongCode(let left) where left > 0:
                refusal = "That is not the pairing code. \(left) more \(left == 1 ? "try" : "tries") before it stops working."
            case .wrongCode:
                refusal = "That is not the pairing code, and it has now stopped working. Run `hark web pair` for a new one."
            case .noPendingCode:
                refusal = "No pairing code is waiting (codes work for \(Int(WebAccess.codeLifetime / 60)) minutes, once). Run `hark web pair` for a new one."
            }
            return isJSON ? WebErrors.json(status: .unauthorized, message: refusal)
                : try Self.html(PairPage.render(message: refusal), status: .unauthorized)
        }
    }

    private func addPages(to router: Router<WebRequestContext>) {
        let log = suite.feeding
        let actions = FeedingActions(log: log)
        router.get("/") { request, context -> Response in
            let now = log.clock.now
            let day = try Self.requestedDay(request, log: log)
            return try Self.html(try Self.live(suite) { try TodayPage(log: log, day: day, now: now, csrf: context.session?.csrf ?? "", since: $0,
                                                                          ringing: try AlarmActions(clock: suite.alarms).ringing()).render() })
        }
        router.post("/feedings/start") { _, _ -> Response in
            _ = try actions.start()
            return .redirect(to: "/", type: .normal)
        }
        router.post("/feedings/finish") { _, _ -> Response in
            _ = try actions.finish()
            return .redirect(to: "/", type: .normal)
        }
        router.post("/feedings/:id/step") { request, context -> Response in
            let id = try Self.feedingID(context)
            let form = try await Self.form(request)
            guard let steps = form["step"].flatMap(Int.init) else {
                throw HTTPError(.badRequest, message: "Send step, a whole number of steps (1 or -1).")
            }
            _ = try actions.step(id: id, by: steps)
            return .redirect(to: Self.back(request, log: log), type: .normal)
        }
        router.post("/reminder/move") { request, _ -> Response in
            _ = try actions.moveReminder(toTime: try await Self.form(request)["time"] ?? "")
            return .redirect(to: "/", type: .normal)
        }
        router.post("/reminder/delete") { _, _ -> Response in
            try actions.deleteReminder()
            return .redirect(to: "/", type: .normal)
        }
    }

    // Live: a page listens here and loads itself again when the records change (by voice,
    // another page or another process), within a poll of the store.
    private func addEvents(to router: Router<WebRequestContext>) {
        let suite = self.suite
        router.get("/events") { request, _ -> Response in
            // The records as the page showed them: a change made before this stream began (while the
            // page loaded, or between two streams) is told at once instead of being taken as the start.
            let since = request.uri.queryParameters.get("since").map { String($0) }
            return Response(
                status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
                body: ResponseBody { writer in
                    try await writer.write(ByteBuffer(string: ": Hark's records, as they change\n\n"))
                    var last = try RecordsFingerprint(suite: suite)
                    if let since, since != last.token {
                        try await writer.write(ByteBuffer(string: "event: change\ndata: records\n\n"))
                    }
                    let clock = ContinuousClock()
                    let started = clock.now
                    // A stream ends after a while (the browser opens it again), so none outlives a stopping server for long.
                    while !Task.isCancelled, !Task.isShuttingDownGracefully, started.duration(to: clock.now) < Self.streamLength {
                        try await Task.sleep(for: Self.pollInterval)
                        let now = try RecordsFingerprint(suite: suite)
                        if now != last {
                            last = now
                            try await writer.write(ByteBuffer(string: "event: change\ndata: records\n\n"))
                        } else {
                            // A comment each poll: the stream of a page that went away (every tap loads a page)
                            // ends at its next poll instead of reading the store for up to a minute beside the live one.
                            try await writer.write(ByteBuffer(string: ":\n\n"))
                        }
                    }
                    try await writer.finish(nil)
                })
        }
    }

    /// The Activity page, its live stream and `GET /api/activity`.
    private func addActivity(to router: Router<WebRequestContext>) {
        let feed = activity
        router.get("/activity") { _, _ -> Response in
            try Self.html(ActivityPage(feed: feed).render())
        }
        router.get("/api/activity") { request, _ -> Response in
            guard let feed else { throw HTTPError(.notFound, message: "Activity is kept only when the web app runs inside hark listen (web.enabled).") }
            let after = request.uri.queryParameters.get("after").flatMap { Int($0) } ?? 0
            return Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
                            body: .init(byteBuffer: ByteBuffer(string: "[" + feed.entries(after: after).map(Self.activityJSON).joined(separator: ",") + "]")))
        }
        router.get("/activity/events") { request, _ -> Response in
            let first = request.uri.queryParameters.get("after").flatMap { Int($0) } ?? 0
            return Response(
                status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
                body: ResponseBody { writer in
                    try await writer.write(ByteBuffer(string: ": what Hark hears and says\n\n"))
                    var last = first
                    let clock = ContinuousClock()
                    let started = clock.now
                    while let feed, !Task.isCancelled, !Task.isShuttingDownGracefully, started.duration(to: clock.now) < Self.streamLength {
                        for entry in feed.entries(after: last) {
                            last = entry.number
                            try await writer.write(ByteBuffer(string: "event: activity\ndata: \(Self.activityJSON(entry))\n\n"))
                        }
                        try await Task.sleep(for: .milliseconds(250))
                    }
                    try await writer.finish(nil)
                })
        }
    }

    /// An activity entry as one JSON object: its number, when, and the event itself.
    static func activityJSON(_ entry: ActivityFeed.Entry) -> String {
        let at = ISO8601DateFormatter().string(from: entry.at)
        return "{\"number\":\(entry.number),\"at\":\"\(at)\",\"event\":\(entry.json)}"
    }

    struct PairBody: Decodable {
        let code: String
        let label: String?
    }

    /// A live page (one that opens `/events`) rendered with the records' fingerprint as they were just
    /// before, so its stream tells it of any change it did not show.
    static func live(_ suite: SkillSuite, _ render: (_ since: String) throws -> String) throws -> String {
        try render(try RecordsFingerprint(suite: suite).token)
    }

    static func html(_ text: String, status: HTTPResponse.Status = .ok) throws -> Response {
        Response(status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                 body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// A posted form's fields.
    static func form(_ request: Request) async throws -> FormBody {
        var request = request
        return FormBody(String(buffer: try await request.collectBody(upTo: bodyLimit)))
    }

    /// The `:id` of a feeding route; 404 when it is not a row id.
    static func feedingID(_ context: WebRequestContext) throws -> Int64 {
        guard let id = context.parameters.get("id", as: Int64.self) else { throw FeedingActions.noSuchFeeding }
        return id
    }

    /// The day `?day=YYYY-MM-DD` names, or today without it; 400 for a day that does not exist.
    static func requestedDay(_ request: Request, log: FeedingLog) throws -> Date {
        guard let text = request.uri.queryParameters.get("day") else { return log.clock.now }
        guard let day = day(text, calendar: log.calendar) else {
            throw HTTPError(.badRequest, message: "'\(text.prefix(40))' is not a day; give the day as YYYY-MM-DD, for example 2026-11-28.")
        }
        return day
    }

    /// Where a form on a day's page returns to: that day's page.
    static func back(_ request: Request, log: FeedingLog) -> String {
        guard let text = request.uri.queryParameters.get("day"), let day = day(text, calendar: log.calendar) else { return "/" }
        return "/?day=\(TodayPage.dayParameter(day, log.calendar))"
    }

    /// The day `2026-11-28` names, in `calendar`'s time zone; nil when it names none.
    static func day(_ text: String, calendar: Calendar) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        var components = DateComponents(year: year, month: month, day: day, hour: 12)
        components.timeZone = calendar.timeZone
        guard let date = calendar.date(from: components),
              calendar.component(.day, from: date) == day, calendar.component(.month, from: date) == month else { return nil }
        return date
    }
}

/// What the pages show of the records, to tell when they changed: the running feeding, today's
/// feedings with their amounts and ends, the next reminder, and the food put away.
struct RecordsFingerprint: Equatable {
    let running: Int64?
    let feedings: [String]
    let reminder: Date?
    let food: [String]
    let calls: [Int64]
    let alarms: [String]

    /// A short text that changes when the records do: a page carries it to `/events?since=`.
    var token: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: the same in every process
        for byte in String(describing: self).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    init(suite: SkillSuite) throws {
        let log = suite.feeding
        running = try log.running()?.id
        feedings = try log.feedings(on: log.clock.now).map { "\($0.id ?? 0) \($0.endedAt?.timeIntervalSince1970 ?? 0) \($0.amountMl ?? -1)" }
        reminder = try log.nextAlarm()?.fireAt
        food = try suite.pantry.items().map { "\($0.id) \($0.storage.rawValue) \($0.expiresAt.timeIntervalSince1970)" }
        calls = try suite.calls.pendingCalls().compactMap(\.id)
        alarms = try suite.alarms.alarms().map { "\($0.id ?? 0) \($0.fireAt.timeIntervalSince1970)" }
            + suite.alarms.countdowns().map { "\(AlarmActions.key($0)) \($0.endsAt?.timeIntervalSince1970 ?? 0) \($0.isPaused ? $0.remaining : 0)" }
            + AlarmActions(clock: suite.alarms).ringing().map { "ringing \($0.id ?? 0)" }
    }
}
