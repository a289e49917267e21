import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import Testing

/// The feeding log through spoken (typed) conversations, with a manual clock in UTC.
@Suite struct FeedingSkillTests {
    let env: SkillTestEnvironment
    let log: FeedingLog

    init() throws {
        env = try SkillTestEnvironment(skills: [FeedingSkill()], migrations: FeedingLog.migrations)
        log = FeedingLog(scheduler: env.scheduler, calendar: env.calendar)
        env.registry.register(dependency: log)
    }

    /// Starts a feeding at 2:05 PM and finishes it 18 minutes later. Hark says such times
    /// "2 oh 5 PM" (`TimeOfDay.spokenText`): eSpeak reads "2:05" as "two zero five".
    func feedFrom205To223() async {
        env.clock.advance(to: SkillTestEnvironment.date("2027-01-15 14:05"))
        _ = await env.say("start feeding")
        env.clock.advance(by: 18 * 60)
        _ = await env.say("finish feeding")
    }

    @Test func startThenFinishRecordsBothAndSetsTheAlarm() async throws {
        env.clock.advance(to: SkillTestEnvironment.date("2027-01-15 14:05"))
        let started = await env.say("start feeding")
        #expect(started.said == ["OK, I started the feeding timer."])
        #expect(started.outcome == .completed(intent: "StartFeeding", parameters: [:], dialog: "OK, I started the feeding timer."))
        #expect(try log.running()?.startedAt == SkillTestEnvironment.date("2027-01-15 14:05"))

        env.clock.advance(by: 18 * 60 + 10)
        let finished = await env.say("the baby finished eating")
        #expect(finished.said == ["Well done. 18 minutes. I'll remind you at 5:23 PM."])
        let feeding = try #require(try log.last())
        #expect(feeding.endedAt == SkillTestEnvironment.date("2027-01-15 14:23").addingTimeInterval(10))
        #expect(feeding.duration.map { Int($0.rounded()) } == 18 * 60 + 10)
        #expect(try log.running() == nil)
        let alarms = try env.scheduler.pending(kind: "feeding")
        #expect(alarms.map(\.fireAt) == [SkillTestEnvironment.date("2027-01-15 17:23").addingTimeInterval(10)])
    }

    @Test func restartingARunningFeedingIsConfirmed() async throws {
        env.clock.advance(to: SkillTestEnvironment.date("2027-01-15 16:12"))
        _ = await env.say("feeding time")
        env.clock.advance(by: 300)
        let reply = await env.say("i'm feeding the baby", answers: ["yes"])
        #expect(reply.said == ["A feeding is already running since 4:12 PM. Restart the timer?", "OK, I restarted the feeding timer."])
        #expect(try log.running()?.startedAt == SkillTestEnvironment.date("2027-01-15 16:17"))
        #expect(try log.feedings(on: env.clock.now).count == 1)
    }

    @Test func declinedRestartKeepsTheTimer() async throws {
        env.clock.advance(to: SkillTestEnvironment.date("2027-01-15 16:12"))
        _ = await env.say("start feeding")
        env.clock.advance(by: 300)
        let reply = await env.say("start feeding", answers: ["no"])
        #expect(reply.said == ["A feeding is already running since 4:12 PM. Restart the timer?", "OK, I'll keep the timer running."])
        #expect(reply.outcome == .cancelled(intent: "StartFeeding"))
        #expect(try log.running()?.startedAt == SkillTestEnvironment.date("2027-01-15 16:12"))
    }

    @Test func finishingWithNothingRunningIsASpokenError() async throws {
        let reply = await env.say("done feeding")
        #expect(reply.said == ["There's no feeding running. Say start feeding first."])
        #expect(reply.outcome == .failed(intent: "FinishFeeding", dialog: "There's no feeding running. Say start feeding first."))
        #expect(try env.scheduler.pending().isEmpty)
    }

