import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import Testing

/// Alarms and timers through spoken (typed) conversations. The clock starts on
/// Friday 2027-01-15 at 2 PM UTC.
@Suite struct AlarmSkillTests {
    let env: SkillTestEnvironment
    let alarms: AlarmClock

    init() throws {
        env = try SkillTestEnvironment(skills: [AlarmSkill()], migrations: AlarmClock.migrations)
        alarms = AlarmClock(scheduler: env.scheduler, calendar: env.calendar)
        env.registry.register(dependency: alarms)
    }

    func date(_ text: String) -> Date { SkillTestEnvironment.date(text) }

    /// Alarms at 7:30 PM today and 7:30 AM tomorrow.
    func twoSevenThirties() throws {
        try alarms.setAlarm(at: date("2027-01-16 07:30"))
        try alarms.setAlarm(at: date("2027-01-15 19:30"))
    }

    // MARK: Setting

    @Test func setAnAlarmForATime() async throws {
        let reply = await env.say("set an alarm for seven pm")
        #expect(reply.said == ["OK, alarm set for 7 PM today."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-15 19:00")])
        #expect(try alarms.alarms().map(\.title) == ["Alarm"])
    }

    @Test func setAnAlarmForTomorrow() async throws {
        #expect(await env.say("set an alarm for six thirty tomorrow").said == ["OK, alarm set for 6:30 AM tomorrow."])
        #expect(await env.say("set an alarm for tomorrow at nine").said == ["OK, alarm set for 9 AM tomorrow."])
        #expect(await env.say("set an alarm for seven pm on monday").said == ["OK, alarm set for 7 PM on Monday."])
        #expect(await env.say("set an alarm for friday at seven am").said == ["OK, alarm set for 7 AM on Friday."])
        #expect(try alarms.alarms().map(\.fireAt)
            == [date("2027-01-16 06:30"), date("2027-01-16 09:00"), date("2027-01-18 19:00"), date("2027-01-22 07:00")])
    }

    @Test func aPlainAlarmWithoutAmOrPmIsTheNextOccurrence() async throws {
        #expect(await env.say("set an alarm for seven thirty").said == ["OK, alarm set for 7:30 PM today."])
        env.clock.advance(to: date("2027-01-15 20:00"))
        #expect(await env.say("set an alarm for seven thirty").said == ["OK, alarm set for 7:30 AM tomorrow."])
        #expect(await env.say("set an alarm for six thirty today").said
            == ["It's already past 6:30 today. Say a later time or another day."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-15 19:30"), date("2027-01-16 07:30")])
    }

    @Test func wakingUpWithoutAmOrPmMeansTheMorning() async throws {
        env.clock.advance(to: date("2027-01-15 17:04"))
        let reply = await env.say("wake me up at six thirty")
        #expect(reply.said == ["OK, alarm set for 6:30 AM tomorrow."])
        #expect(try alarms.alarms().map(\.title) == ["Wake up"])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-16 06:30")])
    }

    @Test func wakingUpInAWhileIsAnAlarmThatLongFromNow() async throws {
        env.clock.advance(to: date("2027-01-15 14:10"))
        #expect(await env.say("wake me up in twenty minutes").said == ["OK, alarm set for 2:30 PM today."])
        #expect(try alarms.alarms().map(\.title) == ["Wake up"])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-15 14:30")])
        #expect(try alarms.countdowns().isEmpty)
    }

    @Test func wakingUpInTheSmallHoursIsThatMorning() async throws {
        env.clock.advance(to: date("2027-01-16 03:00"))
        #expect(await env.say("wake me up at six thirty").said == ["OK, alarm set for 6:30 AM today."])
        env.clock.advance(to: date("2027-01-16 09:00"))
        #expect(await env.say("wake me up at seven").said == ["OK, alarm set for 7 AM tomorrow."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-16 06:30"), date("2027-01-17 07:00")])
    }

    @Test func wakingUpWithASaidHalfOfTheDayKeepsIt() async throws {
        env.clock.advance(to: date("2027-01-15 17:04"))
        #expect(await env.say("wake me up at six thirty in the evening").said == ["OK, alarm set for 6:30 PM today."])
        #expect(await env.say("wake me up at nine pm").said == ["OK, alarm set for 9 PM today."])
        #expect(await env.say("wake me up at six thirty tomorrow").said == ["OK, alarm set for 6:30 AM tomorrow."])
        env.clock.advance(to: date("2027-01-16 09:00"))
        #expect(await env.say("wake me up at twelve").said == ["OK, alarm set for noon today."])
    }

    @Test func theSameAlarmTwiceIsNotADuplicate() async throws {
        #expect(await env.say("set an alarm for seven pm").said == ["OK, alarm set for 7 PM today."])
        let again = await env.say("set an alarm for seven pm")
        #expect(again.said == ["You already have an alarm at 7 PM today."])
        #expect(again.outcome == .failed(intent: "SetAlarm", dialog: "You already have an alarm at 7 PM today."))
        #expect(await env.say("wake me up at seven pm").said == ["OK, alarm set for 7 PM today."])
        #expect(try alarms.alarms().map(\.title) == ["Alarm", "Wake up"])
    }

    @Test func alarmTitlesMustBeSpeakable() {
        #expect(AlarmClock.titleProblem("Take pills") == nil)
        #expect(AlarmClock.titleProblem("R2D2 !!")
            == "Alarm title \"R2D2 !!\" can't be spoken; use letters and spaces only, with numbers written as words.")
        #expect(AlarmClock.titleProblem("  ") != nil)
    }

    @Test func aTimeThatHasPassedTodayIsASpokenError() async throws {
        let reply = await env.say("set an alarm for seven am today")
        #expect(reply.said == ["It's already past 7 AM today. Say a later time or another day."])
        #expect(reply.outcome == .failed(intent: "SetAlarm", dialog: "It's already past 7 AM today. Say a later time or another day."))
        #expect(try alarms.alarms().isEmpty)
    }

    @Test func aMissingTimeIsAskedFor() async throws {
        let reply = await env.say("set an alarm", answers: ["quarter past six in the morning"])
        #expect(reply.said == ["For what time?", "OK, alarm set for 6:15 AM tomorrow."])
    }

    @Test func setATimer() async throws {
        let reply = await env.say("set a timer for twenty minutes")
        #expect(reply.said == ["Timer set for 20 minutes."])
        let timer = try #require(try alarms.timers().first)
        #expect(timer.fireAt == date("2027-01-15 14:20"))
        #expect(timer.title == "20 minute timer")
        #expect(try alarms.alarms().isEmpty)
        #expect(await env.say("start a timer", answers: ["an hour and a half"]).said == ["For how long?", "Timer set for 1 hour and 30 minutes."])
        #expect(try alarms.timers().map(\.title) == ["20 minute timer", "90 minute timer"])
    }

    @Test func aTimerLongerThanADayIsRefused() async throws {
        let reply = await env.say("set a timer for two days", answers: ["ten minutes"])
        #expect(reply.said == ["A timer must be from 1 second to 24 hours.", "For how long?", "Timer set for 10 minutes."])
    }

    // MARK: Listing

    @Test func listAlarms() async throws {
        #expect(await env.say("what alarms do i have").said == ["You have no alarms."])
        try alarms.setAlarm(at: date("2027-01-15 19:00"))
        #expect(await env.say("what alarms do i have").said == ["You have 1 alarm: 7 PM today."])
        try alarms.setAlarm(at: date("2027-01-16 06:30"))
        try alarms.setTimer(seconds: 600)  // timers are not alarms
        #expect(await env.say("do i have any alarms").said == ["You have 2 alarms: 7 PM today and 6:30 AM tomorrow."])
    }

    // MARK: Cancelling

    @Test func cancelTheOnlyAlarmAtATime() async throws {
        try twoSevenThirties()
        let reply = await env.say("cancel the seven thirty pm alarm")
        #expect(reply.said == ["OK, I cancelled the alarm at 7:30 PM today."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-16 07:30")])
    }

    @Test func severalAlarmsAtATimeAskWhichByPosition() async throws {
        try twoSevenThirties()
        let reply = await env.say("cancel the seven thirty alarm", answers: ["the second one"])
        #expect(reply.said == ["Which alarm: 7:30 PM today or 7:30 AM tomorrow?", "OK, I cancelled the alarm at 7:30 AM tomorrow."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-15 19:30")])
    }

    @Test func theWhichQuestionListensForTheAlarmsInWords() async throws {
        try twoSevenThirties()
        let conversation = ScriptedConversation(answers: ["seven thirty a.m. tomorrow"])
        _ = await IntentRunner(registry: env.registry).handle("cancel the seven thirty alarm", conversation: conversation)
        let options = ["seven thirty p.m. today", "seven thirty a.m. tomorrow"]
        #expect(await conversation.transcript.contains(.heard("seven thirty a.m. tomorrow", purpose: .disambiguation(options))))
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-15 19:30")])
    }

    @Test func severalAlarmsAtATimeAskWhichByName() async throws {
        try twoSevenThirties()
        let reply = await env.say("delete my alarm at seven thirty", answers: ["today"])
        #expect(reply.said == ["Which alarm: 7:30 PM today or 7:30 AM tomorrow?", "OK, I cancelled the alarm at 7:30 PM today."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-16 07:30")])
    }

    @Test func noAlarmAtThatTimeIsASpokenError() async throws {
        try twoSevenThirties()
        let reply = await env.say("cancel the eight alarm")
        #expect(reply.said == ["You have no alarm at 8 o'clock."])
        #expect(try alarms.alarms().count == 2)
    }

    @Test func cancelMyAlarm() async throws {
        #expect(await env.say("cancel my alarm").said == ["You have no alarms."])
        try alarms.setAlarm(at: date("2027-01-15 19:00"))
        #expect(await env.say("cancel my alarm").said == ["OK, I cancelled the alarm at 7 PM today."])
        #expect(try alarms.alarms().isEmpty)
    }

    @Test func cancelMyAlarmAsksWhichWhenSeveral() async throws {
        try twoSevenThirties()
        try alarms.setAlarm(at: date("2027-01-18 06:00"))
        let reply = await env.say("turn off my alarm", answers: ["the last one"])
        #expect(reply.said == ["Which alarm: 7:30 PM today, 7:30 AM tomorrow or 6 AM on Monday?", "OK, I cancelled the alarm at 6 AM on Monday."])
        #expect(try alarms.alarms().count == 2)
    }

    @Test func cancellingTheQuestionKeepsEveryAlarm() async throws {
        try twoSevenThirties()
        let reply = await env.say("cancel my alarm", answers: ["never mind"])
        #expect(reply.said == ["Which alarm: 7:30 PM today or 7:30 AM tomorrow?", "OK, cancelled."])
        #expect(reply.outcome == .cancelled(intent: "CancelAlarm"))
        #expect(try alarms.alarms().count == 2)
    }

    @Test func cancelTheTimer() async throws {
        #expect(await env.say("cancel the timer").said == ["You have no timers."])
        try alarms.setTimer(seconds: 1200)
        #expect(await env.say("cancel the timer").said == ["OK, I cancelled the 20 minute timer."])
        #expect(try alarms.timers().isEmpty)
    }

    // MARK: Moving

    @Test func moveMyOnlyAlarm() async throws {
        try alarms.setAlarm(at: date("2027-01-16 06:30"))
        let reply = await env.say("move my alarm to seven am")
        #expect(reply.said == ["OK, I moved the alarm to 7 AM tomorrow."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-16 07:00")])
    }

    @Test func moveAsksForTheTimeAndWhichAlarm() async throws {
        try twoSevenThirties()
        let reply = await env.say("move my alarm", answers: ["eight thirty p.m.", "the first one"])
        #expect(reply.said == ["To what time?", "Which alarm: 7:30 PM today or 7:30 AM tomorrow?", "OK, I moved the alarm to 8:30 PM today."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-15 20:30"), date("2027-01-16 07:30")])
    }

    @Test func moveByALengthLaterOrEarlier() async throws {
        try alarms.setAlarm(at: date("2027-01-16 06:30"))
        #expect(await env.say("push my alarm back half an hour").said == ["OK, I moved the alarm to 7 AM tomorrow."])
        #expect(await env.say("move my alarm forty five minutes earlier").said == ["OK, I moved the alarm to 6:15 AM tomorrow."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-16 06:15")])
    }

    @Test func theAlarmMovedByALengthIsNamedByItsTimeOrAskedFor() async throws {
        try twoSevenThirties()
        #expect(await env.say("make the 7:30 pm alarm ten minutes later").said == ["OK, I moved the alarm to 7:40 PM today."])
        let asked = await env.say("move my alarm an hour earlier", answers: ["the second one"])
        #expect(asked.said == ["Which alarm: 7:40 PM today or 7:30 AM tomorrow?", "OK, I moved the alarm to 6:30 AM tomorrow."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-15 19:40"), date("2027-01-16 06:30")])
    }

    @Test func anAlarmMovedByALengthIntoThePastStaysWhereItWas() async throws {
        try alarms.setAlarm(at: date("2027-01-15 14:20"))
        let reply = await env.say("move my alarm an hour earlier")
        #expect(reply.said == ["That is already past. Say move the alarm to a time instead."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-15 14:20")])
    }

    @Test func moveKeepsTheMovedAlarmsHalfOfTheDay() async throws {
        env.clock.advance(to: date("2027-01-15 17:04"))
        try alarms.setAlarm(at: date("2027-01-16 06:30"))
        #expect(await env.say("move my alarm to eight").said == ["OK, I moved the alarm to 8 AM tomorrow."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-16 08:00")])
    }

    @Test func moveAnEveningAlarmStaysInTheEvening() async throws {
        try alarms.setAlarm(at: date("2027-01-15 21:00"))
        #expect(await env.say("move my alarm to ten").said == ["OK, I moved the alarm to 10 PM today."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-15 22:00")])
    }

    @Test func moveToAnEarlierHourOfTheSameHalfIsItsNextOccurrence() async throws {
        env.clock.advance(to: date("2027-01-16 05:00"))
        try alarms.setAlarm(at: date("2027-01-16 06:30"))
        #expect(await env.say("move my alarm to four thirty").said == ["OK, I moved the alarm to 4:30 AM tomorrow."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-17 04:30")])
    }

    @Test func moveWithASaidHalfOfTheDayKeepsIt() async throws {
        env.clock.advance(to: date("2027-01-15 17:04"))
        try alarms.setAlarm(at: date("2027-01-16 06:30"))
        #expect(await env.say("move my alarm to eight pm").said == ["OK, I moved the alarm to 8 PM today."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-15 20:00")])
    }

    @Test func theAlarmToMoveIsNamedByTheTimeItRingsNow() async throws {
        try twoSevenThirties()
        // No question which: the sentence says it, in any of the ways people type it.
        #expect(await env.say("move the 7:30 pm alarm to 8").said == ["OK, I moved the alarm to 8 PM today."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-15 20:00"), date("2027-01-16 07:30")])
        #expect(await env.say("my 7:30 am alarm, move it to 7:45").said == ["OK, I moved the alarm to 7:45 AM tomorrow."])
        #expect(await env.say("set the alarm for 9 instead of 8").said == ["OK, I moved the alarm to 9 PM today."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-15 21:00"), date("2027-01-16 07:45")])
        // A time no alarm rings at moves nothing.
        #expect(await env.say("move my 6 am alarm to 7").said == ["You have no alarm at 6 AM. Say what alarms do I have to hear them."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-15 21:00"), date("2027-01-16 07:45")])
    }

    @Test func aTwentyFourHourTimeTypedAsFourDigitsIsATime() async throws {
        #expect(await env.say("alarm for 0630").said == ["OK, alarm set for 6:30 AM tomorrow."])
        #expect(await env.say("wake me at 1800").said == ["OK, alarm set for 6 PM today."])
        #expect(try alarms.alarms().map(\.fireAt) == [date("2027-01-15 18:00"), date("2027-01-16 06:30")])
    }

    @Test func moveWithoutAlarmsIsASpokenError() async throws {
        let reply = await env.say("move my alarm to seven")
        #expect(reply.said == ["You have no alarms. Say set an alarm instead."])
    }
}
