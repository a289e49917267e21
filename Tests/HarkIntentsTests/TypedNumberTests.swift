import Testing
@testable import HarkIntents

/// Typed numbers and short units read as the words a phrase or value grammar has.
@Suite struct TypedNumberTests {
    @Test(arguments: [
        ("5 minute timer", "five minute timer"),
        ("set a timer for 1/2 an hour", "set a timer for one half an hour"),
        ("1 1/2 hours", "one and a half hours"),
        ("2 3/4 cups", "two and three quarters cups"),
        ("1 hour, 15 minutes and 30 seconds", "one hour fifteen minutes and thirty seconds"),
        ("90 ml", "ninety milliliters"),
        ("4 oz", "four ounces"),
        ("5min", "five minutes"),
        ("1h 30m", "one hours thirty minutes"),
        ("6:30", "six thirty"),
        ("7:05 pm", "seven oh five pm"),
        ("7:00", "seven o'clock"),
        ("19:30", "19:30"),
        ("7am", "seven am"),
        ("3.5 ounces", "3.5 ounces"),
        ("2.5 min", "2.5 minutes"),
        ("1,200", "one thousand two hundred"),
        ("120", "one hundred twenty"),
        ("100000", "one hundred thousand"),
        ("0", "zero"),
        ("-5", "minus five"),
        ("12345678", "12345678"),
        ("1/3 cup", "1/3 cup"),
        ("a m", "a m"),
        ("room 101", "room one hundred one"),
    ])
    func spellsOutTypedNumbers(text: String, words: String) {
        #expect(SpokenWords.spellingNumbers(SpokenWords.tokenize(text)).joined(separator: " ") == words)
    }

    @Test(arguments: 0...2000)
    func everySpelledNumberReadsBack(value: Int) {
        let words = SpokenWords.cardinalWords(value * 499)
        #expect(SpokenNumber.parse(words: words)?.value == Double(value * 499), "\(words)")
    }

    @Test(arguments: [
        ("set a timer for 5 minutes", 300),
        ("set a timer for 1/2 an hour", 1800),
        ("set a timer for 1 1/2 hours", 5400),
        ("set a timer for 1 hour, 15 minutes and 30 seconds", 4530),
        ("set a timer for 2.5 min", 150),
        ("start a 5 minute timer", 300),
        ("set a timer for 3/4 of an hour", 2700),
        ("set a timer for five minutes", 300),
    ])
    func typedDurationsGiveTheSameValueAsWords(sentence: String, seconds: Int) async throws {
        let registry = try SkillRegistry(skills: [TestSkill()])
        let understood = try #require(await registry.understand(sentence))
        #expect(understood.intent == "SetTimer")
        #expect(understood.parameters["duration"] == .int(seconds))
    }

    @Test func typedAmountsAndShortUnitsReachTheLiteralWords() async throws {
        let registry = try SkillRegistry(skills: [TestSkill()])
        for sentence in ["log 90 ml", "log 90 milliliters", "log ninety milliliters", "please log 90 mls now"] {
            let understood = await registry.understand(sentence)
            #expect(understood?.intent == "LogAmount", "\(sentence)")
            #expect(understood?.parameters["amount"] == .int(90), "\(sentence)")
        }
    }

    @Test(arguments: [
        "okay just set a timer for 5 minutes",
        "hey can you set a timer for 5 minutes for me",
        "um, could you please set a timer for 5 minutes right now",
        "set a timer for 5 minutes thanks",
    ])
    func skipWordsAreIgnoredInText(sentence: String) async throws {
        let registry = try SkillRegistry(skills: [TestSkill()])
        let understood = try #require(await registry.understand(sentence))
        #expect(understood.intent == "SetTimer")
        #expect(understood.parameters["duration"] == .int(300))
    }

    @Test(arguments: ["okay thanks", "just now", "please", "5 minutes", "um 1/2"])
    func skipWordsAloneReachNothing(sentence: String) async throws {
        let registry = try SkillRegistry(skills: [TestSkill()])
        #expect(await registry.understand(sentence) == nil)
    }
}