    @Test func aNewFeedingReplacesTheAlarm() async throws {
        await feedFrom205To223()
        env.clock.advance(to: SkillTestEnvironment.date("2027-01-15 16:00"))
        _ = await env.say("start feeding")
        #expect(try log.nextAlarm() == nil)  // starting early cancels the reminder
        env.clock.advance(by: 65 * 60)
        let reply = await env.say("finish the feeding")
        #expect(reply.said == ["Well done. 1 hour and 5 minutes. I'll remind you at 8 oh 5 PM."])
        #expect(try env.scheduler.pending(kind: "feeding").map(\.fireAt) == [SkillTestEnvironment.date("2027-01-15 20:05")])
    }

    @Test func lastFeeding() async throws {
        #expect(await env.say("when did the baby last eat").said == ["I have no feedings yet."])
        env.clock.advance(to: SkillTestEnvironment.date("2027-01-15 14:05"))
        _ = await env.say("start feeding")
        env.clock.advance(by: 120)
        #expect(await env.say("when was the last feeding").said == ["The last feeding started at 2 oh 5 PM and is still going."])
        env.clock.advance(by: 16 * 60)
        _ = await env.say("finish feeding")
        #expect(await env.say("when did the baby last eat").said == ["The last feeding started at 2 oh 5 PM and lasted 18 minutes."])
        env.clock.advance(by: 86_400)
        #expect(await env.say("when did the baby last eat").said == ["The last feeding started at 2 oh 5 PM yesterday and lasted 18 minutes."])
    }

    @Test func nextFeeding() async throws {
        #expect(await env.say("when is the next feeding").said == ["No feeding alarm is set."])
        await feedFrom205To223()
        #expect(await env.say("when is the next feeding").said == ["The next feeding is at 5:23 PM."])
        env.clock.advance(to: SkillTestEnvironment.date("2027-01-15 22:00"))
        _ = await env.say("start feeding")
        env.clock.advance(by: 10 * 60)
        _ = await env.say("finish feeding")
        #expect(await env.say("when does the baby eat next").said == ["The next feeding is at 1:10 AM tomorrow."])
    }

