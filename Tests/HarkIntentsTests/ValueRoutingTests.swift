import Testing
@testable import HarkIntents

/// One intent per value kind, so the spoken-value table can be said inside a phrase.
struct TakeNumber: AppIntent {
    static let title = "Take a number"
    @Parameter(title: "Number") var number: Double
    func perform() async throws -> IntentResult { .result() }
}

struct TakeDuration: AppIntent {
    static let title = "Take a duration"
    @Parameter(title: "Duration") var duration: SpokenDuration
    func perform() async throws -> IntentResult { .result() }
}

struct TakeTime: AppIntent {
    static let title = "Take a time"
    @Parameter(title: "Time") var time: TimeOfDay
    func perform() async throws -> IntentResult { .result() }
}

struct TakeDay: AppIntent {
    static let title = "Take a day"
    @Parameter(title: "Day") var day: RelativeDay
    func perform() async throws -> IntentResult { .result() }
}

struct ValueSkill: Skill {
    let name = "Values"
    var shortcuts: [AppShortcut] {
        [
            AppShortcut(intent: TakeNumber.self, phrases: ["note the number {number}"]),
            AppShortcut(intent: TakeDuration.self, phrases: ["wait for {duration}"]),
            AppShortcut(intent: TakeTime.self, phrases: ["meet me at {time}"]),
            AppShortcut(intent: TakeDay.self, phrases: ["remind me {day}"]),
        ]
    }

    static let phrases: [ValueKind: (intent: String, parameter: String, prefix: String)] = [
        .number: ("TakeNumber", "number", "note the number"), .integer: ("TakeNumber", "number", "note the number"),
        .duration: ("TakeDuration", "duration", "wait for"), .timeOfDay: ("TakeTime", "time", "meet me at"),
        .relativeDay: ("TakeDay", "day", "remind me"),
    ]
}

/// Values said inside a command reach the parameter whole: the router reads words the
/// way the value parsers do ("a.m.", "-5", "7pm") and takes a value of any length.
@Suite struct ValueRoutingTests {
    let registry = try! SkillRegistry(skills: [ValueSkill(), TestSkill()])

    @Test(arguments: spokenForms)
    func spokenValueTableRoutesThroughAPhrase(_ value: ValueCase) async throws {
        let phrase = try #require(ValueSkill.phrases[value.kind])
        let match = try #require(await registry.route(SpokenWords.tokenize(phrase.prefix + " " + value.text)))
        #expect(match.intent.identifier == phrase.intent)
        let words = try #require(match.slots[phrase.parameter])
        #expect(value.kind.parse(words: words) == value.expected, "\(words)")
    }

    /// Sentences made by each value grammar (some long: "two hours twenty five minutes and
    /// thirty five seconds") route as recognizer output, with every word in the slot.
    @Test(arguments: ValueKind.allCases)
    func everySampledValueRoutes(_ kind: ValueKind) async throws {
        let phrase = try #require(ValueSkill.phrases[kind])
        var longest = 0
        for sentence in ValueGrammar.sampleSentences(for: kind, count: 300, seed: 11) {
            let words = SpokenWords.tokenize(sentence)
            longest = max(longest, words.count)
            let match = await registry.route(SpokenWords.tokenize(phrase.prefix) + words, allowingFillers: false)
            #expect(match?.intent.identifier == phrase.intent, "\(sentence)")
            #expect(match?.slots[phrase.parameter] == words, "\(sentence)")
        }
        // Longer than the old eight-word cap on a slot, where the grammar goes that long (spoken
        // durations stop at two units, "twenty five hours and thirty five minutes"; a longer one
        // typed routes too, `longDurationRoutes`).
        if kind == .number { #expect(longest > 8) }
        if kind == .duration { #expect(longest >= 6) }
    }

    @Test func longDurationRoutes() async throws {
        let text = "set a timer for two hours twenty five minutes and thirty five seconds"
        let match = try #require(await registry.route(SpokenWords.tokenize(text), allowingFillers: false))
        #expect(SpokenDuration.parse(words: try #require(match.slots["duration"]))?.seconds == 8735)
    }

    func said(_ text: String, answers: [String?] = []) async -> [String] {
        let conversation = ScriptedConversation(answers: answers)
        _ = await IntentRunner(registry: registry).handle(text, conversation: conversation)
        return await conversation.said
    }

    /// A value the parameter refuses reaches the intent, which says why and asks again,
    /// rather than "didn't catch that" or a silently changed value.
    @Test func refusedValuesAreSaidAndAskedAgain() async {
        #expect(await said("set a timer for -5 minutes", answers: ["five minutes"])
            == ["A length of time can't be negative.", "For how long?", "Timer set for 5 minutes."])
        #expect(await said("set a timer for minus five minutes").first == "A length of time can't be negative.")
        #expect(await said("set a timer for 99999999999999999999 seconds").first == "Sorry, that's too long.")
        #expect(await said("set a timer for ten").first == "Please say it with a unit, like 10 minutes.")
        #expect(await said("log -5 milliliters").first == "The amount must be between 1 and 500 milliliters.")
        #expect(await said("log 99999999999999999999 milliliters").first == "A number must be from -1000000 to 1000000.")
        #expect(await said("log 2.5 milliliters").first == "Please say a whole number.")
        #expect(await said("meet me at thirteen").first == "Please say a time from one to twelve o'clock, like seven thirty.")
        #expect(await said("set a timer for purple") == ["Sorry, I didn't catch that."])
    }

    /// A follow-up answer with a huge number is refused, not a crash.
    @Test func hugeNumberAsAnAnswerIsRefused() async {
        #expect(await said("log an amount", answers: ["99999999999999999999", "20"])
            == ["How many milliliters?", "A number must be from -1000000 to 1000000. How many milliliters?", "Logged 20 milliliters."])
    }
}
