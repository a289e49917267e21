import Foundation
import HarkLimits
import Testing

@Suite struct LimitTests {
    @Test func aValueInsideTheRangeIsReturned() throws {
        #expect(try Limits.feedingAmountMl.check(120) == 120)
        #expect(try Limits.timerSeconds.check(600) == 600)
    }

    @Test func aValueOutsideTheRangeIsRefusedWithTheRange() {
        #expect(throws: LimitError(name: "a feeding amount", message: "A feeding amount must be from 1 to 1000 milliliters.")) {
            try Limits.feedingAmountMl.check(5_000)
        }
        #expect(Limits.timerSeconds.refusal == "A timer must be from 1 second to 24 hours.")
        #expect(Limits.date.refusal == "A date must be from 2000 to 2100.")
    }

    @Test func nonFiniteNumbersAreNeverUsable() {
        #expect(!Limits.feedingIntervalHours.contains(.nan))
        #expect(!Limits.feedingIntervalHours.contains(.infinity))
        #expect(throws: LimitError.self) { try Limits.delaySeconds.check(-.infinity) }
    }

    @Test func theYear10000IsOutsideTheDateRange() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let farFuture = try #require(calendar.date(from: DateComponents(year: 10_000, month: 1, day: 1)))
        let today = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 25)))
        #expect(!Limits.date.contains(farFuture))
        #expect(Limits.date.contains(today))
        #expect(Limits.date.clamp(farFuture) == Limits.latestDate)
    }
}
