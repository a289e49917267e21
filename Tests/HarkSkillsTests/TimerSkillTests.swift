import Foundation
import GRDB
import HarkIntents
import HarkSkills
import HarkStore
import HarkTesting
import Testing

/// Timers as people use them: several at once, named, checked, paused and resumed,
/// lengthened and shortened, cancelled one by one or all together. The clock starts
/// on Friday 2027-01-15 at 2 PM UTC.
@Suite struct TimerSkillTests {
    let env: SkillTestEnvironment
    let alarms: AlarmClock

    init() throws {
        env = try SkillTestEnvironment(skills: [AlarmSkill(), TimerSkill()], migrations: AlarmClock.migrations)
        alarms = AlarmClock(scheduler: env.scheduler, calendar: env.calendar)
        env.registry.register(dependency: alarms)
    }

    func date(_ text: String) -> Date { SkillTestEnvironment.date(text) }

    /// Titles of every timer, running first.
    func titles() throws -> [String] { try alarms.countdowns().map(\.title) }

    // MARK: Several, named

    @Test func severalTimersRunAtOnceWithTheirNames() async throws {
        #expect(await env.say("set a pizza timer for ten minutes").said == ["Pizza timer set for 10 minutes."])
        #expect(await env.say("start a twenty minute timer for the bottle").said == ["Bottle timer set for 20 minutes."])
        #expect(await env.say("set a five minute timer").said == ["Timer set for 5 minutes."])
        #expect(try titles() == ["5 minute timer", "pizza timer", "bottle timer"])
        let pizza = try #require(try alarms.countdowns(named: .pizza).first)
        #expect(pizza.endsAt == date("2027-01-15 14:10"))
        #expect(pizza.seconds == 600)
    }

    @Test func aNameIsUsedByOneTimerAtATime() async throws {
        try alarms.setTimer(seconds: 600, name: .pizza)
        env.clock.advance(by: 200)
        let reply = await env.say("set a pizza timer for five minutes")
        #expect(reply.said == ["You already have a pizza timer with 6 minutes and 40 seconds left. Say add time to the pizza timer, or cancel it first."])
        #expect(try titles() == ["pizza timer"])
    }

    @Test func aNamedTimerRingsWithItsName() async throws {
        try alarms.setTimer(seconds: 60, name: .eggs)
        env.clock.advance(by: 60)
        let fired = Recorded<FiredEvent>()
        try await env.scheduler.fireDue { fired.append($0) }
        let event = try #require(fired.all.first)
        let alert = try #require(try await alarms.alert(for: event))
        #expect(alert.announcement == "Your eggs timer is done.")
    }

    /// Typed, a thing no timer name holds is a timer without one, also beside a running pizza timer
    /// (the name's stand-in); a sentence naming only the thing, or cancelling it, does nothing.
    @Test func aTimerForAThingNoNameHoldsRunsWithoutAName() async throws {
        try alarms.setTimer(seconds: 600, name: .pizza)
        #expect(await env.say("could you set a timer for the banana bread for 50 minutes please").said == ["Timer set for 50 minutes."])
        #expect(try titles() == ["pizza timer", "50 minute timer"])
        #expect(await env.say("set a timer for the sterilizer, 8 min").said == ["Timer set for 8 minutes."])
        #expect(await env.say("cancel the banana bread timer").said == ["Sorry, I didn't catch that."])
        #expect(await env.say("set a timer for lunch").said == ["Sorry, I didn't catch that."])
        #expect(try titles().count == 3)
    }

    // MARK: Status

