import Foundation
import GRDB
import HarkIntents
import HarkSkills
import HarkStore
import Testing

/// The day's totals by voice and the time since the last feeding. Feedings are stored
/// directly (two today, one yesterday); the clock reads Friday 2027-01-15 14:00 UTC.
@Suite struct FeedingSummaryTests {
    let env: SkillTestEnvironment
    let log: FeedingLog

    init() throws {
        try self.init(babyName: nil)
    }

    init(babyName: String?) throws {
        var settings = SkillSettings()
        settings.babyName = babyName
        env = try SkillTestEnvironment(skills: [FeedingSkill(babyName: babyName)], migrations: FeedingLog.migrations)
        log = FeedingLog(scheduler: env.scheduler, calendar: env.calendar, settings: settings)
        env.registry.register(dependency: log)
    }

    func store(_ start: String, minutes: Int, ml: Int?, unit: FeedingUnit? = nil) throws {
        let startedAt = SkillTestEnvironment.date(start)
        let feeding = Feeding(startedAt: startedAt, endedAt: startedAt.addingTimeInterval(TimeInterval(minutes * 60)),
                              amountMl: ml, amountUnit: unit)
        try env.store.write { db in
            var row = feeding
            try row.insert(db)
        }
    }

    func storeThreeFeedings() throws {
        try store("2027-01-14 21:00", minutes: 25, ml: 150)
        try store("2027-01-15 06:10", minutes: 20, ml: 90)
        try store("2027-01-15 10:30", minutes: 16, ml: 120)
    }

    @Test func nothingYet() async throws {
        #expect(await env.say("how many feedings today").said == ["No feedings yet today."])
        #expect(await env.say("how much did she drink yesterday").said == ["No feedings were logged yesterday."])
        #expect(await env.say("how long since the last feeding").said == ["I have no feedings yet."])
    }

    @Test func todaysCountAmountAndTime() async throws {
        try storeThreeFeedings()
        let expected = "So far today the baby had 2 feedings, 210 milliliters in all and 36 minutes of feeding."
        #expect(await env.say("how much did the baby eat today").said == [expected])
        #expect(await env.say("how many feedings today").said == [expected])
        #expect(await env.say("how much has she had").said == [expected])
    }

    @Test func yesterday() async throws {
        try storeThreeFeedings()
        #expect(await env.say("how much did she drink yesterday").said
                == ["Yesterday the baby had 1 feeding, 150 milliliters in all and 25 minutes of feeding."])
    }

    @Test func ouncesWhenEveryAmountWasInOunces() async throws {
        try store("2027-01-15 06:10", minutes: 20, ml: 118, unit: .oz)
        try store("2027-01-15 10:30", minutes: 0, ml: nil)
        #expect(await env.say("how many feedings today").said
                == ["So far today the baby had 2 feedings, 4 ounces logged and 20 minutes of feeding."])
    }

    @Test func theBabysNameInTheAnswer() async throws {
        let named = try FeedingSummaryTests(babyName: "Emma")
        try named.storeThreeFeedings()
        #expect(await named.env.say("how much did emma eat today").said
                == ["So far today Emma had 2 feedings, 210 milliliters in all and 36 minutes of feeding."])
    }

    @Test func timeSinceTheLastFeeding() async throws {
        try storeThreeFeedings()
        #expect(await env.say("how long since the last feeding").said == ["The last feeding started 3 hours and 30 minutes ago, at 10:30 AM."])
        #expect(await env.say("how long has it been since she ate").said == ["The last feeding started 3 hours and 30 minutes ago, at 10:30 AM."])
        _ = await env.say("start feeding")
        env.clock.advance(by: 12 * 60)
        #expect(await env.say("how long since the baby ate").said == ["A feeding is going on: it started 12 minutes ago, at 2 PM."])
    }
}
