import Testing
@testable import HarkIntents

@Suite struct SpokenFormattingTests {
    @Test(arguments: [
        (120.0, "120", "one hundred twenty"), (2.5, "2.5", "two and a half"), (-5, "-5", "minus five"),
        (0.75, "0.75", "three quarters"), (0.7, "0.7", "zero point seven"), (1200, "1200", "one thousand two hundred"),
        (2.05, "2.05", "two point zero five"), (0, "0", "zero"), (1_000_000, "1000000", "1000000"),
        (999_999, "999999", "nine hundred ninety nine thousand nine hundred ninety nine"),
    ])
    func number(_ value: Double, _ text: String, _ words: String) {
        #expect(SpokenNumber(value).spokenText == text)
        #expect(SpokenNumber(value).spokenWords == words)
    }

    @Test(arguments: [
        (1080, "18 minutes", "eighteen minutes"), (3900, "1 hour and 5 minutes", "one hour and five minutes"),
        (90, "1 minute and 30 seconds", "one minute and thirty seconds"),
        (7503, "2 hours, 5 minutes and 3 seconds", "two hours, five minutes and three seconds"),
        (0, "0 seconds", "zero seconds"), (604_800, "1 week", "one week"), (86_400, "1 day", "one day"),
        (1, "1 second", "one second"),
    ])
    func duration(_ seconds: Int, _ text: String, _ words: String) {
        #expect(SpokenDuration(seconds: seconds).spokenText == text)
        #expect(SpokenDuration(seconds: seconds).spokenWords == words)
    }

    @Test(arguments: [
        (17, 40, TimeOfDay.Meridiem.pm, "5:40 PM", "5:40 PM", "five forty p.m."),
        (7, 0, nil, "7 o'clock", "7:00", "seven o'clock"),
        (19, 5, .pm, "7 oh 5 PM", "7:05 PM", "seven oh five p.m."),
        (12, 0, .pm, "noon", "12:00 PM", "noon"),
        (0, 0, .am, "midnight", "12:00 AM", "midnight"),
        (7, 30, nil, "7:30", "7:30", "seven thirty"),
        (7, 0, .am, "7 AM", "7:00 AM", "seven a.m."),
        (19, 30, nil, "7:30 PM", "7:30 PM", "seven thirty p.m."),
        (0, 30, .am, "12:30 AM", "12:30 AM", "twelve thirty a.m."),
    ] as [(Int, Int, TimeOfDay.Meridiem?, String, String, String)])
    func time(_ hour: Int, _ minute: Int, _ meridiem: TimeOfDay.Meridiem?, _ spoken: String, _ text: String, _ words: String) {
        let time = TimeOfDay(hour: hour, minute: minute, meridiem: meridiem)
        #expect(time.spokenText == spoken)
        #expect(time.text == text)
        #expect(time.spokenWords == words)
    }

    @Test func relativeDay() {
        #expect(RelativeDay.weekday(6).spokenText == "Friday")
        #expect(RelativeDay.weekday(6).spokenWords == "friday")
        #expect(RelativeDay.dayAfterTomorrow.spokenText == "the day after tomorrow")
        #expect(SpokenValue.duration(SpokenDuration(minutes: 18)).spokenText == "18 minutes")
    }

    @Test func everyWholeNumberSaidInWordsParsesBack() {
        var generator = SplitMix64(seed: 11)
        for _ in 0..<3000 {
            let value = Int(generator.next() % 1_000_000)
            let words = SpokenNumber(Double(value)).spokenWords
            #expect(SpokenNumber.parse(words) == SpokenNumber(Double(value)), "\(value): \(words)")
        }
        for value in [0.5, 1.25, 3.75, 2.05, 0.125, -7.5, -42] {
            #expect(SpokenNumber.parse(SpokenNumber(value).spokenWords) == SpokenNumber(value))
        }
    }

    @Test func everyTimeSaidInWordsParsesBack() {
        for hour in 0..<24 {
            for minute in 0..<60 {
                var times = [TimeOfDay(hour: hour, minute: minute, meridiem: hour < 12 ? .am : .pm)]
                if (1...12).contains(hour) { times.append(TimeOfDay(hour: hour, minute: minute)) }
                for time in times {
                    #expect(TimeOfDay.parse(time.spokenWords) == time, "\(time.spokenWords)")
                }
            }
        }
    }

    @Test func durationsSaidInWordsParseBack() {
        var generator = SplitMix64(seed: 5)
        for _ in 0..<2000 {
            let seconds = Int(generator.next() % 2_000_000) + 1
            let duration = SpokenDuration(seconds: seconds)
            #expect(SpokenDuration.parse(duration.spokenWords) == duration, "\(duration.spokenWords)")
            #expect(SpokenDuration.parse(duration.spokenText) == duration, "\(duration.spokenText)")
        }
    }
}
