import Testing
@testable import HarkIntents

/// Typed-only phrases and the readings typed text gets that heard text does not.
@Suite struct TypedTextTests {
    private func registry() throws -> SkillRegistry {
        let skill = SimpleSkill(name: "Typed", shortcuts: [
            AppShortcut(intent: SetTimer.self, phrases: ["set a timer for {duration}"], typedPhrases: ["{duration} timer"]),
            AppShortcut(intent: Ping.self, phrases: ["ping me"], typedPhrases: ["stop pinging"]),
            AppShortcut(intent: StoreItem.self, phrases: ["the item is in the {place}"]),
        ])
        return try SkillRegistry(skills: [skill])
    }

    @Test func aTypedPhraseIsReadButNeverHeard() async throws {
        let registry = try registry()
        let compiled = try await registry.compiled()
        #expect(!compiled.grammar.contains("pinging"))
        #expect(!compiled.vocabulary.contains("pinging"))
        #expect(compiled.grammar.contains("ping me"))
        // Typed, it reaches its intent; as recognizer output (which follows the grammar) it does not.
        #expect(await registry.routeTyped("stop pinging")?.intent.identifier == "Ping")
        #expect(await registry.route(["stop", "pinging"], allowingFillers: false) == nil)
        #expect(await registry.routeTyped("ten minute timer")?.slots["duration"] == ["ten", "minute"])
        #expect(await registry.route(["ten", "minute", "timer"], allowingFillers: false) == nil)
    }

    @Test func aTypedPhraseThatCollidesIsRefusedLikeASpokenOne() {
        let skill = SimpleSkill(name: "Clash", shortcuts: [
            AppShortcut(intent: Ping.self, phrases: ["ping me"]),
            AppShortcut(intent: TenMinuteTimer.self, phrases: ["ten minute timer please"], typedPhrases: ["ping me"]),
        ])
        #expect(throws: RegistrationError.self) { try SkillRegistry(skills: [skill]) }
    }

    @Test func aNounsContractionIsWrittenOut() async throws {
        let registry = try registry()
        #expect(await registry.routeTyped("the item's in the fridge")?.intent.identifier == "StoreItem")
        #expect(SkillRegistry.expandingNounContractions(["she's", "the", "bread's", "gone"]) == ["she's", "the", "bread", "is", "gone"])
    }

    @Test func oneClauseOfSeveralIsTheCommand() async throws {
        let registry = try registry()
        #expect(await registry.routeTyped("okay I'm back, ping me")?.intent.identifier == "Ping")
        #expect(await registry.routeTyped("I'm off so ping me")?.intent.identifier == "Ping")
        // A clause that takes it back, or clauses reaching different intents, do nothing.
        #expect(await registry.routeTyped("ping me, no wait") == nil)
        #expect(await registry.routeTyped("ping me, don't") == nil)
        #expect(await registry.routeTyped("ping me, set a timer for ten minutes") == nil)
        // Without a comma or a joining word it is one sentence that fits no phrase.
        #expect(await registry.routeTyped("okay I'm back ping me") == nil)
        #expect(SkillRegistry.clauses(of: "so, she's latched - start it. and then stop").map { $0.joined(separator: " ") }
                == ["so", "she's latched", "start it", "and then stop"])
    }

    @Test func understandingReadsTypedText() async throws {
        let registry = try registry()
        #expect(await registry.understand("fine, stop pinging")?.intent == "Ping")
    }
}