    @Test func statusSaysWhatEachTimerHasLeft() async throws {
        #expect(await env.say("how much time is left").said == ["You have no timers."])
        try alarms.setTimer(seconds: 600, name: .pizza)
        env.clock.advance(by: 10)
        #expect(await env.say("how much time is left").said == ["Your pizza timer has 9 minutes and 50 seconds left."])
        try alarms.setTimer(seconds: 1800)
        #expect(await env.say("what timers do i have").said
            == ["You have 2 timers: the pizza timer with 9 minutes and 50 seconds left and the 30 minute timer with 30 minutes left."])
        #expect(await env.say("how long on the pizza timer").said == ["Your pizza timer has 9 minutes and 50 seconds left."])
        #expect(await env.say("is the thirty minute timer still running").said == ["Your 30 minute timer has 30 minutes left."])
        #expect(await env.say("how long until the bottle is ready").said
            == ["You have no bottle timer. You have 2 timers: the pizza timer with 9 minutes and 50 seconds left and the 30 minute timer with 30 minutes left."])
    }

    // MARK: "The timer"

    @Test func withOneTimerTheTimerMeansIt() async throws {
        try alarms.setTimer(seconds: 600, name: .pizza)
        #expect(await env.say("add five minutes to the timer").said == ["OK, I added 5 minutes to the pizza timer. It has 15 minutes left."])
        #expect(await env.say("cancel the timer").said == ["OK, I cancelled the pizza timer."])
        #expect(try titles().isEmpty)
    }

    @Test func withTwoTimersAndNoNameItAsksWhich() async throws {
        try alarms.setTimer(seconds: 600, name: .pizza)
        try alarms.setTimer(seconds: 300)
        let reply = await env.say("cancel the timer", answers: ["pizza"])
        #expect(reply.said == ["Which timer: the 5 minute timer or the pizza timer?", "OK, I cancelled the pizza timer."])
        #expect(try titles() == ["5 minute timer"])
    }

    @Test func theWhichQuestionListensForTheTimersInWords() async throws {
        try alarms.setTimer(seconds: 600, name: .pizza)
        try alarms.setTimer(seconds: 300)
        let conversation = ScriptedConversation(answers: ["the five minute timer"])
        _ = await IntentRunner(registry: env.registry).handle("pause the timer", conversation: conversation)
        let options = ["five minute timer", "pizza timer"]
        #expect(await conversation.transcript.contains(.heard("the five minute timer", purpose: .disambiguation(options))))
        #expect(try alarms.countdowns().filter(\.isPaused).map(\.title) == ["5 minute timer"])
    }

    @Test func twoTimersWithOneTitleAreToldApartByWhenTheyEnd() async throws {
        try alarms.setTimer(seconds: 600)
        env.clock.advance(by: 120)
        try alarms.setTimer(seconds: 600)
        let reply = await env.say("stop the ten minute timer", answers: ["the second one"])
        #expect(reply.said == ["Which timer: the 10 minute timer ending at 2:10 PM or the 10 minute timer ending at 2:12 PM?",
                               "OK, I cancelled the 10 minute timer."])
        #expect(try alarms.timers().map(\.fireAt) == [date("2027-01-15 14:10")])
    }

    @Test func aNameNoTimerHasIsSaid() async throws {
        try alarms.setTimer(seconds: 600, name: .pizza)
        #expect(await env.say("cancel the bottle timer").said == ["You have no bottle timer."])
        #expect(await env.say("cancel the five minute timer").said == ["You have no 5 minute timer."])
        #expect(try titles() == ["pizza timer"])
    }

    // MARK: Pause and resume

    @Test func pauseKeepsWhatIsLeftAndResumeRunsOnFromIt() async throws {
        try alarms.setTimer(seconds: 600, name: .pizza)
        env.clock.advance(by: 240)
        #expect(await env.say("pause the pizza timer").said == ["OK, I paused the pizza timer with 6 minutes left."])
        #expect(try alarms.timers().isEmpty)
        env.clock.advance(by: 3600)
        #expect(await env.say("how much time is left").said == ["Your pizza timer is paused with 6 minutes left."])
        #expect(await env.say("pause the timer").said == ["The pizza timer is already paused."])
        #expect(await env.say("resume the timer").said == ["OK, the pizza timer is running again with 6 minutes left."])
        #expect(try alarms.timers().map(\.fireAt) == [date("2027-01-15 15:10")])
        #expect(await env.say("unpause the timer").said == ["The pizza timer isn't paused."])
    }

    @Test func everyTimerIsPausedAndResumedTogether() async throws {
        try alarms.setTimer(seconds: 600, name: .pizza)
        try alarms.setTimer(seconds: 1200, name: .bottle)
        env.clock.advance(by: 120)
        #expect(await env.say("pause all the timers").said == ["OK, I paused the pizza timer and the bottle timer."])
        #expect(try alarms.timers().isEmpty)
        env.clock.advance(by: 3600)
        #expect(await env.say("hold both timers").said == ["Those timers are already paused."])
        #expect(await env.say("resume my timers").said == ["OK, the pizza timer and the bottle timer are running again."])
        #expect(try alarms.timers().map(\.fireAt) == [date("2027-01-15 15:10"), date("2027-01-15 15:20")])
    }

    @Test func everyTimerWithOneRunningIsThatOne() async throws {
        try alarms.setTimer(seconds: 600, name: .pizza)
        #expect(await env.say("pause the timers").said == ["OK, I paused the pizza timer with 10 minutes left."])
    }

    @Test func resumeAsksOnlyAmongPausedTimers() async throws {
        try alarms.setTimer(seconds: 600, name: .pizza)
        try alarms.setTimer(seconds: 1200, name: .bottle)
        #expect(await env.say("pause the bottle timer").said == ["OK, I paused the bottle timer with 20 minutes left."])
        #expect(await env.say("resume the timer").said == ["OK, the bottle timer is running again with 20 minutes left."])
    }

    @Test func aPausedTimerSurvivesARestartAndARunningOneStillRingsOnTime() async throws {
        let directory = SkillTestEnvironment.temporaryDirectory("timers")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let migrations = Scheduler.migrations + AlarmClock.migrations
        let clock = ManualClock(start: date("2027-01-15 14:00"))
        do {
            let alarms = AlarmClock(scheduler: Scheduler(store: try Store.open(directory: directory, migrations: migrations), clock: clock),
                                    calendar: SkillTestEnvironment.utc)
            try alarms.setTimer(seconds: 600, name: .bottle)
            try alarms.setTimer(seconds: 900, name: .pizza)
            clock.advance(by: 150)
            let bottle = try #require(try alarms.countdowns(named: .bottle).first)
            #expect(try alarms.pause(bottle)?.remaining == 450)
        }
        clock.advance(to: date("2027-01-15 14:10"))  // Hark restarted meanwhile

        let scheduler = Scheduler(store: try Store.open(directory: directory, migrations: migrations), clock: clock)
        let alarms = AlarmClock(scheduler: scheduler, calendar: SkillTestEnvironment.utc)
        let paused = try #require(try alarms.countdowns(named: .bottle).first)
        #expect(paused.isPaused && paused.remaining == 450 && paused.seconds == 600 && paused.endsAt == nil)
        #expect(try alarms.timers().map(\.fireAt) == [date("2027-01-15 14:15")])

        clock.advance(to: date("2027-01-15 14:15"))
        let fired = Recorded<FiredEvent>()
        try await scheduler.fireDue { fired.append($0) }
        #expect(fired.all.map(\.event.title) == ["pizza timer"])
        #expect(fired.all.map(\.missed) == [false])

        let resumed = try #require(try alarms.resume(paused))
        #expect(resumed.endsAt == date("2027-01-15 14:22").addingTimeInterval(30))
        #expect(try alarms.countdowns().map(\.title) == ["bottle timer"])
        #expect(try alarms.resume(paused) == nil)  // already running
    }

    // MARK: Adding and taking off time

    @Test func addAndTakeOffTime() async throws {
        try alarms.setTimer(seconds: 600, name: .pizza)
        #expect(await env.say("give the pizza two more minutes").said == ["OK, I added 2 minutes to the pizza timer. It has 12 minutes left."])
        #expect(await env.say("take five minutes off the pizza timer").said == ["OK, I took 5 minutes off the pizza timer. It has 7 minutes left."])
        #expect(try alarms.timers().map(\.fireAt) == [date("2027-01-15 14:07")])
        #expect(await env.say("take ten minutes off the timer").said
            == ["The pizza timer only has 7 minutes left. Say cancel the timer to stop it."])
        #expect(await env.say("add twenty four hours to the timer").said.first == "A timer must be from 1 second to 24 hours.")
        #expect(try alarms.timers().map(\.fireAt) == [date("2027-01-15 14:07")])
    }

    @Test func timeCanBeAddedToAPausedTimer() async throws {
        try alarms.setTimer(seconds: 600)
        #expect(await env.say("pause the timer").said == ["OK, I paused the 10 minute timer with 10 minutes left."])
        #expect(await env.say("add thirty seconds to the timer").said
            == ["OK, I added 30 seconds to the 10 minute timer. It has 10 minutes left."])
        #expect(try alarms.countdowns().map(\.remaining) == [630])
        #expect(try alarms.timers().isEmpty)
    }

    @Test func addingTimeWithoutSayingHowMuchAsks() async throws {
        try alarms.setTimer(seconds: 600)
        let reply = await env.say("add some time to the timer", answers: ["three minutes"])
        #expect(reply.said == ["How much time?", "OK, I added 3 minutes to the 10 minute timer. It has 13 minutes left."])
    }

    // MARK: Cancelling all

    @Test func cancelAllTimersRunningAndPaused() async throws {
        #expect(await env.say("cancel all timers").said == ["You have no timers."])
        try alarms.setTimer(seconds: 600, name: .pizza)
        try alarms.setTimer(seconds: 300)
        try alarms.setTimer(seconds: 1200, name: .bottle)
        try alarms.setAlarm(at: date("2027-01-16 07:00"))
        _ = await env.say("pause the bottle timer")
        #expect(await env.say("stop all the timers").said == ["OK, I cancelled all 3 timers."])
        #expect(try alarms.countdowns().isEmpty)
        #expect(try alarms.alarms().count == 1)
        try alarms.setTimer(seconds: 300)
        #expect(await env.say("cancel all timers").said == ["OK, I cancelled your timer."])
    }

    // MARK: Rows

    @Test func aPausedTimerRowOutOfRangeIsNotRead() throws {
        let row: Row = ["id": 1, "name": "pizza", "title": "pizza timer", "seconds": 600, "remaining": 0,
                        "pausedAt": date("2027-01-15 14:00")]
        #expect(PausedTimer.problem(in: row)?.column == "remaining")
        let unknown: Row = ["id": 1, "name": "spaceship", "title": "spaceship timer", "seconds": 600, "remaining": 60,
                            "pausedAt": date("2027-01-15 14:00")]
        #expect(PausedTimer.problem(in: unknown)?.column == "name")
    }
}