    @Test func logAnAmountOnTheLastFeeding() async throws {
        await feedFrom205To223()
        let reply = await env.say("log one hundred twenty milliliters")
        #expect(reply.said == ["Logged 120 milliliters for the feeding at 2 oh 5 PM."])
        #expect(reply.outcome == .completed(intent: "LogFeedingAmount", parameters: ["amount": .int(120), "unit": .string("ml")],
                                            dialog: "Logged 120 milliliters for the feeding at 2 oh 5 PM."))
        #expect(try log.last()?.amountMl == 120)
    }

    /// A stored amount is replaced only when asked; the same amount again is simply logged.
    @Test func anAmountAlreadyLoggedIsReplacedOnlyOnceConfirmed() async throws {
        await feedFrom205To223()
        _ = await env.say("log one hundred twenty milliliters")
        let kept = await env.say("log ninety milliliters", answers: ["no"])
        #expect(kept.said == ["The feeding at 2 oh 5 PM already has 120 milliliters. Change it to 90 milliliters?", "OK, it stays at 120 milliliters."])
        #expect(try log.last()?.amountMl == 120)
        let changed = await env.say("log ninety milliliters", answers: ["yes"])
        #expect(changed.said.last == "Logged 90 milliliters for the feeding at 2 oh 5 PM.")
        #expect(try log.last()?.amountMl == 90)
        #expect(await env.say("log ninety milliliters").said == ["Logged 90 milliliters for the feeding at 2 oh 5 PM."])
    }

    @Test func anAmountOutOfRangeIsRefusedAndAskedAgain() async throws {
        await feedFrom205To223()
        let reply = await env.say("the baby drank two thousand milliliters", answers: ["ninety"])
        #expect(reply.said == ["A feeding amount must be from 1 to 1000 milliliters.", "How much did the baby drink?",
                               "Logged 90 milliliters for the feeding at 2 oh 5 PM."])
        #expect(try log.last()?.amountMl == 90)
    }

    @Test func aMissingAmountIsAskedFor() async throws {
        await feedFrom205To223()
        let reply = await env.say("log the feeding amount", answers: ["sixty"])
        #expect(reply.said == ["How much did the baby drink?", "Logged 60 milliliters for the feeding at 2 oh 5 PM."])
    }

    @Test func anAmountWithoutFeedingsIsASpokenError() async throws {
        let reply = await env.say("log sixty milliliters")
        #expect(reply.said == ["I have no feedings yet. Say start feeding first."])
    }

    @Test func cancelTheFeedingAlarm() async throws {
        #expect(await env.say("cancel the feeding alarm").said == ["No feeding alarm is set."])
        await feedFrom205To223()
        let reply = await env.say("cancel the feeding alarm")
        #expect(reply.said == ["OK, I cancelled the feeding alarm at 5:23 PM."])
        #expect(try log.nextAlarm() == nil)
    }

    @Test func moveTheFeedingAlarm() async throws {
        await feedFrom205To223()
        let moved = await env.say("move the feeding alarm to six")
        #expect(moved.said == ["OK, the next feeding alarm is at 6 PM."])
        #expect(try env.scheduler.pending(kind: "feeding").map(\.fireAt) == [SkillTestEnvironment.date("2027-01-15 18:00")])
        let asked = await env.say("change the feeding reminder", answers: ["seven thirty in the morning"])
        #expect(asked.said == ["To what time?", "OK, the next feeding alarm is at 7:30 AM tomorrow."])
        #expect(try env.scheduler.pending(kind: "feeding").map(\.fireAt) == [SkillTestEnvironment.date("2027-01-16 07:30")])
    }

    @Test func moveTheFeedingAlarmByALength() async throws {
        #expect(await env.say("push the feeding alarm back an hour").said == ["There is no feeding alarm. Say finish the feeding to set one."])
        await feedFrom205To223()
        #expect(await env.say("push the feeding alarm back an hour").said == ["OK, the next feeding alarm is at 6:23 PM."])
        #expect(await env.say("make the feeding alarm twenty five minutes earlier").said == ["OK, the next feeding alarm is at 5:58 PM."])
        #expect(try env.scheduler.pending(kind: "feeding").map(\.fireAt) == [SkillTestEnvironment.date("2027-01-15 17:58")])
    }

    @Test func moveAMorningFeedingAlarmStaysInTheMorning() async throws {
        env.clock.advance(to: SkillTestEnvironment.date("2027-01-15 17:04"))
        try log.setAlarm(at: SkillTestEnvironment.date("2027-01-16 06:30"))
        #expect(await env.say("move the feeding alarm to eight").said == ["OK, the next feeding alarm is at 8 AM tomorrow."])
        #expect(try env.scheduler.pending(kind: "feeding").map(\.fireAt) == [SkillTestEnvironment.date("2027-01-16 08:00")])
        #expect(await env.say("move the feeding alarm to eight in the evening").said == ["OK, the next feeding alarm is at 8 PM."])
    }

    @Test func recordsOfADayAmountsAndDeletion() async throws {
        await feedFrom205To223()
        let id = try #require(try log.last()?.id)
        #expect(try log.setAmount(150, forFeeding: id)?.amountMl == 150)
        #expect(try log.setAmount(150, forFeeding: 999) == nil)
        #expect(try log.feedings(on: SkillTestEnvironment.date("2027-01-15 00:00")).map(\.id) == [id])
        #expect(try log.feedings(on: SkillTestEnvironment.date("2027-01-16 00:00")).isEmpty)
        #expect(throws: StoreError(.outOfRange, "A feeding amount must be from 1 to 1000 milliliters.")) {
            try log.setAmount(0, forFeeding: id)
        }
        #expect(try log.setAmount(1000, forFeeding: id)?.amountMl == 1000)
        #expect(try log.delete(id: id))
        #expect(try log.delete(id: id) == false)
        #expect(try log.last() == nil)
    }
}
