import Foundation
import HarkSkills
import HarkStore
import Hummingbird

/// The JSON API under `/api/` (documented in docs/API.md): the data and the actions of every
/// page, for scripts and home-automation tools. The same ``FeedingActions`` as the pages.
enum APIRoutes {
    static func add(to router: Router<WebRequestContext>, suite: SkillSuite) {
        let api = router.group("api")
        let log = suite.feeding
        let actions = FeedingActions(log: log)
        api.get("today") { request, _ -> Response in
            try JSONBody.response(try TodayData(log: log, day: try WebApp.requestedDay(request, log: log)))
        }
        api.post("feedings") { _, _ -> Response in
            try JSONBody.response(FeedingData(try actions.start()), status: .created)
        }
        api.post("feedings/finish") { _, _ -> Response in
            let finished = try actions.finish()
            return try JSONBody.response(Finished(feeding: FeedingData(finished.feeding), reminder: ReminderData(finished.reminder)))
        }
        api.put("feedings/:id/amount") { request, context -> Response in
            let id = try WebApp.feedingID(context)
            let body = try await JSONBody.decode(AmountBody.self, from: request, example: #"{"amount": 120, "unit": "ml"}"#)
            let unit = try body.unit.map { text in
                guard let unit = FeedingUnit(rawValue: text) else { throw HTTPError(.badRequest, message: "unit must be ml or oz, not '\(text.prefix(20))'.") }
                return unit
            } ?? .ml
            return try JSONBody.response(FeedingData(try actions.setAmount(id: id, amount: body.amount, unit: unit)))
        }
        api.post("feedings/:id/step") { request, context -> Response in
            let id = try WebApp.feedingID(context)
            let body = try await JSONBody.decode(StepBody.self, from: request, example: #"{"steps": 1}"#)
            return try JSONBody.response(FeedingData(try actions.step(id: id, by: body.steps)))
        }
        api.delete("feedings/:id") { _, context -> Response in
            try actions.delete(id: try WebApp.feedingID(context))
            return Response(status: .noContent)
        }
        api.get("reminder") { _, _ -> Response in
            guard let reminder = try log.nextAlarm() else { throw HTTPError(.notFound, message: "No feeding reminder is set.") }
            return try JSONBody.response(ReminderData(reminder))
        }
        api.put("reminder") { request, _ -> Response in
            let body = try await JSONBody.decode(ReminderBody.self, from: request, example: #"{"time": "14:30"} or {"at": "2026-11-28T14:30:00Z"}"#)
            let reminder: ScheduledEvent
            switch (body.time, body.at) {
            case (let time?, nil): reminder = try actions.moveReminder(toTime: time)
            case (nil, let at?): reminder = try actions.moveReminder(to: try ClockTime.instant(at))
            default: throw HTTPError(.badRequest, message: #"Send exactly one of time ("14:30") and at (an ISO 8601 instant)."#)
            }
            return try JSONBody.response(ReminderData(reminder))
        }
        api.delete("reminder") { _, _ -> Response in
            try actions.deleteReminder()
            return Response(status: .noContent)
        }
    }

    struct Finished: Encodable {
        let feeding: FeedingData
        let reminder: ReminderData
    }

    struct AmountBody: Decodable {
        let amount: Double
        let unit: String?
    }

    struct StepBody: Decodable {
        let steps: Int
    }

    struct ReminderBody: Decodable {
        let time: String?
        let at: String?
    }
}
