import Foundation
import HarkIntents
@testable import HarkSkills
import HarkStore
import HarkTesting
import Testing

/// Help answers from the registry's phrases, with examples for the hour and what is running.
@Suite struct HelpTests {
    /// Every built-in skill on an in-memory store, at `hour`:00 on 2027-01-15 (UTC).
    static func suite(hour: Int) throws -> (SkillSuite, ManualClock) {
        let clock = ManualClock(start: SkillTestEnvironment.date(String(format: "2027-01-15 %02d:00", hour)))
        let suite = try SkillSuite(store: Store.inMemory(migrations: SkillSuite.migrations), clock: clock,
                                   calendar: SkillTestEnvironment.utc)
        return (suite, clock)
    }

    static func say(_ text: String, to suite: SkillSuite) async -> [String] {
        let conversation = ScriptedConversation(answers: [])
        _ = await IntentRunner(registry: suite.registry).handle(text, conversation: conversation)
        return await conversation.said
    }

    @Test func candidatesFollowTheHourAndWhatRuns() {
        #expect(HelpSituation(hour: 3).candidates.first == "start feeding")
        #expect(HelpSituation(hour: 3, feedingRunning: true).candidates.first == "finish feeding")
        #expect(HelpSituation(hour: 3, feedingRunning: true).candidates.contains("start feeding") == false)
        #expect(HelpSituation(hour: 18).candidates.first == "what can I cook for dinner")
        #expect(HelpSituation(hour: 8).candidates.first == "what can I make for breakfast")
        #expect(HelpSituation(hour: 15, timersRunning: 1).candidates.prefix(2) == ["how much time is left", "cancel the timer"])
        #expect(HelpSituation(hour: 15, callsWaiting: 1).candidates.first == "cancel the fake call")
    }

    @Test func atNightWithAFeedingRunningItSuggestsFinishing() async throws {
        let (suite, _) = try Self.suite(hour: 2)
        _ = try suite.feeding.start()
        let said = await Self.say("what can i say", to: suite)
        #expect(said.count == 1)
        #expect(said.first?.hasPrefix("I can help with the feeding log, alarms and timers, the fake call, the pantry, your shortcuts, the web app and locking Hark.") == true, "\(said)")
        #expect(said.first?.contains("Right now you could say: finish feeding") == true, "\(said)")
        #expect(said.first?.hasSuffix("For more, say: help with feeding.") == true, "\(said)")
    }

    @Test func atNightWithNothingRunningItSuggestsStarting() async throws {
        let (suite, _) = try Self.suite(hour: 2)
        let said = await Self.say("what can you do", to: suite)
        #expect(said.first?.contains("Right now you could say: start feeding") == true, "\(said)")
        #expect(said.first?.contains("finish feeding") == false, "\(said)")
    }

    @Test func inTheEveningItSuggestsDinner() async throws {
        let (suite, _) = try Self.suite(hour: 18)
        let said = await Self.say("help", to: suite)
        #expect(said.first?.contains("Right now you could say: what can I cook for dinner") == true, "\(said)")
    }

    @Test func helpWithATopicReadsThatSkillsPhrases() async throws {
        let (suite, _) = try Self.suite(hour: 15)
        let fridge = await Self.say("how do i use the fridge", to: suite)
        #expect(fridge.first?.hasPrefix("For the pantry, you can say: ") == true, "\(fridge)")
        #expect(fridge.first?.contains("put the milk in the fridge") == true, "\(fridge)")
        let calls = await Self.say("help with fake calls", to: suite)
        #expect(calls.first?.hasPrefix("For the fake call, you can say: ") == true, "\(calls)")
        #expect(calls.first?.contains("fake call from mom") == true, "\(calls)")
    }

    @Test func aRunningTimerComesFirstInTimerHelp() async throws {
        let (suite, _) = try Self.suite(hour: 15)
        let before = await Self.say("help with timers", to: suite)
        #expect(before.first?.contains("cancel the timer") == false, "\(before)")
        _ = try suite.alarms.setTimer(seconds: 600)
        let during = await Self.say("help with timers", to: suite)
        #expect(during.first?.contains("you can say: cancel the timer") == true || during.first?.contains("you can say: how much time is left") == true,
                "\(during)")
    }

    /// Every example help says is a sentence the registry routes to an intent.
    @Test func everyExampleIsUnderstood() async throws {
        let (suite, _) = try Self.suite(hour: 15)
        for topic in HelpTopic.allCases {
            let said = try #require(await Self.say("help with \(topic.rawValue)", to: suite).first)
            let list = said.components(separatedBy: "you can say: ").last ?? ""
            let examples = list.dropLast().replacingOccurrences(of: ", or ", with: ", ").components(separatedBy: ", ")
            // Two at least, but for a skill of one intent (the web app: "pair the phone").
            let intents = suite.registry.skills.first { $0.name == topic.skillName }?.shortcuts.count ?? 0
            #expect(intents > 0, "\(topic) names no skill")
            #expect(examples.count >= min(2, intents), "\(said)")
            for example in examples {
                #expect(await suite.registry.understand(example) != nil, "\(example) from \(topic)")
            }
        }
    }
}
