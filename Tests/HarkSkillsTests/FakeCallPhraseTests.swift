import Foundation
import HarkIntents
@testable import HarkSkills
import HarkStore
import HarkTesting
import Testing

/// The fake call's and the pantry's phrasings, read as the recognizer hands them over (no
/// skipped words), on every built-in skill: the spoken confusions of issue 11 now have
/// phrases of their own, and the food and caller phrasings stay apart.
@Suite struct FakeCallPhraseTests {
    static func suite() throws -> SkillSuite {
        let suite = try SkillSuite(store: Store.inMemory(migrations: SkillSuite.migrations),
                                   clock: ManualClock(start: SkillTestEnvironment.start), calendar: SkillTestEnvironment.utc)
        try suite.pantry.add("ham", storage: .fridge)
        try suite.pantry.add("milk", storage: .fridge)
        return suite
    }

    @Test(arguments: [
        ("i need a fake call", "ExcuseCall"),
        ("get me out of here", "ExcuseCall"),
        ("call me in five minutes", "ExcuseCall"),
        ("have mom call me in two minutes", "ScheduleFakeCall"),
        ("cancel the call", "CancelFakeCall"),
        ("i put the milk in the fridge", "PutAwayFood"),
        ("we ate the ham", "UseFood"),
        ("we're out of milk", "UseFood"),
        ("throw out the ham", "UseFood"),
        ("what can i make for dinner", "SuggestRecipe"),
        ("what else", "NextRecipe"),
        ("what can i say", "Help"),
        ("help with timers", "HelpWithTopic"),
    ])
    func spokenSentenceReachesItsIntent(text: String, intent: String) async throws {
        let suite = try Self.suite()
        let match = await IntentDependencies.$current.withValue(suite.registry.dependencies) {
            await suite.registry.route(SpokenWords.tokenize(text), allowingFillers: false)
        }
        #expect(match?.intent.identifier == intent)
    }

    @Test func theConfusionsGetTheirOwnWordsInTheGrammar() async throws {
        let suite = try Self.suite()
        let grammar = try await IntentDependencies.$current.withValue(suite.registry.dependencies) { try await suite.registry.grammar() }
        for words in ["need", "ate", "out of"] {
            #expect(grammar.contains(words), "\(words)")
        }
    }

    /// The milk is "milk", not the "buttermilk" the old grammar snapped it to.
    @Test func iPutTheMilkStoresMilk() async throws {
        let suite = try Self.suite()
        let understood = await suite.registry.understand("i put the milk in the fridge")
        #expect(understood?.parameters["food"] == .string("milk"))
        #expect(understood?.parameters["storage"] == .string("fridge"))
    }

    @Test func everyIntentHasManyPhrasings() {
        for skill in [FakeCallSkill().shortcuts, PantrySkill().shortcuts, HelpSkill().shortcuts] {
            let phrases = skill.map(\.phrases.count)
            #expect(Double(phrases.reduce(0, +)) / Double(phrases.count) >= 10, "\(phrases)")
        }
    }
}
