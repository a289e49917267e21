import Foundation
import Testing
import HarkIntents

/// A Gregorian calendar in UTC, so results do not depend on the machine.
let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}()

/// A moment in March 2025 (the 10th is a Monday), UTC.
func march2025(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
    utc.date(from: DateComponents(year: 2025, month: 3, day: day, hour: hour, minute: minute))!
}

@Suite struct SpokenDateTests {
    @Test(arguments: [
        ("seven thirty", march2025(10, 8), march2025(10, 19, 30)),
        ("seven thirty", march2025(10, 6), march2025(10, 7, 30)),
        ("seven thirty", march2025(10, 20), march2025(11, 7, 30)),
        ("seven thirty", march2025(10, 7, 30), march2025(10, 19, 30)),
        ("7:30 am", march2025(10, 8), march2025(11, 7, 30)),
        ("7:30 pm", march2025(10, 8), march2025(10, 19, 30)),
        ("noon", march2025(10, 12), march2025(11, 12)),
        ("twelve thirty", march2025(10, 8), march2025(10, 12, 30)),
        ("twelve thirty", march2025(10, 13), march2025(11, 0, 30)),
        ("19:30", march2025(10, 20), march2025(11, 19, 30)),
        ("midnight", march2025(10, 23, 59), march2025(11, 0)),
        ("quarter to eight in the morning", march2025(31, 9), Date(timeIntervalSince1970: 1_743_493_500)),
    ])
    func nextDate(_ text: String, _ now: Date, _ expected: Date) throws {
        let time = try #require(TimeOfDay.parse(text))
        #expect(time.nextDate(after: now, calendar: utc) == expected)
    }

    @Test(arguments: [
        (RelativeDay.today, march2025(10, 0)), (.tomorrow, march2025(11, 0)), (.dayAfterTomorrow, march2025(12, 0)),
        (.weekday(2), march2025(17, 0)), (.weekday(3), march2025(11, 0)), (.weekday(6), march2025(14, 0)),
        (.weekday(1), march2025(16, 0)), (.weekday(7), march2025(15, 0)),
    ])
    func dateRelativeToMonday(_ day: RelativeDay, _ expected: Date) {
        #expect(day.date(relativeTo: march2025(10, 15, 30), calendar: utc) == expected)
    }

    @Test func dayAfterTomorrowCrossesTheMonthEnd() {
        let now = march2025(31, 9)
        #expect(RelativeDay.dayAfterTomorrow.date(relativeTo: now, calendar: utc)
            == utc.date(from: DateComponents(year: 2025, month: 4, day: 2))!)
        #expect(RelativeDay.parse("on monday")?.date(relativeTo: now, calendar: utc)
            == utc.date(from: DateComponents(year: 2025, month: 4, day: 7))!)
    }
}
