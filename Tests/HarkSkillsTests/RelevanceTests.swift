import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import HarkTesting
import Testing

/// Relevant shortcuts (SiriKit's INRelevantShortcut): a voice shortcut or a skill's intent declares when it
/// is worth suggesting, and "what can I say" names the relevant ones first.
@Suite struct RelevanceTests {
    /// Says the summary of a feeding; relevant while one runs.
    struct FeedingNote: AppIntent {
        static let title = "Note about the feeding"
        static let effect = IntentEffect.reads
        func perform() async throws -> IntentResult { .result(dialog: "Noted.") }
    }

    struct NoteSkill: Skill {
        let name = "Notes"
        var shortcuts: [AppShortcut] {
            [AppShortcut(intent: FeedingNote.self, phrases: ["note (how | that) she is latching"], relevance: [.situation(.feedingRunning)])]
        }
    }

    func suite(at time: String) throws -> (SkillSuite, ManualClock) {
        let clock = ManualClock(start: SkillTestEnvironment.date(time))
        let suite = try SkillSuite(store: Store.inMemory(migrations: SkillSuite.migrations), clock: clock,
                                   calendar: SkillTestEnvironment.utc, extraSkills: [NoteSkill()])
        return (suite, clock)
    }

    func say(_ text: String, to suite: SkillSuite) async -> String {
        let conversation = ScriptedConversation(answers: [])
        _ = await IntentRunner(registry: suite.registry).handle(text, conversation: conversation)
        return await conversation.said.first ?? ""
    }

    @Test func relevanceIsReadAndHoldsWhenItShould() throws {
        let night = try #require(ShortcutRelevance("night"))
        #expect(night.holds(at: RelevanceMoment(minuteOfDay: 23 * 60)) && night.holds(at: RelevanceMoment(minuteOfDay: 4 * 60 + 59)))
        #expect(!night.holds(at: RelevanceMoment(minuteOfDay: 5 * 60)))
        let hours = try #require(ShortcutRelevance("21:30-06:00"))
        #expect(hours.text == "21:30-06:00" && hours.holds(at: RelevanceMoment(minuteOfDay: 2 * 60)) && !hours.holds(at: RelevanceMoment(minuteOfDay: 21 * 60)))
        let feeding = try #require(ShortcutRelevance("Feeding-Running"))
        #expect(feeding.holds(at: RelevanceMoment(minuteOfDay: 600, situations: [.feedingRunning])))
        #expect(!feeding.holds(at: RelevanceMoment(minuteOfDay: 600, situations: [.timerRunning])))
        #expect(ShortcutRelevance("sometimes") == nil && ShortcutRelevance("9-5") == nil)
        #expect([ShortcutRelevance]().holds(at: RelevanceMoment(minuteOfDay: 0)) == false)
    }

    @Test func aRelevantShortcutIsNamedFirstAndOnlyWhenItIsRelevant() async throws {
        let (suite, clock) = try suite(at: "2027-01-15 02:10")
        _ = try await suite.shortcuts.add(phrase: "quick egg", intent: "SetTimer", values: ["duration": "7 minutes"], origin: "cli")
        _ = try await suite.shortcuts.add(phrase: "bottle time", intent: "StartFeeding", relevant: ["night", "05:00-06:00"], origin: "cli")
        let night = await say("what can i say", to: suite)
        #expect(night.contains("Right now you could say: \"bottle time\", start feeding"), "\(night)")
        #expect(night.contains("Your shortcuts: \"bottle time\", \"quick egg\"."), "\(night)")
        clock.advance(by: 13 * 3600)  // 15:10: not relevant
        let afternoon = await say("what can i say", to: suite)
        #expect(!afternoon.contains("Right now you could say: \"bottle time\""), "\(afternoon)")
        #expect(afternoon.contains("Your shortcuts: \"quick egg\", \"bottle time\"."), "\(afternoon)")
        // A skill's intent relevant while a feeding runs comes first then.
        _ = try suite.feeding.start()
        let feeding = await say("what can i say", to: suite)
        #expect(feeding.contains("Right now you could say: note how she is latching, finish feeding"), "\(feeding)")
    }

    @Test func aRelevanceThatIsNotATimeIsRefusedAndEditedOnesAreKept() async throws {
        let (suite, _) = try suite(at: "2027-01-15 18:00")
        await #expect(throws: VoiceShortcutProblem.self) {
            _ = try await suite.shortcuts.add(phrase: "quick egg", intent: "SetTimer", relevant: ["sometimes"], origin: "cli")
        }
        #expect(try suite.shortcuts.all().isEmpty)
        let added = try await suite.shortcuts.add(phrase: "quick egg", intent: "SetTimer", relevant: ["Evening", "evening"], origin: "cli")
        #expect(added.relevance == ["evening"])
        let id = try #require(added.id)
        #expect(try await suite.shortcuts.edit(id: id, relevant: ["food-expiring"]).relevance == ["food-expiring"])
        #expect(try await suite.shortcuts.edit(id: id, phrase: "quick eggs").relevance == ["food-expiring"])
        #expect(try await suite.shortcuts.edit(id: id, relevant: []).relevance.isEmpty)
    }
}
