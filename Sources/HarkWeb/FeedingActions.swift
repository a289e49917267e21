import Foundation
import HarkSkills
import HarkStore
import Hummingbird

/// What the pages and the API do to the feeding log, each with its refusals: one definition,
/// over the same ``FeedingLog`` the voice uses, so no rule is written twice.
struct FeedingActions {
    let log: FeedingLog

    /// Starts a feeding; 409 while one runs (a second tab, or the voice, started it).
    func start() throws -> Feeding {
        if let running = try log.running() {
            throw HTTPError(.conflict, message: "A feeding is already running, since \(time(running.startedAt)).")
        }
        return try log.start()
    }

    /// Finishes the running feeding and sets the next-feeding reminder; 409 when none runs.
    func finish() throws -> (feeding: Feeding, reminder: ScheduledEvent) {
        guard let finished = try log.finish() else { throw HTTPError(.conflict, message: "No feeding is running.") }
        return (finished.feeding, finished.alarm)
    }

    /// Sets a feeding's amount in `unit`; 400 for an amount a feeding cannot have, 404 for no such feeding.
    func setAmount(id: Int64, amount: Double, unit: FeedingUnit) throws -> Feeding {
        guard amount.isFinite, amount > 0 else {
            throw HTTPError(.badRequest, message: "The amount must be above zero, not \(amount).")
        }
        guard amount <= 100_000 else {  // far above any limit; keeps the conversion to whole milliliters safe
            throw HTTPError(.badRequest, message: "\(amount) \(unit.rawValue) is more than a feeding can be.")
        }
        let milliliters = unit.milliliters(amount)
        guard let feeding = try log.setAmount(milliliters, unit: unit, forFeeding: id) else { throw Self.noSuchFeeding }
        return feeding
    }

    /// The stepper: `steps` steps of 10 ml (or half an ounce for a feeding logged in ounces) up
    /// or down; never below one step. A feeding without an amount starts from nothing.
    func step(id: Int64, by steps: Int) throws -> Feeding {
        guard (-100...100).contains(steps), steps != 0 else {
            throw HTTPError(.badRequest, message: "Send step, a whole number of steps from -100 to 100 other than 0.")
        }
        guard let feeding = try log.feeding(id: id) else { throw Self.noSuchFeeding }
        let unit = feeding.amountUnit ?? .ml
        let size = Self.stepSize(unit)
        let current = feeding.amountMl.map { unit.amount(fromMilliliters: $0) } ?? 0
        return try setAmount(id: id, amount: max(size, current + Double(steps) * size), unit: unit)
    }

    /// One step of the stepper in `unit`.
    static func stepSize(_ unit: FeedingUnit) -> Double { unit == .oz ? 0.5 : 10 }

    /// Deletes a feeding; 404 when there is none.
    func delete(id: Int64) throws {
        guard try log.delete(id: id) else { throw Self.noSuchFeeding }
    }

    /// Moves the next-feeding reminder to the next "HH:MM" (24-hour) after now.
    func moveReminder(toTime text: String) throws -> ScheduledEvent {
        try moveReminder(to: try ClockTime.nextDate(text, after: log.clock.now, calendar: log.calendar))
    }

    /// Moves the next-feeding reminder to `date`, which must be in the future.
    func moveReminder(to date: Date) throws -> ScheduledEvent {
        guard date > log.clock.now else {
            throw HTTPError(.badRequest, message: "The reminder must be in the future; \(time(date)) has passed.")
        }
        return try log.setAlarm(at: date)
    }

    /// Deletes the next-feeding reminder; 404 when none is set.
    func deleteReminder() throws {
        guard try log.cancelAlarm() else { throw HTTPError(.notFound, message: "No feeding reminder is set.") }
    }

    static let noSuchFeeding = HTTPError(.notFound, message: "That feeding is no longer in the log.")

    private func time(_ date: Date) -> String {
        TodayPage.formatter("h:mm a", log.calendar).string(from: date)
    }
}
