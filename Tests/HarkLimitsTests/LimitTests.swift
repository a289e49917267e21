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
        #expect(Limits.date.refusal == "A date must be from 2000 to 2099.")
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

@Suite struct LimitWordingTests {
    @Test func aRefusalCanNameWhereTheValueCameFrom() {
        #expect(Limits.date.refusal("--expires", is: "10000-01-01") == "--expires is 10000-01-01; a date must be from 2000 to 2099.")
        #expect(Limits.feedingIntervalHours.refusal("'skills.feeding.interval_hours' at line 3, column 19", is: "1e12")
            == "'skills.feeding.interval_hours' at line 3, column 19 is 1e12; the feeding interval must be from 0.25 to 24 hours.")
    }

    @Test func oneOfAUnitIsSingular() {
        #expect(Limits.commandSeconds.rangeText == "from 0.1 seconds to 1 hour")
        #expect(Limits.listenSeconds.rangeText == "from 1 second to 2 minutes")
        #expect(Limits.scriptLines.rangeText == "from 1 line to 50 lines")
    }

    /// Both years said are usable to their last second; 2100 is not.
    @Test func theDateRangeReadsAsWholeYears() {
        #expect(Limits.date.rangeText == "from 2000 to 2099")
        #expect(Limits.date.contains(Limits.latestDate))
        #expect(!Limits.date.contains(Limits.latestDate.addingTimeInterval(1)))
        #expect(!Limits.date.contains(Limits.earliestDate.addingTimeInterval(-1)))
    }

    @Test func negativeNumbersAreUsableButNotHugeOnes() {
        #expect(Limits.spokenNumber.contains(-40))
        #expect(Limits.spokenNumber.contains(999_999))
        #expect(!Limits.spokenNumber.contains(1e20))
        #expect(Limits.spokenNumber.refusal == "A number must be from -1000000 to 1000000.")
    }
}
