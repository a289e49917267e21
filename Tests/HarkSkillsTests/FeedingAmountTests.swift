import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import Testing

/// Amounts in milliliters and ounces, with and without a unit.
@Suite struct FeedingAmountTests {
    let env: SkillTestEnvironment
    let log: FeedingLog

    init() throws {
        try self.init(unit: .ml)
    }

    init(unit: FeedingUnit) throws {
        var settings = SkillSettings()
        settings.feedingAmountUnit = unit
        env = try SkillTestEnvironment(skills: [FeedingSkill()], migrations: FeedingLog.migrations)
        log = FeedingLog(scheduler: env.scheduler, calendar: env.calendar, settings: settings)
        env.registry.register(dependency: log)
    }

    func feedAt205() async {
        env.clock.advance(to: SkillTestEnvironment.date("2027-01-15 14:05"))
        _ = await env.say("start feeding")
        env.clock.advance(by: 18 * 60)
        _ = await env.say("finish feeding")
    }

    @Test func aBareNumberIsMilliliters() async throws {
        await feedAt205()
        let reply = await env.say("she drank ninety")
        #expect(reply.said == ["Logged 90 milliliters for the feeding at 2 oh 5 PM."])
        #expect(try log.last()?.amountMl == 90)
        #expect(try log.last()?.amountUnit == .ml)
    }

    @Test func ouncesAreStoredAsMillilitersAndSaidBackInOunces() async throws {
        await feedAt205()
        let reply = await env.say("the baby had four ounces")
        #expect(reply.said == ["Logged 4 ounces for the feeding at 2 oh 5 PM."])
        let feeding = try #require(try log.last())
        #expect(feeding.amountMl == 118)  // 4 × 29.5735
        #expect(feeding.amountUnit == .oz)
        #expect(feeding.amountText == "4 oz")
    }

    @Test func halfOunces() async throws {
        await feedAt205()
        let reply = await env.say("she took three and a half ounces")
        #expect(reply.said == ["Logged 3 and a half ounces for the feeding at 2 oh 5 PM."])
        #expect(try log.last()?.amountMl == 104)
        #expect(try log.last()?.amountText == "3.5 oz")
    }

    @Test func theConfiguredUnitAppliesToABareNumber() async throws {
        let env = try FeedingAmountTests(unit: .oz)
        await env.feedAt205()
        let reply = await env.env.say("she drank four")
        #expect(reply.said == ["Logged 4 ounces for the feeding at 2 oh 5 PM."])
        #expect(try env.log.last()?.amountMl == 118)
        // A unit said wins over the configured one (the amount already logged is replaced once confirmed).
        _ = await env.env.say("log ninety milliliters", answers: ["yes"])
        #expect(try env.log.last()?.amountMl == 90)
    }

    @Test func anUnusualAmountIsLoggedOnlyOnceConfirmed() async throws {
        await feedAt205()
        let refused = await env.say("the baby drank four hundred", answers: ["no"])
        #expect(refused.said == ["Log 400 milliliters? That is more than a bottle holds.", "OK, I didn't log it."])
        #expect(try log.last()?.amountMl == nil)
        let small = await env.say("the bottle was two", answers: ["yes"])
        #expect(small.said == ["Log 2 milliliters? That is less than a feeding usually is.", "Logged 2 milliliters for the feeding at 2 oh 5 PM."])
        #expect(try log.last()?.amountMl == 2)
        // On a feeding with no amount yet, an unusual one is asked about as such.
        let fresh = try FeedingAmountTests()
        await fresh.feedAt205()
        let ounces = await fresh.env.say("he drank twelve ounces", answers: ["yes"])
        #expect(ounces.said.first == "Log 12 ounces? That is more than a bottle holds.")
        #expect(try fresh.log.last()?.amountMl == 355)
        // The usual range is asked nothing but whether to replace what is logged: a newborn's 5 ml, a large bottle's 350 ml, 11 ounces.
        for (sentence, ml) in [("she drank five milliliters", 5), ("she drank three hundred and fifty", 350), ("she drank eleven ounces", 325)] {
            let reply = await env.say(sentence, answers: ["yes"])
            #expect(reply.said.count == 2 && reply.said[0].hasSuffix("?") && !reply.said[0].contains("That is")
                    && reply.said[1].hasPrefix("Logged"), "\(sentence): \(reply.said)")
            #expect(try log.last()?.amountMl == ml)
        }
    }

    @Test func tooManyOuncesAreRefusedAndNothingIsStored() async throws {
        await feedAt205()
        let reply = await env.say("she drank forty ounces")
        #expect(reply.said == ["40 ounces is more than a feeding logs: A feeding amount must be from 1 to 1000 milliliters."])
        #expect(try log.last()?.amountMl == nil)
    }

    @Test func aRunningFeedingTakesTheAmount() async throws {
        _ = await env.say("start feeding")
        env.clock.advance(by: 60)
        _ = await env.say("log a hundred and twenty mls")
        let running = try #require(try log.running())
        #expect(running.amountMl == 120)
    }

    @Test func unitsConvertBothWays() {
        #expect(FeedingUnit.oz.milliliters(1) == 30)
        #expect(FeedingUnit.oz.milliliters(4) == 118)
        #expect(FeedingUnit.ml.milliliters(90) == 90)
        #expect(FeedingUnit.oz.amount(fromMilliliters: 118) == 4)
        #expect(FeedingUnit.oz.amount(fromMilliliters: 104) == 3.5)
        #expect(FeedingUnit.oz.spoken(milliliters: 30) == "1 ounce")
        #expect(FeedingUnit.oz.spoken(milliliters: 96) == "3 and a quarter ounces")
        #expect(FeedingUnit.ml.spoken(milliliters: 1) == "1 milliliter")
    }
}
