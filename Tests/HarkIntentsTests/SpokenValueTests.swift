import Foundation
import Testing
@testable import HarkIntents

/// A spoken or typed form and the value it must parse to.
struct ValueCase: Sendable, CustomTestStringConvertible {
    let text: String
    let expected: SpokenValue
    var testDescription: String { "\"\(text)\" → \(expected)" }

    static func number(_ text: String, _ value: Double) -> ValueCase { ValueCase(text: text, expected: .number(SpokenNumber(value))) }
    static func duration(_ text: String, _ seconds: Int) -> ValueCase {
        ValueCase(text: text, expected: .duration(SpokenDuration(seconds: seconds)))
    }
    static func time(_ text: String, _ hour: Int, _ minute: Int, _ meridiem: TimeOfDay.Meridiem? = nil) -> ValueCase {
        ValueCase(text: text, expected: .timeOfDay(TimeOfDay(hour: hour, minute: minute, meridiem: meridiem)))
    }
    static func day(_ text: String, _ day: RelativeDay) -> ValueCase { ValueCase(text: text, expected: .relativeDay(day)) }

    /// The kind whose parser should read `text`.
    var kind: ValueKind {
        switch expected {
        case .number: return .number
        case .duration: return .duration
        case .timeOfDay: return .timeOfDay
        case .relativeDay: return .relativeDay
        }
    }
}

