import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import HarkTesting
import Testing

/// Donations and suggestions on a virtual clock: what is done again and again becomes a suggested
/// shortcut with its evidence; cancelled, failed and shortcut-run commands are not counted; old
/// donations and those naming a deleted record are forgotten.
@Suite struct DonationTests {
    let clock = ManualClock(start: SkillTestEnvironment.date("2027-01-15 19:10"))  // a Friday evening
    let suite: SkillSuite

    init() throws {
        var settings = SkillSettings()
        settings.donationDays = 28
        suite = try SkillSuite(store: Store.inMemory(migrations: SkillSuite.migrations), clock: clock,
                               calendar: SkillTestEnvironment.utc, settings: settings)
        _ = try suite.calls.addCaller("Boss")
    }

    @discardableResult
    func say(_ text: String, answers: [String?] = [], source: InteractionSource = .voice) async -> IntentOutcome {
        await IntentRunner(registry: suite.registry, source: source).handle(text, conversation: ScriptedConversation(answers: answers))
    }

    @Test func aCommandRepeatedOnFridayEveningsBecomesASuggestionWithItsEvidence() async throws {
        for week in 0..<3 {
            clock.advance(to: SkillTestEnvironment.date("2027-01-15 19:10").addingTimeInterval(Double(week) * 7 * 86_400 + Double(week) * 600))
            await say("fake call from boss in five minutes")
            // Not donated: a cancelled command, and one that failed.
            await say("fake call from boss", answers: ["never mind"])
            await say("fake call from boss in two days", answers: [nil])
        }
        let donations = try suite.donations.all()
        #expect(donations.count == 3, "\(donations)")
        #expect(donations.allSatisfy { $0.intent == "ScheduleFakeCall" && $0.values == ["caller": "Boss", "delay": "5 minutes"] && $0.source == "voice" })
        #expect(donations.map(\.weekday) == [6, 6, 6] && donations.allSatisfy { (19 * 60..<20 * 60).contains($0.minuteOfDay) })

        let suggestions = try suite.donations.suggestions(shortcuts: suite.shortcuts.all())
        let suggestion = try #require(suggestions.first)
        #expect(suggestions.count == 1 && suggestion.count == 3 && suggestion.intent == "ScheduleFakeCall")
        #expect(suggestion.when == "on Friday evenings")
        let phrase = try #require(await suite.shortcuts.proposedPhrase(for: suggestion))
        #expect(phrase == "boss call")

        // Made into a shortcut, it is no longer suggested; saying it is donated as a shortcut and not counted again.
        _ = try await suite.shortcuts.add(phrase: phrase, intent: suggestion.intent, values: suggestion.values, origin: "suggestion")
        #expect(try suite.donations.suggestions(shortcuts: suite.shortcuts.all()).isEmpty)
        let outcome = await say("boss call")
        #expect(outcome == .completed(intent: "ScheduleFakeCall", parameters: ["caller": .string("Boss"), "delay": .int(300)],
                                      dialog: "OK, Boss will call you in 5 minutes."))
        #expect(try suite.donations.all().last?.source == "shortcut")
    }

    @Test func aHabitIsOfferedAloudOnceAndYesMakesTheShortcut() async throws {
        func said(_ text: String, answers: [String?], source: InteractionSource = .voice) async -> [String] {
            let conversation = ScriptedConversation(answers: answers)
            _ = await IntentRunner(registry: suite.registry, source: source).handle(text, conversation: conversation)
            return await conversation.said
        }
        // Three times in one evening: a burst, not a habit, so nothing is offered.
        for _ in 0..<3 {
            #expect(await said("fake call from boss in five minutes", answers: []) == ["OK, Boss will call you in 5 minutes."])
        }
        // Typed on another day: donated, but a suggestion is offered only to a voice.
        clock.advance(by: 7 * 86_400)
        #expect(await said("fake call from boss in five minutes", answers: [], source: .typed) == ["OK, Boss will call you in 5 minutes."])
        clock.advance(by: 7 * 86_400)
        #expect(await said("fake call from boss in five minutes", answers: ["yes"]) == [
            "OK, Boss will call you in 5 minutes.",
            "You often schedule a fake call with caller Boss and delay 5 minutes on Friday evenings. Say yes to make \"boss call\" do that.",
            "OK, say \"boss call\" next time.",
        ])
        let made = try #require(try suite.shortcuts.all().first)
        #expect(made.phrase == "boss call" && made.origin == "suggestion" && made.values == ["caller": "Boss", "delay": "5 minutes"])
        // A habit of the evenings makes a shortcut relevant in the evenings.
        #expect(made.relevance == ["evening"])
        #expect(await said("boss call", answers: []) == ["OK, Boss will call you in 5 minutes."])

        // Offered once: a "no" is kept, and the same habit is not offered again.
        for week in 1...3 {
            clock.advance(by: Double(week) * 86_400)
            let answers: [String?] = ["no"]
            let reply = await said("set a timer for seven minutes", answers: answers)
            if week == 3 {
                #expect(reply.count == 3 && reply[1].contains("\"my usual timer\"") && reply[2] == "OK, no shortcut.", "\(reply)")
            } else {
                #expect(reply == ["Timer set for 7 minutes."])
            }
        }
        clock.advance(by: 86_400)
        #expect(await said("set a timer for seven minutes", answers: []) == ["Timer set for 7 minutes."])
        #expect(try suite.shortcuts.all().count == 1)
    }

    @Test func noHabitIsOfferedWhileAnAlertRings() async throws {
        func said(_ text: String) async -> [String] {
            let conversation = ScriptedConversation(answers: ["yes"])
            _ = await IntentRunner(registry: suite.registry, source: .voice).handle(text, conversation: conversation)
            return await conversation.said
        }
        let command = "fake call from boss in five minutes"
        let done = ["OK, Boss will call you in 5 minutes."]
        #expect(await said(command) == done)
        #expect(await said(command) == done)
        clock.advance(by: 86_400)
        // Ringing (claimed by this process, as hark listen claims what it announces): not offered.
        _ = try suite.scheduler.schedule(kind: "alarm", title: "Alarm", at: clock.now)
        let ringing = try #require(try suite.scheduler.claimNext())
        #expect(await said(command) == done)
        try suite.scheduler.delivered(ringing)
        // Once nothing rings, the habit is offered (once), and "yes" makes it.
        let offered = await said(command)
        #expect(offered.count == 3 && offered[1].hasPrefix("You often schedule a fake call") && offered[2] == "OK, say \"boss call\" next time.",
                "\(offered)")
        #expect(try suite.shortcuts.all().map(\.phrase) == ["boss call"])
    }

    @Test func twoTimesAreNotEnoughAndScatteredTimesHaveNoWhen() async throws {
        await say("set a timer for seven minutes")
        await say("set a timer for seven minutes")
        #expect(try suite.donations.suggestions(shortcuts: []).isEmpty)
        clock.advance(by: 2 * 86_400 + 5 * 3600)
        await say("set a timer for seven minutes")
        let suggestion = try #require(try suite.donations.suggestions(shortcuts: []).first)
        #expect(suggestion.count == 3 && suggestion.values == ["duration": "7 minutes"])
        #expect(suggestion.when == "on Friday evenings")  // two in three
        clock.advance(by: 3 * 86_400 + 10 * 3600)
        await say("set a timer for seven minutes")
        #expect(try suite.donations.suggestions(shortcuts: []).first?.when == "")
        #expect(await suite.shortcuts.proposedPhrase(for: suggestion) == "my usual timer")
    }

    @Test func oldDonationsAndThoseNamingADeletedRecordAreForgotten() async throws {
        await say("fake call from boss in five minutes")
        await say("set a timer for seven minutes")
        clock.advance(by: 20 * 86_400)
        await say("set a timer for ten minutes")
        #expect(try suite.donations.all().count == 3)
        try suite.calls.removeCaller(named: "boss")
        #expect(try suite.donations.all().map(\.intent) == ["SetTimer", "SetTimer"])
        clock.advance(by: 9 * 86_400)  // the first timer is now 29 days old
        await say("set a timer for a minute")
        #expect(try suite.donations.all().map { $0.values["duration"] } == ["10 minutes", "1 minute"])
    }

    @Test func deletingAFoodForgetsTheDonationsThatNameIt() async throws {
        await say("put the milk in the fridge")
        await say("put the eggs in the fridge")
        await say("what's in the fridge")
        #expect(try suite.donations.all().map(\.intent) == ["PutAwayFood", "PutAwayFood", "ListStorage"])
        let milk = try #require(try suite.pantry.items().first { $0.name == "milk" })
        try suite.pantry.remove(id: milk.id)
        #expect(try suite.donations.all().map { $0.values["food"] } == ["eggs", nil])
    }

    @Test func nothingIsKeptWhenTheSettingSaysSo() async throws {
        var settings = SkillSettings()
        settings.donationDays = 0
        let quiet = try SkillSuite(store: Store.inMemory(migrations: SkillSuite.migrations), clock: clock,
                                   calendar: SkillTestEnvironment.utc, settings: settings)
        _ = await IntentRunner(registry: quiet.registry).handle("set a timer for seven minutes", conversation: ScriptedConversation(answers: []))
        #expect(try quiet.donations.all().isEmpty)
    }
}
