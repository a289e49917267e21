import Testing
@testable import HarkIntents

struct Ping: AppIntent {
    static let title = "Ping"
    func perform() async throws -> IntentResult { .result(dialog: "Pong.") }
}

struct OtherTimer: AppIntent {
    static let title = "Other timer"
    @Parameter(title: "Length") var length: SpokenDuration
    func perform() async throws -> IntentResult { .result() }
}

struct TenMinuteTimer: AppIntent {
    static let title = "Ten minute timer"
    func perform() async throws -> IntentResult { .result() }
}

struct SimpleSkill: Skill {
    let name: String
    let shortcuts: [AppShortcut]
    var isUserDefined = false
    var shipsWithHark = false
}

@Suite struct RegistryTests {
    @Test func unknownParameterNamesSkillIntentAndColumn() {
        let registry = SkillRegistry()
        let skill = SimpleSkill(name: "Timers", shortcuts: [AppShortcut(intent: SetTimer.self, phrases: ["set a timer for {length}"])])
        do {
            try registry.register(skill)
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .invalidPhrase)
            #expect(error.message.contains("Timers ▸ SetTimer ▸ phrase 1"))
            #expect(error.message.contains("length"))
            #expect(error.message.contains("column 17"))
        }
    }

    /// A phrase written out in words that another intent's phrase reads with a value collides,
    /// whichever is registered first; one that the value parser refuses does not.
    @Test func literalPhraseCollidesWithAValueSlot() throws {
        let literal = SimpleSkill(name: "Kitchen", shortcuts: [
            AppShortcut(intent: TenMinuteTimer.self, phrases: ["pasta time", "set a timer for ten minutes"]),
        ])
        for order in [[TestSkill(), literal] as [any Skill], [literal, TestSkill()]] {
            let registry = SkillRegistry()
            do {
                for skill in order { try registry.register(skill) }
                Issue.record("expected a collision")
            } catch {
                #expect(error.code == .collision)
                #expect(error.message.contains("\"set a timer for ten minutes\""))
                #expect(error.message.contains("Kitchen ▸ TenMinuteTimer"))
                #expect(error.message.contains("Test ▸ SetTimer"))
            }
            #expect(registry.skills.count == 1)
        }
        let fine = SimpleSkill(name: "Kitchen", shortcuts: [
            AppShortcut(intent: TenMinuteTimer.self, phrases: ["set a timer for pasta", "log many milliliters"]),
        ])
        #expect(throws: Never.self) { try SkillRegistry(skills: [TestSkill(), fine]) }
    }

    /// A phrase that registered cleanly in one registry is remembered as checked only after
    /// the same phrases in the same order: after other phrases it is checked again, and
    /// refused when it collides with them.
    @Test func aPhraseCheckedCleanAloneIsStillRefusedAfterAPhraseItCollidesWith() throws {
        let literal = SimpleSkill(name: "Kitchen", shortcuts: [
            AppShortcut(intent: TenMinuteTimer.self, phrases: ["set a timer for ten minutes"]),
        ])
        // Alone, twice: the second registry takes the remembered check and registers it too.
        for _ in 0..<2 {
            let alone = try SkillRegistry(skills: [literal])
            #expect(alone.skills.map(\.name) == ["Kitchen"])
        }
        let registry = try SkillRegistry(skills: [TestSkill()])
        #expect(throws: RegistrationError.self) { try registry.register(literal) }
        #expect(registry.skills.map(\.name) == ["Test"])
        // The same skills in the same order, again: still refused (a failed check is never remembered).
        let again = try SkillRegistry(skills: [TestSkill()])
        #expect(throws: RegistrationError.self) { try again.register(literal) }
    }

    /// Skills that ship with Hark are not checked against each other at every start (Hark's
    /// tests check them, with `checkingShippedPhrases`); any other skill still is, against them.
    @Test func shippedSkillsAreCheckedAgainstEachOtherOnlyWhenAsked() throws {
        let timers = SimpleSkill(name: "Timers", shortcuts: [AppShortcut(intent: OtherTimer.self, phrases: ["start a {length} timer"])],
                                 shipsWithHark: true)
        let kitchen = SimpleSkill(name: "Kitchen", shortcuts: [AppShortcut(intent: TenMinuteTimer.self, phrases: ["start a ten minute timer"])],
                                  shipsWithHark: true)
        let atStart = try SkillRegistry(skills: [timers, kitchen])
        #expect(atStart.skills.map(\.name) == ["Timers", "Kitchen"])
        #expect(throws: RegistrationError.self) { try SkillRegistry(checkingShippedPhrases: true).registerAll([timers, kitchen]) }
        // A skill that does not ship is checked against the shipped ones, whichever came first.
        let own = SimpleSkill(name: "Own", shortcuts: [AppShortcut(intent: TenMinuteTimer.self, phrases: ["start a ten minute timer"])])
        #expect(throws: RegistrationError.self) { try SkillRegistry(skills: [timers, own]) }
        #expect(throws: RegistrationError.self) { try SkillRegistry(skills: [own, timers]) }
        let ownTimers = SimpleSkill(name: "Own", shortcuts: [AppShortcut(intent: OtherTimer.self, phrases: ["start a {length} timer"])])
        #expect(throws: RegistrationError.self) { try SkillRegistry(skills: [ownTimers, kitchen]) }
    }

    @Test func collidingPhrasesNameBothOwners() throws {
        let registry = try SkillRegistry(skills: [TestSkill()])
        let other = SimpleSkill(name: "Kitchen", shortcuts: [AppShortcut(intent: OtherTimer.self, phrases: ["start a {length} timer"])])
        do {
            try registry.register(other)
            Issue.record("expected a collision")
        } catch {
            #expect(error.code == .collision)
            #expect(error.message.contains("Kitchen ▸ OtherTimer"))
            #expect(error.message.contains("Test ▸ SetTimer"))
            #expect(error.message.contains("start a {duration} timer"))
        }
        // Nothing of the refused skill was registered.
        #expect(registry.skills.map(\.name) == ["Test"])
    }

    @Test func moreThanTenShortcutsIsRefused() {
        let shortcuts = (0..<11).map { AppShortcut(intent: Ping.self, phrases: ["ping number \(["one","two","three","four","five","six","seven","eight","nine","ten","eleven"][$0])"]) }
        #expect(throws: RegistrationError.self) { try SkillRegistry().register(SimpleSkill(name: "Many", shortcuts: shortcuts)) }
    }

    @Test func everyExpansionRoutesToItsIntent() async throws {
        let registry = try SkillRegistry(skills: [TestSkill()])
        let samples: [String: [String]] = [
            "SetTimer": ["set a timer for ten minutes", "set a timer", "start a five minute timer"],
            "LogAmount": ["log one hundred twenty milliliters", "log an amount"],
            "CallContact": ["call mom", "fake call from mia jones in two minutes"],
            "StoreItem": ["put it in the refrigerator", "put it in the pantry"],
            "DeleteAll": ["delete all records", "delete all feedings"],
            "Failing": ["stop feeding"],
        ]
        for (intent, sentences) in samples {
            for sentence in sentences {
                let match = await registry.route(SpokenWords.tokenize(sentence), allowingFillers: false)
                #expect(match?.intentType.identifier == intent, "\(sentence)")
            }
        }
    }

    @Test func nearMissesDoNotRoute() async throws {
        let registry = try SkillRegistry(skills: [TestSkill()])
        for sentence in ["start feeding", "set a timer for purple", "call", "delete all", "put it in the oven", "log milliliters", "what time is it"] {
            let match = await registry.route(SpokenWords.tokenize(sentence))
            #expect(match == nil, "\(sentence) routed to \(String(describing: match?.intentType))")
        }
    }

    @Test func typedTextToleratesFillers() async throws {
        let registry = try SkillRegistry(skills: [TestSkill()])
        let match = try #require(await registry.route(SpokenWords.tokenize("Um, could you please set a timer for 20 minutes?")))
        #expect(match.intentType.identifier == "SetTimer")
        #expect(match.slots["duration"] == ["twenty", "minutes"])
    }

    @Test func grammarHasOneRulePerPhraseAndSharedValueRules() async throws {
        let registry = try SkillRegistry(skills: [TestSkill()])
        let grammar = try await registry.grammar()
        #expect(grammar.hasPrefix("#JSGF V1.0;"))
        #expect(grammar.contains("public <command> ="))
        #expect(grammar.contains("<v_duration> ="))
        #expect(grammar.contains("mia jones"))
        #expect(grammar.contains("deep freeze"))
    }

    @Test func userDefinedPhrasesGetAGrammarOfTheirOwn() async throws {
        let builtIn = try SkillRegistry(skills: [TestSkill()])
        #expect(try await builtIn.compiled().userGrammar == nil)
        let own = SimpleSkill(name: "Mine", shortcuts: [AppShortcut(intent: Ping.self, phrases: ["ping me [now]"])],
                              isUserDefined: true)
        let alone = try SkillRegistry(skills: [own])
        #expect(try await alone.compiled().userGrammar == nil)  // the whole grammar is the person's already
        let both = try SkillRegistry(skills: [TestSkill(), own])
        let compiled = try await both.compiled()
        let user = try #require(compiled.userGrammar)
        #expect(user.contains("ping me"))
        #expect(!user.contains("set a timer"))
        #expect(compiled.grammar.contains("ping me") && compiled.grammar.contains("set a timer"))
    }
}

extension SkillRegistry {
    /// Registers `skills` in order, stopping at the first that is refused.
    func registerAll(_ skills: [any Skill]) throws(RegistrationError) {
        for skill in skills { try register(skill) }
    }
}