let spokenForms: [ValueCase] = [
    // Numbers, spoken.
    .number("zero", 0), .number("seven", 7), .number("nineteen", 19), .number("twenty", 20),
    .number("twenty one", 21), .number("ninety nine", 99), .number("one hundred", 100), .number("a hundred", 100),
    .number("one hundred twenty", 120), .number("a hundred and five", 105), .number("two hundred and fifty", 250),
    .number("one thousand two hundred", 1200), .number("twelve hundred", 1200), .number("twenty five hundred", 2500),
    .number("a thousand", 1000), .number("a thousand and five", 1005), .number("two thousand and twenty", 2020),
    .number("a hundred thousand", 100_000),
    .number("nine hundred ninety nine thousand nine hundred ninety nine", 999_999),
    .number("two and a half", 2.5), .number("one and a quarter", 1.25), .number("seven and three quarters", 7.75),
    .number("three quarters", 0.75), .number("a half", 0.5), .number("half", 0.5), .number("a quarter", 0.25),
    .number("two point five", 2.5), .number("zero point seven five", 0.75), .number("point five", 0.5),
    .number("two point oh five", 2.05), .number("a dozen", 12), .number("half a dozen", 6),
    .number("minus five", -5), .number("negative two point five", -2.5), .number("Twenty-One", 21),
    // Numbers, typed.
    .number("120", 120), .number("2.5", 2.5), .number("1,200", 1200), .number("-5", -5), .number("minus 5", -5),
    .number("2 and a half", 2.5), .number("0.75", 0.75), .number("1,200.5", 1200.5),
    // Durations, spoken.
    .duration("ninety seconds", 90), .duration("twenty minutes", 1200), .duration("an hour", 3600),
    .duration("an hour and a half", 5400), .duration("one and a half hours", 5400),
    .duration("two hours and fifteen minutes", 8100), .duration("two hours fifteen minutes", 8100),
    .duration("half an hour", 1800), .duration("a quarter of an hour", 900), .duration("three quarters of an hour", 2700),
    .duration("a half hour", 1800), .duration("a minute", 60), .duration("one minute", 60),
    .duration("a minute and a half", 90), .duration("half a minute", 30), .duration("a day", 86400),
    .duration("three days", 259_200), .duration("a week", 604_800), .duration("a week and two days", 777_600),
    .duration("one hour thirty minutes and ten seconds", 5410), .duration("a hundred and five minutes", 6300),
    .duration("two point five hours", 9000), .duration("two and a quarter hours", 8100),
    // Durations, typed.
    .duration("5 min", 300), .duration("90s", 90), .duration("1h 30m", 5400), .duration("2.5 hours", 9000),
    .duration("10 mins", 600), .duration("1 hr", 3600), .duration("45 sec", 45), .duration("1.5 minutes", 90),
    // Times of day, spoken.
    .time("seven", 7, 0), .time("seven o'clock", 7, 0), .time("seven thirty", 7, 30), .time("seven oh five", 7, 5),
    .time("seven fifteen a.m.", 7, 15, .am), .time("seven fifteen am", 7, 15, .am), .time("seven thirty p.m.", 19, 30, .pm),
    .time("quarter past six", 6, 15), .time("half past seven", 7, 30), .time("quarter to eight", 7, 45),
    .time("ten to nine", 8, 50), .time("twenty past four", 4, 20), .time("a quarter to one", 12, 45),
    .time("ten minutes past ten", 10, 10), .time("five after three", 3, 5), .time("twelve thirty", 12, 30),
    .time("noon", 12, 0, .pm), .time("midnight", 0, 0, .am), .time("twelve noon", 12, 0, .pm),
    .time("quarter past midnight", 0, 15, .am), .time("ten to noon", 11, 50, .am), .time("five to midnight", 23, 55, .pm),
    .time("six in the morning", 6, 0, .am), .time("six in the evening", 18, 0, .pm), .time("nine at night", 21, 0, .pm),
    .time("two at night", 2, 0, .am), .time("three in the afternoon", 15, 0, .pm), .time("twelve thirty a.m.", 0, 30, .am),
    // British "half seven" is half past seven.
    .time("half seven", 7, 30), .time("half six in the evening", 18, 30, .pm),
    .time("twelve fifteen p.m.", 12, 15, .pm), .time("quarter to seven in the morning", 6, 45, .am),
    .time("seven o'clock in the evening", 19, 0, .pm),
    // Times of day, typed.
    .time("7 am", 7, 0, .am), .time("7pm", 19, 0, .pm), .time("7:30 pm", 19, 30, .pm), .time("7:30", 7, 30),
    .time("7:30PM", 19, 30, .pm), .time("19:30", 19, 30, .pm), .time("07:05", 7, 5, .am), .time("0:15", 0, 15, .am),
    .time("12 a.m.", 0, 0, .am), .time("10 past 9", 9, 10),
    // Relative days.
    .day("today", .today), .day("tomorrow", .tomorrow), .day("the day after tomorrow", .dayAfterTomorrow),
    .day("day after tomorrow", .dayAfterTomorrow), .day("monday", .weekday(2)), .day("on monday", .weekday(2)),
    .day("next friday", .weekday(6)), .day("this saturday", .weekday(7)), .day("sunday", .weekday(1)),
    .day("Fri", .weekday(6)), .day("on thurs", .weekday(5)),
]

