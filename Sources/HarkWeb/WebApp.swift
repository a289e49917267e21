import Foundation
public import HarkSkills
public import Hummingbird
import HarkStore
import ServiceLifecycle

/// Hark's web app (`hark serve`): the records the voice keeps, on a phone's screen, served by
/// Hummingbird. Every page calls the same skill code on the same SQLite store as the voice and
/// the command line, so there is one copy of every rule.
public struct WebApp: Sendable {
    /// The skills over their store.
    public let suite: SkillSuite

    /// Creates the app over `suite`.
    public init(suite: SkillSuite) {
        self.suite = suite
    }

    /// The routes: the pages and the forms they post.
    public func router() -> Router<BasicRequestContext> {
        let router = Router()
        let suite = self.suite
        router.get("/") { request, _ -> Response in
            let now = suite.feeding.clock.now
            let day = request.uri.queryParameters.get("day").flatMap { Self.day($0, calendar: suite.feeding.calendar) } ?? now
            return try Self.html(try TodayPage(log: suite.feeding, day: day, now: now).render())
        }
        // Live: a page listens here and loads itself again when the records change (by voice,
        // another page or another process), within a poll of the store.
        router.get("/events") { _, _ -> Response in
            let log = suite.feeding
            return Response(
                status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
                body: ResponseBody { writer in
                    try await writer.write(ByteBuffer(string: ": Hark's records, as they change\n\n"))
                    var last = try RecordsFingerprint(log: log)
                    let clock = ContinuousClock()
                    let started = clock.now
                    var quietSince = started
                    // A stream ends after a while (the browser opens it again), so none outlives a stopping server for long.
                    while !Task.isCancelled, !Task.isShuttingDownGracefully, started.duration(to: clock.now) < Self.streamLength {
                        try await Task.sleep(for: Self.pollInterval)
                        let now = try RecordsFingerprint(log: log)
                        if now != last {
                            last = now
                            quietSince = clock.now
                            try await writer.write(ByteBuffer(string: "event: change\ndata: feeding\n\n"))
                        } else if quietSince.duration(to: clock.now) > .seconds(15) {
                            quietSince = clock.now
                            try await writer.write(ByteBuffer(string: ": still here\n\n"))
                        }
                    }
                    try await writer.finish(nil)
                })
        }
        router.post("/feedings/start") { _, _ -> Response in
            if try suite.feeding.running() == nil { _ = try suite.feeding.start() }
            return .redirect(to: "/", type: .found)
        }
        router.post("/feedings/finish") { _, _ -> Response in
            _ = try suite.feeding.finish()
            return .redirect(to: "/", type: .found)
        }
        router.post("/feedings/:id/amount") { request, context -> Response in
            guard let id = context.parameters.get("id", as: Int64.self) else { throw HTTPError(.badRequest, message: "No such feeding.") }
            let form = FormBody(String(buffer: try await request.body.collect(upTo: 4096)))
            guard let delta = form["delta"].flatMap(Int.init), (-1000...1000).contains(delta) else {
                throw HTTPError(.badRequest, message: "Send delta, a whole number of millilitres from -1000 to 1000.")
            }
            guard let feeding = try suite.feeding.feeding(id: id) else { throw HTTPError(.notFound, message: "That feeding is no longer in the log.") }
            let amount = max(0, (feeding.amountMl ?? 0) + delta)
            _ = try suite.feeding.setAmount(amount, unit: feeding.amountUnit, forFeeding: id)
            let day = request.uri.queryParameters.get("day").map { "/?day=\($0)" } ?? "/"
            return .redirect(to: day, type: .found)
        }
        router.post("/alarm/delete") { _, _ -> Response in
            _ = try suite.feeding.cancelAlarm()
            return .redirect(to: "/", type: .found)
        }
        return router
    }

    /// How often a live page's stream reads the store for changes.
    static let pollInterval: Duration = .milliseconds(400)
    /// How long one stream lasts before the browser opens another.
    static let streamLength: Duration = .seconds(60)

    static func html(_ text: String) throws -> Response {
        Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// The day `2026-11-28` names, in `calendar`'s time zone; nil when it names none.
    static func day(_ text: String, calendar: Calendar) -> Date? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        var components = DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: 12)
        components.timeZone = calendar.timeZone
        guard let date = calendar.date(from: components),
              calendar.component(.day, from: date) == parts[2] else { return nil }
        return date
    }
}

/// What the pages show of the records, to tell when they changed: the running feeding, today's
/// feedings with their amounts and ends, the next reminder.
struct RecordsFingerprint: Equatable {
    let running: Int64?
    let feedings: [String]
    let reminder: Date?

    init(log: FeedingLog) throws {
        running = try log.running()?.id
        feedings = try log.feedings(on: log.clock.now).map { "\($0.id ?? 0) \($0.endedAt?.timeIntervalSince1970 ?? 0) \($0.amountMl ?? -1)" }
        reminder = try log.nextAlarm()?.fireAt
    }
}
