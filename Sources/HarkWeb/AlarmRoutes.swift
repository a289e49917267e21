import Foundation
import HarkSkills
import HarkStore
import Hummingbird

/// The alarms page's routes and its part of the API (docs/API.md), both over ``AlarmActions``.
enum AlarmRoutes {
    static func add(to router: Router<WebRequestContext>, suite: SkillSuite) {
        let clock = suite.alarms
        let actions = AlarmActions(clock: clock)
        let back = Response.redirect(to: "/alarms", type: .normal)

        // The page and its forms.
        router.get("/alarms") { _, context -> Response in
            try WebApp.html(try WebApp.live(suite) { try AlarmsPage(clock: clock, csrf: context.session?.csrf ?? "", since: $0).render() })
        }
        router.post("/alarms") { request, _ -> Response in
            let form = try await WebApp.form(request)
            let date = try ClockTime.nextDate(form["time"] ?? "", after: clock.clock.now, calendar: clock.calendar)
            _ = try actions.setAlarm(at: date, title: form["title"])
            return back
        }
        router.post("/alarms/:id/move") { request, context -> Response in
            let id = try Self.alarmID(context)
            let date = try ClockTime.nextDate(try await WebApp.form(request)["time"] ?? "", after: clock.clock.now, calendar: clock.calendar)
            _ = try actions.moveAlarm(id: id, to: date)
            return back
        }
        router.post("/alarms/:id/delete") { _, context -> Response in
            try actions.deleteAlarm(id: try Self.alarmID(context))
            return back
        }
        router.post("/alarms/:id/stop") { request, context -> Response in
            let form = try await WebApp.form(request)
            try actions.answer(id: try Self.alarmID(context), snooze: false)
            return .redirect(to: RingingSection.back(form), type: .normal)
        }
        router.post("/alarms/:id/snooze") { request, context -> Response in
            let form = try await WebApp.form(request)
            try actions.answer(id: try Self.alarmID(context), snooze: true)
            return .redirect(to: RingingSection.back(form), type: .normal)
        }
        router.post("/timers") { request, _ -> Response in
            let form = try await WebApp.form(request)
            guard let minutes = form["minutes"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
                throw HTTPError(.badRequest, message: "Give the timer's length as a whole number of minutes.")
            }
            guard (1...1440).contains(minutes) else { throw HTTPError(.badRequest, message: "A timer runs from 1 minute to 24 hours, not \(minutes) minutes.") }
            _ = try actions.startTimer(seconds: minutes * 60, name: form["name"])
            return back
        }
        router.post("/timers/:key/pause") { _, context -> Response in
            _ = try actions.pause(try Self.key(context))
            return back
        }
        router.post("/timers/:key/resume") { _, context -> Response in
            _ = try actions.resume(try Self.key(context))
            return back
        }
        router.post("/timers/:key/adjust") { request, context -> Response in
            guard let seconds = try await WebApp.form(request)["seconds"].flatMap({ Int($0) }) else {
                throw HTTPError(.badRequest, message: "Send seconds, a whole number to add (negative takes time off).")
            }
            _ = try actions.adjust(try Self.key(context), by: seconds)
            return back
        }
        router.post("/timers/:key/cancel") { _, context -> Response in
            try actions.cancel(try Self.key(context))
            return back
        }

        // The API.
        router.get("/api/alarms") { _, _ -> Response in
            try JSONBody.response(AlarmsData(alarms: try clock.alarms().map(AlarmData.init), timers: try clock.countdowns().map(TimerData.init),
                                             ringing: try actions.ringing().map(RingingData.init)))
        }
        router.post("/api/alarms/:id/stop") { _, context -> Response in
            let id = try Self.alarmID(context)
            try actions.answer(id: id, snooze: false)
            return try JSONBody.response(AnswerData(id: id, answer: "stop"), status: .accepted)
        }
        router.post("/api/alarms/:id/snooze") { _, context -> Response in
            let id = try Self.alarmID(context)
            try actions.answer(id: id, snooze: true)
            return try JSONBody.response(AnswerData(id: id, answer: "snooze"), status: .accepted)
        }
        router.post("/api/alarms") { request, _ -> Response in
            let body = try await JSONBody.decode(AlarmBody.self, from: request, example: #"{"time": "07:30", "title": "Alarm"} or {"at": "2026-11-29T07:30:00Z"}"#)
            return try JSONBody.response(AlarmData(try actions.setAlarm(at: try Self.date(body, clock: clock), title: body.title)), status: .created)
        }
        router.put("/api/alarms/:id") { request, context -> Response in
            let id = try Self.alarmID(context)
            let body = try await JSONBody.decode(AlarmBody.self, from: request, example: #"{"time": "07:45"}"#)
            return try JSONBody.response(AlarmData(try actions.moveAlarm(id: id, to: try Self.date(body, clock: clock))))
        }
        router.delete("/api/alarms/:id") { _, context -> Response in
            try actions.deleteAlarm(id: try Self.alarmID(context))
            return Response(status: .noContent)
        }
        router.post("/api/timers") { request, _ -> Response in
            let body = try await JSONBody.decode(TimerBody.self, from: request, example: #"{"seconds": 600, "name": "pizza"}"#)
            return try JSONBody.response(TimerData(try actions.startTimer(seconds: body.seconds, name: body.name)), status: .created)
        }
        router.post("/api/timers/:key/pause") { _, context -> Response in
            try JSONBody.response(TimerData(try actions.pause(try Self.key(context))))
        }
        router.post("/api/timers/:key/resume") { _, context -> Response in
            try JSONBody.response(TimerData(try actions.resume(try Self.key(context))))
        }
        router.post("/api/timers/:key/adjust") { request, context -> Response in
            let body = try await JSONBody.decode(AdjustBody.self, from: request, example: #"{"seconds": 60}"#)
            return try JSONBody.response(TimerData(try actions.adjust(try Self.key(context), by: body.seconds)))
        }
        router.delete("/api/timers/:key") { _, context -> Response in
            try actions.cancel(try Self.key(context))
            return Response(status: .noContent)
        }
        router.delete("/api/timers") { _, _ -> Response in
            try JSONBody.response(["cancelled": try actions.cancelAllTimers()])
        }
    }

    static func alarmID(_ context: WebRequestContext) throws -> Int64 {
        guard let id = context.parameters.get("id", as: Int64.self) else { throw AlarmActions.noSuchAlarm }
        return id
    }

    static func key(_ context: WebRequestContext) throws -> String {
        guard let key = context.parameters.get("key") else { throw AlarmActions.noSuchTimer }
        return key
    }

    /// When an alarm body names: the next `time`, or the instant `at`; exactly one.
    static func date(_ body: AlarmBody, clock: AlarmClock) throws -> Date {
        switch (body.time, body.at) {
        case (let time?, nil): return try ClockTime.nextDate(time, after: clock.clock.now, calendar: clock.calendar)
        case (nil, let at?): return try ClockTime.instant(at)
        default: throw HTTPError(.badRequest, message: #"Send exactly one of time ("07:30") and at (an ISO 8601 instant)."#)
        }
    }

    struct AlarmBody: Decodable {
        let time: String?
        let at: String?
        let title: String?
    }

    struct TimerBody: Decodable {
        let seconds: Int
        let name: String?
    }

    struct AdjustBody: Decodable {
        let seconds: Int
    }
}

/// The alarms page's data (`GET /api/alarms`).
struct AlarmsData: Encodable {
    let alarms: [AlarmData]
    let timers: [TimerData]
    let ringing: [RingingData]
}

/// Something ringing now (an alarm, a timer, a feeding reminder); `id` names it in the stop and snooze routes.
struct RingingData: Encodable {
    let id: Int64
    let kind: String
    let title: String
    let since: Date?

    init(_ event: ScheduledEvent) {
        id = event.id ?? 0
        kind = event.kind
        title = event.title
        since = event.firedAt
    }
}

/// An answer left for the ringing Hark (`202 Accepted`: it takes it within half a second).
struct AnswerData: Encodable {
    let id: Int64
    let answer: String
}

/// An alarm as the API gives it.
struct AlarmData: Encodable {
    let id: Int64
    let title: String
    let at: Date

    init(_ event: ScheduledEvent) {
        id = event.id ?? 0
        title = event.title
        at = event.fireAt
    }
}

/// A timer as the API gives it; `key` names it in the timer routes.
struct TimerData: Encodable {
    let key: String
    let title: String
    let name: String?
    let seconds: Int
    let remaining: Int
    let paused: Bool
    let endsAt: Date?

    init(_ countdown: Countdown) {
        key = AlarmActions.key(countdown)
        title = countdown.title
        name = countdown.name?.rawValue
        seconds = countdown.seconds
        remaining = countdown.remaining
        paused = countdown.isPaused
        endsAt = countdown.endsAt
    }
}