/// Text that is not exactly one value of the kind.
let nearMisses: [(ValueKind, String)] = [
    (.number, ""), (.number, "and"), (.number, "twenty twenty twenty"), (.number, "seven bananas"), (.number, "hundred"),
    (.number, "thousand"), (.number, "one hundred hundred"), (.number, "twenty ten"), (.number, "a"), (.number, "point"),
    (.number, "minus"), (.number, "two and"), (.number, "and five"), (.number, "five and a"), (.number, "one two"),
    (.number, "twelve hundred thousand"), (.number, "twenty zero"), (.number, "1,20"), (.number, "1.2.3"),
    (.number, "minus minus five"), (.number, "a thousand thousand"), (.number, "ten hundred"),
    (.number, "twenty hundred"), (.integer, "two and a half"), (.integer, "2.5"),
    (.duration, ""), (.duration, "and"), (.duration, "hour minutes"), (.duration, "minutes"), (.duration, "an"),
    (.duration, "five"), (.duration, "zero minutes"), (.duration, "two minutes and two hours"),
    (.duration, "an hour and a half and ten minutes"), (.duration, "1.5 seconds"), (.duration, "half a second"),
    (.duration, "minus five minutes"), (.duration, "five bananas"), (.duration, "ten minutes ten minutes"),
    (.timeOfDay, ""), (.timeOfDay, "and"), (.timeOfDay, "seven bananas"), (.timeOfDay, "thirteen"),
    (.timeOfDay, "seven sixty"), (.timeOfDay, "seven five"), (.timeOfDay, "half to seven"), (.timeOfDay, "noon p.m."),
    (.timeOfDay, "19:30 pm"), (.timeOfDay, "thirty past seven"), (.timeOfDay, "7:60"), (.timeOfDay, "seven o'clock thirty"),
    (.timeOfDay, "quarter past"), (.timeOfDay, "twenty twenty twenty"), (.timeOfDay, "24:00"), (.timeOfDay, "half"), (.timeOfDay, "half thirteen"),
    (.relativeDay, ""), (.relativeDay, "and"), (.relativeDay, "next"), (.relativeDay, "on"), (.relativeDay, "the day after"),
    (.relativeDay, "monday tuesday"), (.relativeDay, "yesterday"), (.relativeDay, "next next friday"),
]

@Suite struct SpokenValueTests {
    @Test(arguments: spokenForms)
    func parsesToExactValue(_ form: ValueCase) {
        #expect(form.kind.parse(form.text) == form.expected)
    }

    @Test func tableCoversEveryKindWithEnoughForms() {
        #expect(spokenForms.count >= 80)
        #expect(Set(spokenForms.map(\.kind)) == [.number, .duration, .timeOfDay, .relativeDay])
    }

    @Test(arguments: nearMisses)
    func nearMissIsNotAValue(_ kind: ValueKind, _ text: String) {
        #expect(kind.parse(text) == nil)
    }

    @Test func typedParsersAgreeWithValueKind() throws {
        #expect(SpokenNumber.parse("twelve hundred")?.intValue == 1200)
        #expect(SpokenNumber.parse("two and a half")?.intValue == nil)
        #expect(SpokenNumber.parse(words: ["a", "hundred", "and", "five"]) == SpokenNumber(105))
        #expect(SpokenDuration.parse("an hour and a half")?.timeInterval == 5400)
        #expect(TimeOfDay.parse(words: ["seven", "thirty"])?.isAmbiguous == true)
        #expect(TimeOfDay.parse("7:30 pm")?.isAmbiguous == false)
        #expect(RelativeDay.parse(words: ["next", "friday"]) == .weekday(6))
        #expect(ValueKind.integer.parse("minus five") == .number(SpokenNumber(-5)))
    }

    @Test(arguments: [
        ("Set it for 7 a.m.!", ["set", "it", "for", "7", "a.m."]),
        ("7:30pm", ["7:30", "pm"]),
        ("twenty-one", ["twenty", "one"]),
        ("1,200 and -5", ["1,200", "and", "-5"]),
        ("5min, 1h30m", ["5", "min", "1", "h", "30", "m"]),
        ("Seven O'Clock.", ["seven", "o'clock"]),
        ("7 p.m", ["7", "p.m."]),
    ])
    func tokenizes(_ text: String, _ words: [String]) {
        #expect(SpokenWords.tokenize(text) == words)
    }

    @Test func valuesSurviveJSONRoundTrip() throws {
        let values: [SpokenValue] = [
            .number(SpokenNumber(2.5)), .duration(SpokenDuration(hours: 1, minutes: 30)),
            .timeOfDay(TimeOfDay(hour: 19, minute: 30, meridiem: .pm)), .timeOfDay(TimeOfDay(hour: 7)),
            .relativeDay(.weekday(6)), .relativeDay(.dayAfterTomorrow),
        ]
        let data = try JSONEncoder().encode(values)
        #expect(try JSONDecoder().decode([SpokenValue].self, from: data) == values)
    }
}
